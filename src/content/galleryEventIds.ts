// The picture gallery's events (SPEC 2.7): their ids, which the route table needs for every
// page (one pre-rendered detail page each), apart from their titles, which only the gallery shows.

export const GALLERY_EVENT_IDS = [
  'annualconclave-section',
  'iod-conclave-2025',
  'meeting-nara-lokesh',
  'atal-samman',
  'bhadrachalam-madhusudhanasai',
  'delegation-us-visit',
  'boat-camp',
  'entrepreneur-awards-peterdiamandis',
  'gcc-global-capability-centers',
  'sri-ravishankar-felicitation',
  'thub-fund-launch',
  'meeting-with-ambassadors',
  'iimb-defence',
  'meeting-sri-bv-naiduji-office',
  'meeting-with-it-minister',
  'news-and-media',
] as const

/**
 * Pre-rendered once per language: the gallery's not-found state, which the
 * server sends with status 404 for an unknown event id.
 */
export const MISSING_GALLERY_EVENT = '_missing'

export type GalleryEventId = (typeof GALLERY_EVENT_IDS)[number]

export function isGalleryEventId(id: string | undefined): id is GalleryEventId {
  return (GALLERY_EVENT_IDS as readonly string[]).includes(id ?? '')
}
