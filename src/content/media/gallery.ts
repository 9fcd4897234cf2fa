// The picture gallery's events in full (SPEC 2.7): subtitle, description,
// sections and images of each. The ids and titles live in ../galleryEvents,
// which the router needs; this module loads only with the gallery pages.
import { defineMessages } from '../../i18n/defineMessages'
import { GALLERY_EVENT_IDS, galleryEventTitles, type GalleryEventId } from '../galleryEvents'
import { awaiting } from '../placeholder'
import type { GalleryEvent } from './schema'

export type { GalleryEvent }

const heading = defineMessages({
  highlights: {
    id: 'gallery.section.highlights',
    defaultMessage: 'Highlights',
    description: 'Heading of a box on a gallery event page, above a bullet list of the main moments of the event',
  },
  outcomes: {
    id: 'gallery.section.outcomes',
    defaultMessage: 'Outcomes',
    description: 'Heading of a box on a gallery event page, above a bullet list of the results of the event',
  },
  participants: {
    id: 'gallery.section.participants',
    defaultMessage: 'Who took part',
    description:
      'Heading of a box on a gallery event page, above a list of the people and organisations that took part',
  },
  next: {
    id: 'gallery.section.next',
    defaultMessage: 'What comes next',
    description: 'Heading of a box on a gallery event page, above a list of the planned follow-up steps',
  },
})

