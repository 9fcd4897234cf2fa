// The illustration system's drawing kit: what a motif is given (Ctx) and the
// strokes, dots and shapes every motif draws with (scripts/artwork/motifs/).
import { P, at, round1 } from './svg'
import type { CITIES } from './world'

export type Tone = {
  ground: string
  field: string
  faint: string
  /** The dotted map's land. */
  map: string
  line: string
  strong: string
  accent: string
}

export type City = keyof typeof CITIES

/** What a motif may be told besides its place: routes' cities, a count, a variant's name. */
export type Detail = {
  to?: City[]
  from?: City
  view?: 'world' | 'atlantic' | 'northAtlantic' | 'americas' | 'europe' | 'india'
  count?: number
  kind?: string
  /** Routes: a tour, each leg from the city before. */
  tour?: boolean
}

export type Ctx = {
  w: number
  h: number
  /** The motif's focal point and size (about its radius). */
  x: number
  y: number
  s: number
  r: () => number
  t: Tone
  /** The picture's number within its series. */
  v: number
  d: Detail
}

export const f = round1
export const TAU = Math.PI * 2

export function arc(x: number, y: number, r: number, a0: number, a1: number): string {
  return `M${P(at(x, y, r, a0))}A${f(r)} ${f(r)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${P(at(x, y, r, a1))}`
}
export const path = (d: string, stroke: string, width = 2, more = '') =>
  `<path d="${d}" stroke="${stroke}"${width === 2 ? '' : ` stroke-width="${width}"`}${more}/>`
export const ring = (x: number, y: number, r: number, stroke: string, width = 2, more = '') =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" stroke="${stroke}"${width === 2 ? '' : ` stroke-width="${width}"`}${more}/>`
/** A rectangle with the system's corner radius, unless `more` sets its own. */
export const rect = (x: number, y: number, w: number, h: number, more = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${more.includes(' rx=') ? '' : ' rx="6"'}${more}/>`
export const dot = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${fill}"/>`
/** A row of dots along a path: zero-length dashes with round caps. */
export const dots = (d: string, fill: string, radius: number, gap: number) =>
  path(d, fill, f(radius * 2), ` stroke-dasharray="0 ${f(gap)}"`)

/** A leaf or petal: two arcs meeting at both ends. */
export function vesica(x: number, y: number, a: number, length: number, width: number): string {
  const [x1, y1] = at(x, y, length, a)
  const [mx, my] = at(x, y, length / 2, a)
  const [c1, c2] = [at(mx, my, width, a + Math.PI / 2), at(mx, my, width, a - Math.PI / 2)]
  return `M${f(x)} ${f(y)}Q${P(c1)} ${f(x1)} ${f(y1)}Q${P(c2)} ${f(x)} ${f(y)}Z`
}

/** The shots of a conference hall, one per picture of a series. */
export const HALL = ['fan', 'facing', 'stage', 'tables', 'panel', 'podium']

export function star(x: number, y: number, outer: number, inner: number, n: number, fill: string, rot: number): string {
  const pts: string[] = []
  for (let i = 0; i < n * 2; i++) pts.push(P(at(x, y, i % 2 ? inner : outer, rot + (i * Math.PI) / n)))
  return `<path d="M${pts.join('L')}Z" fill="${fill}"/>`
}
