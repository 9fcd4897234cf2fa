// Building blocks of the content schemas (checked at build by ./checks.ts, never
// loaded by a page): every visible text of content data is a catalog message,
// every picture a root-relative path under /images.
import { z } from '../lib/zod'
import type { Message } from '../i18n/defineMessages'

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
