import { useIntl } from 'react-intl'
import { SectionHeading } from '../../components/SectionHeading'
import { GCC_TALENT, gccText } from '../../content/gcc/offerings'
import { PageHeader } from '../HeroPage'
import { ContactBanner, PointsSection, StepsSection } from './GccParts'

/** GCC talent offering: intro, the four-stage approach, ten value points, six verticals, insights banner. */
export default function GccTalentPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="gcc.talent" />
      <section className="bg-mist py-16" aria-labelledby="gcc-intro">
        <div className="container-site">
          <SectionHeading
            id="gcc-intro"
            heading={intl.formatMessage(gccText.intro)}
            intro={intl.formatMessage(gccText.introText)}
          />
        </div>
      </section>
      <StepsSection heading={gccText.approach} steps={GCC_TALENT.stages} />
      <PointsSection
        id="gcc-values"
        heading={gccText.values}
        points={GCC_TALENT.values}
        shaded
        columns="sm:grid-cols-2 lg:grid-cols-5"
      />
      <PointsSection id="gcc-verticals" heading={gccText.verticals} points={GCC_TALENT.verticals} />
      <ContactBanner heading={gccText.insightsHeading} text={gccText.insightsText} button={gccText.insightsButton} />
    </>
  )
}
