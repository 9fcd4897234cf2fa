// Brand facts in one place: every page, the footer, the JSON-LD and the
// principles path read them from here.
export const BRAND = {
  /** Short name: menu titles ("{short} TV", "{short} Connect") and the principles path. */
  shortName: 'IFIN',
  legalName: 'IFIN Global Group',
  siteUrl: 'https://www.ifinglobalgroup.com',
  /** A placeholder to confirm, like OFFICE_PHONES. */
  phone: '+91 40 4852 3000',
  email: 'info@ifinglobalgroup.com',
  foundingYear: 2009,
  headOffice: { city: 'Hyderabad', country: 'IN' },
} as const

/**
 * The offices' phone numbers. PLACEHOLDERS TO CONFIRM: none of these has been
 * confirmed by the company yet; the owner replaces each with the real
 * switchboard before launch (the Global Locations page and the JSON-LD read them).
 */
export const OFFICE_PHONES = {
  hyderabad: BRAND.phone,
  paris: '+33 1 84 88 20 00',
  london: '+44 20 3807 5000',
  dallas: '+1 214 880 4100',
} as const

/** `/{short}-principals`: the principles page's path follows the short name. */
export const PRINCIPLES_PATH = `/${BRAND.shortName.toLowerCase()}-principals`

export type SocialNetwork = 'youtube' | 'facebook' | 'instagram' | 'x' | 'linkedin'

export const SOCIAL_LINKS: Record<SocialNetwork, string> = {
  youtube: 'https://www.youtube.com/@ifinglobalgroup',
  facebook: 'https://www.facebook.com/ifinglobalgroup',
  instagram: 'https://www.instagram.com/ifinglobalgroup',
  x: 'https://x.com/ifinglobalgroup',
  linkedin: 'https://www.linkedin.com/company/ifinglobalgroup',
}

/** Our videos' player host (privacy-enhanced); the pages' CSP admits its frames. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

/** Top strip and footer order. */
export const SOCIAL_ORDER: readonly SocialNetwork[] = ['youtube', 'facebook', 'instagram', 'x', 'linkedin']
/** The fixed side bar shows four of them. */
export const SIDEBAR_SOCIAL: readonly SocialNetwork[] = ['facebook', 'linkedin', 'instagram', 'youtube']

export type OfficeId =
  'india' | 'usa' | 'canada' | 'london' | 'france' | 'netherlands' | 'brazil' | 'finland' | 'australia'

const maps = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`

/**
 * The nine office countries of the footer, each with its maps link and where the office is
 * (WGS 84 degrees, east and north positive): the Locations page's map is projected from them
 * (`npx tsx scripts/artwork/worldMap.ts` after a change).
 */
export const OFFICES: readonly { id: OfficeId; mapsUrl: string; lon: number; lat: number }[] = [
  {
    id: 'india',
    mapsUrl: maps('IFIN Global Group, HITEC City, Hyderabad, Telangana, India'),
    lon: 78.3762,
    lat: 17.4474,
  },
  { id: 'usa', mapsUrl: maps('IFIN Global Group, Dallas, Texas, USA'), lon: -96.797, lat: 32.7767 },
  { id: 'canada', mapsUrl: maps('IFIN Global Group, Toronto, Ontario, Canada'), lon: -79.3817, lat: 43.6487 },
  { id: 'london', mapsUrl: maps('IFIN Global Group, London, United Kingdom'), lon: -0.1246, lat: 51.5145 },
  { id: 'france', mapsUrl: maps('IFIN Global Group, Paris, France'), lon: 2.3311, lat: 48.8693 },
  { id: 'netherlands', mapsUrl: maps('IFIN Global Group, Amsterdam, Netherlands'), lon: 4.8897, lat: 52.3664 },
  { id: 'brazil', mapsUrl: maps('IFIN Global Group, São Paulo, Brazil'), lon: -46.6526, lat: -23.565 },
  { id: 'finland', mapsUrl: maps('IFIN Global Group, Helsinki, Finland'), lon: 24.9389, lat: 60.169 },
  { id: 'australia', mapsUrl: maps('IFIN Global Group, Sydney, Australia'), lon: 151.2093, lat: -33.8688 },
]

/** Values for the `{short}` and `{brand}` placeholders of messages. */
export const BRAND_VALUES = { short: BRAND.shortName, brand: BRAND.legalName } as const
