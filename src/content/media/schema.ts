// The Media pages' content schemas, checked at build (../checks.ts). The data
// modules import only their types, so zod stays out of the pages' bundles.
import { z } from '../../lib/zod'
import { GALLERY_EVENT_IDS } from '../galleryEvents'
import { imagePathSchema, messageSchema } from '../schema'

const sectionSchema = z.object({ heading: messageSchema, items: z.array(messageSchema).min(1) })
const galleryEventSchema = z.object({
  id: z.enum(GALLERY_EVENT_IDS),
  title: messageSchema,
  subtitle: messageSchema.optional(),
  description: messageSchema.optional(),
  sections: z.array(sectionSchema),
  images: z.array(imagePathSchema),
  thumbnail: imagePathSchema,
  route: z.string().regex(/^\/gallery\/[a-z0-9-]+$/),
})
export type GalleryEvent = z.infer<typeof galleryEventSchema>
export const galleryEventsSchema = z.array(galleryEventSchema).length(16)

const pressImageSchema = z.object({ src: imagePathSchema, alt: messageSchema })
export type PressImage = z.infer<typeof pressImageSchema>
export const pressImagesSchema = z.array(pressImageSchema).length(10)

const videoSchema = z.object({
  /** The video's id on the host (to be confirmed against the channel). */
  id: z.string().regex(/^[\w-]{11}$/),
  title: messageSchema,
  poster: imagePathSchema,
})
export type Video = z.infer<typeof videoSchema>
export const videosSchema = z.array(videoSchema).length(9)
