// The home hero's pictures: each slide's background poster (also the first frame of its loop,
// recorded by hero-video.ts in the same colours) and its focal drawing, beside the slide's text
// from lg up (src/pages/home/HeroSlider.tsx). The drawings keep the illustration system's
// rules (illustration.ts: navy tints, 2 and 4 px round strokes, one orange accent) on a
// transparent ground, since they lie over the poster.
// Run: npx tsx scripts/artwork/heroes.ts (generate.ts writes them too); the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { geoContains } from 'd3-geo'
import { HERO_ART_SIZE } from '../../src/content/home/hero'
import { isMainModule } from '../lib/main'
import { TONES } from './illustration'
import { CITIES, type LonLat } from './world'
import { atlasLand } from './worldMap'
import { ORANGE, P, at, hash, round1, seeded, svg } from './svg'

/** Each slide's glow, in the brand's tints (no off-palette blue or teal), and the waves' second colour. */
export const HERO_ACCENTS = { vision: TONES.navy.line, mission: ORANGE, why: TONES.navy.strong } as const
export const HERO_WAVE = TONES.navy.strong
export type HeroName = keyof typeof HERO_ACCENTS

/** The focal drawings' size (px), as the page's <img> gives it. */
const ART = HERO_ART_SIZE

const t = TONES.navy
const f = round1
const TAU = Math.PI * 2
const path = (d: string, stroke: string, width = 2, more = '') =>
  `<path d="${d}" stroke="${stroke}"${width === 2 ? '' : ` stroke-width="${width}"`}${more}/>`
const ring = (x: number, y: number, r: number, stroke: string, width = 2, more = '') =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" stroke="${stroke}"${width === 2 ? '' : ` stroke-width="${width}"`}${more}/>`
const dot = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${fill}"/>`
/** A row of dots along a path: zero-length dashes with round caps. */
const dots = (d: string, fill: string, radius: number, gap: number) =>
  path(d, fill, f(radius * 2), ` stroke-dasharray="0 ${f(gap)}"`)
const circle = (x: number, y: number, r: number) =>
  `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`

/** The poster: the night-navy ground, the slide's glow, drifting dots and waves. */
function poster(name: HeroName): string {
  const accent = HERO_ACCENTS[name]
  const r = seeded(hash(name))
  let body = `<defs><radialGradient id="a" cx=".8" cy=".2" r=".7"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#071528"/><stop offset="1" stop-color="#13325e"/></linearGradient></defs><rect width="1600" height="900" fill="url(#b)"/><rect width="1600" height="900" fill="url(#a)"/>`
  for (let i = 0; i < 40; i++)
    body += `<circle cx="${r() * 1600}" cy="${r() * 900}" r="${2 + r() * 5}" fill="#fff" opacity="${0.15 + r() * 0.35}"/>`
  for (let i = 0; i < 5; i++)
    body += `<path d="M0 ${500 + i * 60} Q400 ${380 + i * 50 + r() * 80} 800 ${520 + i * 40} T1600 ${460 + i * 70}" fill="none" stroke="${i % 2 ? accent : HERO_WAVE}" stroke-opacity=".25" stroke-width="2"/>`
  return svg(1600, 900, body)
}

/** The soft round field under a drawing (the system's field tint, lighter here: the poster is lighter than its ground). */
const field = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${t.strong}" fill-opacity=".05"/>`

// ---------------------------------------------------------------------------
// Vision: the globe, its land in dots, our hub joined to the cities we work with.

type Vec = [number, number, number]
const GLOBE = { x: 280, y: 240, r: 184, lon: 48, lat: 20 }
const rad = (deg: number) => (deg * Math.PI) / 180

/** A place on the unit sphere as seen by the viewer: x right, y up, z towards the viewer. */
function view([lon, lat]: LonLat): Vec {
  const [l, p, l0, p0] = [rad(lon - GLOBE.lon), rad(lat), 0, rad(GLOBE.lat)]
  return [
    Math.cos(p) * Math.sin(l - l0),
    Math.cos(p0) * Math.sin(p) - Math.sin(p0) * Math.cos(p) * Math.cos(l - l0),
    Math.sin(p0) * Math.sin(p) + Math.cos(p0) * Math.cos(p) * Math.cos(l - l0),
  ]
}
const screen = ([x, y]: Vec): [number, number] => [GLOBE.x + x * GLOBE.r, GLOBE.y - y * GLOBE.r]
/** In sight: on the near side, or lifted clear of the globe's outline. */
const seen = ([x, y, z]: Vec) => z > 0 || Math.hypot(x, y) > 1

