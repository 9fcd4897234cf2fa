// The Global Locations page's content schemas, checked at build (./checks.ts).
// locations.ts imports only their types, so zod stays out of the page's bundle.
import { OFFICES, type OfficeId } from '../config/brand'
import { z } from '../lib/zod'
import { messageSchema } from './schema'

const officeIdSchema = z.enum(OFFICES.map((o) => o.id) as [OfficeId, ...OfficeId[]])

const addressSchema = z.object({
  /** The office of the footer's list (and of the map's pin) the card is. */
  office: officeIdSchema,
  region: z.enum(['asia', 'europe', 'other']),
  country: messageSchema,
  lines: z.array(z.string().min(2)).min(2),
  phone: z
    .string()
    .regex(/^\+[\d ]{8,}$/)
    .optional(),
})
export type Address = z.infer<typeof addressSchema>
/** A card per office of the footer and the map. */
export const addressesSchema = z
  .array(addressSchema)
  .length(OFFICES.length)
  .refine((list) => new Set(list.map((a) => a.office)).size === OFFICES.length, 'one card per office')

const pinSchema = z.object({
  id: officeIdSchema,
  country: messageSchema,
  /** The map the pin is on: the world, or the Europe inset (offices too close together on the world's scale). */
  panel: z.enum(['world', 'europe']),
  /** The office's place, in per cent of its map's width and height (projected by scripts/artwork/worldMap.ts). */
  x: z.number().gt(0).lt(100),
  y: z.number().gt(0).lt(100),
  /**
   * Pixels the pin stands aside on screens narrower than `until` px, less `slope` px per 100 px of
   * its map's width (never less than 0), so pins of nearby offices do not cover each other there
   * and come back to their places as the map widens; a dot and a leader line mark the place.
   */
  nudge: z.number().int(),
  slope: z.number().min(0),
  until: z.number().int().min(0),
  mapsUrl: z.url(),
})
export type MapPin = z.infer<typeof pinSchema>
export const mapPinsSchema = z.array(pinSchema).length(OFFICES.length)
