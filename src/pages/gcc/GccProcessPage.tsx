import type { PageKey } from '../../config/paths'
import { GCC_PROCESS_PAGES, gccOfferingText } from '../../content/gcc/offerings'
import { PageHeader } from '../PageHeader'
import { ContactBanner } from '../../components/ContactBanner'
import { PointsSection, StepsSection } from './GccParts'

/** The workspace and workload pages: four steps, benefits, industries and the closing banner. */
export default function GccProcessPage({ page }: { page: PageKey }) {
  const content = GCC_PROCESS_PAGES[page as keyof typeof GCC_PROCESS_PAGES]
  return (
    <>
      <PageHeader page={page} />
      <StepsSection heading={gccOfferingText.process} steps={content.steps} />
      <PointsSection
        id="gcc-benefits"
        heading={gccOfferingText.benefits}
        points={content.benefits}
        shaded
        columns="sm:grid-cols-2"
      />
      <PointsSection id="gcc-industries" heading={gccOfferingText.industries} points={content.industries} />
      <ContactBanner heading={content.bannerHeading} button={content.bannerButton} />
    </>
  )
}
