// The Press page (SPEC 2.7): ten press clippings, six at first.
import { defineMessages } from '../../i18n/defineMessages'
import { awaiting } from '../placeholder'
import type { PressImage } from './schema'

const alt = defineMessages({
  p1: {
    id: 'press.image.1',
    defaultMessage: 'Newspaper article on our founder’s Atal Samman award',
    description:
      'Alt text and caption of a press clipping on the Press Releases page; Atal Samman is the proper name of an Indian award, keep it',
  },
  p2: {
    id: 'press.image.2',
    defaultMessage: 'Business daily report on our global capability centre summit',
    description:
      'Alt text and caption of a press clipping; global capability centre = an offshore centre a company owns and runs for itself',
  },
  p3: {
    id: 'press.image.3',
    defaultMessage: 'Interview on women in the technology workforce',
    description: 'Alt text and caption of a press clipping on the Press Releases page',
  },
  p4: {
    id: 'press.image.4',
    defaultMessage: 'Coverage of the Mega Job Fair and its {fairJobSeekers, number} job seekers',
    description: 'Alt text and caption of a press clipping; Mega Job Fair is the name of our large job fair',
  },
  p5: {
    id: 'press.image.5',
    defaultMessage: 'Article on our business delegation to the United States',
    description:
      'Alt text and caption of a press clipping; business delegation = a group of business people we led on a visit',
  },
  p6: {
    id: 'press.image.6',
    defaultMessage: 'Feature on the T-Hub start-up fund launch',
    description: 'Alt text and caption of a press clipping; T-Hub is a start-up centre in Hyderabad, keep the name',
  },
  p7: {
    id: 'press.image.7',
    defaultMessage: 'Report on the Institute of Directors conclave',
    description:
      'Alt text and caption of a press clipping; Institute of Directors is the name of an organisation; conclave = a large conference',
  },
  p8: {
    id: 'press.image.8',
    defaultMessage: 'Magazine profile of our leadership team',
    description: 'Alt text and caption of a press clipping on the Press Releases page',
  },
  p9: {
    id: 'press.image.9',
    defaultMessage: 'Regional newspaper on our skilling classes for rural youth',
    description: 'Alt text and caption of a press clipping; skilling classes = free job-skills training',
  },
  p10: {
    id: 'press.image.10',
    defaultMessage: 'Online news story on our offices in Europe',
    description: 'Alt text and caption of a press clipping on the Press Releases page',
  },
})

export const PRESS_IMAGES: PressImage[] = Object.values(alt).map((message, i) => ({
  src: `/images/press/press-${String(i + 1).padStart(2, '0')}.svg`,
  alt: message,
  // Awaiting the owner: the clipping's publication and date, and its scan.
  placeholder: awaiting('press'),
}))

export const PRESS_INITIAL = 6
