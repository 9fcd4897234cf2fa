// The Media pages' content schemas, checked at build (../checks.ts). The data
// modules import only their types, so zod stays out of the pages' bundles.
import { z } from '../../lib/zod'
import { GALLERY_EVENT_IDS } from '../galleryEvents'
import { imagePathSchema, isoDateSchema, messageSchema, realOrPlaceholder } from '../schema'

const sectionSchema = z.object({ heading: messageSchema, items: z.array(messageSchema).min(1) })
const galleryEventShape = {
  id: z.enum(GALLERY_EVENT_IDS),
  title: messageSchema,
  subtitle: messageSchema.optional(),
  description: messageSchema.optional(),
  sections: z.array(sectionSchema),
  images: z.array(imagePathSchema),
  thumbnail: imagePathSchema,
  route: z.string().regex(/^\/gallery\/[a-z0-9-]+$/),
}
/** An event whose pictures are still our illustrations is marked as awaiting its photographs. */
const galleryEventSchema = realOrPlaceholder('photos', galleryEventShape, galleryEventShape)
export type GalleryEvent = z.infer<typeof galleryEventSchema>
export const galleryEventsSchema = z.array(galleryEventSchema).length(16)

const pressPicture = { src: imagePathSchema, alt: messageSchema }
/** A press item names its publication and date; until then it is a marked placeholder. */
const pressImageSchema = realOrPlaceholder(
  'press',
  { ...pressPicture, publication: z.string().min(2), date: isoDateSchema },
  pressPicture,
)
export type PressImage = z.infer<typeof pressImageSchema>
export const pressImagesSchema = z.array(pressImageSchema).length(10)

const videoShape = {
  /** The video's id on the host. */
  id: z.string().regex(/^[\w-]{11}$/),
  title: messageSchema,
  poster: imagePathSchema,
}
/** A video whose id is not yet confirmed against the channel is a marked placeholder. */
const videoSchema = realOrPlaceholder('video', videoShape, videoShape)
export type Video = z.infer<typeof videoSchema>
export const videosSchema = z.array(videoSchema).length(9)
