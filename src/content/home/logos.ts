// The client strip (11 wordmarks) and the ecosystem partner strip (8 names
// that open the partner's site). Names are proper names, shown as written.
import type { ClientLogo, Partner } from './schema'

export const CLIENT_LOGOS: ClientLogo[] = [
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
].map(([slug, name]) => ({ file: `/images/clients/${slug}.svg`, name: name! }))

// The ecosystem bodies we work with (sites to be confirmed by partnerships), shown as their names
// in our type: real organisations get their own logo only once they have licensed it to us.
export const PARTNERS: Partner[] = [
  { name: 'T-Hub', url: 'https://t-hub.co' },
  { name: 'NASSCOM', url: 'https://nasscom.in' },
  { name: 'TiE Hyderabad', url: 'https://hyderabad.tie.org' },
  { name: 'Startup India', url: 'https://www.startupindia.gov.in' },
  { name: 'WE Hub', url: 'https://wehub.telangana.gov.in' },
  { name: 'HYSEA', url: 'https://hysea.in' },
  { name: 'Invest India', url: 'https://www.investindia.gov.in' },
  { name: 'FICCI', url: 'https://ficci.in' },
]
