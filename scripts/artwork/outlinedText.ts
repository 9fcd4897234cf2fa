// Text for the generated artwork, drawn as outlines of the site's typeface. The SVGs are
// shown through <img>, which cannot use the page's web font: an SVG <text> would fall back
// to the visitor's system font (a different face on every OS). So a line of text becomes one
// <path> in Noto Sans (Fontsource's variable latin file, the one the pages load), shaped by
// HarfBuzz (kerning included) at the weight asked for.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Blob, Buffer as HbBuffer, Face, Feature, Font, Variation, shape } from 'harfbuzzjs'

export const NOTO_SANS_LATIN = join(
  import.meta.dirname,
  '../../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
)

// HarfBuzz reads TrueType, not WOFF2: wawoff2 (subset-font's own converter) unpacks it.
const decompress = createRequire(import.meta.url)('wawoff2/decompress') as (woff2: Uint8Array) => Promise<Uint8Array>
const face = new Face(new Blob(await decompress(readFileSync(NOTO_SANS_LATIN))))

const fonts = new Map<number, Font>()
function fontAt(weight: number): Font {
  let font = fonts.get(weight)
  if (!font) {
    font = new Font(face)
    font.setVariations([new Variation('wght', weight)])
    fonts.set(weight, font)
  }
  return font
}

export type TextOptions = {
  x: number
  /** The baseline. */
  y: number
  size: number
  /** The variable font's wght axis, 100–900. */
  weight?: number
  /** Extra space between letters, in px (as CSS letter-spacing, but none after the last). */
  letterSpacing?: number
  /** Where x sits: the start, middle or end of the line's advance. */
  anchor?: 'start' | 'middle' | 'end'
}

export type Outline = {
  /** Path data: relative commands on a 0.1 px grid. */
  d: string
  /** The line's advance width, letter spacing included. */
  width: number
}

const tenth = (n: number) => Math.round(n * 10)
/** A number of tenths as the shortest SVG number: 15 → "1.5", -5 → "-.5". */
const num = (t: number) => String(t / 10).replace(/^(-?)0\./, '$1.')

/** The outline of one line of text, as path data in the picture's coordinates. */
export function outline(text: string, o: TextOptions): Outline {
  const font = fontAt(o.weight ?? 400)
  const spacing = o.letterSpacing ?? 0
  const k = o.size / face.upem
  const buffer = new HbBuffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  // As browsers do: no optional ligatures in letter-spaced text.
  shape(font, buffer, spacing ? [new Feature('liga', 0)] : [])
  const glyphs = buffer.getGlyphInfos()
  const positions = buffer.getGlyphPositions()

  const advance = positions.reduce((sum, p) => sum + p.xAdvance * k, 0) + spacing * Math.max(glyphs.length - 1, 0)
  let penX = o.x - { start: 0, middle: advance / 2, end: advance }[o.anchor ?? 'start']

  // Absolute points are rounded first, each command then written relative to the last
  // rounded point: no error adds up, and the numbers stay short.
  let d = ''
  let last = ''
  let [cx, cy] = [0, 0]
  let [sx, sy] = [0, 0]
  glyphs.forEach((glyph, i) => {
    const p = positions[i]!
    const ox = penX + p.xOffset * k
    const oy = o.y - p.yOffset * k
    for (const { type, values } of font.glyphToJson(glyph.codepoint)) {
      if (type === 'Z') {
        d += 'z'
        last = 'z'
        ;[cx, cy] = [sx, sy]
        continue
      }
      const pts: number[] = []
      for (let j = 0; j < values.length; j += 2) pts.push(tenth(ox + values[j]! * k), tenth(oy - values[j + 1]! * k))
      const [ex, ey] = [pts[pts.length - 2]!, pts[pts.length - 1]!]
      let cmd = type.toLowerCase()
      let args: number[]
      if (cmd === 'l' && ey === cy) [cmd, args] = ['h', [ex - cx]]
      else if (cmd === 'l' && ex === cx) [cmd, args] = ['v', [ey - cy]]
      else args = pts.map((v, j) => v - (j % 2 ? cy : cx))
      if (cmd === 'm') [sx, sy] = [ex, ey]
      if (cmd !== last || cmd === 'm') d += cmd
      for (const v of args) {
        const s = num(v)
        // A separator only where the number would otherwise run into the one before.
        const joins = /[a-z]$/.test(d) || s.startsWith('-') || (s.startsWith('.') && /\.\d*$/.test(d))
        d += joins ? s : ' ' + s
      }
      last = cmd
      ;[cx, cy] = [ex, ey]
    }
    penX += p.xAdvance * k + spacing
  })
  return { d, width: advance }
}

/** One line of text as a filled <path>; `attrs` is added as is (e.g. ` opacity=".9"`). */
export function outlinedText(text: string, o: TextOptions & { fill: string; attrs?: string }): string {
  return `<path d="${outline(text, o).d}" fill="${o.fill}"${o.attrs ?? ''}/>`
}
