// The home page's content schemas, checked at build (../checks.ts). The data
// modules import only their types, so zod stays out of the pages' bundles.
import { z } from '../../lib/zod'
import { externalUrlSchema, imagePathSchema, messageSchema, realOrPlaceholder } from '../schema'

const heroSlideSchema = z.object({
  id: z.enum(['vision', 'mission', 'why']),
  video: z.string().regex(/^\/media\/hero\/[\w-]+\.webm$/),
  poster: z.string().regex(/^\/media\/hero\/[\w-]+\.svg$/),
  /** The slide's drawing beside its text from lg up; `flip` mirrors it on right-to-left pages (it has a direction). */
  art: z.object({ src: z.string().regex(/^\/media\/hero\/[\w-]+-art\.svg$/), flip: z.boolean() }),
  icon: z.enum(['eye', 'target', 'globe']),
  label: messageSchema,
  title: messageSchema,
  description: messageSchema,
})
export type HeroSlide = z.infer<typeof heroSlideSchema>
export const heroSlidesSchema = z.array(heroSlideSchema).length(3)

/**
 * A client we may name: their name, their own logo (SVG, public/images/clients/) and a note of who
 * allowed us to show it and when. Until then a marked placeholder names only a sector we serve.
 */
const clientSchema = realOrPlaceholder(
  'client',
  {
    name: z.string().min(2),
    logo: z.string().regex(/^\/images\/clients\/[\w-]+\.svg$/, 'an SVG under /images/clients'),
    permission: z.string().min(10),
  },
  { sector: messageSchema },
)
export type Client = z.infer<typeof clientSchema>
export const clientsSchema = z.array(clientSchema).length(11)

const partnerSchema = z.object({ name: z.string().min(2), url: externalUrlSchema })
export type Partner = z.infer<typeof partnerSchema>
export const partnersSchema = z.array(partnerSchema).length(8)

const featureSchema = z.object({ title: messageSchema, description: messageSchema })
const pillarSchema = z.object({
  id: z.enum(['talent', 'operations', 'digital']),
  number: z.string().regex(/^0\d$/),
  title: messageSchema,
  subtitle: messageSchema.optional(),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  gradient: z.string(),
  features: z.array(featureSchema).length(3),
})
export type Pillar = z.infer<typeof pillarSchema>
export const pillarsSchema = z.array(pillarSchema).length(3)

const statSchema = z.object({
  id: z.string(),
  label: messageSchema,
  target: z.number().int().positive(),
  plus: z.boolean(),
})
export type Statistic = z.infer<typeof statSchema>
export const statisticsSchema = z.array(statSchema).length(4)

const csrImageShape = { src: imagePathSchema, alt: messageSchema }
const csrImageSchema = realOrPlaceholder('photos', csrImageShape, csrImageShape)
export type CsrImage = z.infer<typeof csrImageSchema>
export const csrImagesSchema = z.array(csrImageSchema).length(3)

const serviceCardSchema = z.object({
  id: z.enum(['talent', 'technology', 'transformation']),
  title: messageSchema,
  text: messageSchema,
  page: z.enum(['solutions.talent', 'solutions.technology', 'solutions.transformation']),
})
export type ServiceCard = z.infer<typeof serviceCardSchema>
export const serviceCardsSchema = z.array(serviceCardSchema).length(3)
