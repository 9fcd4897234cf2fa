// The Solutions pages' content schemas, checked at build (../checks.ts). The
// data modules import only their types, so zod stays out of the pages' bundles.
import { z } from '../../lib/zod'
import { imagePathSchema, messageSchema } from '../schema'

const serviceItemSchema = z.object({
  id: z.string(),
  title: messageSchema,
  description: messageSchema,
  image: imagePathSchema,
})
export type ServiceItem = z.infer<typeof serviceItemSchema>
export const talentServicesSchema = z.array(serviceItemSchema).length(5)
export const techServicesSchema = z.array(serviceItemSchema).length(7)

const industrySchema = z.object({
  id: z.string(),
  name: messageSchema,
  title: messageSchema,
  image: imagePathSchema,
  icon: imagePathSchema,
  iconWhite: imagePathSchema,
  intro: messageSchema,
  bullets: z.array(messageSchema).min(2),
  outro: messageSchema,
})
export type Industry = z.infer<typeof industrySchema>
export const industriesSchema = z.array(industrySchema).length(10)

const transformationSchema = z.object({
  id: z.string(),
  name: messageSchema,
  icon: imagePathSchema,
  title: messageSchema,
  paragraphs: z.array(messageSchema).min(2),
})
export type Transformation = z.infer<typeof transformationSchema>
export const transformationsSchema = z.array(transformationSchema).length(7)
