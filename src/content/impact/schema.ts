// The Impact pages' content schemas, checked at build (../checks.ts). The data
// modules import only their types, so zod stays out of the pages' bundles.
import { z } from '../../lib/zod'
import { imagePathSchema, messageSchema } from '../schema'
import { CASE_IDS } from './stories'

const listSchema = z.object({ heading: messageSchema, items: z.array(messageSchema).min(1) })
const csrEventSchema = z.object({
  id: z.enum(['isf-2023', 'mega-job-fair', 'us-road-show']),
  title: messageSchema,
  date: messageSchema,
  description: messageSchema,
  lists: z.array(listSchema).min(1),
  images: z.array(imagePathSchema).min(1),
})
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

const employeeQuoteSchema = z.object({ name: z.string(), role: messageSchema, text: messageSchema })
export type EmployeeQuote = z.infer<typeof employeeQuoteSchema>
export const employeeQuotesSchema = z.array(employeeQuoteSchema).length(3)

const reviewSchema = z.object({
  quote: messageSchema,
  text: messageSchema,
  name: messageSchema,
  company: messageSchema,
  rating: z.number().int().min(1).max(5),
  initials: z.string().regex(/^[A-Z]{2}$/),
})
export type Review = z.infer<typeof reviewSchema>
export const clientReviewsSchema = z.array(reviewSchema).length(9)
export const employeeReviewsSchema = z.array(reviewSchema).length(6)