/** A line through points, drawn only where it is in sight. */
function visible(points: Vec[]): string {
  let d = ''
  let drawing = false
  for (const p of points) {
    if (!seen(p)) {
      drawing = false
      continue
    }
    d += (drawing ? 'L' : 'M') + P(screen(p))
    drawing = true
  }
  return d
}

/** The great circle from a to b, lifted off the surface by up to `lift` of the radius. */
function flight(a: LonLat, b: LonLat, lift: number): Vec[] {
  const [u, v] = [view(a), view(b)]
  const angle = Math.acos(u[0] * v[0] + u[1] * v[1] + u[2] * v[2])
  return Array.from({ length: 41 }, (_, i) => {
    const s = i / 40
    const [k1, k2] = [Math.sin((1 - s) * angle) / Math.sin(angle), Math.sin(s * angle) / Math.sin(angle)]
    const h = 1 + lift * Math.sin(Math.PI * s)
    return [0, 1, 2].map((j) => (k1 * u[j]! + k2 * v[j]!) * h) as Vec
  })
}

function vision(): string {
  const { x, y, r } = GLOBE
  let o = field(x, y, r * 1.22) + field(x, y, r)
  o += dots(circle(x, y, r * 1.14), t.line, 2, 14)
  // Parallels and meridians of the near side, under the land.
  let grid = ''
  for (let lat = -60; lat <= 60; lat += 30)
    grid += visible(Array.from({ length: 73 }, (_, i) => view([-180 + i * 5, lat])))
  for (let lon = -180; lon < 180; lon += 30)
    grid += visible(Array.from({ length: 37 }, (_, i) => view([lon, -90 + i * 5])))
  o += path(grid, t.map)
  // Land as dots on an even grid, smaller towards the rim, where the sphere turns away.
  const earth = atlasLand('land-110m.json')
  const near: string[] = []
  const far: string[] = []
  for (let lat = -84; lat <= 84; lat += 4) {
    const step = 4 / Math.cos(rad(lat))
    for (let lon = -180; lon < 180; lon += step) {
      const p = view([lon, lat])
      if (p[2] < 0.08 || !geoContains(earth, [lon, lat])) continue
      ;(p[2] > 0.45 ? near : far).push(`M${P(screen(p))}h0`)
    }
  }
  o += path(far.join(''), t.line, 3) + path(near.join(''), t.line, 4.4)
  o += ring(x, y, r, t.line)
  // The hub and the routes out of it: one in the accent, the others dotted, some over the horizon.
  const hub = CITIES.hyderabad as LonLat
  const to: [keyof typeof CITIES, number][] = [
    ['london', 0.2],
    ['dubai', 0.08],
    ['singapore', 0.12],
    ['helsinki', 0.16],
    ['tokyo', 0.18],
  ]
  to.forEach(([city, lift], i) => {
    const route = visible(flight(hub, CITIES[city] as LonLat, lift))
    o += i === 0 ? path(route, t.accent) : path(route, t.strong, 2, ' stroke-dasharray="2 8"')
    const end = view(CITIES[city] as LonLat)
    if (seen(end)) o += dot(...screen(end), 5, t.strong)
  })
  const h = screen(view(hub))
  return o + ring(...h, 16, t.accent) + dot(...h, 6, t.accent)
}

// ---------------------------------------------------------------------------
// Mission: steps that climb to a target (the slide's icon), the last leg in the accent.

