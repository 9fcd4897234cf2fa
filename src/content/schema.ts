// Building blocks of the content schemas (checked at build by ./checks.ts, never
// loaded by a page): every visible text of content data is a catalog message,
// every picture a root-relative path under /images.
import { z } from '../lib/zod'
import type { Message } from '../i18n/defineMessages'
import type { Awaiting } from './placeholder'

/** A message declared with our defineMessages (id and English default). */
export const messageSchema = z.custom<Message>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Message).id === 'string' &&
    'defaultMessage' in value,
  'a catalog message',
)

export const imagePathSchema = z.string().regex(/^\/images\/[\w/-]+\.(svg|webp|jpg|png)$/, 'a file under /images')

export const externalUrlSchema = z.url({ protocol: /^https$/ })

/** A profile link may be blank: the card then shows the icon dimmed and inert. */
export const optionalUrlSchema = z.union([externalUrlSchema, z.literal('')])

/** The marker of a placeholder awaiting `kind` (../placeholder.ts). */
export const placeholderSchema = <K extends Awaiting>(kind: K) => z.strictObject({ awaiting: z.literal(kind) })

/**
 * A record as it will be (`real`, every field the real thing needs) or a placeholder marked
 * as awaiting `kind`, with the fields it has meanwhile (`interim`; the real ones by default).
 */
export function realOrPlaceholder<R extends z.ZodRawShape, I extends z.ZodRawShape, K extends Awaiting>(
  kind: K,
  real: R,
  interim: I,
) {
  return z.union([z.strictObject(real), z.strictObject({ ...interim, placeholder: placeholderSchema(kind) })])
}

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
