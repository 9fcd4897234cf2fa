// The Global Locations page (SPEC 2.8): office addresses by region and the
// pins of the world map and its Europe inset: a card and a pin per office of the footer's
// list (OFFICES in src/config/brand.ts). Addresses are written as the post expects them,
// not translated; country names are catalog messages.
import { officeText } from './shellText'
import { OFFICE_PHONES, OFFICES } from '../config/brand'
import { defineMessages } from '../i18n/defineMessages'
import type { Address, MapPin } from './locationsSchema'
import { MAP_LAYOUT } from './locationsMap'

export const locationText = defineMessages({
  asia: {
    id: 'locations.region.asia',
    defaultMessage: 'Asia',
    description: 'Heading of a column of office addresses on the Global Locations page: offices in Asia; one word',
  },
  other: {
    id: 'locations.region.other',
    defaultMessage: 'Other Locations',
    description:
      'Heading of a column of office addresses on the Global Locations page: offices outside Asia and Europe',
  },
  uk: {
    id: 'locations.country.uk',
    defaultMessage: 'United Kingdom',
    description: 'Country name, above an office address and on a map pin of the Global Locations page',
  },
  addresses: {
    id: 'locations.addresses.heading',
    defaultMessage: 'Our offices',
    description: 'Section heading on the Global Locations page above our office addresses',
  },
  map: {
    id: 'locations.map.heading',
    defaultMessage: 'Find us around the world',
    description: 'Section heading on the Global Locations page above a world map with a pin for each office',
  },
  mapAlt: {
    id: 'locations.map.alt',
    defaultMessage: 'World map with our offices marked',
    description: 'Alt text of the world map on the Global Locations page, read by screen readers',
  },
  europe: {
    id: 'locations.map.europe',
    defaultMessage: 'Europe',
    description:
      'The continent name, one word: heading of the office addresses in Europe on the Global Locations page, and label of the world map’s magnified inset showing them',
  },
  phone: {
    id: 'locations.phone',
    defaultMessage: 'Phone',
    description: 'Read by screen readers before the phone number of an office (Global Locations page); a noun',
  },
})

export const ADDRESSES: Address[] = [
  {
    region: 'asia',
    office: 'india',
    country: officeText.india,
    lines: ['IFIN Global Group', 'Level 5, Cyber Towers, HITEC City', 'Hyderabad 500081, Telangana, India'],
    phone: OFFICE_PHONES.hyderabad,
  },
  {
    region: 'europe',
    office: 'london',
    country: locationText.uk,
    lines: ['IFIN Global Group Ltd', '71 Shelton Street, Covent Garden', 'London WC2H 9JQ, United Kingdom'],
    phone: OFFICE_PHONES.london,
  },
  {
    region: 'europe',
    office: 'france',
    country: officeText.france,
    lines: ['IFIN Global Group France', '25 Rue de la Paix', '75002 Paris, France'],
    phone: OFFICE_PHONES.paris,
  },
  {
    region: 'europe',
    office: 'netherlands',
    country: officeText.netherlands,
    lines: ['IFIN Global Group B.V.', 'Herengracht 420', '1017 BZ Amsterdam, Netherlands'],
  },
  {
    region: 'europe',
    office: 'finland',
    country: officeText.finland,
    lines: ['IFIN Global Group Oy', 'Mannerheimintie 12', '00100 Helsinki, Finland'],
  },
  {
    region: 'other',
    office: 'usa',
    country: officeText.usa,
    lines: ['IFIN Global Group Inc.', '2100 Ross Avenue, Suite 800', 'Dallas, TX 75201, USA'],
    phone: OFFICE_PHONES.dallas,
  },
  {
    region: 'other',
    office: 'canada',
    country: officeText.canada,
    lines: ['IFIN Global Group Canada', '100 King Street West, Suite 5700', 'Toronto, ON M5X 1C7, Canada'],
  },
  {
    region: 'other',
    office: 'brazil',
    country: officeText.brazil,
    lines: ['IFIN Global Group Brasil', 'Avenida Paulista 1000, 10º andar', 'São Paulo, SP 01310-100, Brazil'],
  },
  {
    // No street address confirmed yet: the city, as the office's map link names it (src/config/brand.ts).
    region: 'other',
    office: 'australia',
    country: officeText.australia,
    lines: ['IFIN Global Group', 'Sydney NSW, Australia'],
  },
]

/** Asia (the head office), Europe (the UK with the European Union's offices), then the others. */
export const REGIONS = ['asia', 'europe', 'other'] as const

/** A pin per office, world map first, then the Europe inset: the order of their Tab stops. */
export const MAP_PINS: MapPin[] = MAP_LAYOUT.pins.map((place) => ({
  ...place,
  country: place.id === 'london' ? locationText.uk : officeText[place.id],
  mapsUrl: OFFICES.find((office) => office.id === place.id)?.mapsUrl ?? '',
}))
