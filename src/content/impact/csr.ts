// The CSR page's three events (SPEC 2.7): title, date, description, headed
// bullet lists and an image grid each.
import { defineMessages } from '../../i18n/defineMessages'
import { awaiting } from '../placeholder'
import type { CsrEvent } from './schema'

const t = defineMessages({
  isfTitle: {
    id: 'csr.isf.title',
    defaultMessage: 'ISF 2023',
    description: 'Title of a CSR event section; ISF = India Startup Festival, an event name; keep ISF 2023 as is',
  },
  isfDate: {
    id: 'csr.isf.date',
    defaultMessage: 'India Startup Festival · 12–14 October 2023',
    description: 'Line under a CSR event title: the full event name (keep India Startup Festival as is) · its dates',
  },
  isfText: {
    id: 'csr.isf.text',
    defaultMessage:
      'At the India Startup Festival we ran a free hiring and mentoring pavilion for first-time founders and the young people who want to work for them.',
    description:
      'India Startup Festival is the name of an event; pavilion = our stand at the festival; founders = people who start companies',
  },
  isfH1: {
    id: 'csr.isf.h1',
    defaultMessage: 'What we offered',
    description:
      'Heading of a bullet list in the ISF 2023 section of the CSR page: the services we provided at the event',
  },
  isfA1: {
    id: 'csr.isf.a1',
    defaultMessage: 'One-to-one hiring clinics for 150 start-ups',
    description: 'Bullet point (CSR page); hiring clinics = short advice sessions on recruiting staff',
  },
  isfA2: {
    id: 'csr.isf.a2',
    defaultMessage: 'Résumé reviews and mock interviews for students',
    description: 'Bullet point (CSR page); mock interviews = practice job interviews',
  },
  isfA3: {
    id: 'csr.isf.a3',
    defaultMessage: 'A panel on women founders and funding',
    description:
      'Bullet point (CSR page); panel = a public discussion between several speakers; funding = investment for start-ups',
  },
  isfH2: {
    id: 'csr.isf.h2',
    defaultMessage: 'Results',
    description: 'Heading of a bullet list in the ISF 2023 section of the CSR page: what the event achieved; one word',
  },
  isfB1: {
    id: 'csr.isf.b1',
    defaultMessage: 'More than {pavilionVisitors, number} visitors to the pavilion',
    description: 'Bullet point (CSR page); pavilion = our stand at the India Startup Festival',
  },
  isfB2: {
    id: 'csr.isf.b2',
    defaultMessage: '340 students placed in internships',
    description: 'Bullet point (CSR page); placed in internships = we found internships for them',
  },
  fairTitle: {
    id: 'csr.fair.title',
    defaultMessage: 'Mega Job Fair',
    description: 'Title of a CSR event section; Mega Job Fair is the name of our large free job fair',
  },
  fairDate: {
    id: 'csr.fair.date',
    defaultMessage: 'Hyderabad · 18 February 2024',
    description: 'Line under a CSR event title: place · date of the event',
  },
  fairText: {
    id: 'csr.fair.text',
    defaultMessage:
      'Our largest free job fair brought employers and job seekers together for a day of interviews, skills tests and career advice, with no fee to anyone looking for work.',
  },
  fairH1: {
    id: 'csr.fair.h1',
    defaultMessage: 'The day in numbers',
    description: 'Heading of a bullet list in the Mega Job Fair section of the CSR page: key figures of the day',
  },
  fairA1: {
    id: 'csr.fair.a1',
    defaultMessage: '85 employers from twelve industries',
    description: 'Bullet point in the Mega Job Fair section of the CSR page',
  },
  fairA2: { id: 'csr.fair.a2', defaultMessage: 'More than {fairJobSeekers, number} job seekers registered' },
  fairA3: {
    id: 'csr.fair.a3',
    defaultMessage: '{fairOffers, number} offers made on the day or within a week',
    description: 'Bullet point (CSR page); offers = job offers made to candidates (offer letters)',
  },
  fairH2: {
    id: 'csr.fair.h2',
    defaultMessage: 'Support for job seekers',
    description:
      'Heading of a bullet list in the Mega Job Fair section of the CSR page: help we gave to people looking for work',
  },
  fairB1: {
    id: 'csr.fair.b1',
    defaultMessage: 'Free skills assessments and career counselling',
    description: 'Bullet point (CSR page); career counselling = advice on choosing and building a career',
  },
  fairB2: {
    id: 'csr.fair.b2',
    defaultMessage: 'Help desks for people with disabilities and returning mothers',
    description: 'Bullet point (CSR page); returning mothers = women going back to work after having children',
  },
  roadTitle: {
    id: 'csr.road.title',
    defaultMessage: 'US Road Show',
    description: 'Title of a CSR event section: a tour of events in several US cities; US = United States',
  },
  roadDate: {
    id: 'csr.road.date',
    defaultMessage: 'Dallas, New York and Washington · September 2024',
    description: 'Line under a CSR event title: the cities visited · month and year',
  },
  roadText: {
    id: 'csr.road.text',
    defaultMessage:
      'Alongside our business delegation, we met American foundations and universities to build exchange and skilling programmes for young people in India.',
    description: 'Business delegation = a group of business people we led on a visit; skilling = job-skills training',
  },
  roadH1: {
    id: 'csr.road.h1',
    defaultMessage: 'Partnerships started',
    description:
      'Heading of a bullet list in the US Road Show section of the CSR page: partnerships that began during the trip',
  },
  roadA1: {
    id: 'csr.road.a1',
    defaultMessage: 'A scholarship fund for women in engineering',
    description: 'Bullet point in the US Road Show section of the CSR page',
  },
  roadA2: {
    id: 'csr.road.a2',
    defaultMessage: 'Online mentoring by volunteers from US companies',
    description: 'Bullet point in the US Road Show section of the CSR page',
  },
  roadH2: {
    id: 'csr.road.h2',
    defaultMessage: 'Next steps',
    description: 'Heading of a bullet list in the US Road Show section of the CSR page: what is planned next',
  },
  roadB1: {
    id: 'csr.road.b1',
    defaultMessage: 'First cohort of 100 scholars in 2025',
    description:
      'Bullet point (CSR page); cohort = a group that starts together; scholars = students who receive a scholarship',
  },
  roadB2: {
    id: 'csr.road.b2',
    defaultMessage: 'A return visit to India by partner universities',
    description: 'Bullet point in the US Road Show section of the CSR page',
  },
  imageAlt: {
    id: 'csr.imageAlt',
    defaultMessage: '{title}, photo {number}',
    description:
      'Alt text and caption of a photo of a CSR event; {title} is the event title, e.g. Mega Job Fair; {number} is the photo number, e.g. 2',
  },
})

