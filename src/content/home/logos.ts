// The client strip (11 names) and the ecosystem partner strip (8 names that
// open the partner's site). Names are proper names, shown as written, in our
// type: we own no client's mark, so none is drawn (the names are placeholders too).
import type { Client, Partner } from './schema'

export const CLIENTS: Client[] = [
  'Northwind Capital',
  'Meridian Bank',
  'Helix Systems',
  'Aurora Fintech',
  'Vantage Insurance',
  'Crestline Pharma',
  'Orbit Telecom',
  'Summit Retail',
  'Lumen Energy',
  'Trident Logistics',
  'Nova Health',
].map((name) => ({ name }))

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
