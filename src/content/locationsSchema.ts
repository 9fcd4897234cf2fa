// The Global Locations page's content schemas, checked at build (./checks.ts).
// locations.ts imports only their types, so zod stays out of the page's bundle.
import { OFFICES, type OfficeId } from '../config/brand'
import { z } from '../lib/zod'
import { messageSchema } from './schema'

const addressSchema = z.object({
  region: z.enum(['asia', 'eu', 'other']),
  country: messageSchema,
  lines: z.array(z.string().min(2)).min(2),
  phone: z
    .string()
    .regex(/^\+[\d ]{8,}$/)
    .optional(),
})
export type Address = z.infer<typeof addressSchema>
export const addressesSchema = z.array(addressSchema).length(8)

const pinSchema = z.object({
  id: z.enum(OFFICES.map((o) => o.id) as [OfficeId, ...OfficeId[]]),
  country: messageSchema,
  top: z.number().min(0).max(100),
  left: z.number().min(0).max(100),
  /** Pixels the pin is moved from its place, so pins of nearby offices do not cover each other. */
  nudge: z.tuple([z.number(), z.number()]),
  mapsUrl: z.url(),
})
export type MapPin = z.infer<typeof pinSchema>
export const mapPinsSchema = z.array(pinSchema).length(9)
