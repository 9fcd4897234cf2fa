/**
 * Cuts text to at most `max` characters at a word boundary of its language
 * (Intl.Segmenter knows where words end in Japanese or Chinese too, which
 * write no spaces), adding an ellipsis when anything was cut.
 */
export function truncateAtWord(text: string, max: number, locale: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const limit = max - 1 // room for the ellipsis
  let end = 0
  for (const { index, segment, isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(clean)) {
    const after = index + segment.length
    if (after > limit) break
    if (isWordLike) end = after
  }
  const cut = clean.slice(0, end || limit).replace(/[\s,;:、，。-]+$/u, '')
  return `${cut}…`
}
