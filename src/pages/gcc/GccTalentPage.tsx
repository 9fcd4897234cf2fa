import { useIntl } from 'react-intl'
import { SectionHeading } from '../../components/SectionHeading'
import { GCC_TALENT, gccOfferingText } from '../../content/gcc/offerings'
import { PageHeader } from '../PageHeader'
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
            heading={intl.formatMessage(gccOfferingText.intro)}
            intro={intl.formatMessage(gccOfferingText.introText)}
          />
        </div>
      </section>
      <StepsSection heading={gccOfferingText.approach} steps={GCC_TALENT.stages} />
      <PointsSection
        id="gcc-values"
        heading={gccOfferingText.values}
        points={GCC_TALENT.values}
        shaded
        columns="sm:grid-cols-2 lg:grid-cols-5"
      />
      <PointsSection id="gcc-verticals" heading={gccOfferingText.verticals} points={GCC_TALENT.verticals} />
      <ContactBanner
        heading={gccOfferingText.insightsHeading}
        text={gccOfferingText.insightsText}
        button={gccOfferingText.insightsButton}
      />
    </>
  )
}