const images = (id: string, count: number) => Array.from({ length: count }, (_, i) => `/images/csr/${id}/${i + 1}.svg`)

export const CSR_EVENTS: CsrEvent[] = [
  {
    id: 'isf-2023',
    title: t.isfTitle,
    date: t.isfDate,
    description: t.isfText,
    lists: [
      { heading: t.isfH1, items: [t.isfA1, t.isfA2, t.isfA3] },
      { heading: t.isfH2, items: [t.isfB1, t.isfB2] },
    ],
    images: images('isf-2023', 6),
    placeholder: awaiting('photos'),
  },
  {
    id: 'mega-job-fair',
    title: t.fairTitle,
    date: t.fairDate,
    description: t.fairText,
    lists: [
      { heading: t.fairH1, items: [t.fairA1, t.fairA2, t.fairA3] },
      { heading: t.fairH2, items: [t.fairB1, t.fairB2] },
    ],
    images: images('mega-job-fair', 5),
    placeholder: awaiting('photos'),
  },
  {
    id: 'us-road-show',
    title: t.roadTitle,
    date: t.roadDate,
    description: t.roadText,
    lists: [
      { heading: t.roadH1, items: [t.roadA1, t.roadA2] },
      { heading: t.roadH2, items: [t.roadB1, t.roadB2] },
    ],
    images: images('us-road-show', 3),
    placeholder: awaiting('photos'),
  },
]

export const CSR_IMAGE_ALT = t.imageAlt
/** SPEC 9: three images at first. */
export const CSR_GRID_INITIAL = 3
