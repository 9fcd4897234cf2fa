import type { MessageDescriptor } from 'react-intl'

type Definition = MessageDescriptor & { id: string; defaultMessage: string; description?: string }

/**
 * Our `defineMessages`: same call shape (the extractor finds it by name), but
 * plain descriptors, so `formatMessage(message, values)` accepts any values.
 * react-intl 12's typed descriptors infer no values for messages written in
 * data modules and would reject every placeholder.
 */
export function defineMessages<K extends string>(messages: Record<K, Definition>): Record<K, Definition> {
  return messages
}
