// The illustration system for event, CSR, press, video and solution pictures:
// a duotone of the brand drawn from geometry, not a photograph and not people.
//
// Rules every picture keeps:
// - palette: a ground, one field tint, three line tints (faint, line, strong) and
//   the orange accent, kept for one or two small things per picture (a dot, an
//   arc, a bar). Two tones: navy (everything) and paper (press clippings).
// - strokes 2 px (structure) and 4 px (the line that matters), round caps and
//   joins; corner radius 6; dots in a few fixed sizes; a 40 px grid of dots behind
//   and a round field of the tint under the motif.
// - one motif per subject (rings for conclaves, a laurel for awards, routes on a
//   dotted map for delegations…), sometimes with a second one, dimmed, for context.
// - pictures of one event are one motif framed differently (position, scale,
//   density, seeded by the picture's number), never copies.
import { NAVY, ORANGE, seeded } from './svg'
import { CITIES, LAND, type LonLat } from './world'

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

export const TONES = {
  navy: {
    ground: NAVY,
    field: '#10284a',
    faint: '#1b3659',
    map: '#2d4d78',
    line: '#3d5f8c',
    strong: '#b6c7de',
    accent: ORANGE,
  },
  paper: {
    ground: '#f6f4ef',
    field: '#e8ecf2',
    faint: '#d8dfe9',
    map: '#b9c6d8',
    line: '#9aabc3',
    strong: NAVY,
    accent: ORANGE,
  },
} satisfies Record<string, Tone>

export type City = keyof typeof CITIES

/** What a motif may be told besides its place: routes' cities, a count, a variant's name. */
export type Detail = {
  to?: City[]
  from?: City
  view?: 'world' | 'atlantic' | 'northAtlantic' | 'americas' | 'europe' | 'india'
  count?: number
  kind?: string
}

