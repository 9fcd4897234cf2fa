import type { MessageDescriptor, MessageFormatElement } from 'react-intl'
import { isSimpleMessage, literalMessage } from './literal'

type Definition = MessageDescriptor & { id: string; defaultMessage: string; description?: string }
export type Message = MessageDescriptor & { id: string; defaultMessage: string | MessageFormatElement[] }

/** English source text by id, for the runtime fallback (it translates the English). */
export const englishSource = new Map<string, string>()

/**
 * Our `defineMessages`: same call shape, so the extractor finds every message
 * by this name. Two differences from react-intl's:
 * - plain descriptors, so `formatMessage(message, values)` accepts values
 *   (react-intl 12's typed descriptors infer none for messages in data modules);
 * - simple English defaults are turned into message ASTs here, so the English
 *   shown for a message a catalog lacks is formatted the same on the server
 *   and in the browser, where no ICU parser ships.
 */
export function defineMessages<K extends string>(messages: Record<K, Definition>): Record<K, Message> {
  const out = {} as Record<K, Message>
  for (const key of Object.keys(messages) as K[]) {
    const message = messages[key]
    englishSource.set(message.id, message.defaultMessage)
    out[key] = isSimpleMessage(message.defaultMessage)
      ? { ...message, defaultMessage: literalMessage(message.defaultMessage) }
      : message
  }
  return out
}

/** The English text of a message (data such as JSON-LD is published in English). */
export function englishOf(message: { id?: string | number }): string {
  return englishSource.get(String(message.id)) ?? ''
}
