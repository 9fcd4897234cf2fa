// The client strip (11 wordmarks) and the ecosystem partner strip (8 logos
// that open the partner's site). Names are proper names, shown as written.
import { z } from '../../lib/zod'
import { externalUrlSchema, imagePathSchema, parseContent } from '../schema'

const clientLogoSchema = z.object({ file: imagePathSchema, name: z.string().min(2) })

export const CLIENT_LOGOS = parseContent(
  z.array(clientLogoSchema).length(11),
  [
    ['northwind-capital', 'Northwind Capital'],
    ['meridian-bank', 'Meridian Bank'],
    ['helix-systems', 'Helix Systems'],
    ['aurora-fintech', 'Aurora Fintech'],
    ['vantage-insurance', 'Vantage Insurance'],
    ['crestline-pharma', 'Crestline Pharma'],
    ['orbit-telecom', 'Orbit Telecom'],
    ['summit-retail', 'Summit Retail'],
    ['lumen-energy', 'Lumen Energy'],
    ['trident-logistics', 'Trident Logistics'],
    ['nova-health', 'Nova Health'],
  ].map(([slug, name]) => ({ file: `/images/clients/${slug}.svg`, name: name! })),
  'client logos',
)

const partnerLogoSchema = z.object({
  src: imagePathSchema,
  alt: z.string().min(2),
  url: externalUrlSchema,
  /** Optional extra style, for a logo whose artwork needs more room. */
  wide: z.boolean().optional(),
})

// The ecosystem bodies we work with; sites to be confirmed by partnerships.
export const PARTNER_LOGOS = parseContent(
  z.array(partnerLogoSchema).length(8),
  [
    { src: '/images/partners/t-hub.svg', alt: 'T-Hub', url: 'https://t-hub.co' },
    { src: '/images/partners/nasscom.svg', alt: 'NASSCOM', url: 'https://nasscom.in' },
    { src: '/images/partners/tie-hyderabad.svg', alt: 'TiE Hyderabad', url: 'https://hyderabad.tie.org', wide: true },
    {
      src: '/images/partners/startup-india.svg',
      alt: 'Startup India',
      url: 'https://www.startupindia.gov.in',
      wide: true,
    },
    { src: '/images/partners/we-hub.svg', alt: 'WE Hub', url: 'https://wehub.telangana.gov.in' },
    { src: '/images/partners/hysea.svg', alt: 'HYSEA', url: 'https://hysea.in' },
    {
      src: '/images/partners/invest-india.svg',
      alt: 'Invest India',
      url: 'https://www.investindia.gov.in',
      wide: true,
    },
    { src: '/images/partners/ficci.svg', alt: 'FICCI', url: 'https://ficci.in' },
  ],
  'partner logos',
)
