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

/** The nine office countries of the footer, each with its maps link. */
export const OFFICES: readonly { id: OfficeId; mapsUrl: string }[] = [
  { id: 'india', mapsUrl: maps('IFIN Global Group, HITEC City, Hyderabad, Telangana, India') },
  { id: 'usa', mapsUrl: maps('IFIN Global Group, Dallas, Texas, USA') },
  { id: 'canada', mapsUrl: maps('IFIN Global Group, Toronto, Ontario, Canada') },
  { id: 'london', mapsUrl: maps('IFIN Global Group, London, United Kingdom') },
  { id: 'france', mapsUrl: maps('IFIN Global Group, Paris, France') },
  { id: 'netherlands', mapsUrl: maps('IFIN Global Group, Amsterdam, Netherlands') },
  { id: 'brazil', mapsUrl: maps('IFIN Global Group, São Paulo, Brazil') },
  { id: 'finland', mapsUrl: maps('IFIN Global Group, Helsinki, Finland') },
  { id: 'australia', mapsUrl: maps('IFIN Global Group, Sydney, Australia') },
]

/** Values for the `{short}` and `{brand}` placeholders of messages. */
export const BRAND_VALUES = { short: BRAND.shortName, brand: BRAND.legalName } as const