const t = defineMessages({
  'annualconclave-section.subtitle': {
    id: 'gallery.annualconclave-section.subtitle',
    defaultMessage: 'Hyderabad · December 2024',
    description: 'Small line above an event title in the gallery: place · month and year of the event',
  },
  'annualconclave-section.description': {
    id: 'gallery.annualconclave-section.description',
    defaultMessage:
      'Our yearly conclave brought clients, partners and policy makers together to discuss how India’s talent and capability centres will shape global business over the next decade.',
    description:
      'Conclave = a large business conference; capability centres = offshore centres that companies own and run for their own work',
  },
  'annualconclave-section.h1': {
    id: 'gallery.annualconclave-section.h1',
    defaultMessage: 'More than 400 business leaders from eight countries',
  },
  'annualconclave-section.h2': {
    id: 'gallery.annualconclave-section.h2',
    defaultMessage: 'Panels on AI in hiring, GCC operating models and women in leadership',
    description:
      'Bullet point on a gallery event page; GCC = global capability centre (offshore centre a company runs itself), keep GCC; operating models = ways of running them',
  },
  'annualconclave-section.h3': {
    id: 'gallery.annualconclave-section.h3',
    defaultMessage: 'Launch of our annual talent market report',
    description: 'Bullet point on a gallery event page; talent market report = our yearly study of the job market',
  },
  'annualconclave-section.o1': {
    id: 'gallery.annualconclave-section.o1',
    defaultMessage: 'Twelve new partnerships signed on the day',
  },
  'annualconclave-section.o2': {
    id: 'gallery.annualconclave-section.o2',
    defaultMessage: 'A shared pledge to widen access to skilled work for women',
  },
  'iod-conclave-2025.subtitle': {
    id: 'gallery.iod-conclave-2025.subtitle',
    defaultMessage: 'Institute of Directors · February 2025',
    description:
      'Small line above an event title in the gallery: organiser · month and year; Institute of Directors is the name of an organisation',
  },
  'iod-conclave-2025.description': {
    id: 'gallery.iod-conclave-2025.description',
    defaultMessage:
      'Our founder spoke at the Institute of Directors conclave on governance for global capability centres and how boards can oversee teams spread across continents.',
    description:
      'Institute of Directors is the name of an organisation; conclave = a large conference; global capability centre = offshore centre a company runs itself',
  },
  'iod-conclave-2025.h1': {
    id: 'gallery.iod-conclave-2025.h1',
    defaultMessage: 'Keynote on board oversight of global capability centres',
    description:
      'Bullet point on a gallery event page; keynote = the main talk; global capability centres = offshore centres a company owns and runs itself',
  },
  'iod-conclave-2025.h2': {
    id: 'gallery.iod-conclave-2025.h2',
    defaultMessage: 'Round table with independent directors of listed companies',
  },
  'iod-conclave-2025.h3': {
    id: 'gallery.iod-conclave-2025.h3',
    defaultMessage: 'Recognition of our quality and compliance practices',
  },
  'meeting-nara-lokesh.subtitle': {
    id: 'gallery.meeting-nara-lokesh.subtitle',
    defaultMessage: 'Amaravati · January 2025',
    description: 'Small line above an event title in the gallery: place · month and year; Amaravati is a city in India',
  },
  'meeting-nara-lokesh.description': {
    id: 'gallery.meeting-nara-lokesh.description',
    defaultMessage:
      'Our leadership met Minister Nara Lokesh to discuss bringing global capability centres and skilled jobs to Andhra Pradesh.',
    description:
      'Nara Lokesh is the name of an Indian state minister, keep it as is; Andhra Pradesh is an Indian state',
  },
  'meeting-nara-lokesh.h1': {
    id: 'gallery.meeting-nara-lokesh.h1',
    defaultMessage: 'Plans for technology and capability centres in the state',
    description:
      'Bullet point on a gallery event page; capability centres = offshore centres that companies own and run for their own work',
  },
  'meeting-nara-lokesh.h2': {
    id: 'gallery.meeting-nara-lokesh.h2',
    defaultMessage: 'Skilling programmes for graduates in smaller towns',
    description: 'Bullet point on a gallery event page; skilling = training in job skills',
  },
  'meeting-nara-lokesh.o1': {
    id: 'gallery.meeting-nara-lokesh.o1',
    defaultMessage: 'A working group to match investors with sites and talent',
  },
  'atal-samman.subtitle': {
    id: 'gallery.atal-samman.subtitle',
    defaultMessage: 'New Delhi · December 2023',
    description: 'Small line above an event title in the gallery: place · month and year of the event',
  },
  'atal-samman.description': {
    id: 'gallery.atal-samman.description',
    defaultMessage:
      'Our founder received the Atal Samman award for her contribution to women’s employment and entrepreneurship.',
    description: 'Atal Samman is the proper name of an Indian award, keep it as is',
  },
  'atal-samman.h1': {
    id: 'gallery.atal-samman.h1',
    defaultMessage: 'Honoured for placing thousands of women in skilled jobs',
    description: 'Bullet point on a gallery event page; placing = finding jobs for, as a recruitment firm',
  },
  'atal-samman.h2': {
    id: 'gallery.atal-samman.h2',
    defaultMessage: 'Presented alongside leaders from education, health and industry',
  },
  'bhadrachalam-madhusudhanasai.subtitle': {
    id: 'gallery.bhadrachalam-madhusudhanasai.subtitle',
    defaultMessage: 'Bhadrachalam · August 2024',
    description:
      'Small line above an event title in the gallery: place · month and year; Bhadrachalam is a town in India',
  },
  'bhadrachalam-madhusudhanasai.description': {
    id: 'gallery.bhadrachalam-madhusudhanasai.description',
    defaultMessage:
      'Our CSR team joined Sri Madhusudan Sai in Bhadrachalam to support health and education programmes for tribal communities.',
    description:
      'CSR = corporate social responsibility; Sri Madhusudan Sai is a spiritual leader (Sri is an honorific), keep the name; Bhadrachalam is a town in India',
  },
  'bhadrachalam-madhusudhanasai.h1': {
    id: 'gallery.bhadrachalam-madhusudhanasai.h1',
    defaultMessage: 'Career guidance for young people from nearby villages',
  },
  'bhadrachalam-madhusudhanasai.h2': {
    id: 'gallery.bhadrachalam-madhusudhanasai.h2',
    defaultMessage: 'Support for a free nutrition and schooling programme',
  },
  'delegation-us-visit.subtitle': {
    id: 'gallery.delegation-us-visit.subtitle',
    defaultMessage: 'Dallas, New York and Washington · September 2024',
    description: 'Small line above an event title in the gallery: the cities visited · month and year',
  },
  'delegation-us-visit.description': {
    id: 'gallery.delegation-us-visit.description',
    defaultMessage:
      'We led a business delegation across the United States to meet companies planning teams and capability centres in India.',
    description:
      'Delegation = a group of business people we led on a visit; capability centres = offshore centres that companies own and run themselves',
  },
  'delegation-us-visit.h1': {
    id: 'gallery.delegation-us-visit.h1',
    defaultMessage: 'Meetings with more than 60 American companies',
  },
  'delegation-us-visit.h2': {
    id: 'gallery.delegation-us-visit.h2',
    defaultMessage: 'Investor sessions with state trade offices',
    description:
      'Bullet point on a gallery event page; state trade offices = the offices of US states that promote trade and investment',
  },
  'delegation-us-visit.o1': {
    id: 'gallery.delegation-us-visit.o1',
    defaultMessage: 'Nine companies began their capability-centre plans with us',
    description:
      'Bullet point on a gallery event page; capability-centre = an offshore centre a company owns and runs for its own work',
  },
  'boat-camp.subtitle': {
    id: 'gallery.boat-camp.subtitle',
    defaultMessage: 'Hussain Sagar, Hyderabad · March 2024',
    description:
      'Small line above an event title in the gallery: place · month and year; Hussain Sagar is a lake in Hyderabad, keep the name',
  },
  'boat-camp.description': {
    id: 'gallery.boat-camp.description',
    defaultMessage:
      'A day on the water for first-time founders, with mentoring on hiring, funding and the first year of a start-up.',
    description: 'Founders = people who start companies; start-up = a young company',
  },
  'boat-camp.h1': {
    id: 'gallery.boat-camp.h1',
    defaultMessage: 'Forty founders and twelve mentors',
    description:
      'Bullet point on a gallery event page; founders = people who start companies; mentors = experienced people who advise them',
  },
  'boat-camp.h2': { id: 'gallery.boat-camp.h2', defaultMessage: 'Workshops on first hires and early-stage contracts' },
  'entrepreneur-awards-peterdiamandis.subtitle': {
    id: 'gallery.entrepreneur-awards-peterdiamandis.subtitle',
    defaultMessage: 'With Dr Peter Diamandis · 2024',
    description:
      'Small line above an event title in the gallery: guest · year; Dr Peter Diamandis is an American entrepreneur, keep the name',
  },
  'entrepreneur-awards-peterdiamandis.description': {
    id: 'gallery.entrepreneur-awards-peterdiamandis.description',
    defaultMessage:
      'Entrepreneurs from our network were recognised at an awards evening with Dr Peter Diamandis, who spoke on abundance and exponential technologies.',
    description:
      'Peter Diamandis is an American entrepreneur, keep the name; abundance and exponential technologies are the themes of his talks',
  },
  'entrepreneur-awards-peterdiamandis.h1': {
    id: 'gallery.entrepreneur-awards-peterdiamandis.h1',
    defaultMessage: 'Awards for founders in health, education and climate',
  },
  'entrepreneur-awards-peterdiamandis.h2': {
    id: 'gallery.entrepreneur-awards-peterdiamandis.h2',
    defaultMessage: 'A talk on building companies for a billion people',
  },
  'gcc-global-capability-centers.subtitle': {
    id: 'gallery.gcc-global-capability-centers.subtitle',
    defaultMessage: 'Bengaluru · June 2024',
    description: 'Small line above an event title in the gallery: place · month and year; Bengaluru is a city in India',
  },
  'gcc-global-capability-centers.description': {
    id: 'gallery.gcc-global-capability-centers.description',
    defaultMessage:
      'Our summit for companies building global capability centres in India: where to locate them, how to staff them and how to run them well.',
    description:
      'Global capability centre = an offshore centre that a company owns and runs for its own work; use the usual business term',
  },
  'gcc-global-capability-centers.h1': {
    id: 'gallery.gcc-global-capability-centers.h1',
    defaultMessage: 'Case studies from banks, insurers and manufacturers',
  },
  'gcc-global-capability-centers.h2': {
    id: 'gallery.gcc-global-capability-centers.h2',
    defaultMessage: 'Guidance on setting up a centre up to 50% faster',
    description:
      'Bullet point on a gallery event page; a centre = a global capability centre (offshore centre a company owns and runs itself)',
  },
  'gcc-global-capability-centers.o1': {
    id: 'gallery.gcc-global-capability-centers.o1',
    defaultMessage: 'A guide for first-time GCC leaders, free to download',
    description:
      'Bullet point on a gallery event page; GCC = global capability centre (offshore centre a company runs itself), keep GCC',
  },
  'sri-ravishankar-felicitation.subtitle': {
    id: 'gallery.sri-ravishankar-felicitation.subtitle',
    defaultMessage: 'Bengaluru · 2023',
    description: 'Small line above an event title in the gallery: place · year; Bengaluru is a city in India',
  },
  'sri-ravishankar-felicitation.description': {
    id: 'gallery.sri-ravishankar-felicitation.description',
    defaultMessage:
      'Gurudev Sri Sri Ravi Shankar felicitated our founder for the group’s work in opening skilled jobs to women and rural youth.',
    description:
      'Gurudev Sri Sri Ravi Shankar is a spiritual leader, keep his name and titles; felicitated = honoured at a ceremony',
  },
  'sri-ravishankar-felicitation.h1': {
    id: 'gallery.sri-ravishankar-felicitation.h1',
    defaultMessage: 'Recognition of our CSR job fairs and skilling classes',
    description:
      'Bullet point on a gallery event page; CSR = corporate social responsibility; skilling classes = free job-skills training',
  },
  'thub-fund-launch.subtitle': {
    id: 'gallery.thub-fund-launch.subtitle',
    defaultMessage: 'T-Hub, Hyderabad · November 2024',
    description:
      'Small line above an event title in the gallery: place · month and year; T-Hub is a start-up centre in Hyderabad, keep the name',
  },
  'thub-fund-launch.description': {
    id: 'gallery.thub-fund-launch.description',
    defaultMessage:
      'We joined the launch of a start-up fund at T-Hub, offering funded companies our hiring and capability-centre services at early-stage prices.',
    description:
      'T-Hub is a start-up centre in Hyderabad, keep the name; capability-centre = offshore centres a company owns and runs itself',
  },
  'thub-fund-launch.h1': {
    id: 'gallery.thub-fund-launch.h1',
    defaultMessage: 'Pitches from twenty start-ups',
    description: 'Bullet point on a gallery event page; pitches = short presentations by start-ups to investors',
  },
  'thub-fund-launch.h2': {
    id: 'gallery.thub-fund-launch.h2',
    defaultMessage: 'A hiring desk for the fund’s portfolio companies',
    description: 'Bullet point on a gallery event page; portfolio companies = the start-ups the fund has invested in',
  },
  'meeting-with-ambassadors.subtitle': {
    id: 'gallery.meeting-with-ambassadors.subtitle',
    defaultMessage: 'New Delhi · 2024',
    description: 'Small line above an event title in the gallery: place · year',
  },
  'meeting-with-ambassadors.description': {
    id: 'gallery.meeting-with-ambassadors.description',
    defaultMessage:
      'We met ambassadors and trade commissioners from Europe and the Americas to discuss talent mobility and cross-border teams.',
    description:
      'Talent mobility = moving skilled workers between countries; trade commissioners = officials who promote trade for their country',
  },
  'meeting-with-ambassadors.h1': {
    id: 'gallery.meeting-with-ambassadors.h1',
    defaultMessage: 'Talent exchange with France, the Netherlands and Finland',
    description:
      'Bullet point on a gallery event page; talent exchange = programmes that let skilled workers move between countries',
  },
  'meeting-with-ambassadors.h2': {
    id: 'gallery.meeting-with-ambassadors.h2',
    defaultMessage: 'Support for companies entering India',
  },
  'iimb-defence.subtitle': {
    id: 'gallery.iimb-defence.subtitle',
    defaultMessage: 'IIM Bangalore · 2024',
    description:
      'Small line above an event title in the gallery: place · year; IIM Bangalore is a business school, keep the name',
  },
  'iimb-defence.description': {
    id: 'gallery.iimb-defence.description',
    defaultMessage:
      'We spoke to officers on IIM Bangalore’s defence leadership programme about second careers in industry after service.',
    description:
      'IIM Bangalore is a business school, keep the name; officers = military officers; after service = after leaving the armed forces',
  },
  'iimb-defence.h1': {
    id: 'gallery.iimb-defence.h1',
    defaultMessage: 'Roles in operations, security and logistics for veterans',
    description: 'Bullet point on a gallery event page; veterans = former military officers',
  },
  'iimb-defence.h2': {
    id: 'gallery.iimb-defence.h2',
    defaultMessage: 'A dedicated hiring track with our clients',
    description:
      'Bullet point on a gallery event page; hiring track = a separate recruitment process for these candidates',
  },
  'meeting-sri-bv-naiduji-office.subtitle': {
    id: 'gallery.meeting-sri-bv-naiduji-office.subtitle',
    defaultMessage: 'Hyderabad · 2024',
    description: 'Small line above an event title in the gallery: place · year',
  },
  'meeting-sri-bv-naiduji-office.description': {
    id: 'gallery.meeting-sri-bv-naiduji-office.description',
    defaultMessage:
      'A meeting at the office of Sri B. V. Naidu on industry partnerships and employment for graduates of the region.',
    description: 'Sri B. V. Naidu is the name of an Indian public figure (Sri is an honorific), keep it as is',
  },
  'meeting-sri-bv-naiduji-office.h1': {
    id: 'gallery.meeting-sri-bv-naiduji-office.h1',
    defaultMessage: 'Internships with our clients for final-year students',
  },
  'meeting-with-it-minister.subtitle': {
    id: 'gallery.meeting-with-it-minister.subtitle',
    defaultMessage: 'Hyderabad · 2024',
    description: 'Small line above an event title in the gallery: place · year',
  },
  'meeting-with-it-minister.description': {
    id: 'gallery.meeting-with-it-minister.description',
    defaultMessage:
      'Our leadership met the state’s IT minister to present plans for new capability centres and the jobs they bring.',
    description:
      'IT = information technology; capability centres = offshore centres that companies own and run for their own work',
  },
  'meeting-with-it-minister.h1': {
    id: 'gallery.meeting-with-it-minister.h1',
    defaultMessage: 'Two new centres planned for the city',
    description:
      'Bullet point on a gallery event page; centres = global capability centres (offshore centres companies own and run themselves)',
  },
  'meeting-with-it-minister.h2': {
    id: 'gallery.meeting-with-it-minister.h2',
    defaultMessage: 'Joint skilling programmes with state colleges',
    description: 'Bullet point on a gallery event page; skilling = training in job skills',
  },
  'news-and-media.description': {
    id: 'gallery.news-and-media.description',
    defaultMessage: 'Coverage of our work in newspapers, on television and online.',
  },
})

