// Small helpers for the brand artwork generator.
export const NAVY = '#0b1f3a'
export const NAVY_LIGHT = '#1c3a66'
export const ORANGE = '#f26b1d'
export const ORANGE_DARK = '#c2410c'

export function svg(width: number, height: number, body: string, label?: string): string {
  const a11y = label ? ` role="img" aria-label="${escapeXml(label)}"` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${a11y}>${body}</svg>\n`
}

/** Coordinates to a tenth of a pixel: small files, identical on every run. */
export const round1 = (n: number) => Math.round(n * 10) / 10

/** The point at angle `a` (radians) on the circle of radius `r` round (x, y). */
export const at = (x: number, y: number, r: number, a: number): [number, number] => [
  x + r * Math.cos(a),
  y + r * Math.sin(a),
]

/** A point as path data: "x y". */
export const P = ([x, y]: [number, number]) => `${round1(x)} ${round1(y)}`

export function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)
}

/** A deterministic pseudo-random sequence, so regenerated files are identical. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

export function hash(text: string): number {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return h >>> 0
}
