// The policy pages' content schemas, checked at build (../checks.ts). The data
// modules import only their types, so zod stays out of the pages' bundles.
import { z } from '../../lib/zod'
import { messageSchema } from '../schema'

const policyDocumentSchema = z.object({
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  name: messageSchema,
  file: z.string().regex(/^\/policies\/[a-z-]+\.pdf$/),
  purpose: z.string().min(20),
  principles: z.array(z.string().min(10)).min(3),
})
export type PolicyDocument = z.infer<typeof policyDocumentSchema>
export const policyDocumentsSchema = z.array(policyDocumentSchema).length(28)

const sectionSchema = z.object({
  heading: messageSchema,
  paragraphs: z.array(messageSchema),
  list: z.array(messageSchema).optional(),
})
const policyPageSchema = z.object({
  updated: z.iso.date(),
  /** The day the page's subject was last tested (the accessibility statement's audit). */
  tested: z.iso.date().optional(),
  sections: z.array(sectionSchema).min(4),
  /** Values of the page's own placeholders ({email} is every page's). */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export type PolicyPage = z.infer<typeof policyPageSchema>
export const policyPagesSchema = z.object({
  'policy.privacy': policyPageSchema,
  'policy.disclaimer': policyPageSchema,
  'policy.terms': policyPageSchema,
  'policy.antiSpam': policyPageSchema,
  'policy.accessibility': policyPageSchema,
})
export type PolicyPages = z.infer<typeof policyPagesSchema>
