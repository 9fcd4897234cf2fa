// The picture gallery's events (SPEC 2.7). Each has its own pre-rendered
// detail page; the media issue adds sections and images.
import { defineMessages, type Message } from '../i18n/defineMessages'

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

export const galleryEventTitles: Record<GalleryEventId, Message> = defineMessages({
  'annualconclave-section': {
    id: 'gallery.annualconclave-section.title',
    defaultMessage: 'Annual Global Business Conclave',
  },
  'iod-conclave-2025': {
    id: 'gallery.iod-conclave-2025.title',
    defaultMessage: 'Institute of Directors Conclave 2025',
  },
  'meeting-nara-lokesh': {
    id: 'gallery.meeting-nara-lokesh.title',
    defaultMessage: 'Meeting with Minister Nara Lokesh',
  },
  'atal-samman': { id: 'gallery.atal-samman.title', defaultMessage: 'Atal Samman Award' },
  'bhadrachalam-madhusudhanasai': {
    id: 'gallery.bhadrachalam-madhusudhanasai.title',
    defaultMessage: 'Bhadrachalam Visit with Sri Madhusudan Sai',
  },
  'delegation-us-visit': {
    id: 'gallery.delegation-us-visit.title',
    defaultMessage: 'Business Delegation to the United States',
  },
  'boat-camp': { id: 'gallery.boat-camp.title', defaultMessage: 'Founders’ Boat Camp' },
  'entrepreneur-awards-peterdiamandis': {
    id: 'gallery.entrepreneur-awards-peterdiamandis.title',
    defaultMessage: 'Entrepreneur Awards with Peter Diamandis',
  },
  'gcc-global-capability-centers': {
    id: 'gallery.gcc-global-capability-centers.title',
    defaultMessage: 'Global Capability Centres Summit',
  },
  'sri-ravishankar-felicitation': {
    id: 'gallery.sri-ravishankar-felicitation.title',
    defaultMessage: 'Felicitation by Gurudev Sri Sri Ravi Shankar',
  },
  'thub-fund-launch': { id: 'gallery.thub-fund-launch.title', defaultMessage: 'T-Hub Start-up Fund Launch' },
  'meeting-with-ambassadors': {
    id: 'gallery.meeting-with-ambassadors.title',
    defaultMessage: 'Meeting with Ambassadors',
  },
  'iimb-defence': { id: 'gallery.iimb-defence.title', defaultMessage: 'IIM Bangalore Defence Leadership Programme' },
  'meeting-sri-bv-naiduji-office': {
    id: 'gallery.meeting-sri-bv-naiduji-office.title',
    defaultMessage: 'Meeting at the Office of Sri B. V. Naidu',
  },
  'meeting-with-it-minister': {
    id: 'gallery.meeting-with-it-minister.title',
    defaultMessage: 'Meeting with the IT Minister',
  },
  'news-and-media': { id: 'gallery.news-and-media.title', defaultMessage: 'In the News' },
})

export function isGalleryEventId(id: string | undefined): id is GalleryEventId {
  return (GALLERY_EVENT_IDS as readonly string[]).includes(id ?? '')
}