function mission(): string {
  const n = 5
  const [x0, y0] = [64, 404]
  const [sw, sh] = [62, 48]
  let o = field(300, 250, 210)
  // Rising bars behind the steps: the figures the mission names, growing.
  for (let i = 0; i < n; i++) {
    const bx = x0 + sw * i + 18
    const top = y0 - sh * (i + 1) - 36 - i * 10
    o += `<rect x="${bx}" y="${f(top)}" width="26" height="${f(y0 - top)}" rx="6" stroke="${t.faint}"/>`
  }
  o += path(`M${x0 - 24} ${y0 + 28}H${ART.width - 24}`, t.line)
  let d = `M${x0} ${y0}`
  for (let i = 0; i < n; i++) {
    d += `h${sw}v${-sh}`
    const [nx, ny] = [x0 + sw * (i + 1), y0 - sh * (i + 1)]
    o += dots(`M${nx} ${ny + 16}V${y0 + 28}`, t.line, 2, 10)
  }
  o += path(d, t.strong, 4)
  for (let i = 0; i < n - 1; i++) o += ring(x0 + sw * (i + 1), y0 - sh * (i + 1), 6, t.strong)
  // The target, and the way from the top step to its centre.
  const [tx, ty] = [440, 132]
  o += [84, 60, 36].map((k, i) => ring(tx, ty, k, i === 1 ? t.strong : t.line)).join('')
  o += dots(circle(tx, ty, 108), t.line, 2, 14)
  for (let k = 0; k < 4; k++) {
    const a = (k * TAU) / 4
    o += path(`M${P(at(tx, ty, 92, a))}L${P(at(tx, ty, 118, a))}`, t.line)
  }
  const [sx, sy] = [x0 + sw * n, y0 - sh * n]
  const a = Math.atan2(ty - sy, tx - sx)
  const [ex, ey] = at(tx, ty, 14, a + Math.PI)
  o += path(`M${sx} ${sy}L${f(ex)} ${f(ey)}`, t.accent, 4)
  o += `<path d="M${P(at(tx, ty, 6, a + Math.PI))}L${P(at(...at(tx, ty, 22, a + Math.PI), 9, a + Math.PI / 2))}L${P(at(...at(tx, ty, 22, a + Math.PI), 9, a - Math.PI / 2))}Z" fill="${t.accent}"/>`
  return o + dot(sx, sy, 8, t.accent) + dot(tx, ty, 5, t.strong)
}

// ---------------------------------------------------------------------------
// Why: three interlocking rings (talent, technology, capability centres), none
// separable from the others, and the accent where all three meet.

function why(): string {
  const [x, y] = [280, 246]
  const [R, d] = [112, 70]
  const centres = [0, 1, 2].map((k) => at(x, y, d, -Math.PI / 2 + (k * TAU) / 3))
  let o = field(x, y, 214) + dots(circle(x, y, 196), t.line, 2, 14) + ring(x, y, 224, t.faint)
  // Satellites on the outer ring: the networks in many countries.
  const r = seeded(hash('why'))
  for (let k = 0; k < 12; k++) {
    const [px, py] = at(x, y, 224, (k * TAU) / 12 + 0.13 + r() * 0.2)
    o += k % 4 === 1 ? ring(px, py, 9, t.line) + dot(px, py, 3, t.strong) : dot(px, py, 3, t.line)
  }
  // Borromean weave: ring k passes over ring k+1 at both their crossings, so each ring is
  // cut (masked) where the ring before it crosses over.
  const crossings = (a: [number, number], b: [number, number]) => {
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
    const dist = Math.hypot(dx, dy)
    const along = dist / 2
    const h = Math.sqrt(R * R - along * along)
    const [mx, my] = [a[0] + (dx * along) / dist, a[1] + (dy * along) / dist]
    return [
      [mx - (dy * h) / dist, my + (dx * h) / dist],
      [mx + (dy * h) / dist, my - (dx * h) / dist],
    ] as [number, number][]
  }
  let defs = ''
  centres.forEach((c, k) => {
    const over = centres[(k + 2) % 3]!
    const gaps = crossings(c, over)
      .map(([gx, gy]) => `<circle cx="${f(gx)}" cy="${f(gy)}" r="8"/>`)
      .join('')
    defs += `<mask id="w${k}" maskUnits="userSpaceOnUse" x="0" y="0" width="${ART.width}" height="${ART.height}"><rect width="${ART.width}" height="${ART.height}" fill="#fff"/><g fill="#000">${gaps}</g></mask>`
  })
  o += `<defs>${defs}</defs>`
  centres.forEach(([cx, cy], k) => (o += ring(cx, cy, R, t.strong, 4, ` mask="url(#w${k})"`)))
  return o + ring(x, y, 16, t.accent) + dot(x, y, 7, t.accent)
}

const ARTS: Record<HeroName, () => string> = { vision, mission, why }

/** Every file this module draws, by its path under public/. */
export function heroFiles(): [string, string][] {
  return (Object.keys(HERO_ACCENTS) as HeroName[]).flatMap((name): [string, string][] => [
    [`/media/hero/${name}.svg`, poster(name)],
    [
      `/media/hero/${name}-art.svg`,
      svg(
        ART.width,
        ART.height,
        `<g fill="none" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${ARTS[name]()}</g>`,
      ),
    ],
  ])
}

if (isMainModule(import.meta.url)) {
  const PUBLIC = join(import.meta.dirname, '../../public')
  for (const [path, content] of heroFiles()) {
    mkdirSync(dirname(join(PUBLIC, path)), { recursive: true })
    writeFileSync(join(PUBLIC, path), content)
  }
  console.log('hero artwork written')
}
