// The Press page (SPEC 2.7): ten press clippings, six at first.
import { z } from '../../lib/zod'
import { defineMessages } from '../../i18n/defineMessages'
import { imagePathSchema, messageSchema, parseContent } from '../schema'

const alt = defineMessages({
  p1: { id: 'press.image.1', defaultMessage: 'Newspaper article on our founder’s Atal Samman award' },
  p2: { id: 'press.image.2', defaultMessage: 'Business daily report on our global capability centre summit' },
  p3: { id: 'press.image.3', defaultMessage: 'Interview on women in the technology workforce' },
  p4: { id: 'press.image.4', defaultMessage: 'Coverage of the Mega Job Fair and its 21,000 job seekers' },
  p5: { id: 'press.image.5', defaultMessage: 'Article on our business delegation to the United States' },
  p6: { id: 'press.image.6', defaultMessage: 'Feature on the T-Hub start-up fund launch' },
  p7: { id: 'press.image.7', defaultMessage: 'Report on the Institute of Directors conclave' },
  p8: { id: 'press.image.8', defaultMessage: 'Magazine profile of our leadership team' },
  p9: { id: 'press.image.9', defaultMessage: 'Regional newspaper on our skilling classes for rural youth' },
  p10: { id: 'press.image.10', defaultMessage: 'Online news story on our offices in Europe' },
})

const pressImageSchema = z.object({ src: imagePathSchema, alt: messageSchema })

export const PRESS_IMAGES = parseContent(
  z.array(pressImageSchema).length(10),
  Object.values(alt).map((message, i) => ({
    src: `/images/press/press-${String(i + 1).padStart(2, '0')}.svg`,
    alt: message,
  })),
  'press images',
)

export const PRESS_INITIAL = 6
