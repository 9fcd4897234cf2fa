/**
 * A calendar day (YYYY-MM-DD) as the page's language writes it. Intl has no
 * ordinals, and French writes the first of the month "1er" (1er novembre).
 * Built on format(), not formatToParts(): Node's ICU puts other spaces in the
 * parts than in the whole, and the pre-render must match the browser.
 */
/** What formatDay needs of an intl object: react-intl's in the pages, @formatjs/intl's on the server. */
type DateFormatter = { locale: string; formatDate: (value: string, options: Intl.DateTimeFormatOptions) => string }

export function formatDay(intl: DateFormatter, isoDay: string, dateStyle: 'medium' | 'long'): string {
  const text = intl.formatDate(`${isoDay}T12:00:00Z`, { dateStyle, timeZone: 'UTC' })
  const firstOfMonth = isoDay.endsWith('-01')
  // French puts the day first: "1 novembre 2026", "1 nov. 2026".
  return intl.locale.startsWith('fr') && firstOfMonth ? text.replace(/^1(?=\s)/u, '1er') : text
}