type Ctx = {
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

const f = (n: number) => Math.round(n * 10) / 10
const TAU = Math.PI * 2
const at = (x: number, y: number, r: number, a: number): [number, number] => [x + r * Math.cos(a), y + r * Math.sin(a)]
const P = ([x, y]: [number, number]) => `${f(x)} ${f(y)}`

function arc(x: number, y: number, r: number, a0: number, a1: number): string {
  return `M${P(at(x, y, r, a0))}A${f(r)} ${f(r)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${P(at(x, y, r, a1))}`
}
const path = (d: string, stroke: string, width = 2, more = '') =>
  `<path d="${d}" stroke="${stroke}"${width === 2 ? '' : ` stroke-width="${width}"`}${more}/>`
const ring = (x: number, y: number, r: number, stroke: string, width = 2, more = '') =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" stroke="${stroke}"${width === 2 ? '' : ` stroke-width="${width}"`}${more}/>`
const dot = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${fill}"/>`
/** A row of dots along a path: zero-length dashes with round caps. */
const dots = (d: string, fill: string, radius: number, gap: number) =>
  path(d, fill, f(radius * 2), ` stroke-dasharray="0 ${f(gap)}"`)

/** A leaf or petal: two arcs meeting at both ends. */
function vesica(x: number, y: number, a: number, length: number, width: number): string {
  const [x1, y1] = at(x, y, length, a)
  const [mx, my] = at(x, y, length / 2, a)
  const [c1, c2] = [at(mx, my, width, a + Math.PI / 2), at(mx, my, width, a - Math.PI / 2)]
  return `M${f(x)} ${f(y)}Q${P(c1)} ${f(x1)} ${f(y1)}Q${P(c2)} ${f(x)} ${f(y)}Z`
}

// ---------------------------------------------------------------------------
// Motifs. Each draws around (x, y) at size s, in the tone's colours.

const MOTIFS = {
  /** Conclaves and summits: concentric rings; seats around a round table. */
  rings({ x, y, s, r, t, v }: Ctx) {
    let o = ''
    ;[0.3, 0.55, 0.8, 1.05].forEach((k, i) => (o += ring(x, y, s * k, i === 1 ? t.strong : t.line)))
    o += dots(arc(x, y, s * 1.25, 0, TAU - 0.01), t.line, 2, 14)
    if (v % 2 === 0) o += dots(arc(x, y, s * 0.55, 0, TAU - 0.01), t.strong, 5, (TAU * s * 0.55) / 12)
    else o += dots(arc(x, y, s * 0.8, Math.PI, TAU), t.strong, 4, 18)
    const a = r() * TAU
    return o + path(arc(x, y, s * 0.8, a, a + 0.8), t.accent, 4) + dot(x, y, 8, t.strong)
  },

  /** A conference hall: rows of seats fanned around a stage, or facing it. */
  amphitheatre({ x, y, s, t, v }: Ctx) {
    let o = ''
    if (v % 3 === 1) {
      // Facing the stage: rows that widen towards the viewer.
      const sy = y - s * 0.7
      for (let i = 0; i < 7; i++) {
        const ry = sy + s * 0.42 + i * s * (0.13 + i * 0.012)
        const half = s * (0.55 + i * 0.12)
        o += dots(`M${f(x - half)} ${f(ry)}H${f(x + half)}`, i % 2 ? t.line : t.strong, 4, 17 + i)
      }
      o += path(arc(x, sy, s * 0.18, 0, Math.PI), t.line) + path(arc(x, sy, s * 0.26, 0, Math.PI), t.line)
      return (
        o + `<rect x="${f(x - s * 0.3)}" y="${f(sy - 5)}" width="${f(s * 0.6)}" height="10" rx="5" fill="${t.accent}"/>`
      )
    }
    const sy = y + s * 0.6
    const rows = v % 3 ? 7 : 6
    for (let i = 0; i < rows; i++) {
      const R = s * (0.42 + i * 0.17)
      const spread = v % 3 ? 0.12 : 0.3
      o += dots(arc(x, sy, R, Math.PI + spread, TAU - spread), i % 2 ? t.line : t.strong, 4, 17)
    }
    o += path(arc(x, sy, s * 0.2, Math.PI, TAU), t.line) + path(arc(x, sy, s * 0.28, Math.PI, TAU), t.line)
    return (
      o + `<rect x="${f(x - s * 0.22)}" y="${f(sy - 5)}" width="${f(s * 0.44)}" height="10" rx="5" fill="${t.accent}"/>`
    )
  },

  /** Awards: a laurel around a small star. */
  laurel({ x, y, s, t, v }: Ctx) {
    let o = ring(x, y, s * 0.6, t.line)
    for (const side of [1, -1]) {
      const a0 = Math.PI / 2 + side * 0.35
      const a1 = Math.PI / 2 + side * (0.35 + 2.4)
      o += path(side > 0 ? arc(x, y, s * 0.85, a0, a1) : arc(x, y, s * 0.85, a1, a0), t.strong)
      for (let j = 0; j < 8; j++) {
        const a = a0 + side * j * 0.32
        const [lx, ly] = at(x, y, s * 0.85, a)
        const tangent = a + (side * Math.PI) / 2
        o += `<path d="${vesica(lx, ly, tangent + (j % 2 ? 0.55 : -0.55) * side, s * (0.22 - j * 0.008), s * 0.06)}" fill="${t.line}"/>`
      }
    }
    return o + ring(x, y, s * 0.3, t.strong) + star(x, y, s * 0.2, s * 0.085, 5 + (v % 2) * 3, t.accent, -Math.PI / 2)
  },

  /** Awards: a medal on its ribbon, or (kind 'rosette') a rosette with two tails. */
  medal({ x, y, s, r, t, v, d }: Ctx) {
    const rosette = d.kind === 'rosette'
    const R = s * 0.5
    const cy = y + (rosette ? -s * 0.2 : s * 0.3)
    let o = ''
    if (rosette) {
      // Two tails hanging from behind the rosette, each cut with a notch.
      for (const side of [-1, 1]) {
        const x0 = x + side * s * 0.12
        const x1 = x + side * s * 0.42
        const yb = cy + s * 1.05
        o += `<path d="M${f(x0 - side * s * 0.1)} ${f(cy)}L${f(x0 + side * s * 0.1)} ${f(cy)}L${f(x1 + side * s * 0.1)} ${f(yb)}L${f(x1 - side * s * 0.02)} ${f(yb - s * 0.12)}L${f(x1 - side * s * 0.16)} ${f(yb)}Z" fill="${t.faint}" stroke="${t.line}"/>`
      }
      // Petals around the disc.
      const n = 14 + (v % 3) * 2
      for (let i = 0; i < n; i++) {
        const a = (i * TAU) / n
        o += `<path d="${vesica(...at(x, cy, R * 0.9, a), a, s * 0.3, s * 0.09)}" fill="${i % 2 ? t.faint : t.line}"/>`
      }
    } else {
      // The ribbon: two straps meeting behind the medal, a stripe down each.
      for (const side of [-1, 1]) {
        const top = y - s * 0.8
        const a = [x + side * s * 0.56, top]
        const b = [x + side * s * 0.26, top]
        const c = [x - side * s * 0.05, cy - R * 0.6]
        const e = [x + side * s * 0.27, cy - R * 0.6]
        o += `<path d="M${f(a[0]!)} ${f(a[1]!)}L${f(b[0]!)} ${f(b[1]!)}L${f(c[0]!)} ${f(c[1]!)}L${f(e[0]!)} ${f(e[1]!)}Z" fill="${t.faint}" stroke="${t.line}"/>`
        o += path(
          `M${f((a[0]! + b[0]!) / 2)} ${f(top)}L${f((c[0]! + e[0]!) / 2)} ${f(cy - R * 0.6)}`,
          side > 0 ? t.strong : t.line,
        )
      }
      o += path(`M${f(x - s * 0.66)} ${f(y - s * 0.8)}H${f(x + s * 0.66)}`, t.strong)
    }
    o += ring(x, cy, R, t.strong, 4, ` fill="${t.field}"`) + ring(x, cy, R * 0.76, t.line)
    o += dots(arc(x, cy, R * 0.76 + 12, 0, TAU - 0.01), t.line, 2, 12)
    const points = [5, 6, 8][v % 3]!
    o += star(x, cy, R * 0.42, R * (points === 5 ? 0.18 : 0.22), points, t.accent, -Math.PI / 2)
    // A few sparkles on the ground around it.
    for (let i = 0; i < 3; i++) {
      const a = -Math.PI / 2 + (r() - 0.5) * 2.6
      const [px, py] = at(x, cy, s * (1.1 + r() * 0.25), a + (i % 2 ? 0 : Math.PI))
      o += path(`M${f(px - 7)} ${f(py)}h14M${f(px)} ${f(py - 7)}v14`, t.line)
    }
    return o
  },

  /** Recognition for founders: a compass star and its rays. */
  star({ x, y, s, t, v }: Ctx) {
    let o = ring(x, y, s * 0.32, t.line) + dots(arc(x, y, s * 1.05, 0, TAU - 0.01), t.line, 2, 12)
    let rays = ''
    for (let i = 0; i < 16; i++) {
      const a = (i * TAU) / 16 + 0.2 * v
      rays += `M${P(at(x, y, s * 0.95, a))}L${P(at(x, y, s * (i % 2 ? 1.1 : 1.22), a))}`
    }
    o += path(rays, t.line)
    const pts: string[] = []
    for (let i = 0; i < 16; i++)
      pts.push(P(at(x, y, i % 2 ? s * 0.13 : i % 4 ? s * 0.5 : s * 0.85, (i * TAU) / 16 - Math.PI / 2)))
    return o + `<path d="M${pts.join('L')}Z" stroke="${t.strong}"/>` + dot(x, y, 8, t.accent)
  },

  /** Felicitations by spiritual leaders: a lotus of two rings of petals. */
  lotus({ x, y, s, t, v }: Ctx) {
    const n = v % 2 ? 12 : 8
    let o = dots(arc(x, y, s * 1.08, 0, TAU - 0.01), t.line, 2, 12) + ring(x, y, s * 0.92, t.faint)
    for (let i = 0; i < n; i++) {
      const a = (i * TAU) / n - Math.PI / 2
      o += path(vesica(...at(x, y, s * 0.12, a + Math.PI / n), a + Math.PI / n, s * 0.72, s * 0.16), t.line)
      o += path(vesica(...at(x, y, s * 0.12, a), a, s * 0.48, s * 0.12), t.strong)
    }
    return o + ring(x, y, s * 0.12, t.strong) + dot(x, y, 8, t.accent)
  },

  /** Delegations and visits: routes between cities on a dotted map. */
  routes({ w, h, t, v, d }: Ctx) {
    // Each view: the longitude and latitude at the picture's centre, and the longitudes across its width.
    const VIEWS = {
      world: [10, 18, 300],
      atlantic: [-10, 34, 215],
      northAtlantic: [-32, 42, 150],
      americas: [-92, 36, 85],
      europe: [30, 38, 125],
      india: [66, 24, 90],
    } as const
    const [lon0, centre, span] = VIEWS[d.view ?? 'world']
    const k = w / span
    // A tall picture looks a little further south rather than at the sky above the land.
    const lat0 = h > w ? Math.max(centre - 25, Math.min(centre, 80 - h / k / 2)) : centre
    const xy = ([lon, lat]: LonLat): [number, number] => [w / 2 + (lon - lon0) * k, h / 2 + (lat0 - lat) * k]
    const land = LAND.map((shape) => 'M' + shape.map((p) => xy(p).map(Math.round).join(' ')).join('L') + 'Z').join('')
    const pitch = 11
    let o =
      `<defs><pattern id="m" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse"><circle cx="5.5" cy="5.5" r="2.2" fill="${t.map}"/></pattern><clipPath id="l"><path d="${land}"/></clipPath></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#m)" clip-path="url(#l)"/>`
    const from = xy(CITIES[d.from ?? 'hyderabad'])
    const to = d.to ?? ['newYork']
    to.forEach((city, i) => {
      const b = xy(CITIES[city])
      const len = Math.hypot(b[0] - from[0], b[1] - from[1])
      const lift = len * (0.24 + 0.04 * ((i + v) % 3))
      // The arc's highest point, a quarter of the way to its control point, stays inside the picture.
      const cy = Math.max((from[1] + b[1]) / 2 - lift, (h * 0.24 - from[1] - b[1]) / 2)
      const c: [number, number] = [(from[0] + b[0]) / 2, cy]
      const route = `M${P(from)}Q${P(c)} ${P(b)}`
      o += i === v % to.length ? path(route, t.accent) : path(route, t.strong, 2, ' stroke-dasharray="2 8"')
      o += dot(b[0], b[1], 5, t.strong)
    })
    return o + ring(from[0], from[1], 16, t.accent) + dot(from[0], from[1], 6, t.accent)
  },

  /** Days on the water: wave bands, the sun, two sails. */
  waves({ w, x, y, s, t, v, d }: Ctx) {
    let o = ''
    const sailing = d.kind !== 'flow'
    for (let k = 0; k < 6; k++) {
      const y0 = y + s * 0.12 + k * s * 0.17
      const L = 120 + ((v * 37 + k * 23) % 60)
      const A = 12 - k
      let wave = `M${f(-L + ((k * 47 + v * 31) % L))} ${f(y0)}q${f(L / 4)} ${-A} ${f(L / 2)} 0`
      for (let xx = 0; xx < w + L; xx += L / 2) wave += `t${f(L / 2)} 0`
      o += path(wave, k === 0 ? t.strong : k % 2 ? t.line : t.faint)
    }
    if (!sailing) return o + dot(x + s * 0.4, y + s * 0.12, 8, t.accent)
    const sx = x + s * (v % 2 ? 0.55 : -0.55)
    o += ring(sx, y - s * 0.55, s * 0.24, t.strong) + dot(sx, y - s * 0.55, 8, t.accent)
    if (v % 3 !== 2) {
      const bx = x - s * (v % 2 ? 0.4 : -0.3)
      const by = y + s * 0.05
      o += path(`M${f(bx)} ${f(by)}V${f(by - s * 0.62)}L${f(bx + s * 0.34)} ${f(by)}Z`, t.strong)
      o += path(
        `M${f(bx - 6)} ${f(by - s * 0.08)}L${f(bx - s * 0.24)} ${f(by - s * 0.08)}L${f(bx - 6)} ${f(by - s * 0.46)}Z`,
        t.line,
      )
      o += path(
        `M${f(bx - s * 0.32)} ${f(by + 10)}H${f(bx + s * 0.4)}l-${f(s * 0.06)} 14H${f(bx - s * 0.26)}Z`,
        t.strong,
      )
    }
    return o
  },

  /** Roads and vehicles: lanes sweeping across. */
  lanes({ w, h, y, s, t }: Ctx) {
    let o = ''
    const lane = (dy: number) =>
      `M-20 ${f(h * 0.9 + dy)}C${f(w * 0.45)} ${f(h * 0.9 + dy)} ${f(w * 0.45)} ${f(y + dy)} ${w + 20} ${f(y - s * 0.5 + dy)}`
    o += path(lane(-s * 0.3), t.strong) + path(lane(s * 0.3), t.strong)
    o +=
      path(lane(0), t.line, 4, ' stroke-dasharray="18 22"') +
      path(lane(-s * 0.6), t.faint) +
      path(lane(s * 0.6), t.faint)
    return o + dot(w * 0.62, y + s * 0.08, 8, t.accent)
  },

  /** Education and research: a grid and rising bars with their trend. */
  bars({ x, y, s, r, t, v, d }: Ctx) {
    const left = x - s * 1.15
    const right = x + s * 1.15
    const base = y + s * 0.7
    const top = y - s * 0.75
    let grid = ''
    for (let gy = base; gy >= top; gy -= 40) grid += `M${f(left)} ${f(gy)}H${f(right)}`
    let o = path(grid, t.faint)
    const n = 6 + (v % 3)
    const step = (right - left) / n
    const tops: [number, number][] = []
    for (let i = 0; i < n; i++) {
      const bh = (base - top) * (0.22 + (0.68 * i) / (n - 1)) * (0.85 + 0.25 * r())
      const bx = left + step * i + (step - 24) / 2
      o += `<rect x="${f(bx)}" y="${f(base - bh)}" width="24" height="${f(bh)}" rx="6" fill="${t.line}"/>`
      tops.push([bx + 12, base - bh - 22])
    }
    o +=
      path('M' + tops.map(P).join('L'), t.strong) +
      tops
        .slice(0, -1)
        .map(([a, b]) => dot(a, b, 3, t.strong))
        .join('')
    const last = tops[tops.length - 1]!
    o += dot(last[0], last[1], 8, t.accent)
    if (d.kind === 'chevrons')
      for (let i = 0; i < 3; i++) {
        const cx = left + 40
        const cy = top + 30 + i * 16
        o += path(`M${f(cx - 30)} ${f(cy + 14)}L${f(cx)} ${f(cy)}L${f(cx + 30)} ${f(cy + 14)}`, t.strong, 4)
      }
    return o
  },

  /** Capability centres: a hub and its spokes in a lattice of linked nodes. */
  network({ x, y, s, r, t }: Ctx) {
    const g = s * 0.28
    const nodes: [number, number][] = []
    for (let j = -5; j <= 5; j++)
      for (let i = -6; i <= 6; i++) {
        const px = x + (i + (Math.abs(j) % 2) * 0.5) * g
        const py = y + j * g * 0.866
        const dist = Math.hypot(px - x, py - y)
        if (dist < s * 1.2 && (dist < g * 1.1 || r() > 0.1 + dist / (s * 3))) nodes.push([px, py])
      }
    let edges = ''
    let spokes = ''
    nodes.forEach((a, i) =>
      nodes.slice(i + 1).forEach((b) => {
        if (Math.hypot(a[0] - b[0], a[1] - b[1]) > g * 1.05) return
        const seg = `M${P(a)}L${P(b)}`
        if (Math.hypot(a[0] - x, a[1] - y) < 1 || Math.hypot(b[0] - x, b[1] - y) < 1) spokes += seg
        else if (r() > 0.4) edges += seg
      }),
    )
    let o = path(edges, t.line) + path(spokes, t.strong)
    nodes.forEach(([px, py], i) => {
      if (Math.hypot(px - x, py - y) < 1) return
      o += dot(px, py, i % 9 === 4 ? 5 : 3, t.strong)
      if (i % 13 === 6) o += ring(px, py, 12, t.line)
    })
    return o + ring(x, y, 20, t.accent) + dot(x, y, 8, t.accent)
  },

  /** Technology: a chip and its traces. */
  circuit({ x, y, s, r, t, v }: Ctx) {
    const a = s * 0.5
    let o = ''
    let traces = ''
    let accent = ''
    const pads: [number, number][] = []
    for (let side = 0; side < 4; side++)
      for (let k = 1; k <= 4; k++) {
        const along = -a / 2 + (a * k) / 5
        const rot = (side * Math.PI) / 2
        const cos = Math.round(Math.cos(rot))
        const sin = Math.round(Math.sin(rot))
        const map = (u: number, q: number): [number, number] => [x + u * cos - q * sin, y + u * sin + q * cos]
        const out1 = a / 2 + 18 + r() * s * 0.3
        const bend = (k - 2.5) * (10 + r() * 20)
        const out2 = out1 + Math.abs(bend)
        const end = out2 + 30 + r() * s * 0.4
        const pts = [map(a / 2, along), map(out1, along), map(out2, along + bend), map(end, along + bend)]
        const seg = 'M' + pts.map(P).join('L')
        if (side === v % 4 && k === 2)
          accent = path(seg, t.accent) + ring(...pts[3]!, 6, t.accent, 2, ` fill="${t.ground}"`)
        else {
          traces += seg
          pads.push(pts[3]!)
        }
      }
    o += path(traces, t.line) + pads.map((p) => ring(...p, 5, t.line, 2, ` fill="${t.ground}"`)).join('')
    o += `<rect x="${f(x - a / 2)}" y="${f(y - a / 2)}" width="${f(a)}" height="${f(a)}" rx="6" fill="${t.ground}" stroke="${t.strong}"/>`
    o += `<rect x="${f(x - a / 4)}" y="${f(y - a / 4)}" width="${f(a / 2)}" height="${f(a / 2)}" rx="6" stroke="${t.line}"/>`
    return o + accent
  },

  /** Talent: a constellation, one star joined to its neighbours. */
  constellation({ x, y, s, r, t }: Ctx) {
    const stars = Array.from({ length: 34 }, () => {
      const a = r() * TAU
      const q = Math.sqrt(r())
      return [x + Math.cos(a) * q * s * 1.4, y + Math.sin(a) * q * s * 0.95, 2 + r() * 3] as [number, number, number]
    })
    // The figure: the brightest stars near the middle, joined by the shortest links (a spanning tree).
    const bright = stars.filter(([px, py]) => Math.hypot((px - x) / 1.4, py - y) < s * 0.75).slice(0, 8)
    const joined = [bright[0]!]
    let lines = ''
    while (joined.length < bright.length) {
      let best: [number, number, number] = [Infinity, 0, 0]
      joined.forEach((a, i) =>
        bright.forEach((b, j) => {
          if (joined.includes(b)) return
          const dist = Math.hypot(a[0] - b[0], a[1] - b[1])
          if (dist < best[0]) best = [dist, i, j]
        }),
      )
      const [a, b] = [joined[best[1]]!, bright[best[2]]!]
      lines += `M${P([a[0], a[1]])}L${P([b[0], b[1]])}`
      joined.push(b)
    }
    let o = path(lines, t.line)
    stars.forEach(([px, py, rad]) => {
      const lit = bright.some((b) => b[0] === px)
      o += dot(px, py, lit ? 5 : Math.round(rad), lit || rad > 3.8 ? t.strong : t.line)
    })
    const lead = bright[Math.floor(bright.length / 2)] ?? [x, y]
    return o + ring(lead[0], lead[1], 16, t.accent) + dot(lead[0], lead[1], 6, t.accent)
  },

  /** Transformation: three arcs turning into one another. */
  cycle({ x, y, s, t, v }: Ctx) {
    const R = s * 0.64
    let o = dots(arc(x, y, R * 1.45, 0, TAU - 0.01), t.line, 2, 14) + ring(x, y, R * 0.35, t.line)
    for (let k = 0; k < 3; k++) {
      const a0 = -Math.PI / 2 + (k * TAU) / 3 + 0.28 + v * 0.4
      const a1 = a0 + TAU / 3 - 0.56
      const color = k === 0 ? t.accent : t.strong
      o += path(arc(x, y, R, a0, a1), color, 4)
      const [ex, ey] = at(x, y, R, a1)
      const dir = a1 + Math.PI / 2
      o += `<path d="M${P(at(ex, ey, 12, dir))}L${P(at(...at(ex, ey, 8, dir + Math.PI), 9, dir + Math.PI / 2))}L${P(at(...at(ex, ey, 8, dir + Math.PI), 9, dir - Math.PI / 2))}Z" fill="${color}"/>`
      o += ring(...at(x, y, R, a0 - 0.18), 8, t.strong, 2, ` fill="${t.ground}"`)
    }
    return o + dot(x, y, 5, t.strong)
  },

  /** Processes and careers: a staircase of steps with a node on each. */
  steps({ x, y, s, t, v }: Ctx) {
    const n = 5 + (v % 2)
    const x0 = x - s * 1.1
    const y0 = y + s * 0.6
    const sw = (s * 2.2) / n
    const sh = (s * 1.2) / n
    let d = `M${f(x0)} ${f(y0)}`
    let o = path(`M${f(x0 - 20)} ${f(y0 + 30)}H${f(x + s * 1.2)}`, t.line)
    for (let i = 0; i < n; i++) {
      d += `h${f(sw)}v${f(-sh)}`
      const nx = x0 + sw * (i + 1)
      const ny = y0 - sh * (i + 1)
      o += dots(`M${f(nx)} ${f(ny + 16)}V${f(y0 + 30)}`, t.line, 2, 10)
    }
    o += path(d, t.strong, 4)
    for (let i = 0; i < n; i++) {
      const nx = x0 + sw * (i + 1)
      const ny = y0 - sh * (i + 1)
      o += i === n - 1 ? dot(nx, ny, 8, t.accent) : ring(nx, ny, 6, t.strong, 2, ` fill="${t.ground}"`)
    }
    return o
  },

  /** Job fairs: seekers (dots) and employers (squares) matched by lines, across or down. */
  matching({ x, y, s, r, t, v }: Ctx) {
    const down = v % 2 === 1
    const nl = down ? 7 + (v % 3) : 6 + (v % 3)
    const nr = down ? 4 : 4 + (v % 2)
    const span = down ? s * 2.3 : s * 1.7
    const pos = (n: number, i: number) => (i - (n - 1) / 2) * Math.min(down ? 72 : 56, span / (n - 1))
    // (u, w): u along the columns, w across; drawn turned when the columns run across the picture.
    const xy = (u: number, w: number): [number, number] => (down ? [x + u, y + w] : [x + w, y + u])
    const wl = -s * (down ? 0.65 : 0.95)
    const wr = s * (down ? 0.65 : 0.95)
    let lines = ''
    let accent = ''
    const pick = Math.floor(r() * nl)
    for (let i = 0; i < nl; i++) {
      const j = Math.max(0, Math.min(nr - 1, Math.floor(((i + 0.5) / nl) * nr + (r() - 0.5) * 1.2)))
      const [ua, ub] = [pos(nl, i), pos(nr, j)]
      const seg = `M${P(xy(ua, wl + 10))}C${P(xy(ua, 0))} ${P(xy(ub, 0))} ${P(xy(ub, wr - 14))}`
      if (i === pick) accent = path(seg, t.accent)
      else lines += seg
    }
    let o = path(lines, t.line) + accent
    for (let i = 0; i < nl; i++) o += dot(...xy(pos(nl, i), wl), 6, i === pick ? t.accent : t.strong)
    for (let j = 0; j < nr; j++) {
      const [cx, cy] = xy(pos(nr, j), wr)
      o += `<rect x="${f(cx - 12)}" y="${f(cy - 12)}" width="24" height="24" rx="6" fill="${t.ground}" stroke="${t.strong}"/>`
    }
    return o
  },

  /** Communities: circles gathered around one, in rings, in groups or packed close. */
  community({ x, y, s, r, t, v }: Ctx) {
    const turn = v * 0.3
    if (v % 3 === 1) {
      // Groups around tables, linked by paths.
      const groups = [0, 1, 2].map((i) => at(x, y, s * 0.62, turn - Math.PI / 2 + (i * TAU) / 3))
      let o = dots(`M${groups.map(P).join('L')}Z`, t.line, 2, 12)
      groups.forEach(([gx, gy], g) => {
        o += ring(gx, gy, s * 0.12, g === 0 ? t.accent : t.strong, g === 0 ? 4 : 2, ` fill="${t.field}"`)
        const n = 6 + g
        for (let i = 0; i < n; i++) o += dot(...at(gx, gy, s * 0.24, (i * TAU) / n + g), 5, t.strong)
        o += ring(gx, gy, s * 0.36, t.faint)
      })
      return o
    }
    if (v % 3 === 2) {
      // A crowd, packed: a honeycomb of circles, some filled.
      const g = s * 0.19
      let o = ''
      let lead: [number, number] = [x, y]
      for (let j = -4; j <= 4; j++)
        for (let i = -6; i <= 6; i++) {
          const cx = x + (i + (Math.abs(j) % 2) * 0.5) * g
          const cy = y + j * g * 0.866
          if (Math.hypot(cx - x, cy - y) > s * 1.05) continue
          const q = r()
          if (q < 0.08) lead = [cx, cy]
          else if (q < 0.45 && q > 0.3) continue
          else o += q < 0.3 ? dot(cx, cy, f(g * 0.3), t.line) : ring(cx, cy, g * 0.3, q < 0.6 ? t.strong : t.line)
        }
      return o + ring(...lead, g * 0.3, t.accent, 4)
    }
    let o =
      dots(arc(x, y, s * 1.12, 0, TAU - 0.01), t.line, 3, 14) +
      dots(arc(x, y, s * 0.88, 0, TAU - 0.01), t.strong, 4, 18)
    for (let i = 0; i < 12; i++) o += ring(...at(x, y, s * 0.62, turn + (i * TAU) / 12), s * 0.075, t.line)
    for (let i = 0; i < 6; i++) o += ring(...at(x, y, s * 0.36, turn + (i * TAU) / 6 + 0.26), s * 0.11, t.strong)
    return o + ring(x, y, s * 0.15, t.accent, 4)
  },

  /** Growth and care: a stem with leaves and a bud. */
  leaves({ x, y, s, t, v }: Ctx) {
    const side = v % 2 ? 1 : -1
    const p0: [number, number] = [x, y + s * 0.95]
    const p1: [number, number] = [x + side * s * 0.45, y]
    const p2: [number, number] = [x - side * s * 0.1, y - s * 0.75]
    const B = (u: number): [number, number] => [
      (1 - u) ** 2 * p0[0] + 2 * (1 - u) * u * p1[0] + u * u * p2[0],
      (1 - u) ** 2 * p0[1] + 2 * (1 - u) * u * p1[1] + u * u * p2[1],
    ]
    let o = ''
    for (let i = 0; i < 3; i++)
      o += path(
        `M${f(x - s * (0.9 - i * 0.2))} ${f(p0[1] + i * 14)}H${f(x + s * (0.9 - i * 0.2))}`,
        i ? t.line : t.strong,
      )
    o += path(`M${P(p0)}Q${P(p1)} ${P(p2)}`, t.strong)
    for (let i = 0; i < 6; i++) {
      const u = 0.2 + i * 0.12
      const [bx, by] = B(u)
      const [ax, ay] = B(u + 0.01)
      const dir = Math.atan2(ay - by, ax - bx)
      const lr = i % 2 ? 1 : -1
      o += `<path d="${vesica(bx, by, dir + lr * 0.95, s * (0.42 - i * 0.04), s * 0.1)}" fill="${i % 3 === 1 ? t.strong : t.line}"/>`
    }
    return o + dot(...p2, 8, t.accent)
  },

  /** Meetings: two circles and the ground they share. */
  dialogue({ x, y, s, t, v, d }: Ctx) {
    const unequal = d.kind === 'mentor'
    const r1 = s * (unequal ? 0.72 : 0.62)
    const r2 = s * (unequal ? 0.42 : 0.62)
    const dist = s * (unequal ? 0.85 : 0.72)
    const x1 = x - dist / 2 - (v % 2) * s * 0.05
    const x2 = x1 + dist
    const a = (r1 * r1 - r2 * r2 + dist * dist) / (2 * dist)
    const hh = Math.sqrt(r1 * r1 - a * a)
    const px = x1 + a
    let o = `<path d="M${f(px)} ${f(y - hh)}A${f(r2)} ${f(r2)} 0 0 0 ${f(px)} ${f(y + hh)}A${f(r1)} ${f(r1)} 0 0 0 ${f(px)} ${f(y - hh)}Z" fill="${t.faint}"/>`
    o += ring(x1, y, r1, t.strong) + ring(x2, y, r2, t.strong)
    o +=
      ring(x1, y, r1 + 16, t.line, 2, ' stroke-dasharray="2 10"') +
      ring(x2, y, r2 + 16, t.line, 2, ' stroke-dasharray="2 10"')
    return (
      o +
      path(`M${f(x1)} ${f(y)}H${f(x2)}`, t.line) +
      dot(x1, y, 5, t.strong) +
      dot(x2, y, 5, t.strong) +
      dot(px, y, 8, t.accent)
    )
  },

  /** Launches and funds: a path that starts flat and climbs, over rising bars. */
  launch({ x, y, s, t, v, d }: Ctx) {
    const o0: [number, number] = [x - s * 1.1, y + s * 0.62]
    const end: [number, number] = [x + s * 0.95, y - s * 0.72]
    let o = ''
    for (let i = 0; i < 6; i++) {
      const bx = o0[0] + s * 0.3 + i * s * 0.3
      const bh = s * (0.08 + 0.05 * i * i * 0.35 + (v % 2) * 0.02 * i)
      o += `<rect x="${f(bx - 10)}" y="${f(o0[1] + 24 - bh)}" width="20" height="${f(bh)}" rx="6" fill="${t.line}"/>`
    }
    o += path(`M${f(o0[0] - 20)} ${f(o0[1] + 24)}H${f(end[0] + 20)}`, t.line)
    if (d.kind === 'orbit')
      o += `<ellipse cx="${f(x + s * 0.2)}" cy="${f(y - s * 0.2)}" rx="${f(s * 0.95)}" ry="${f(s * 0.38)}" transform="rotate(-24 ${f(x + s * 0.2)} ${f(y - s * 0.2)})" stroke="${t.line}"/>`
    o += path(`M${P(o0)}C${f(x)} ${f(o0[1])} ${f(x + s * 0.45)} ${f(y + s * 0.25)} ${P(end)}`, t.strong, 4)
    o += dots(`M${P(end)}l${f(s * 0.22)} ${f(-s * 0.3)}`, t.strong, 2, 10)
    o += ring(...o0, 10, t.line) + ring(...o0, 22, t.faint)
    return o + ring(...end, 18, t.accent) + dot(...end, 8, t.accent)
  },

  /** Shares and headcounts: a hundred dots (or tiles), so many filled. */
  waffle({ x, y, s, r, t, d }: Ctx) {
    const tiles = d.kind === 'tiles'
    const cols = tiles ? 7 : 10
    const rows = tiles ? 5 : 10
    const p = Math.min(tiles ? 56 : 30, (s * (tiles ? 2.2 : 1.7)) / cols)
    const filled = d.count ?? Math.round(cols * rows * (0.55 + r() * 0.3))
    const x0 = x - ((cols - 1) * p) / 2
    const y0 = y - ((rows - 1) * p) / 2
    let o = ''
    if (tiles) {
      for (let i = 0; i < cols * rows; i++) {
        const [cx, cy] = [x0 + (i % cols) * p, y0 + Math.floor(i / cols) * p]
        const on = i < filled
        const c = i === filled - 1 ? t.accent : on ? t.line : t.faint
        o += `<rect x="${f(cx - p * 0.36)}" y="${f(cy - p * 0.36)}" width="${f(p * 0.72)}" height="${f(p * 0.72)}" rx="6" fill="${c}"/>`
      }
      return o
    }
    for (let j = 0; j < rows; j++) {
      const yy = y0 + j * p
      const n = Math.max(0, Math.min(cols, filled - j * cols))
      if (n > 0) o += dots(`M${f(x0)} ${f(yy)}H${f(x0 + (n - 1) * p + 0.1)}`, t.strong, p * 0.24, p)
      if (n < cols) o += dots(`M${f(x0 + n * p)} ${f(yy)}H${f(x0 + (cols - 1) * p + 0.1)}`, t.faint, p * 0.24, p)
    }
    const last = filled - 1
    return o + dot(x0 + (last % cols) * p, y0 + Math.floor(last / cols) * p, f(p * 0.24 + 1), t.accent)
  },

  /** Health: a pulse line through a monitor's rings. */
  pulse({ w, x, y, s, t, v }: Ctx) {
    const u = s * 0.1
    let o = ring(x, y, s * 0.55, t.line) + ring(x, y, s * 0.9, t.faint)
    o += path(
      `M0 ${f(y)}H${f(x - u * 5)}l${f(u)} ${f(-u * 1.2)} ${f(u)} ${f(u * 1.2)}h${f(u)}l${f(u)} ${f(-u * 6)} ${f(u * 1.4)} ${f(u * 9)} ${f(u)} ${f(-u * 3)}h${f(u * 1.6)}l${f(u)} ${f(-u * 1.6)} ${f(u)} ${f(u * 1.6)}H${w}`,
      t.strong,
    )
    const cx = x + s * (v % 2 ? -1.05 : 1.05)
    const cy = y - s * 0.6
    o += path(`M${f(cx - 14)} ${f(cy)}h28M${f(cx)} ${f(cy - 14)}v28`, t.line, 4)
    return o + dot(x - u * 1, y - u * 6, 8, t.accent)
  },

  /** Manufacturing and molecules: hexagonal cells. */
  hexgrid({ x, y, s, r, t, d }: Ctx) {
    const a = s * 0.24
    const molecule = d.kind === 'molecule'
    const cells: [number, number][] = []
    for (let q = -2; q <= 2; q++)
      for (let rr = -2; rr <= 2; rr++) {
        if (Math.abs(q + rr) > 2) continue
        if ((q || rr) && r() < (molecule ? 0.45 : 0.2)) continue
        cells.push([x + a * 1.5 * q, y + a * Math.sqrt(3) * (rr + q / 2)])
      }
    let o = ''
    let vertices: [number, number][] = []
    cells.forEach(([cx, cy], i) => {
      const pts = Array.from({ length: 6 }, (_, k) => at(cx, cy, a - (molecule ? 0 : 5), (k * Math.PI) / 3))
      const fill = !molecule && i % 5 === 2 ? ` fill="${t.faint}"` : ''
      o += `<path d="M${pts.map(P).join('L')}Z" stroke="${molecule ? t.strong : t.line}"${fill}/>`
      if (molecule) vertices = vertices.concat(pts)
    })
    if (molecule) {
      const seen = new Set<string>()
      vertices.forEach(([vx, vy]) => {
        const key = `${Math.round(vx)},${Math.round(vy)}`
        if (seen.has(key)) return
        seen.add(key)
        o += dot(vx, vy, 5, t.ground) + ring(vx, vy, 5, t.strong)
      })
    }
    return (
      o +
      `<path d="M${Array.from({ length: 6 }, (_, k) => P(at(x, y, a * 0.45, (k * Math.PI) / 3))).join('L')}Z" fill="${t.accent}"/>`
    )
  },

  /** Platforms: plates stacked in isometric view. */
  layers({ x, y, s, t, v }: Ctx) {
    const wx = s * 0.85
    const wy = s * 0.42
    let o = ''
    const n = 3 + (v % 2)
    for (let k = 0; k < n; k++) {
      const yk = y + s * 0.45 - k * s * (0.9 / (n - 1))
      o += `<path d="M${f(x - wx)} ${f(yk)}v14L${f(x)} ${f(yk + wy + 14)}L${f(x + wx)} ${f(yk + 14)}V${f(yk)}" fill="${t.field}" stroke="${t.line}"/>`
      o += `<path d="M${f(x - wx)} ${f(yk)}L${f(x)} ${f(yk - wy)}L${f(x + wx)} ${f(yk)}L${f(x)} ${f(yk + wy)}Z" fill="${t.ground}" stroke="${t.strong}"/>`
      if (k === n - 1) {
        o += `<path d="M${f(x - wx * 0.3)} ${f(yk)}L${f(x)} ${f(yk - wy * 0.3)}L${f(x + wx * 0.3)} ${f(yk)}L${f(x)} ${f(yk + wy * 0.3)}Z" fill="${t.accent}"/>`
      } else o += dots(`M${f(x - wx * 0.55)} ${f(yk)}L${f(x + wx * 0.55)} ${f(yk)}`, t.line, 2, 12)
    }
    return o
  },

  /** Government: columns under a pediment, on steps. */
  columns({ x, y, s, t, v }: Ctx) {
    const n = 4 + (v % 2) * 2
    const wide = s * 1.5
    const top = y - s * 0.35
    const base = y + s * 0.55
    let o = path(
      `M${f(x - wide / 2 - 20)} ${f(top)}L${f(x)} ${f(top - s * 0.42)}L${f(x + wide / 2 + 20)} ${f(top)}Z`,
      t.strong,
    )
    o += path(`M${f(x - wide / 2 - 20)} ${f(top + 14)}H${f(x + wide / 2 + 20)}`, t.line)
    for (let i = 0; i < n; i++) {
      const cx = x - wide / 2 + (wide * (i + 0.5)) / n
      o += `<rect x="${f(cx - 11)}" y="${f(top + 28)}" width="22" height="${f(base - top - 40)}" rx="6" stroke="${t.strong}"/>`
    }
    for (let i = 0; i < 3; i++)
      o += path(
        `M${f(x - wide / 2 - 20 - i * 20)} ${f(base + i * 14)}H${f(x + wide / 2 + 20 + i * 20)}`,
        i ? t.line : t.strong,
      )
    return o + dot(x, top - s * 0.16, 8, t.accent)
  },

  /** Service levels: a gauge and its needle. */
  gauge({ x, y, s, t, v }: Ctx) {
    const R = s * 0.8
    const a0 = Math.PI * 0.8
    const a1 = Math.PI * 2.2
    const val = a0 + (a1 - a0) * (0.62 + (v % 3) * 0.1)
    let ticks = ''
    for (let i = 0; i <= 12; i++) {
      const a = a0 + ((a1 - a0) * i) / 12
      ticks += `M${P(at(x, y, R + 14, a))}L${P(at(x, y, R + (i % 3 ? 24 : 32), a))}`
    }
    let o = path(ticks, t.line) + path(arc(x, y, R, a0, a1), t.line, 4) + path(arc(x, y, R, a0, val), t.strong, 4)
    o += ring(x, y, R * 0.4, t.faint) + path(`M${f(x)} ${f(y)}L${P(at(x, y, R * 0.82, val))}`, t.accent, 4)
    return o + dot(x, y, 8, t.accent)
  },

  /** Security: nested frames around a locked core. */
  vault({ x, y, s, t, v }: Ctx) {
    let o = ''
    ;[1.3, 0.98, 0.66].forEach((k, i) => {
      const a = s * k
      const more = i === 0 ? ' stroke-dasharray="2 10"' : ''
      o += `<rect x="${f(x - a / 2)}" y="${f(y - a / 2)}" width="${f(a)}" height="${f(a)}" rx="6" stroke="${i === 1 ? t.strong : t.line}"${more}/>`
    })
    for (const [dx, dy] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ])
      o += dot(x + (dx! * s * 0.98) / 2, y + (dy! * s * 0.98) / 2, 5, t.strong)
    const turn = v * 0.5
    o +=
      ring(x, y, s * 0.16, t.strong, 4) +
      path(`M${f(x)} ${f(y)}L${P(at(x, y, s * 0.16, turn - Math.PI / 2))}`, t.strong, 4)
    return o + dot(x, y, 6, t.accent)
  },

  /** Ledgers and web3: blocks, each linked to the one before. */
  blocks({ x, y, s, t, v }: Ctx) {
    const n = 5
    const side = s * 0.3
    let o = ''
    const centres = Array.from({ length: n }, (_, i): [number, number] => [
      x - s * 1.0 + (i * s * 2.0) / (n - 1),
      y + s * 0.45 - (i * s * 0.9) / (n - 1) + (i % 2 ? -s * 0.15 : s * 0.15),
    ])
    o += path('M' + centres.map(P).join('L'), t.line, 4, ' stroke-dasharray="8 10"')
    centres.forEach(([cx, cy], i) => {
      const accent = i === (v % 3) + 1
      o += `<rect x="${f(cx - side / 2)}" y="${f(cy - side / 2)}" width="${f(side)}" height="${f(side)}" rx="6" fill="${t.ground}" stroke="${accent ? t.accent : t.strong}"${accent ? ' stroke-width="4"' : ''}/>`
      o += `<rect x="${f(cx - side / 5)}" y="${f(cy - side / 5)}" width="${f((side * 2) / 5)}" height="${f((side * 2) / 5)}" rx="6" fill="${t.line}"/>`
    })
    return o
  },
} satisfies Record<string, (c: Ctx) => string>

