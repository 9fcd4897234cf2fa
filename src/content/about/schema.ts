// The About pages' content schemas, checked at build (../checks.ts). The data
// modules import only their types, so zod stays out of the pages' bundles.
import { z } from '../../lib/zod'
import { GALLERY_EVENT_IDS } from '../galleryEvents'
import { externalUrlSchema, imagePathSchema, messageSchema, optionalUrlSchema, realOrPlaceholder } from '../schema'
import { TEAM_GROUP_SIZES, TEAM_GROUPS } from './team'

const awardPicture = { src: imagePathSchema, alt: messageSchema }
/** An award names who gave it, when, and where that can be checked; until then it is a marked placeholder. */
const awardSchema = realOrPlaceholder(
  'award',
  { ...awardPicture, issuer: z.string().min(2), year: z.number().int().min(2009).max(2100), link: externalUrlSchema },
  awardPicture,
)
export type AwardImage = z.infer<typeof awardSchema>
export const awardImagesSchema = z.array(awardSchema).length(10)

const serviceAreaSchema = z.object({
  title: messageSchema,
  desc: messageSchema,
  icon: z.enum(['scale', 'chart', 'people', 'compass', 'rocket', 'building', 'puzzle', 'merge']),
})
export type ServiceArea = z.infer<typeof serviceAreaSchema>
export const serviceAreasSchema = z.array(serviceAreaSchema).length(8)

const timelineEntrySchema = z.object({
  year: z.number().int().min(2009).max(2023),
  title: messageSchema,
  desc: messageSchema,
})
export type TimelineEntry = z.infer<typeof timelineEntrySchema>
export const timelineSchema = z.array(timelineEntrySchema).length(8)

const membershipSchema = z.object({
  icon: z.enum(['shield', 'building', 'globe', 'code', 'people', 'scale']),
  alt: messageSchema,
})
export type Membership = z.infer<typeof membershipSchema>
export const membershipsSchema = z.array(membershipSchema).length(6)

const teamMemberShape = {
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  group: z.enum(TEAM_GROUPS),
  name: z.string().min(3),
  role: messageSchema,
  image: imagePathSchema,
  description: messageSchema,
  facebook: optionalUrlSchema,
  twitter: optionalUrlSchema,
  linkedin: optionalUrlSchema,
}
/** A member whose portrait is still our initials drawing is marked as awaiting it. */
const teamMemberSchema = realOrPlaceholder('portrait', teamMemberShape, teamMemberShape)
export type TeamMember = z.infer<typeof teamMemberSchema>
export const teamSchema = z
  .array(teamMemberSchema)
  .length(41)
  .refine(
    (members) => TEAM_GROUPS.every((g) => members.filter((m) => m.group === g).length === TEAM_GROUP_SIZES[g]),
    'group sizes',
  )

const valueSchema = z.object({
  icon: z.enum(['people', 'target', 'spark', 'sprout']),
  title: messageSchema,
  description: messageSchema,
})
export type Value = z.infer<typeof valueSchema>
export const valuesSchema = z.array(valueSchema).length(4)

const differentiatorSchema = z.object({ img: imagePathSchema, title: messageSchema, desc: messageSchema })
export type Differentiator = z.infer<typeof differentiatorSchema>
export const differentiatorsSchema = z.array(differentiatorSchema).length(6)

const highlightShape = {
  event: z.enum(GALLERY_EVENT_IDS),
  /** Year and month of the event, shown in the page's language. */
  date: z.string().regex(/^\d{4}-\d{2}$/),
  title: messageSchema,
  description: z.literal(''),
  image: imagePathSchema,
  featured: z.boolean(),
}
const highlightSchema = realOrPlaceholder('photos', highlightShape, highlightShape)
export type MediaHighlight = z.infer<typeof highlightSchema>
export const mediaHighlightsSchema = z.array(highlightSchema).length(4)
