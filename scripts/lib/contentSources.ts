// Where each kind of placeholder content lives and which pages show it, for
// the launch report (./contentReport.ts) and the publishing gate.
import { AWARD_IMAGES } from '../../src/content/about/awards'
import { TEAM } from '../../src/content/about/team'
import { MEDIA_HIGHLIGHTS } from '../../src/content/about/vision'
import { CLIENTS } from '../../src/content/home/logos'
import { CSR_IMAGES } from '../../src/content/home/sections'
import { CSR_EVENTS } from '../../src/content/impact/csr'
import { EMPLOYEE_QUOTES } from '../../src/content/impact/stories'
import { CLIENT_REVIEWS, CLIENTS_PAGE_REVIEWS, EMPLOYEE_REVIEWS } from '../../src/content/impact/testimonials'
import { GALLERY_EVENTS } from '../../src/content/media/gallery'
import { PRESS_IMAGES } from '../../src/content/media/press'
import { VIDEOS } from '../../src/content/media/videos'
import { PAGES, galleryEventPath } from '../../src/config/paths'
import { englishOf, type Message } from '../../src/i18n/defineMessages'
import type { ReportSource } from './contentReport'

const english = (message: Message) => englishOf(message)
const path = (key: keyof typeof PAGES) => PAGES[key].path
const on =
  (...keys: (keyof typeof PAGES)[]) =>
  () =>
    keys.map(path)
const source = <T extends object>(s: ReportSource<T>) => s as unknown as ReportSource

export const CONTENT_SOURCES: readonly ReportSource[] = [
  source({
    section: 'Client',
    records: CLIENTS,
    routes: on('home', 'about.clients'),
    label: (client) => ('sector' in client ? `sector tile “${english(client.sector)}”` : client.name),
    file: 'src/content/home/logos.ts',
  }),
  source({
    section: 'Media highlight',
    records: MEDIA_HIGHLIGHTS,
    routes: on('about.vision'),
    label: (highlight) => english(highlight.title),
    pictures: (highlight) => [highlight.image],
    file: 'src/content/about/vision.ts',
  }),
  source({
    section: 'CSR carousel',
    records: CSR_IMAGES,
    routes: on('home'),
    label: (image) => english(image.alt),
    pictures: (image) => [image.src],
    file: 'src/content/home/sections.ts',
  }),
  source({
    section: 'Team portrait',
    records: TEAM,
    routes: on('about.vision'),
    label: (member) => member.name,
    pictures: (member) => [member.image],
    file: 'src/content/about/team.ts',
  }),
  source({
    section: 'Award',
    records: AWARD_IMAGES,
    routes: on('about.awards'),
    label: (award) => english(award.alt),
    pictures: (award) => [award.src],
    file: 'src/content/about/awards.ts',
  }),
  source({
    section: 'Client testimonial',
    records: CLIENT_REVIEWS,
    routes: (_review, i) =>
      i < CLIENTS_PAGE_REVIEWS ? [path('impact.testimonials'), path('about.clients')] : [path('impact.testimonials')],
    label: (review) => `“${english(review.quote)}”`,
    file: 'src/content/impact/testimonials.ts',
  }),
  source({
    section: 'Employee testimonial',
    records: EMPLOYEE_REVIEWS,
    routes: on('impact.testimonials'),
    label: (review) => `“${english(review.quote)}”`,
    file: 'src/content/impact/testimonials.ts',
  }),
  source({
    section: 'Employee quote',
    records: EMPLOYEE_QUOTES,
    routes: on('impact.stories'),
    label: (quote) => quote.name,
    file: 'src/content/impact/stories.ts',
  }),
  source({
    section: 'CSR event',
    records: CSR_EVENTS,
    routes: on('impact.csr'),
    label: (event) => english(event.title),
    pictures: (event) => event.images,
    file: 'src/content/impact/csr.ts',
  }),
  source({
    section: 'Gallery event',
    records: GALLERY_EVENTS,
    // The list shows each event's thumbnail, its page all its pictures: listed once, on its page.
    routes: (event) => [galleryEventPath(event.id)],
    label: (event) => english(event.title),
    pictures: (event) => event.images,
    file: 'src/content/media/gallery.ts',
  }),
  source({
    section: 'Press item',
    records: PRESS_IMAGES,
    routes: on('media.press'),
    label: (item) => english(item.alt),
    pictures: (item) => [item.src],
    file: 'src/content/media/press.ts',
  }),
  source({
    section: 'Video',
    records: VIDEOS,
    routes: on('media.videos'),
    label: (video) => english(video.title),
    pictures: (video) => [video.poster],
    file: 'src/content/media/videos.ts',
  }),
]
