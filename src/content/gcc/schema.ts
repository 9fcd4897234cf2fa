// The GCC pages' content schemas, checked at build (../checks.ts). The data
// module imports only their types, so zod stays out of the pages' bundles.
import { z } from '../../lib/zod'
import { messageSchema } from '../schema'

const stepSchema = z.object({
  number: z.number().int().min(1).max(4),
  title: messageSchema,
  description: messageSchema,
})

export const gccTalentSchema = z.object({
  stages: z.array(stepSchema).length(4),
  values: z.array(messageSchema).length(10),
  verticals: z.array(messageSchema).length(6),
})
export type GccTalent = z.infer<typeof gccTalentSchema>

const processPageSchema = z.object({
  steps: z.array(stepSchema).length(4),
  benefits: z.array(messageSchema).min(3),
  industries: z.array(messageSchema).min(3),
  bannerHeading: messageSchema,
  bannerButton: messageSchema,
})
export const gccProcessPagesSchema = z.object({
  'gcc.workplace': processPageSchema,
  'gcc.operations': processPageSchema,
})
export type GccProcessPages = z.infer<typeof gccProcessPagesSchema>
