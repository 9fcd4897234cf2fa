import { GCC_TALENT, gccOfferingText } from '../../content/gcc/offerings'
import { PageHeader } from '../PageHeader'
import { ContactBanner } from '../../components/ContactBanner'
import { PointsSection, StepsSection } from './GccParts'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.gcc.talent.heading',
    defaultMessage: 'Building the Workforce of Tomorrow',
    description:
      'Main heading of the GCC talent page: staffing global capability centres (offshore centres that companies own and run themselves)',
  },
  intro: {
    id: 'page.gcc.talent.intro',
    defaultMessage:
      'The Right People. Right Now. We staff global capability centres end to end and set them up as much as 50% faster.',
    description:
      'A slogan (The Right People. Right Now.) then a sentence; global capability centres = offshore centres that companies own and run themselves',
  },
})

/** GCC talent offering: the four-stage approach (with the intro), ten value points, six verticals, insights banner. */
export default function GccTalentPage() {
  return (
    <>
      <PageHeader page="gcc.talent" text={hero} />
      {/* The hero says "The Right People. Right Now."; the approach opens with why people come first. */}
      <StepsSection heading={gccOfferingText.approach} intro={gccOfferingText.introText} steps={GCC_TALENT.stages} />
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
