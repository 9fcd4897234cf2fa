// The Impact pages' content schemas, checked at build (../checks.ts). The data
// modules import only their types, so zod stays out of the pages' bundles.
import { z } from '../../lib/zod'
import { imagePathSchema, messageSchema, realOrPlaceholder } from '../schema'
import { CASE_IDS } from './stories'

const listSchema = z.object({ heading: messageSchema, items: z.array(messageSchema).min(1) })
const csrEventShape = {
  id: z.enum(['isf-2023', 'mega-job-fair', 'us-road-show']),
  title: messageSchema,
  date: messageSchema,
  description: messageSchema,
  lists: z.array(listSchema).min(1),
  images: z.array(imagePathSchema).min(1),
}
const csrEventSchema = realOrPlaceholder('photos', csrEventShape, csrEventShape)
export type CsrEvent = z.infer<typeof csrEventSchema>
export const csrEventsSchema = z.array(csrEventSchema).length(3)

const cardSchema = z.object({
  kind: z.enum(['need', 'challenge', 'solution']),
  title: messageSchema,
  text: messageSchema,
  color: z.string().regex(/^#[0-9a-f]{6}$/),
})
const caseSchema = z.object({ id: z.enum(CASE_IDS), name: messageSchema, cards: z.array(cardSchema).length(3) })
export type CaseStudy = z.infer<typeof caseSchema>
export const caseStudiesSchema = z.array(caseSchema).length(7)

const quoteShape = { name: z.string().min(2), role: messageSchema, text: messageSchema }
/** A colleague quoted by name has agreed to it (`consent`: who, when); until then the quote is a marked placeholder. */
const employeeQuoteSchema = realOrPlaceholder('testimonial', { ...quoteShape, consent: z.string().min(10) }, quoteShape)
export type EmployeeQuote = z.infer<typeof employeeQuoteSchema>
export const employeeQuotesSchema = z.array(employeeQuoteSchema).length(3)

const reviewShape = {
  quote: messageSchema,
  text: messageSchema,
  /** The author's job title. */
  title: messageSchema,
  rating: z.number().int().min(1).max(5),
}
/**
 * A testimonial is signed: the author's name, job title and company, with a note of their consent
 * (who, when). Until then it is a marked placeholder that says only the kind of organisation.
 */
const reviewSchema = realOrPlaceholder(
  'testimonial',
  { ...reviewShape, name: z.string().min(2), company: z.string().min(2), consent: z.string().min(10) },
  { ...reviewShape, sector: messageSchema },
)
export type Review = z.infer<typeof reviewSchema>
export const clientReviewsSchema = z.array(reviewSchema).length(9)
export const employeeReviewsSchema = z.array(reviewSchema).length(6)
