// The Arabic pages' first-screen font: Noto Sans Arabic (Fontsource's variable file, 166 KB)
// cut down by HarfBuzz (subset-font) to the Arabic letters, marks, digits and punctuation
// of U+0600–U+066D, with the joiners and direction marks, every weight kept: 45 KB. Every
// Arabic word of the catalogs and postings is in that range (tests/unit/arabicFont.test.ts);
// a rarer letter (Persian, Urdu…) still finds Fontsource's whole file by its unicode-range.
// `npm run fonts:subset` writes it again after a Fontsource update.
import { readFileSync } from 'node:fs'
import subsetFont from 'subset-font'

export const ARABIC_SOURCE =
  'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'
export const ARABIC_CORE = 'src/app/fonts/noto-sans-arabic-core.woff2'
/** The code points of the core file; src/app/fonts/arabic.css names the same as its unicode-range. */
export const ARABIC_CORE_RANGES: readonly (readonly [number, number])[] = [
  [0x0600, 0x066d],
  [0x200c, 0x200f],
]

export const inArabicCore = (char: string) =>
  ARABIC_CORE_RANGES.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to)

export function arabicCoreFont(): Promise<Buffer> {
  const text = ARABIC_CORE_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('')
  return subsetFont(readFileSync(ARABIC_SOURCE), text, { targetFormat: 'woff2' })
}
