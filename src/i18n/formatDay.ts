import type { IntlShape } from 'react-intl'

/**
 * A calendar day (YYYY-MM-DD) as the page's language writes it. Intl has no
 * ordinals, and French writes the first of the month "1er" (1er novembre).
 */
export function formatDay(intl: IntlShape, isoDay: string, dateStyle: 'medium' | 'long'): string {
  const parts = intl.formatDateToParts(`${isoDay}T12:00:00Z`, { dateStyle, timeZone: 'UTC' })
  const french = intl.locale.startsWith('fr')
  return parts.map((part) => (french && part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('')
}
