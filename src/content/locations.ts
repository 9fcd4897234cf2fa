// The Global Locations page (SPEC 2.8): office addresses by region and the
// nine pins of the world map. Addresses are written as the post expects them,
// not translated; country names are catalog messages.
import { officeText } from './shellText'
import { OFFICE_PHONES, OFFICES, type OfficeId } from '../config/brand'
import { defineMessages } from '../i18n/defineMessages'
import type { Address, MapPin } from './locationsSchema'

export const locationText = defineMessages({
  asia: {
    id: 'locations.region.asia',
    defaultMessage: 'Asia',
    description: 'Heading of a column of office addresses on the Global Locations page: offices in Asia; one word',
  },
  eu: {
    id: 'locations.region.eu',
    defaultMessage: 'EU',
    description:
      'Heading of a column of office addresses on the Global Locations page; EU = European Union; keep it very short',
  },
  other: {
    id: 'locations.region.other',
    defaultMessage: 'Other Locations',
    description:
      'Heading of a column of office addresses on the Global Locations page: offices outside Asia and the EU',
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
  phone: {
    id: 'locations.phone',
    defaultMessage: 'Phone',
    description: 'Read by screen readers before the phone number of an office (Global Locations page); a noun',
  },
})

export const ADDRESSES: Address[] = [
  {
    region: 'asia',
    country: officeText.india,
    lines: ['IFIN Global Group', 'Level 5, Cyber Towers, HITEC City', 'Hyderabad 500081, Telangana, India'],
    phone: OFFICE_PHONES.hyderabad,
  },
  {
    region: 'eu',
    country: officeText.france,
    lines: ['IFIN Global Group France', '25 Rue de la Paix', '75002 Paris, France'],
    phone: OFFICE_PHONES.paris,
  },
  {
    region: 'eu',
    country: officeText.netherlands,
    lines: ['IFIN Global Group B.V.', 'Herengracht 420', '1017 BZ Amsterdam, Netherlands'],
  },
  {
    region: 'eu',
    country: officeText.finland,
    lines: ['IFIN Global Group Oy', 'Mannerheimintie 12', '00100 Helsinki, Finland'],
  },
  {
    region: 'other',
    country: locationText.uk,
    lines: ['IFIN Global Group Ltd', '71 Shelton Street, Covent Garden', 'London WC2H 9JQ, United Kingdom'],
    phone: OFFICE_PHONES.london,
  },
  {
    region: 'other',
    country: officeText.usa,
    lines: ['IFIN Global Group Inc.', '2100 Ross Avenue, Suite 800', 'Dallas, TX 75201, USA'],
    phone: OFFICE_PHONES.dallas,
  },
  {
    region: 'other',
    country: officeText.canada,
    lines: ['IFIN Global Group Canada', '100 King Street West, Suite 5700', 'Toronto, ON M5X 1C7, Canada'],
  },
  {
    region: 'other',
    country: officeText.brazil,
    lines: ['IFIN Global Group Brasil', 'Avenida Paulista 1000, 10º andar', 'São Paulo, SP 01310-100, Brazil'],
  },
]

export const REGIONS = ['asia', 'eu', 'other'] as const

/**
 * Map extent of our world map (equirectangular): longitude -180 to 180,
 * latitude 85 to -60. A pin's top and left are percentages of it.
 */
export const MAP_EXTENT = { north: 85, south: -60 }
const position = (lat: number, lon: number) => ({
  top: Math.round(((MAP_EXTENT.north - lat) / (MAP_EXTENT.north - MAP_EXTENT.south)) * 1000) / 10,
  left: Math.round(((lon + 180) / 360) * 1000) / 10,
})

const COORDINATES: Record<OfficeId, [number, number]> = {
  india: [17.4, 78.5],
  france: [48.9, 2.4],
  netherlands: [52.4, 4.9],
  finland: [60.2, 24.9],
  london: [51.5, -0.1],
  usa: [32.8, -96.8],
  canada: [43.7, -79.4],
  brazil: [-23.5, -46.6],
  australia: [-33.9, 151.2],
}

// London, Paris, Amsterdam and Helsinki (and, on a phone, Toronto and Dallas) lie a few
// pixels apart: their pins fan out (in pixels, so they stay apart on a phone, and mostly
// downwards, as the map's top edge is near) while a dot marks each true place.
const NUDGE: Partial<Record<OfficeId, [number, number]>> = {
  usa: [-10, 6],
  canada: [6, -10],
  london: [-26, 6],
  france: [0, 28],
  netherlands: [22, 4],
  finland: [34, 2],
}

export const MAP_PINS: MapPin[] = OFFICES.map((office) => ({
  id: office.id,
  country: office.id === 'london' ? locationText.uk : officeText[office.id],
  ...position(...COORDINATES[office.id]),
  nudge: NUDGE[office.id] ?? [0, 0],
  mapsUrl: office.mapsUrl,
}))
