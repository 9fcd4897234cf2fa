// The Vision page's values, differentiators and media highlights (SPEC 2.4).
import { defineMessages } from '../../i18n/defineMessages'
import { galleryEventTitles } from '../galleryEvents'
import { awaiting } from '../placeholder'
import type { Differentiator, MediaHighlight, Value } from './schema'

const valueText = defineMessages({
  inclusiveTitle: {
    id: 'vision.value.inclusive.title',
    defaultMessage: 'Inclusive',
    description:
      'One-word title of a card in the Our values section (Vision page): the value of including everyone; an adjective used as a name',
  },
  inclusiveText: {
    id: 'vision.value.inclusive.text',
    defaultMessage:
      'A 98% women workforce and hiring that opens doors for first-generation graduates, returning mothers and people with disabilities.',
  },
  focusTitle: {
    id: 'vision.value.focus.title',
    defaultMessage: 'Focus',
    description:
      'One-word title of a card in the Our values section (Vision page): the value of concentrating on one goal',
  },
  focusText: {
    id: 'vision.value.focus.text',
    defaultMessage:
      'One goal per engagement, agreed up front and measured every week, so every hire and every project moves the client forward.',
    description: 'Engagement = a project or contract with a client; hire = a person recruited for the client',
  },
  innovationTitle: {
    id: 'vision.value.innovation.title',
    defaultMessage: 'Innovation',
    description:
      'One-word title of a card in the Our values section (Vision page): the value of trying new ideas and tools',
  },
  innovationText: {
    id: 'vision.value.innovation.text',
    defaultMessage:
      'AI-led talent intelligence, cloud-based delivery systems and new models of work, tried early and adopted when they prove their worth.',
    description: 'Talent intelligence = data and research about candidates and the job market',
  },
  nurtureTitle: {
    id: 'vision.value.nurture.title',
    defaultMessage: 'Nurture',
    description:
      'One-word title of a card in the Our values section (Vision page): the value of caring for and developing our people',
  },
  nurtureText: {
    id: 'vision.value.nurture.text',
    defaultMessage:
      'We train, mentor and promote from within, and stay with the people we place long after their first day.',
    description: 'The people we place = the candidates we found jobs for, as a recruitment firm',
  },
})

export const VALUES: Value[] = [
  { icon: 'people', title: valueText.inclusiveTitle, description: valueText.inclusiveText },
  { icon: 'target', title: valueText.focusTitle, description: valueText.focusText },
  { icon: 'spark', title: valueText.innovationTitle, description: valueText.innovationText },
  { icon: 'sprout', title: valueText.nurtureTitle, description: valueText.nurtureText },
]

const whyText = defineMessages({
  teamTitle: {
    id: 'vision.why.team.title',
    defaultMessage: 'Strong internal team',
    description: 'Short title of a card in the Why IFIN section (Vision page): we have our own strong team of staff',
  },
  teamText: {
    id: 'vision.why.team.text',
    defaultMessage:
      'A team of 140+ recruiters, engineers and consultants who know your industry and stay on your account.',
    description: 'Stay on your account = keep working for the same client company over time',
  },
  deliveryTitle: {
    id: 'vision.why.delivery.title',
    defaultMessage: 'Strong service delivery',
    description: 'Short title of a card in the Why IFIN section (Vision page): we deliver our services reliably',
  },
  deliveryText: {
    id: 'vision.why.delivery.text',
    defaultMessage: 'Agreed service levels, weekly reviews and a 24x7 desk, with up to 40% less time-to-hire.',
    description:
      'Service levels = targets agreed in the contract; 24x7 desk = a help desk open day and night; time-to-hire = days from opening a job to hiring someone',
  },
  cloudTitle: {
    id: 'vision.why.cloud.title',
    defaultMessage: 'Advanced cloud-based internal system',
    description:
      'Short title of a card in the Why IFIN section (Vision page): our own secure online system for managing recruitment',
  },
  cloudText: {
    id: 'vision.why.cloud.text',
    defaultMessage:
      'Every requisition, candidate and contract tracked in one secure cloud platform, with reports you can open at any time.',
    description: 'Requisition = a request from a client to fill a job opening',
  },
  valuesTitle: {
    id: 'vision.why.values.title',
    defaultMessage: 'Value system',
    description: 'Short title of a card in the Why IFIN section (Vision page): our ethics and principles',
  },
  valuesText: {
    id: 'vision.why.values.text',
    defaultMessage: 'Honest advice, fair fees and no placement fee ever charged to a job seeker.',
    description:
      'Placement fee = the fee a recruitment firm charges for finding someone a job; we never charge job seekers',
  },
  experienceTitle: {
    id: 'vision.why.experience.title',
    defaultMessage: 'Sufficient industry experience',
    description:
      'Short title of a card in the Why IFIN section (Vision page): we have many years of experience in many industries',
  },
  experienceText: {
    id: 'vision.why.experience.text',
    defaultMessage:
      'More than 15 years and {placements, number}+ placements across banking, technology, healthcare, manufacturing and the public sector.',
    description: 'Placements = people we found jobs for, as a recruitment firm',
  },
  happyTitle: {
    id: 'vision.why.happy.title',
    defaultMessage: 'Happy employees through the IRGAS approach',
    description:
      'Card title (Vision page); IRGAS is the name of our approach, an acronym explained in the card text below; keep IRGAS as is',
  },
  happyText: {
    id: 'vision.why.happy.text',
    defaultMessage:
      'Inclusion, Recognition, Growth, Appreciation and Support: the five habits that keep our people with us and our clients well served.',
    description:
      'The five words are what the letters of IRGAS (the name of our approach, kept in English) stand for: Inclusion, Recognition, Growth, Appreciation, Support',
  },
})

export const DIFFERENTIATORS: Differentiator[] = [
  { img: '/images/why/team.svg', title: whyText.teamTitle, desc: whyText.teamText },
  { img: '/images/why/delivery.svg', title: whyText.deliveryTitle, desc: whyText.deliveryText },
  { img: '/images/why/cloud.svg', title: whyText.cloudTitle, desc: whyText.cloudText },
  { img: '/images/why/values.svg', title: whyText.valuesTitle, desc: whyText.valuesText },
  { img: '/images/why/experience.svg', title: whyText.experienceTitle, desc: whyText.experienceText },
  { img: '/images/why/happy.svg', title: whyText.happyTitle, desc: whyText.happyText },
]

/** Four events, each with a Read More to the picture gallery; featured ones take two columns. */
export const MEDIA_HIGHLIGHTS: MediaHighlight[] = (
  [
    ['iod-conclave-2025', '2025-02', true],
    ['thub-fund-launch', '2024-11', false],
    ['delegation-us-visit', '2024-09', false],
    ['gcc-global-capability-centers', '2024-06', true],
  ] as const
).map(([event, date, featured]) => ({
  event,
  date,
  title: galleryEventTitles[event],
  description: '' as const,
  image: `/images/highlights/${event}.svg`,
  featured,
  placeholder: awaiting('photos'),
}))
