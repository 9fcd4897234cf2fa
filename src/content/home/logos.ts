// The client strip (11 tiles) and the ecosystem partner strip (8 names that
// open the partner's site). We may name no client yet: each tile is a marked
// placeholder that shows a sector we serve until the owner supplies a client
// who lets us show their name and logo (see docs/content.md).
import { defineMessages } from '../../i18n/defineMessages'
import { awaiting } from '../placeholder'
import type { Client, Partner } from './schema'

const sector = defineMessages({
  banking: {
    id: 'clients.sector.banking',
    defaultMessage: 'Banking & Finance',
    description: 'A sector our clients work in, shown as a tile in the client strip (home and Clients pages)',
  },
  technology: {
    id: 'clients.sector.technology',
    defaultMessage: 'Technology and Digital',
    description: 'A sector our clients work in, shown as a tile in the client strip (home and Clients pages)',
  },
  healthcare: {
    id: 'clients.sector.healthcare',
    defaultMessage: 'Healthcare',
    description: 'A sector our clients work in, shown as a tile in the client strip (home and Clients pages)',
  },
  manufacturing: {
    id: 'clients.sector.manufacturing',
    defaultMessage: 'Manufacturing',
    description: 'A sector our clients work in, shown as a tile in the client strip (home and Clients pages)',
  },
  retail: {
    id: 'clients.sector.retail',
    defaultMessage: 'Retail',
    description: 'A sector our clients work in, shown as a tile in the client strip (home and Clients pages)',
  },
  automobile: {
    id: 'clients.sector.automobile',
    defaultMessage: 'Automobile',
    description:
      'A sector our clients work in (car makers and their suppliers), shown as a tile in the client strip (home and Clients pages)',
  },
  telecom: {
    id: 'clients.sector.telecom',
    defaultMessage: 'Telecommunication',
    description: 'A sector our clients work in, shown as a tile in the client strip (home and Clients pages)',
  },
  pharma: {
    id: 'clients.sector.pharma',
    defaultMessage: 'Pharmaceuticals',
    description: 'A sector our clients work in, shown as a tile in the client strip (home and Clients pages)',
  },
  energy: {
    id: 'clients.sector.energy',
    defaultMessage: 'Oil & Gas',
    description: 'A sector our clients work in, shown as a tile in the client strip (home and Clients pages)',
  },
  government: {
    id: 'clients.sector.government',
    defaultMessage: 'Government',
    description:
      'A sector our clients work in (public bodies), shown as a tile in the client strip (home and Clients pages)',
  },
  aerospace: {
    id: 'clients.sector.aerospace',
    defaultMessage: 'Aerospace',
    description: 'A sector our clients work in, shown as a tile in the client strip (home and Clients pages)',
  },
})

/** SPEC 9's 11 client logos: for now, 11 sectors, each a place for a client who lets us name them. */
export const CLIENTS: Client[] = Object.values(sector).map((message) => ({
  sector: message,
  placeholder: awaiting('client'),
}))

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