export type Motif = keyof typeof MOTIFS

function star(x: number, y: number, outer: number, inner: number, n: number, fill: string, rot: number): string {
  const pts: string[] = []
  for (let i = 0; i < n * 2; i++) pts.push(P(at(x, y, i % 2 ? inner : outer, rot + (i * Math.PI) / n)))
  return `<path d="M${pts.join('L')}Z" fill="${fill}"/>`
}

/** Where the motif sits in each picture of a series, as fractions of the picture, and its scale. */
const FRAMES: [number, number, number][] = [
  [0.5, 0.5, 1],
  [0.34, 0.52, 1.2],
  [0.64, 0.46, 0.9],
  [0.5, 0.58, 1.45],
  [0.3, 0.44, 0.85],
  [0.68, 0.55, 1.1],
]

export type Options = {
  width: number
  height: number
  motif: Motif
  seed: number
  /** The picture's number in its series: it picks the framing and the variant. */
  variant?: number
  /** A framing other than the variant's (a video poster moves its motif aside for the Play button). */
  frame?: number
  tone?: keyof typeof TONES
  detail?: Detail
  /** A second motif, dimmed, for context (a meeting about technology: dialogue with circuit behind). */
  behind?: Motif
  behindDetail?: Detail
}

export function illustration(o: Options): string {
  const { width: w, height: h } = o
  const t: Tone = TONES[o.tone ?? 'navy']
  const v = o.variant ?? 0
  const r = seeded(o.seed)
  const [fx, fy, k] = FRAMES[(o.frame ?? v) % FRAMES.length]!
  const size = Math.sqrt(w * h) * 0.27 * k
  const x = w * (fx + (r() - 0.5) * 0.04)
  const y = h * (fy + (r() - 0.5) * 0.04)
  const ctx: Ctx = { w, h, x, y, s: size, r, t, v, d: o.detail ?? {} }
  const map = o.motif === 'routes'
  let body = `<rect width="${w}" height="${h}" fill="${t.ground}"/>`
  if (!map) {
    body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 1.3)}" fill="${t.field}"/>`
    body += `<defs><pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="1.5" fill="${t.faint}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`
  }
  body += `<g fill="none" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">`
  if (o.behind) {
    const dim: Tone = { ...t, strong: t.line, line: t.faint, accent: t.line }
    // Beside the motif, on the side with more room, and a little lower.
    const bx = x + (x <= w / 2 ? 0.4 : -0.4) * w
    body += MOTIFS[o.behind]({ ...ctx, x: bx, y: y + h * 0.06, s: size * 0.85, t: dim, d: o.behindDetail ?? {} })
  }
  body += MOTIFS[o.motif](ctx) + '</g>'
  if (o.tone === 'paper')
    body += `<path d="M40 36H${w - 40}M40 44H${w - 40}M40 ${h - 36}H${w - 40}" stroke="${t.strong}" stroke-width="2"/>`
  return body
}
