import type { PageKey } from '../../config/paths'
import { GCC_PROCESS_PAGES, gccOfferingText } from '../../content/gcc/offerings'
import { PageHeader } from '../PageHeader'
import { ContactBanner } from '../../components/ContactBanner'
import { PointsSection, StepsSection } from './GccParts'
import { defineMessages } from '../../i18n/defineMessages'

/** Each page's hero: heading and intro (the intro is also the page's description for search engines). */
const HERO = {
  'gcc.workplace': defineMessages({
    heading: {
      id: 'page.gcc.workplace.heading',
      defaultMessage: 'Workspace capability centres, ready when you are',
      description:
        'Main heading of the GCC workplace page; workspace capability centres = ready-to-use offices for global capability centres',
    },
    intro: {
      id: 'page.gcc.workplace.intro',
      defaultMessage:
        'Offices designed, fitted out and run for your teams, delivered 40 to 50% faster than building them yourself.',
      description:
        'Search-engine description and intro of the GCC workplace page; fitted out = furnished and equipped ready for work',
    },
  }),
  'gcc.operations': defineMessages({
    heading: {
      id: 'page.gcc.operations.heading',
      defaultMessage: 'Workload management that scales with you',
      description:
        'Main heading of the GCC operations page; workload management = taking over and running a share of the client work',
    },
    intro: {
      id: 'page.gcc.operations.intro',
      defaultMessage:
        'We take on finance, HR, IT and customer operations as a managed capability centre, with clear service levels and room to grow.',
      description:
        'Managed capability centre = an offshore centre we run for the client; service levels = targets agreed in the contract',
    },
  }),
}

/** The workspace and workload pages: four steps, benefits, industries and the closing banner. */
export default function GccProcessPage({ page }: { page: PageKey }) {
  const content = GCC_PROCESS_PAGES[page as keyof typeof GCC_PROCESS_PAGES]
  return (
    <>
      <PageHeader page={page} text={HERO[page as keyof typeof HERO]} />
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
