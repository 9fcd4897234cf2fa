// The picture gallery's events (SPEC 2.7). Each has its own pre-rendered
// detail page; the media issue adds sections and images.
import { defineMessages, type Message } from '../i18n/defineMessages'
import type { GalleryEventId } from './galleryEventIds'

export { GALLERY_EVENT_IDS, MISSING_GALLERY_EVENT, isGalleryEventId, type GalleryEventId } from './galleryEventIds'

export const galleryEventTitles: Record<GalleryEventId, Message> = defineMessages({
  'annualconclave-section': {
    id: 'gallery.annualconclave-section.title',
    defaultMessage: 'Annual Global Business Conclave',
    description:
      'Title of an event in the picture gallery (card and event page); conclave = a large business conference we organise each year',
  },
  'iod-conclave-2025': {
    id: 'gallery.iod-conclave-2025.title',
    defaultMessage: 'Institute of Directors Conclave 2025',
    description:
      'Title of an event in the picture gallery; Institute of Directors is the name of an organisation; conclave = a large conference',
  },
  'meeting-nara-lokesh': {
    id: 'gallery.meeting-nara-lokesh.title',
    defaultMessage: 'Meeting with Minister Nara Lokesh',
    description:
      'Title of an event in the picture gallery; Nara Lokesh is the name of an Indian state minister, keep it as is',
  },
  'atal-samman': {
    id: 'gallery.atal-samman.title',
    defaultMessage: 'Atal Samman Award',
    description:
      'Title of an event in the picture gallery; Atal Samman is the proper name of an Indian award, keep it as is',
  },
  'bhadrachalam-madhusudhanasai': {
    id: 'gallery.bhadrachalam-madhusudhanasai.title',
    defaultMessage: 'Bhadrachalam Visit with Sri Madhusudan Sai',
    description:
      'Title of a gallery event; Bhadrachalam is a town in India; Sri Madhusudan Sai is a spiritual leader (Sri is an honorific), keep names as is',
  },
  'delegation-us-visit': {
    id: 'gallery.delegation-us-visit.title',
    defaultMessage: 'Business Delegation to the United States',
    description: 'Title of an event in the picture gallery: a group of business people we led on a visit to the USA',
  },
  'boat-camp': {
    id: 'gallery.boat-camp.title',
    defaultMessage: 'Founders’ Boat Camp',
    description:
      'Title of a gallery event: a one-day camp on boats for founders of start-up companies (founders = people who start companies)',
  },
  'entrepreneur-awards-peterdiamandis': {
    id: 'gallery.entrepreneur-awards-peterdiamandis.title',
    defaultMessage: 'Entrepreneur Awards with Peter Diamandis',
    description:
      'Title of an event in the picture gallery; Peter Diamandis is the name of an American entrepreneur, keep it as is',
  },
  'gcc-global-capability-centers': {
    id: 'gallery.gcc-global-capability-centers.title',
    defaultMessage: 'Global Capability Centres Summit',
    description:
      'Title of a gallery event: a summit we held on global capability centres (GCC, offshore centres a company owns and runs itself)',
  },
  'sri-ravishankar-felicitation': {
    id: 'gallery.sri-ravishankar-felicitation.title',
    defaultMessage: 'Felicitation by Gurudev Sri Sri Ravi Shankar',
    description:
      'Title of a gallery event; felicitation = a ceremony honouring someone; Gurudev Sri Sri Ravi Shankar is a spiritual leader, keep his name and titles',
  },
  'thub-fund-launch': {
    id: 'gallery.thub-fund-launch.title',
    defaultMessage: 'T-Hub Start-up Fund Launch',
    description:
      'Title of a gallery event; T-Hub is the proper name of a start-up centre in Hyderabad, keep it; the launch of an investment fund for start-ups',
  },
  'meeting-with-ambassadors': {
    id: 'gallery.meeting-with-ambassadors.title',
    defaultMessage: 'Meeting with Ambassadors',
    description: 'Title of an event in the picture gallery: a meeting with foreign ambassadors in India',
  },
  'iimb-defence': {
    id: 'gallery.iimb-defence.title',
    defaultMessage: 'IIM Bangalore Defence Leadership Programme',
    description:
      'Title of a gallery event; IIM Bangalore is a business school (keep the name); a leadership course for military officers',
  },
  'meeting-sri-bv-naiduji-office': {
    id: 'gallery.meeting-sri-bv-naiduji-office.title',
    defaultMessage: 'Meeting at the Office of Sri B. V. Naidu',
    description:
      'Title of an event in the picture gallery; Sri B. V. Naidu is the name of an Indian public figure (Sri is an honorific), keep it as is',
  },
  'meeting-with-it-minister': {
    id: 'gallery.meeting-with-it-minister.title',
    defaultMessage: 'Meeting with the IT Minister',
    description:
      'Title of an event in the picture gallery: a meeting with the minister for information technology of an Indian state',
  },
  'news-and-media': {
    id: 'gallery.news-and-media.title',
    defaultMessage: 'In the News',
    description: 'Title of the picture gallery item collecting press and TV coverage of our company; short',
  },
})
