import { organizationJsonLd } from '../../content/organization'
import { PageSeo } from '../PageSeo'
import { ClosingCta } from './ClosingCta'
import { CsrBlock } from './CsrBlock'
import { HeroSlider } from './HeroSlider'
import { ClientStrip, PartnerStrip } from './LogoStrips'
import { StatsBand } from './StatsBand'
import { ThreePillars } from './ThreePillars'
import { WhatWeDo } from './WhatWeDo'
import { homeText } from './messages'

export default function HomePage() {
  return (
    <>
      <PageSeo page="home" description={homeText.intro} jsonLd={organizationJsonLd} />
      <HeroSlider />
      <ClientStrip />
      <StatsBand />
      <WhatWeDo />
      <CsrBlock />
      <PartnerStrip />
      <ThreePillars />
      <ClosingCta />
    </>
  )
}
