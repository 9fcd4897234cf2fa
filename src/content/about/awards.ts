// The Awards page's gallery (SPEC 2.4, 2.7, 9): ten images, six at first,
// three more per Load More.
import { defineMessages } from '../../i18n/defineMessages'
import { awaiting } from '../placeholder'
import type { AwardImage } from './schema'

const text = defineMessages({
  employer: {
    id: 'awards.image.employer',
    defaultMessage: 'Best Employer for Women award, 2023',
    description:
      'Alt text and enlarged-view caption of a picture in the awards gallery (Awards page): an award for being a good employer for women',
  },
  startup: {
    id: 'awards.image.startup',
    defaultMessage: 'Start-up ecosystem enabler award',
    description:
      'Alt text and enlarged-view caption of a picture in the awards gallery: an award for helping start-up companies grow',
  },
  recruitment: {
    id: 'awards.image.recruitment',
    defaultMessage: 'Recruitment Agency of the Year trophy',
    description:
      'Alt text and enlarged-view caption of a picture in the awards gallery: a trophy for the best recruitment agency of the year',
  },
  csr: {
    id: 'awards.image.csr',
    defaultMessage: 'CSR excellence award for skilling and job fairs',
    description:
      'Alt text and caption of an awards gallery picture; CSR = corporate social responsibility, our free skilling programmes and job fairs',
  },
  gcc: {
    id: 'awards.image.gcc',
    defaultMessage: 'GCC enabler of the year award',
    description:
      'Alt text and caption of an awards gallery picture; GCC = global capability centre (an offshore centre a company runs itself); keep GCC',
  },
  leadership: {
    id: 'awards.image.leadership',
    defaultMessage: 'Woman entrepreneur leadership award presented to our founder',
    description: 'Alt text and enlarged-view caption of a picture in the awards gallery (Awards page)',
  },
  innovation: {
    id: 'awards.image.innovation',
    defaultMessage: 'HR technology innovation award',
    description: 'Alt text and enlarged-view caption of a picture in the awards gallery; HR = human resources',
  },
  quality: {
    id: 'awards.image.quality',
    defaultMessage: 'ISO 9001:2015 certificate presentation',
    description:
      'Alt text and caption of an awards gallery picture; ISO 9001:2015 is a quality-management standard, keep the number as is',
  },
  diversity: {
    id: 'awards.image.diversity',
    defaultMessage: 'Diversity and inclusion champion award',
    description: 'Alt text and enlarged-view caption of a picture in the awards gallery (Awards page)',
  },
  partner: {
    id: 'awards.image.partner',
    defaultMessage: 'Trusted talent partner award from a banking client',
    description:
      'Alt text and enlarged-view caption of a picture in the awards gallery; talent partner = a firm that finds staff for the client',
  },
})

export const AWARD_IMAGES: AwardImage[] = (Object.keys(text) as (keyof typeof text)[]).map((key, i) => ({
  src: `/images/awards/award-${String(i + 1).padStart(2, '0')}.svg`,
  alt: text[key],
  // Awaiting the owner: each award's issuer, year and link, and its photograph.
  placeholder: awaiting('award'),
}))

export const AWARDS_INITIAL = 6
export const AWARDS_STEP = 3
