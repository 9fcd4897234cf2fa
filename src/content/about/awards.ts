// The Awards page's gallery (SPEC 2.4, 2.7, 9): ten images, six at first,
// three more per Load More.
import { z } from '../../lib/zod'
import { defineMessages } from '../../i18n/defineMessages'
import { imagePathSchema, messageSchema, parseContent } from '../schema'

const text = defineMessages({
  employer: { id: 'awards.image.employer', defaultMessage: 'Best Employer for Women award, 2023' },
  startup: { id: 'awards.image.startup', defaultMessage: 'Start-up ecosystem enabler award' },
  recruitment: { id: 'awards.image.recruitment', defaultMessage: 'Recruitment Agency of the Year trophy' },
  csr: { id: 'awards.image.csr', defaultMessage: 'CSR excellence award for skilling and job fairs' },
  gcc: { id: 'awards.image.gcc', defaultMessage: 'GCC enabler of the year award' },
  leadership: {
    id: 'awards.image.leadership',
    defaultMessage: 'Woman entrepreneur leadership award presented to our founder',
  },
  innovation: { id: 'awards.image.innovation', defaultMessage: 'HR technology innovation award' },
  quality: { id: 'awards.image.quality', defaultMessage: 'ISO 9001:2015 certificate presentation' },
  diversity: { id: 'awards.image.diversity', defaultMessage: 'Diversity and inclusion champion award' },
  partner: { id: 'awards.image.partner', defaultMessage: 'Trusted talent partner award from a banking client' },
})

const awardSchema = z.object({ src: imagePathSchema, alt: messageSchema })

export const AWARD_IMAGES = parseContent(
  z.array(awardSchema).length(10),
  (Object.keys(text) as (keyof typeof text)[]).map((key, i) => ({
    src: `/images/awards/award-${String(i + 1).padStart(2, '0')}.svg`,
    alt: text[key],
  })),
  'award images',
)

export const AWARDS_INITIAL = 6
export const AWARDS_STEP = 3