/** Images per event (an event without any would show the spec's empty state). */
const IMAGE_COUNTS: Record<GalleryEventId, number> = {
  'annualconclave-section': 6,
  'iod-conclave-2025': 5,
  'meeting-nara-lokesh': 3,
  'atal-samman': 4,
  'bhadrachalam-madhusudhanasai': 4,
  'delegation-us-visit': 6,
  'boat-camp': 5,
  'entrepreneur-awards-peterdiamandis': 4,
  'gcc-global-capability-centers': 6,
  'sri-ravishankar-felicitation': 3,
  'thub-fund-launch': 4,
  'meeting-with-ambassadors': 3,
  'iimb-defence': 3,
  'meeting-sri-bv-naiduji-office': 2,
  'meeting-with-it-minister': 3,
  'news-and-media': 3,
}

function sections(id: GalleryEventId) {
  const items = (prefix: string) =>
    Object.entries(t)
      .filter(([key]) => key.startsWith(`${id}.${prefix}`) && /\.\w\d$/.test(key))
      .map(([, message]) => message)
  return [
    { heading: heading.highlights, items: items('h') },
    { heading: heading.outcomes, items: items('o') },
  ].filter((section) => section.items.length > 0)
}

const message = (key: string) => (t as Record<string, (typeof t)[keyof typeof t]>)[key]

export const GALLERY_EVENTS: GalleryEvent[] = GALLERY_EVENT_IDS.map((id) => {
  const images = Array.from({ length: IMAGE_COUNTS[id] }, (_, i) => `/images/gallery/${id}/${i + 1}.svg`)
  return {
    id,
    title: galleryEventTitles[id],
    subtitle: message(`${id}.subtitle`),
    description: message(`${id}.description`),
    sections: sections(id),
    images,
    thumbnail: images[0]!,
    route: `/gallery/${id}`,
    // Awaiting the owner: the event's photographs (each beside the .svg it replaces).
    placeholder: awaiting('photos'),
  }
})

export function galleryEvent(id: GalleryEventId): GalleryEvent {
  return GALLERY_EVENTS.find((event) => event.id === id)!
}
