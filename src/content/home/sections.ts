// The home page's statistics, CSR block and "What we do" cards (SPEC 2.3, 9).
import { FIGURES } from '../../config/figures'
import { defineMessages } from '../../i18n/defineMessages'
import { awaiting } from '../placeholder'
import type { CsrImage, ServiceCard, Statistic } from './schema'

const statText = defineMessages({
  criticalHires: {
    id: 'home.stats.criticalHires',
    defaultMessage: 'Critical Hires',
    description:
      'Label under a large animated number (e.g. 14257) in the statistics band of the home page: people hired for key positions',
  },
  csrHires: {
    id: 'home.stats.csrHires',
    defaultMessage: 'CSR Initiatives Hires',
    description:
      'Label under a large number (e.g. 21729) on the home page: people who found jobs through our CSR (corporate social responsibility) programmes',
  },
  locations: {
    id: 'home.stats.locations',
    defaultMessage: 'Global Locations',
    description:
      'Label under a large animated number (e.g. 32+) in the statistics band of the home page: our offices and sites around the world',
  },
  champions: {
    id: 'home.stats.champions',
    defaultMessage: 'Talent Champions',
    description:
      'Label under a large animated number (e.g. 122+) in the statistics band of the home page: the people of our own team',
  },
})

/** SPEC 9: the four counters and their targets; each counts up over 2.5 s. */
export const STATISTICS: Statistic[] = [
  { id: 'criticalHires', label: statText.criticalHires, target: 14257, plus: false },
  { id: 'csrHires', label: statText.csrHires, target: FIGURES.csrHires, plus: false },
  { id: 'locations', label: statText.locations, target: 32, plus: true },
  { id: 'champions', label: statText.champions, target: 122, plus: true },
]
export const COUNT_UP_MS = 2500

const csrText = defineMessages({
  image1: {
    id: 'home.csr.image.skilling',
    defaultMessage: 'Young women at laptops in a free digital-skills class run by our volunteers',
    description: 'Alt text of a slide picture in the CSR carousel on the home page, read by screen readers',
  },
  image2: {
    id: 'home.csr.image.jobFair',
    defaultMessage: 'Job seekers meeting recruiters at a community job fair',
    description: 'Alt text of a slide picture in the CSR carousel on the home page, read by screen readers',
  },
  image3: {
    id: 'home.csr.image.mentoring',
    defaultMessage: 'A mentor guiding first-time founders through a business plan',
    description:
      'Alt text of a slide picture in the CSR carousel on the home page; founders = people starting their own company',
  },
})

/** SPEC 9: three images, one every 3 s with a 0.8 s slide. */
export const CSR_IMAGES: CsrImage[] = [
  { src: '/images/csr/skilling.svg', alt: csrText.image1, placeholder: awaiting('photos') },
  { src: '/images/csr/job-fair.svg', alt: csrText.image2, placeholder: awaiting('photos') },
  { src: '/images/csr/mentoring.svg', alt: csrText.image3, placeholder: awaiting('photos') },
]
export const CSR_AUTOPLAY_MS = 3000
export const CSR_TRANSITION_MS = 800

const serviceText = defineMessages({
  talentTitle: {
    id: 'home.whatWeDo.talent.title',
    defaultMessage: 'Talent',
    description: 'Card title in the What we do section (home page): our recruitment services; one word',
  },
  talentText: {
    id: 'home.whatWeDo.talent.text',
    defaultMessage:
      'Permanent, contract and executive hiring, RPO and hire-train-deploy programmes that cut time-to-hire by up to 40%.',
    description:
      'RPO = recruitment process outsourcing; hire-train-deploy = we hire graduates, train them, then place them with the client; time-to-hire = days to fill a job',
  },
  technologyTitle: {
    id: 'home.whatWeDo.technology.title',
    defaultMessage: 'Technology',
    description: 'Card title in the What we do section (home page): our IT and engineering services; one word',
  },
  technologyText: {
    id: 'home.whatWeDo.technology.text',
    defaultMessage:
      'Cloud, data, AI and product engineering teams that build and run the platforms your business depends on.',
  },
  transformationTitle: {
    id: 'home.whatWeDo.transformation.title',
    defaultMessage: 'Transformation',
    description:
      'Card title in the What we do section (home page): our services that change how client businesses operate; one word',
  },
  transformationText: {
    id: 'home.whatWeDo.transformation.text',
    defaultMessage:
      'Global capability centres, operating-model design and compliance across 120+ jurisdictions, with your centre ready up to 50% faster.',
    description:
      'Global capability centre = an offshore centre a company owns and runs itself; jurisdictions = countries or regions with their own laws',
  },
})

/** "What we do": each card's Read More opens its solution page. */
export const SERVICE_CARDS: ServiceCard[] = [
  { id: 'talent', title: serviceText.talentTitle, text: serviceText.talentText, page: 'solutions.talent' },
  {
    id: 'technology',
    title: serviceText.technologyTitle,
    text: serviceText.technologyText,
    page: 'solutions.technology',
  },
  {
    id: 'transformation',
    title: serviceText.transformationTitle,
    text: serviceText.transformationText,
    page: 'solutions.transformation',
  },
]
