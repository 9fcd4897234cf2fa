/** Characters drawn two columns wide: Han, kana, Hangul and the full-width forms (、。（）…). */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u

/** How many columns text takes as results pages show it: a wide character counts two. */
export function displayWidth(text: string): number {
  let width = 0
  for (const char of text) width += WIDE.test(char) ? 2 : 1
  return width
}

/**
 * Cuts text to at most `max` columns (a Japanese, Chinese or Korean character takes two, as
 * search results show them: about 80 of them fit where 160 Latin letters do) at a word boundary
 * of its language (Intl.Segmenter knows where words end in Japanese or Chinese too, which write
 * no spaces), adding an ellipsis when anything was cut.
 */
export function truncateAtWord(text: string, max: number, locale: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (displayWidth(clean) <= max) return clean
  const limit = max - 1 // room for the ellipsis
  let end = 0
  let width = 0
  for (const { index, segment, isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(clean)) {
    width += displayWidth(segment)
    if (width > limit) break
    if (isWordLike) end = index + segment.length
  }
  // A first word wider than the limit is cut inside it.
  if (!end) for (let w = 0; end < clean.length && (w += displayWidth(clean[end]!)) <= limit;) end++
  const cut = clean.slice(0, end).replace(/[\s,;:、，。-]+$/u, '')
  return `${cut}…`
}
