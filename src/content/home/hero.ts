// The home hero's three slides (SPEC 2.3, 9): each over its own muted loop, with its own
// drawing beside the text on wide screens (scripts/artwork/heroes.ts draws both).
import { defineMessages } from '../../i18n/defineMessages'
import type { HeroSlide } from './schema'

const text = defineMessages({
  visionLabel: {
    id: 'home.hero.vision.label',
    defaultMessage: 'Vision',
    description:
      'Short label of the first home page slide, also the text of its button in the slide switcher below; one word, space is tight',
  },
  visionTitle: {
    id: 'home.hero.vision.title',
    defaultMessage: 'Our Vision',
    description: 'Large heading of the first slide at the top of the home page',
  },
  visionText: {
    id: 'home.hero.vision.text',
    defaultMessage:
      'To be the most trusted partner for organisations building their global future: the right people, the right technology and the right operating model, delivered as one team.',
    description: 'Operating model = how a business organises its people, processes and technology to do its work',
  },
  missionLabel: {
    id: 'home.hero.mission.label',
    defaultMessage: 'Mission',
    description:
      'Short label of the second home page slide, also the text of its button in the slide switcher below; one word, space is tight',
  },
  missionTitle: {
    id: 'home.hero.mission.title',
    defaultMessage: 'Our Mission',
    description: 'Large heading of the second slide at the top of the home page',
  },
  missionText: {
    id: 'home.hero.mission.text',
    defaultMessage:
      'To cut time-to-hire by up to 40%, set up global capability centres up to 50% faster and open fair, skilled work to people everywhere, with a team that is 98% women.',
    description:
      'Time-to-hire = days from opening a job to hiring someone; global capability centre = an offshore centre a company owns and runs itself',
  },
  whyLabel: {
    id: 'home.hero.why.label',
    defaultMessage: 'Why {short}',
    description:
      'Short label of the third home page slide, also its button in the slide switcher; {short} is the short company name IFIN; space is tight',
  },
  whyTitle: {
    id: 'home.hero.why.title',
    defaultMessage: 'Why {short} Global',
    description:
      'Large heading of the third home page slide; {short} is the short company name IFIN, so it reads Why IFIN Global',
  },
  whyText: {
    id: 'home.hero.why.text',
    defaultMessage:
      'More than 15 years, {placements, number}+ people placed, {clients, number}+ clients and networks in 120+ countries: an ISO 9001:2015 company that answers 24x7.',
    description:
      'Placed = found jobs for, as a recruitment firm; ISO 9001:2015 is a quality standard, keep the number; 24x7 = 24 hours a day, 7 days a week',
  },
})

export const HERO_SLIDES: HeroSlide[] = [
  {
    id: 'vision',
    video: '/media/hero/vision.webm',
    poster: '/media/hero/vision.svg',
    art: { src: '/media/hero/vision-art.svg', flip: false },
    icon: 'eye',
    label: text.visionLabel,
    title: text.visionTitle,
    description: text.visionText,
  },
  {
    id: 'mission',
    video: '/media/hero/mission.webm',
    poster: '/media/hero/mission.svg',
    // Steps that climb towards the line's end: to the left in Arabic.
    art: { src: '/media/hero/mission-art.svg', flip: true },
    icon: 'target',
    label: text.missionLabel,
    title: text.missionTitle,
    description: text.missionText,
  },
  {
    id: 'why',
    video: '/media/hero/why.webm',
    poster: '/media/hero/why.svg',
    art: { src: '/media/hero/why-art.svg', flip: false },
    icon: 'globe',
    label: text.whyLabel,
    title: text.whyTitle,
    description: text.whyText,
  },
]

/** SPEC 9: each slide shows 15 s; slides cross-fade over 1.5 s. */
export const HERO_AUTOPLAY_MS = 15000
export const HERO_TRANSITION_MS = 1500
/** The slides' drawings' size (px, scripts/artwork/heroes.ts draws them so), scaled to their column. */
export const HERO_ART_SIZE = { width: 560, height: 480 } as const
