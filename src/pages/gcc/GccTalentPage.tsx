import { GCC_TALENT, gccOfferingText } from '../../content/gcc/offerings'
import { PageHeader } from '../PageHeader'
import { ContactBanner } from '../../components/ContactBanner'
import { PointsSection, StepsSection } from './GccParts'

/** GCC talent offering: the four-stage approach (with the intro), ten value points, six verticals, insights banner. */
export default function GccTalentPage() {
  return (
    <>
      <PageHeader page="gcc.talent" />
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
