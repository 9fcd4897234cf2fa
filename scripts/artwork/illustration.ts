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
//   density, seeded by the picture's number; some motifs have a shot per picture,
//   and any can be shown in detail through a lens), never copies.
// - the motif stays whole inside its picture, a margin all round (REACH), and
//   off the middle only to make room for a second motif or a Play button.
import { NAVY, ORANGE, P, at, round1, seeded } from './svg'
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
  /** Routes: a tour, each leg from the city before. */
  tour?: boolean
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

const f = round1
const TAU = Math.PI * 2

function arc(x: number, y: number, r: number, a0: number, a1: number): string {
  return `M${P(at(x, y, r, a0))}A${f(r)} ${f(r)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${P(at(x, y, r, a1))}`
}
const path = (d: string, stroke: string, width = 2, more = '') =>
  `<path d="${d}" stroke="${stroke}"${width === 2 ? '' : ` stroke-width="${width}"`}${more}/>`
const ring = (x: number, y: number, r: number, stroke: string, width = 2, more = '') =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" stroke="${stroke}"${width === 2 ? '' : ` stroke-width="${width}"`}${more}/>`
/** A rectangle with the system's corner radius, unless `more` sets its own. */
const rect = (x: number, y: number, w: number, h: number, more = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${more.includes(' rx=') ? '' : ' rx="6"'}${more}/>`
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

/** The shots of a conference hall, one per picture of a series. */
const HALL = ['fan', 'facing', 'stage', 'tables', 'panel', 'podium']

// ---------------------------------------------------------------------------
// Motifs. Each draws around (x, y) at size s, in the tone's colours.

const MOTIFS = {
  /** Conclaves and summits: concentric rings; seats around a round table, or a board's long table. */
  rings({ x, y, s, r, t, v, d }: Ctx) {
    const kind = d.kind ?? ['table', 'board', 'arc'][v % 3]
    if (kind === 'board') {
      // A board table seen from above: a long table, six seats a side, the chair's at its head.
      const [L, H] = [s * 0.85, s * 0.28]
      let o = `<rect x="${f(x - L)}" y="${f(y - H)}" width="${f(2 * L)}" height="${f(2 * H)}" rx="${f(H)}" fill="${t.field}" stroke="${t.strong}"/>`
      o += dots(`M${f(x - L + H)} ${f(y)}H${f(x + L - H + 0.1)}`, t.line, 2, 12)
      for (let k = 0; k < 6; k++) {
        const cx = x - L + H + (k * (2 * L - 2 * H)) / 5
        for (const side of [-1, 1]) {
          o += ring(cx, y + side * (H + s * 0.14), s * 0.075, t.strong, 2, ` fill="${t.ground}"`)
          o += path(`M${f(cx - s * 0.05)} ${f(y + side * (H - 12))}h${f(s * 0.1)}`, t.line)
        }
      }
      o += ring(x + L + s * 0.15, y, s * 0.075, t.strong, 2, ` fill="${t.ground}"`)
      return o + ring(x - L - s * 0.15, y, s * 0.085, t.accent, 4, ` fill="${t.ground}"`)
    }
    let o = ''
    ;[0.3, 0.55, 0.8, 1.05].forEach((k, i) => (o += ring(x, y, s * k, i === 1 ? t.strong : t.line)))
    o += dots(arc(x, y, s * 1.25, 0, TAU - 0.01), t.line, 2, 14)
    if (kind === 'table') o += dots(arc(x, y, s * 0.55, 0, TAU - 0.01), t.strong, 5, (TAU * s * 0.55) / 12)
    else o += dots(arc(x, y, s * 0.8, Math.PI, TAU), t.strong, 4, 18)
    const a = r() * TAU
    return o + path(arc(x, y, s * 0.8, a, a + 0.8), t.accent, 4) + dot(x, y, 8, t.strong)
  },

  /**
   * A conference hall, each picture of a series a different shot of it: seats fanned round the
   * stage, rows facing it, the stage and its screen, a panel at its table, the tables of the
   * evening, the lectern close up.
   */
  amphitheatre({ x, y, s, t, v, d }: Ctx) {
    const kind = d.kind ?? HALL[v % HALL.length]!
    let o = ''
    const seatRow = (cy: number, half: number, i: number) =>
      dots(`M${f(x - half)} ${f(cy)}H${f(x + half)}`, i % 2 ? t.line : t.strong, 4, 17 + i)
    if (kind === 'facing') {
      // From the back of the hall: rows that widen towards the viewer.
      const sy = y - s * 0.7
      for (let i = 0; i < 7; i++) o += seatRow(sy + s * 0.42 + i * s * (0.13 + i * 0.012), s * (0.55 + i * 0.12), i)
      o += path(arc(x, sy, s * 0.18, 0, Math.PI), t.line) + path(arc(x, sy, s * 0.26, 0, Math.PI), t.line)
      return o + rect(x - s * 0.3, sy - 5, s * 0.6, 10, ` rx="5" fill="${t.accent}"`)
    }
    if (kind === 'stage') {
      // The stage: its screen with a slide, the lectern, the first rows.
      const top = y - s * 0.85
      o += rect(x - s * 0.75, top, s * 1.5, s * 0.62, ` fill="${t.field}" stroke="${t.strong}"`)
      o += path(`M${f(x - s * 0.6)} ${f(top + s * 0.14)}h${f(s * 0.5)}`, t.strong, 4)
      for (let i = 0; i < 5; i++) {
        const bh = s * (0.08 + i * 0.05)
        o += rect(x + s * (0.02 + i * 0.12), top + s * 0.5 - bh, s * 0.07, bh, ` fill="${t.line}"`)
      }
      o += dots(
        `M${f(x - s * 0.6)} ${f(top + s * 0.3)}h${f(s * 0.4)}M${f(x - s * 0.6)} ${f(top + s * 0.42)}h${f(s * 0.3)}`,
        t.line,
        2,
        10,
      )
      const sy = y + s * 0.05
      o +=
        path(`M${f(x - s * 1.1)} ${f(sy)}H${f(x + s * 1.1)}`, t.strong, 4) +
        path(`M${f(x - s * 1.05)} ${f(sy + 14)}H${f(x + s * 1.05)}`, t.line)
      const lx = x + s * 0.9
      o += `<path d="M${f(lx - s * 0.09)} ${f(sy)}L${f(lx - s * 0.12)} ${f(sy - s * 0.28)}H${f(lx + s * 0.12)}L${f(lx + s * 0.09)} ${f(sy)}Z" fill="${t.ground}" stroke="${t.strong}"/>`
      o += rect(lx - s * 0.15, sy - s * 0.28 - 8, s * 0.3, 8, ` rx="4" fill="${t.accent}"`)
      for (let i = 0; i < 3; i++) o += seatRow(y + s * (0.36 + i * 0.15), s * (0.95 + i * 0.06), i)
      return o
    }
    if (kind === 'tables') {
      // The evening: round tables with their seats, one of them ours.
      for (let j = 0; j < 2; j++)
        for (let i = 0; i < 3; i++) {
          const [cx, cy] = [x + (i - 1) * s * 0.8 + (j - 0.5) * s * 0.16, y + (j - 0.5) * s * 0.78]
          const ours = i === v % 3 && j === 1
          o += ring(cx, cy, s * 0.17, ours ? t.accent : t.strong, ours ? 4 : 2, ` fill="${t.field}"`)
          o += ring(cx, cy, s * 0.08, t.line)
          for (let k = 0; k < 8; k++) o += dot(...at(cx, cy, s * 0.29, (k * TAU) / 8 + j * 0.39), 5, t.line)
        }
      return o
    }
    if (kind === 'panel') {
      // A panel: the banner behind, five seats at a long table, name cards and microphones.
      o += rect(x - s, y - s * 0.86, s * 2, s * 0.3, ` stroke="${t.line}"`)
      o += path(`M${f(x - s * 0.4)} ${f(y - s * 0.71)}H${f(x + s * 0.4)}`, t.strong, 4)
      for (let i = 0; i < 5; i++) {
        const cx = x + (i - 2) * s * 0.38
        o += ring(cx, y - s * 0.27, s * 0.11, i === 2 ? t.accent : t.strong, i === 2 ? 4 : 2, ` fill="${t.field}"`)
      }
      o += rect(x - s, y - s * 0.12, s * 2, s * 0.22, ` fill="${t.ground}" stroke="${t.strong}"`)
      for (let i = 0; i < 5; i++) {
        const cx = x + (i - 2) * s * 0.38
        o += rect(cx - s * 0.1, y - s * 0.05, s * 0.2, s * 0.08, ` rx="3" fill="${t.line}"`)
        o += path(`M${f(cx + s * 0.12)} ${f(y - s * 0.12)}l${f(s * 0.05)} ${f(-s * 0.13)}`, t.line)
      }
      for (let i = 0; i < 2; i++) o += seatRow(y + s * (0.42 + i * 0.17), s * (0.9 + i * 0.06), i)
      return o
    }
    if (kind === 'blocks') {
      // The hall from above: the stage at the front, three blocks of seats and their aisles.
      o += rect(x - s * 1.2, y - s, s * 2.4, s * 1.98, ` stroke="${t.line}"`)
      o += rect(x - s * 0.7, y - s * 0.86, s * 1.4, s * 0.24, ` fill="${t.field}" stroke="${t.strong}"`)
      o += rect(x - s * 0.12, y - s * 0.78, s * 0.24, 8, ` rx="4" fill="${t.accent}"`)
      for (let b = -1; b <= 1; b++)
        for (let row = 0; row < 6; row++) {
          const [bx, by, half] = [x + b * s * 0.76, y - s * 0.4 + row * s * 0.22, s * (b ? 0.26 : 0.32)]
          o += dots(`M${f(bx - half)} ${f(by)}H${f(bx + half + 0.1)}`, row % 2 ? t.line : t.strong, 4, f(s * 0.13))
        }
      return o
    }
    if (kind === 'podium') {
      // Close up: the lectern in a spotlight, its microphone.
      o += `<path d="M${f(x - s * 0.1)} ${f(y - s)}L${f(x - s * 0.72)} ${f(y + s * 0.78)}H${f(x + s * 0.72)}L${f(x + s * 0.1)} ${f(y - s)}Z" fill="${t.faint}"/>`
      o += `<ellipse cx="${f(x)}" cy="${f(y + s * 0.78)}" rx="${f(s * 0.72)}" ry="${f(s * 0.12)}" stroke="${t.line}"/>`
      o += `<path d="M${f(x - s * 0.3)} ${f(y + s * 0.74)}L${f(x - s * 0.38)} ${f(y - s * 0.12)}H${f(x + s * 0.38)}L${f(x + s * 0.3)} ${f(y + s * 0.74)}Z" fill="${t.ground}" stroke="${t.strong}"/>`
      o += `<path d="M${f(x - s * 0.46)} ${f(y - s * 0.12)}L${f(x - s * 0.4)} ${f(y - s * 0.28)}H${f(x + s * 0.4)}L${f(x + s * 0.46)} ${f(y - s * 0.12)}Z" fill="${t.ground}" stroke="${t.strong}"/>`
      o += ring(x, y + s * 0.25, s * 0.14, t.line) + ring(x, y + s * 0.25, s * 0.06, t.line)
      const [mx, my] = [x - s * 0.08, y - s * 0.62]
      o += path(
        `M${f(x + s * 0.12)} ${f(y - s * 0.28)}Q${f(x + s * 0.12)} ${f(my + s * 0.04)} ${f(mx)} ${f(my)}`,
        t.strong,
        4,
      )
      o += path(arc(mx, my, s * 0.17, -2.7, -1.3), t.strong) + path(arc(mx, my, s * 0.28, -2.7, -1.3), t.line)
      return o + dot(mx, my, 9, t.accent)
    }
    // The wide shot: rows of seats fanned around the stage, seen from above.
    const sy = y + s * 0.6
    for (let i = 0; i < 7; i++) {
      const spread = 0.12 + 0.08 * (v % 3)
      o += dots(arc(x, sy, s * (0.42 + i * 0.17), Math.PI + spread, TAU - spread), i % 2 ? t.line : t.strong, 4, 17)
    }
    o += path(arc(x, sy, s * 0.2, Math.PI, TAU), t.line) + path(arc(x, sy, s * 0.28, Math.PI, TAU), t.line)
    return o + rect(x - s * 0.22, sy - 5, s * 0.44, 10, ` rx="5" fill="${t.accent}"`)
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
    if (d.kind === 'trophy') {
      // A cup on its stem and plinth, a handle either side, a star on its bowl.
      const top = y - s * 0.7
      let o = ''
      for (const side of [-1, 1])
        o += path(
          `M${f(x + side * s * 0.4)} ${f(top + s * 0.1)}C${f(x + side * s * 0.72)} ${f(top + s * 0.1)} ${f(x + side * s * 0.72)} ${f(top + s * 0.46)} ${f(x + side * s * 0.3)} ${f(top + s * 0.52)}`,
          t.strong,
          4,
        )
      o += `<path d="M${f(x - s * 0.42)} ${f(top)}H${f(x + s * 0.42)}C${f(x + s * 0.42)} ${f(top + s * 0.5)} ${f(x + s * 0.2)} ${f(top + s * 0.72)} ${f(x)} ${f(top + s * 0.72)}C${f(x - s * 0.2)} ${f(top + s * 0.72)} ${f(x - s * 0.42)} ${f(top + s * 0.5)} ${f(x - s * 0.42)} ${f(top)}Z" fill="${t.field}" stroke="${t.strong}"/>`
      o +=
        path(`M${f(x - s * 0.47)} ${f(top)}H${f(x + s * 0.47)}`, t.strong, 4) +
        path(`M${f(x)} ${f(top + s * 0.72)}V${f(top + s * 0.98)}`, t.strong, 4)
      o += rect(x - s * 0.3, top + s * 0.98, s * 0.6, s * 0.14, ` fill="${t.ground}" stroke="${t.strong}"`)
      o += rect(x - s * 0.42, top + s * 1.12, s * 0.84, s * 0.22, ` fill="${t.field}" stroke="${t.strong}"`)
      o += path(`M${f(x - s * 0.2)} ${f(top + s * 1.23)}h${f(s * 0.4)}`, t.line)
      for (const [px, py] of [
        [x - s * 0.78, top + s * 0.06],
        [x + s * 0.8, top + s * 0.62],
      ] as const)
        o += path(`M${f(px - 7)} ${f(py)}h14M${f(px)} ${f(py - 7)}v14`, t.line)
      return o + star(x, top + s * 0.3, s * 0.15, s * 0.065, 5 + (v % 2), t.accent, -Math.PI / 2)
    }
    if (d.kind === 'crystal') {
      // A crystal award: a tall faceted block on its base, a star cut into it.
      const top = y - s * 0.9
      let o = `<path d="M${f(x - s * 0.3)} ${f(y + s * 0.5)}L${f(x - s * 0.36)} ${f(top + s * 0.26)}L${f(x - s * 0.1)} ${f(top)}H${f(x + s * 0.22)}L${f(x + s * 0.36)} ${f(top + s * 0.3)}L${f(x + s * 0.3)} ${f(y + s * 0.5)}Z" fill="${t.field}" stroke="${t.strong}"/>`
      o += path(
        `M${f(x - s * 0.1)} ${f(top)}L${f(x - s * 0.02)} ${f(y + s * 0.5)}M${f(x + s * 0.22)} ${f(top)}L${f(x + s * 0.08)} ${f(top + s * 0.62)}`,
        t.line,
      )
      o += star(x + s * 0.03, top + s * 0.5, s * 0.14, s * 0.06, 5 + (v % 2) * 3, t.accent, -Math.PI / 2)
      o += rect(x - s * 0.46, y + s * 0.5, s * 0.92, s * 0.2, ` fill="${t.ground}" stroke="${t.strong}"`)
      o += path(`M${f(x - s * 0.22)} ${f(y + s * 0.6)}h${f(s * 0.44)}`, t.line)
      for (const [px, py] of [
        [x - s * 0.62, top + s * 0.2],
        [x + s * 0.64, top + s * 0.78],
      ] as const)
        o += path(`M${f(px - 7)} ${f(py)}h14M${f(px)} ${f(py - 7)}v14`, t.line)
      return o
    }
    if (d.kind === 'globe') {
      // A globe award: the world in its holder on a stand, a star at its pole.
      const cy = y - s * 0.2
      let o = ring(x, cy, s * 0.5, t.strong, 2, ` fill="${t.field}"`)
      o += `<ellipse cx="${f(x)}" cy="${f(cy)}" rx="${f(s * 0.22)}" ry="${f(s * 0.5)}" stroke="${t.line}"/><ellipse cx="${f(x)}" cy="${f(cy)}" rx="${f(s * 0.5)}" ry="${f(s * 0.13)}" stroke="${t.line}"/>`
      o += path(
        `M${f(x - s * 0.42)} ${f(cy - s * 0.27)}H${f(x + s * 0.42)}M${f(x - s * 0.42)} ${f(cy + s * 0.27)}H${f(x + s * 0.42)}`,
        t.line,
      )
      o += path(arc(x, cy, s * 0.62, 0.45 + (v % 2) * 0.1, Math.PI - 0.45), t.strong, 4)
      o += path(`M${f(x)} ${f(cy + s * 0.62)}V${f(y + s * 0.56)}`, t.strong, 4)
      o += rect(x - s * 0.4, y + s * 0.56, s * 0.8, s * 0.18, ` fill="${t.ground}" stroke="${t.strong}"`)
      return o + star(x, cy - s * 0.62, s * 0.13, s * 0.055, 5, t.accent, -Math.PI / 2)
    }
    if (d.kind === 'badge') {
      // A badge: a hexagon on two ribbon tails, a star at its heart.
      let o = ''
      for (const side of [-1, 1])
        o += `<path d="M${f(x + side * s * 0.08)} ${f(y + s * 0.2)}L${f(x + side * s * 0.4)} ${f(y + s * 0.98)}L${f(x + side * s * 0.24)} ${f(y + s * 0.88)}L${f(x + side * s * 0.14)} ${f(y + s * 1.02)}L${f(x - side * s * 0.12)} ${f(y + s * 0.3)}Z" fill="${t.faint}" stroke="${t.line}"/>`
      const hex = (k: number) =>
        'M' + Array.from({ length: 6 }, (_, i) => P(at(x, y, s * k, (i * Math.PI) / 3 + Math.PI / 6))).join('L') + 'Z'
      o += `<path d="${hex(0.62)}" fill="${t.field}" stroke="${t.strong}" stroke-width="4"/><path d="${hex(0.48)}" stroke="${t.line}"/>`
      o += path(
        `M${f(x - s * 0.16)} ${f(y + s * 0.26)}l${f(s * 0.16)} ${f(-s * 0.08)} ${f(s * 0.16)} ${f(s * 0.08)}`,
        t.strong,
      )
      return o + star(x, y - s * 0.04, s * 0.22, s * 0.09, 5 + (v % 2), t.accent, -Math.PI / 2)
    }
    if (d.kind === 'plaque') {
      // A plaque: an arched board, a medallion, an engraved plate.
      let o = `<path d="M${f(x - s * 0.62)} ${f(y - s * 0.62)}Q${f(x)} ${f(y - s * 0.95)} ${f(x + s * 0.62)} ${f(y - s * 0.62)}V${f(y + s * 0.74)}H${f(x - s * 0.62)}Z" fill="${t.field}" stroke="${t.strong}"/>`
      o += `<path d="M${f(x - s * 0.52)} ${f(y - s * 0.56)}Q${f(x)} ${f(y - s * 0.83)} ${f(x + s * 0.52)} ${f(y - s * 0.56)}V${f(y + s * 0.64)}H${f(x - s * 0.52)}Z" stroke="${t.line}"/>`
      o += ring(x, y - s * 0.26, s * 0.22, t.strong, 2, ` fill="${t.ground}"`) + ring(x, y - s * 0.26, s * 0.16, t.line)
      o += star(x, y - s * 0.26, s * 0.11, s * 0.05, 6 + (v % 3), t.accent, -Math.PI / 2)
      o += rect(x - s * 0.4, y + s * 0.1, s * 0.8, s * 0.36, ` fill="${t.ground}" stroke="${t.line}"`)
      o +=
        path(`M${f(x - s * 0.26)} ${f(y + s * 0.22)}h${f(s * 0.52)}`, t.strong, 4) +
        path(`M${f(x - s * 0.2)} ${f(y + s * 0.34)}h${f(s * 0.4)}`, t.line)
      for (const dx of [-1, 1]) o += dot(x + dx * s * 0.33, y + s * 0.28, 3, t.line)
      return o + path(`M${f(x - s * 0.75)} ${f(y + s * 0.78)}H${f(x + s * 0.75)}`, t.line)
    }
    if (d.kind === 'certificate') {
      // A framed certificate: its title, lines of text, a signature, a seal with two ribbons.
      let o = rect(x - s * 0.95, y - s * 0.68, s * 1.9, s * 1.28, ` fill="${t.field}" stroke="${t.strong}"`)
      o += rect(
        x - s * 0.95 + 10,
        y - s * 0.68 + 10,
        s * 1.9 - 20,
        s * 1.28 - 20,
        ` stroke="${t.line}" stroke-dasharray="2 8"`,
      )
      o +=
        path(`M${f(x - s * 0.42)} ${f(y - s * 0.44)}h${f(s * 0.84)}`, t.strong, 4) +
        path(`M${f(x - s * 0.58)} ${f(y - s * 0.3)}h${f(s * 1.16)}`, t.line)
      for (let k = 0; k < 3; k++)
        o += path(`M${f(x - s * 0.7)} ${f(y - s * 0.1 + k * s * 0.12)}h${f(s * (1.4 - (k % 2) * 0.3))}`, t.line)
      o += path(
        `M${f(x - s * 0.76)} ${f(y + s * 0.38)}q${f(s * 0.08)} ${f(-s * 0.14)} ${f(s * 0.14)} 0t${f(s * 0.14)} 0 ${f(s * 0.14)} 0`,
        t.strong,
      )
      o += path(`M${f(x - s * 0.78)} ${f(y + s * 0.45)}h${f(s * 0.5)}`, t.line)
      const [sx, sy] = [x + s * 0.55, y + s * 0.34]
      for (const side of [-1, 1])
        o += `<path d="M${f(sx + side * s * 0.05)} ${f(sy)}L${f(sx + side * s * 0.16)} ${f(sy + s * 0.4)}L${f(sx + side * s * 0.06)} ${f(sy + s * 0.34)}L${f(sx)} ${f(sy + s * 0.42)}Z" fill="${t.faint}" stroke="${t.line}"/>`
      o += ring(sx, sy, s * 0.17, t.strong, 2, ` fill="${t.ground}"`)
      return o + star(sx, sy, s * 0.1, s * 0.045, 8, t.accent, -Math.PI / 2)
    }
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
      const [px, py] = at(x, cy, s * (0.85 + r() * 0.2), a + (i % 2 ? 0 : Math.PI))
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
    // Every route is whole in its picture: where it starts, and where it ends (others are left out).
    const inside = ([px, py]: [number, number]) => px > 16 && px < w - 16 && py > 16 && py < h - 16
    const from = xy(CITIES[d.from ?? 'hyderabad'])
    if (!inside(from)) throw new Error(`routes: ${d.from ?? 'hyderabad'} is outside the ${d.view} view`)
    const to = (d.to ?? ['newYork']).filter((city) => inside(xy(CITIES[city])))
    if (!to.length) throw new Error(`routes: no destination inside the ${d.view} view`)
    // From the first city to each of the others, or (a tour) from each to the next.
    let a = from
    to.forEach((city, i) => {
      const b = xy(CITIES[city])
      const len = Math.hypot(b[0] - a[0], b[1] - a[1])
      const lift = len * (0.24 + 0.04 * ((i + v) % 3))
      // The arc's highest point, a quarter of the way to its control point, stays inside the picture.
      const cy = Math.max((a[1] + b[1]) / 2 - lift, (h * 0.24 - a[1] - b[1]) / 2)
      const c: [number, number] = [(a[0] + b[0]) / 2, cy]
      const route = `M${P(a)}Q${P(c)} ${P(b)}`
      if (d.tour) a = b
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
  network({ x, y, s, r, t, v, d }: Ctx) {
    if (d.kind === 'hub') {
      // A centre and the offices it serves: spokes out to clusters all round it.
      let o = dots(arc(x, y, s * 1.06, 0, TAU - 0.01), t.line, 2, 14)
      for (let i = 0; i < 6; i++) {
        const a = (i * TAU) / 6 + v * 0.2 + 0.3
        const [cx, cy] = at(x, y, s * 0.76, a)
        o += path(
          `M${P(at(x, y, s * 0.26, a))}L${P(at(cx, cy, s * 0.15, a + Math.PI))}`,
          i % 2 ? t.line : t.strong,
          i % 2 ? 2 : 4,
        )
        o += ring(cx, cy, s * 0.15, t.strong, 2, ` fill="${t.field}"`)
        const n = 3 + (i % 3)
        for (let k = 0; k < n; k++) o += dot(...at(cx, cy, s * 0.07, (k * TAU) / n + a), 4, t.strong)
      }
      return (
        o +
        ring(x, y, s * 0.22, t.accent, 4, ` fill="${t.field}"`) +
        ring(x, y, s * 0.12, t.line) +
        dot(x, y, 7, t.accent)
      )
    }
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

  /** Transformation: three arcs turning into one another; or (kind 'spiral') a spiral widening, turn by turn. */
  cycle({ x, y, s, t, v, d }: Ctx) {
    if (d.kind === 'spiral') {
      const pts: [number, number][] = []
      const n = 110
      for (let k = 0; k <= n; k++)
        pts.push(at(x, y, s * (0.1 + (0.78 * k) / n), -Math.PI / 2 + v * 0.4 + (k * 2.25 * TAU) / n))
      let o = dots(arc(x, y, s * 1.02, 0, TAU - 0.01), t.line, 2, 14) + path('M' + pts.map(P).join('L'), t.strong, 4)
      // A step at each quarter turn, the last turn's end the accent.
      for (let k = 12; k < n - 6; k += 12) o += ring(...pts[k]!, 6, t.line, 2, ` fill="${t.ground}"`)
      const [ex, ey] = pts[n]!
      const dir = Math.atan2(ey - pts[n - 2]![1], ex - pts[n - 2]![0])
      o += `<path d="M${P(at(ex, ey, 14, dir))}L${P(at(ex, ey, 10, dir + 2.4))}L${P(at(ex, ey, 10, dir - 2.4))}Z" fill="${t.accent}"/>`
      return o + dot(x, y, 6, t.accent)
    }
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
  matching({ x, y, s, r, t, v, d }: Ctx) {
    const kind = d.kind ?? (v % 2 ? 'down' : 'across')
    if (kind === 'ring') {
      // Seekers all round the outside, employers round the middle, each seeker's line to one.
      const [nl, nr, turn] = [14, 5, v * 0.2 - Math.PI / 2]
      const employers = Array.from({ length: nr }, (_, j) => at(x, y, s * 0.34, turn + (j * TAU) / nr))
      const pick = Math.floor(r() * nl)
      let [lines, accent, seekers] = ['', '', '']
      for (let i = 0; i < nl; i++) {
        const a = turn + (i * TAU) / nl
        const j = (Math.round((i / nl) * nr + (r() - 0.5)) + nr) % nr
        const seg = `M${P(at(x, y, s * 0.92, a))}Q${P(at(x, y, s * 0.66, a))} ${P(employers[j]!)}`
        if (i === pick) accent = path(seg, t.accent)
        else lines += seg
        seekers += dot(...at(x, y, s * 0.92, a), 6, i === pick ? t.accent : t.strong)
      }
      let o = dots(arc(x, y, s * 1.06, 0, TAU - 0.01), t.line, 2, 14) + path(lines, t.line) + accent + seekers
      for (const [cx, cy] of employers) o += rect(cx - 12, cy - 12, 24, 24, ` fill="${t.ground}" stroke="${t.strong}"`)
      return o
    }
    const down = kind === 'down'
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

  /** Meetings: two circles and the ground they share; or (kind 'desk') a desk with its chairs and papers. */
  dialogue({ x, y, s, t, v, d }: Ctx) {
    if (d.kind === 'desk') {
      // Across a desk: the host's chair behind it, two guests before it, papers between them.
      let o = rect(x - s * 0.85, y - s * 0.28, s * 1.7, s * 0.56, ` fill="${t.field}" stroke="${t.strong}"`)
      o += ring(x, y - s * 0.5, s * 0.13, t.strong, 2, ` fill="${t.ground}"`)
      for (const side of [-1, 1])
        o += ring(x + side * s * 0.42, y + s * 0.5, s * 0.12, t.strong, 2, ` fill="${t.ground}"`)
      o += rect(x - s * 0.2, y - s * 0.22, s * 0.4, s * 0.07, ` rx="3" fill="${t.line}"`)
      ;[-0.42, 0.3].forEach((px, i) => {
        const [cx, cy] = [x + px * s, y + s * 0.04]
        const turn = (i ? 8 : -6) + (v % 3) * 3
        let paper = rect(
          cx - s * 0.15,
          cy - s * 0.11,
          s * 0.3,
          s * 0.22,
          ` rx="3" fill="${t.ground}" stroke="${t.line}"`,
        )
        for (let k = 0; k < 3; k++)
          paper += path(`M${f(cx - s * 0.1)} ${f(cy - s * 0.05 + k * s * 0.05)}h${f(s * (0.2 - k * 0.05))}`, t.line)
        o += `<g transform="rotate(${turn} ${f(cx)} ${f(cy)})">${paper}</g>`
      })
      o += ring(x + s * 0.7, y - s * 0.15, s * 0.06, t.line) + dot(x + s * 0.7, y - s * 0.15, 3, t.line)
      return o + path(`M${f(x + s * 0.02)} ${f(y + s * 0.16)}l${f(s * 0.16)} ${f(-s * 0.07)}`, t.accent, 4)
    }
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

  /**
   * Launches and funds: a path that starts flat and climbs, over rising bars; or (kind 'rocket')
   * a rocket leaving its trail; or (kind 'orbit', aerospace) a planet and a satellite's orbit.
   */
  launch({ x, y, s, r, t, v, d }: Ctx) {
    if (d.kind === 'rocket') {
      // Drawn upright about (x, y), then tilted to climb to the right.
      const body = `M${f(x)} ${f(y - s * 0.72)}C${f(x + s * 0.26)} ${f(y - s * 0.48)} ${f(x + s * 0.24)} ${f(y - s * 0.05)} ${f(x + s * 0.19)} ${f(y + s * 0.3)}H${f(x - s * 0.19)}C${f(x - s * 0.24)} ${f(y - s * 0.05)} ${f(x - s * 0.26)} ${f(y - s * 0.48)} ${f(x)} ${f(y - s * 0.72)}Z`
      let rocket = `<path d="M${f(x - s * 0.1)} ${f(y + s * 0.3)}Q${f(x)} ${f(y + s * 0.66)} ${f(x + s * 0.1)} ${f(y + s * 0.3)}Z" fill="${t.accent}"/>`
      for (const side of [-1, 1])
        rocket += `<path d="M${f(x + side * s * 0.2)} ${f(y)}L${f(x + side * s * 0.38)} ${f(y + s * 0.34)}H${f(x + side * s * 0.18)}Z" fill="${t.ground}" stroke="${t.strong}"/>`
      rocket +=
        `<path d="${body}" fill="${t.field}" stroke="${t.strong}"/>` +
        ring(x, y - s * 0.3, s * 0.09, t.strong, 2, ` fill="${t.ground}"`)
      rocket += path(`M${f(x - s * 0.17)} ${f(y + s * 0.12)}H${f(x + s * 0.17)}`, t.line)
      rocket += dots(`M${f(x)} ${f(y + s * 0.78)}V${f(y + s * 1.2)}`, t.line, 3, 14)
      let o = path(
        `M${f(x - s * 1.15)} ${f(y + s * 0.95)}Q${f(x - s * 0.2)} ${f(y + s * 0.62)} ${f(x + s * 0.9)} ${f(y + s * 0.72)}`,
        t.line,
      )
      for (let i = 0; i < 7; i++) {
        const [px, py] = [x + (r() - 0.5) * s * 2, y - s * 0.2 - r() * s * 0.75]
        if (Math.hypot(px - x - s * 0.3, py - y + s * 0.3) > s * 0.5) o += dot(px, py, i % 3 ? 2 : 3, t.strong)
      }
      return o + `<g transform="rotate(35 ${f(x)} ${f(y)})">${rocket}</g>`
    }
    if (d.kind === 'orbit') {
      // A planet with its meridian and equator, two orbits round it, a satellite on the outer one.
      let o = ''
      const tilt = -18 + (v % 2) * 8
      o += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.8)}" ry="${f(s * 0.26)}" transform="rotate(${-tilt} ${f(x)} ${f(y)})" stroke="${t.faint}"/>`
      o += ring(x, y, s * 0.42, t.strong, 2, ` fill="${t.field}"`)
      o += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.42)}" ry="${f(s * 0.1)}" stroke="${t.line}"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.16)}" ry="${f(s * 0.42)}" stroke="${t.line}"/>`
      const orbit = (a: number): [number, number] => {
        const [ex, ey] = [s * 1.02 * Math.cos(a), s * 0.36 * Math.sin(a)]
        const k = (tilt * Math.PI) / 180
        return [x + ex * Math.cos(k) - ey * Math.sin(k), y + ex * Math.sin(k) + ey * Math.cos(k)]
      }
      o += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.02)}" ry="${f(s * 0.36)}" transform="rotate(${tilt} ${f(x)} ${f(y)})" stroke="${t.line}" stroke-dasharray="2 10"/>`
      const [sx, sy] = orbit(-0.5)
      o += path(`M${f(sx - s * 0.2)} ${f(sy)}H${f(sx + s * 0.2)}`, t.strong, 4)
      o += rect(sx - s * 0.06, sy - s * 0.06, s * 0.12, s * 0.12, ` rx="3" fill="${t.accent}"`)
      for (let i = 1; i < 5; i++) o += dot(...orbit(-0.5 - i * 0.14), 4 - i * 0.6, t.strong)
      for (let i = 0; i < 6; i++)
        o += dot(...at(x, y, s * (0.62 + r() * 0.4), -2.6 + i * 0.55 + r() * 0.3), 2, t.strong)
      return o
    }
    const o0: [number, number] = [x - s * 1.1, y + s * 0.62]
    const end: [number, number] = [x + s * 0.95, y - s * 0.72]
    let o = ''
    for (let i = 0; i < 6; i++) {
      const bx = o0[0] + s * 0.3 + i * s * 0.3
      const bh = s * (0.08 + 0.05 * i * i * 0.35 + (v % 2) * 0.02 * i)
      o += `<rect x="${f(bx - 10)}" y="${f(o0[1] + 24 - bh)}" width="20" height="${f(bh)}" rx="6" fill="${t.line}"/>`
    }
    o += path(`M${f(o0[0] - 20)} ${f(o0[1] + 24)}H${f(end[0] + 20)}`, t.line)
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

  /** Health: a pulse line through a monitor's rings; or (kind 'monitor') the pulse on a screen and its readings. */
  pulse({ w, x, y, s, t, v, d }: Ctx) {
    if (d.kind === 'monitor') {
      let o = rect(x - s * 0.95, y - s * 0.62, s * 1.9, s * 1.06, ` fill="${t.field}" stroke="${t.strong}"`)
      o += path(
        `M${f(x)} ${f(y + s * 0.44)}V${f(y + s * 0.66)}M${f(x - s * 0.32)} ${f(y + s * 0.7)}H${f(x + s * 0.32)}`,
        t.strong,
        4,
      )
      const u = s * 0.075
      const [x0, y0] = [x - s * 0.85, y]
      o += path(
        `M${f(x0)} ${f(y0)}h${f(u * 3)}l${f(u)} ${f(-u * 1.2)} ${f(u)} ${f(u * 1.2)}h${f(u)}l${f(u)} ${f(-u * 5)} ${f(u * 1.2)} ${f(u * 7.5)} ${f(u)} ${f(-u * 2.5)}h${f(u * 2)}l${f(u)} ${f(-u)} ${f(u)} ${f(u)}H${f(x + s * 0.38)}`,
        t.strong,
      )
      o += path(`M${f(x0)} ${f(y0 + s * 0.28)}H${f(x + s * 0.38)}`, t.line, 2, ' stroke-dasharray="2 8"')
      // The readings: three values at the right of the screen.
      for (let i = 0; i < 3; i++)
        o += path(
          `M${f(x + s * 0.55)} ${f(y - s * 0.38 + i * s * 0.26)}h${f(s * (0.28 - i * 0.06))}`,
          i ? t.line : t.strong,
          4,
        )
      o += path(`M${f(x + s * 0.5)} ${f(y - s * 0.5)}V${f(y + s * 0.36)}`, t.line)
      return o + dot(x0 + u * 8, y0 - u * 5, 7, t.accent)
    }
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

  /** Hire, train, deploy: three stations on one line, candidates in, a team out. */
  pipeline({ x, y, s, t }: Ctx) {
    const R = s * 0.3
    const cs = [-1, 0, 1].map((k) => x + k * s * 0.88)
    let o = dots(`M${f(cs[0]! - R)} ${f(y + R + s * 0.3)}H${f(cs[2]! + R + 0.1)}`, t.line, 2, 12)
    cs.slice(1).forEach((cx, i) => {
      const [x0, x1] = [cs[i]! + R + 12, cx - R - 12]
      const c = i === 1 ? t.accent : t.strong
      o += path(`M${f(x0)} ${f(y)}H${f(x1 - 8)}`, c, 4) + `<path d="M${f(x1)} ${f(y)}l-14 -9v18Z" fill="${c}"/>`
    })
    for (const cx of cs)
      o +=
        ring(cx, y, R, t.strong, 2, ` fill="${t.field}"`) + ring(cx, y, R + 14, t.line, 2, ' stroke-dasharray="2 10"')
    // Hire: a crowd of candidates; train: bars that rise; deploy: a team in its place.
    for (let i = 0; i < 9; i++)
      o += dot(
        cs[0]! + ((i % 3) - 1) * R * 0.45,
        y + (Math.floor(i / 3) - 1) * R * 0.45,
        5,
        i === 4 ? t.strong : t.line,
      )
    for (let i = 0; i < 3; i++) {
      const bh = R * (0.35 + i * 0.3)
      o += rect(cs[1]! - R * 0.5 + i * R * 0.38, y + R * 0.5 - bh, R * 0.24, bh, ` rx="3" fill="${t.line}"`)
    }
    o += rect(cs[2]! - R * 0.5, y - R * 0.5, R, R, ` stroke="${t.strong}"`)
    for (let i = 0; i < 4; i++)
      o += dot(cs[2]! + ((i % 2) - 0.5) * R * 0.45, y + (Math.floor(i / 2) - 0.5) * R * 0.45, 5, t.strong)
    return o
  },

  /** In their own words: speech bubbles of different sizes, lines of talk in each, one still typing. */
  voices({ x, y, s, t, v }: Ctx) {
    const BUBBLES = [
      [-0.42, -0.36, 1.0, 0.56, -1],
      [0.48, -0.02, 0.92, 0.5, 1],
      [-0.2, 0.5, 1.1, 0.44, -1],
    ] as const
    let o = ''
    BUBBLES.forEach(([bx, by, bw, bh, side], i) => {
      const [cx, cy, W, H] = [x + bx * s, y + by * s, bw * s, bh * s]
      const tx = cx + side * W * 0.22
      o += rect(cx - W / 2, cy - H / 2, W, H, ` rx="${f(H * 0.3)}" fill="${t.ground}" stroke="${t.strong}"`)
      o += `<path d="M${f(tx - 12)} ${f(cy + H / 2 - 2)}L${f(tx + side * 10)} ${f(cy + H / 2 + 20)}L${f(tx + 12)} ${f(cy + H / 2 - 2)}" fill="${t.ground}" stroke="${t.strong}"/>`
      if (i === v % 3)
        for (let k = 0; k < 3; k++) o += dot(cx + (k - 1) * s * 0.13, cy, 6, k === 2 ? t.accent : t.strong)
      else
        for (let k = 0; k < 2; k++)
          o += path(
            `M${f(cx - W / 2 + s * 0.12)} ${f(cy + (k - 0.5) * H * 0.36)}h${f((W - s * 0.24) * (1 - k * 0.35))}`,
            k ? t.line : t.strong,
            4,
          )
    })
    return o
  },

  /** New ideas: a bulb, its filament lit, and the rays around it. */
  bulb({ x, y, s, t, v }: Ctx) {
    const [cy, R] = [y - s * 0.2, s * 0.42]
    const [lx, ly] = at(x, cy, R, Math.PI / 2 + 0.7)
    const [rx, ry] = at(x, cy, R, Math.PI / 2 - 0.7)
    const neck = y + s * 0.4
    let o = dots(arc(x, cy, R + s * 0.42, Math.PI + 0.3, TAU - 0.3), t.line, 2, 12)
    for (let i = 0; i < 9; i++) {
      const a = Math.PI + (i + 0.5) * (Math.PI / 9) + (v % 2) * 0.08
      o += path(
        `M${P(at(x, cy, R + s * 0.13, a))}L${P(at(x, cy, R + s * (i % 2 ? 0.22 : 0.3), a))}`,
        i % 2 ? t.line : t.strong,
      )
    }
    o += `<path d="M${f(rx)} ${f(ry)}A${f(R)} ${f(R)} 0 1 0 ${f(lx)} ${f(ly)}Q${f(x - s * 0.16)} ${f(neck - s * 0.12)} ${f(x - s * 0.16)} ${f(neck)}H${f(x + s * 0.16)}Q${f(x + s * 0.16)} ${f(neck - s * 0.12)} ${f(rx)} ${f(ry)}Z" fill="${t.field}" stroke="${t.strong}"/>`
    for (let k = 0; k < 3; k++)
      o += path(
        `M${f(x - s * (0.17 - k * 0.03))} ${f(neck + s * (0.08 + k * 0.08))}h${f(s * (0.34 - k * 0.06))}`,
        k ? t.line : t.strong,
        4,
      )
    o += path(
      `M${f(x - s * 0.1)} ${f(neck)}V${f(cy + s * 0.12)}M${f(x + s * 0.1)} ${f(neck)}V${f(cy + s * 0.12)}`,
      t.line,
    )
    return (
      o +
      path(
        `M${f(x - s * 0.1)} ${f(cy + s * 0.12)}l${f(s * 0.05)} ${f(-s * 0.1)} ${f(s * 0.05)} ${f(s * 0.1)} ${f(s * 0.05)} ${f(-s * 0.1)} ${f(s * 0.05)} ${f(s * 0.1)}`,
        t.accent,
        4,
      )
    )
  },

  /** Classrooms and campuses: a graduate's cap over an open book, its tassel the accent. */
  cap({ x, y, s, t, v, d }: Ctx) {
    if (d.kind === 'diploma') {
      // A rolled diploma tied with a ribbon, its tails hanging.
      let o = ''
      for (const side of [-1, 1])
        o += `<path d="M${f(x + side * s * 0.04)} ${f(y + s * 0.1)}L${f(x + side * s * 0.26)} ${f(y + s * 0.62)}L${f(x + side * s * 0.14)} ${f(y + s * 0.56)}L${f(x + side * s * 0.08)} ${f(y + s * 0.68)}L${f(x - side * s * 0.04)} ${f(y + s * 0.14)}Z" fill="${t.faint}" stroke="${t.line}"/>`
      let roll = rect(
        x - s * 0.85,
        y - s * 0.16,
        s * 1.7,
        s * 0.32,
        ` rx="${f(s * 0.06)}" fill="${t.field}" stroke="${t.strong}"`,
      )
      roll += `<ellipse cx="${f(x + s * 0.85)}" cy="${f(y)}" rx="${f(s * 0.07)}" ry="${f(s * 0.16)}" fill="${t.ground}" stroke="${t.strong}"/><ellipse cx="${f(x + s * 0.85)}" cy="${f(y)}" rx="${f(s * 0.03)}" ry="${f(s * 0.07)}" stroke="${t.line}"/>`
      roll += path(
        `M${f(x - s * 0.7)} ${f(y - s * 0.05)}h${f(s * 0.5)}M${f(x + s * 0.2)} ${f(y + s * 0.05)}h${f(s * 0.45)}`,
        t.line,
      )
      roll += rect(x - s * 0.08, y - s * 0.18, s * 0.16, s * 0.36, ` rx="4" fill="${t.accent}"`)
      o = `<g transform="rotate(${-14 - (v % 2) * 6} ${f(x)} ${f(y)})">${o}${roll}</g>`
      for (let i = 0; i < 5; i++) o += dot(...at(x, y, s * 0.95, -2.6 + i * 0.28), 3, t.line)
      return o
    }
    const top = y - s * 0.42
    let o = `<path d="M${f(x - s * 0.55)} ${f(top + s * 0.1)}V${f(top + s * 0.42)}Q${f(x)} ${f(top + s * 0.62)} ${f(x + s * 0.55)} ${f(top + s * 0.42)}V${f(top + s * 0.1)}" fill="${t.field}" stroke="${t.strong}"/>`
    o += `<path d="M${f(x - s * 0.95)} ${f(top)}L${f(x)} ${f(top - s * 0.32)}L${f(x + s * 0.95)} ${f(top)}L${f(x)} ${f(top + s * 0.32)}Z" fill="${t.ground}" stroke="${t.strong}"/>`
    const side = v % 2 ? -1 : 1
    const end = x + side * s * 0.78
    o += path(
      `M${f(x)} ${f(top)}Q${f(x + side * s * 0.5)} ${f(top + s * 0.04)} ${f(end)} ${f(top + s * 0.03)}V${f(top + s * 0.4)}`,
      t.line,
    )
    o += dot(x, top, 6, t.strong) + rect(end - 6, top + s * 0.36, 12, s * 0.16, ` rx="5" fill="${t.accent}"`)
    // The book: two pages either side of the spine, a line of print on each.
    const [b0, b1] = [y + s * 0.34, y + s * 0.76]
    o += `<path d="M${f(x)} ${f(b0 + s * 0.06)}Q${f(x - s * 0.45)} ${f(b0 - s * 0.06)} ${f(x - s * 0.9)} ${f(b0)}V${f(b1)}Q${f(x - s * 0.45)} ${f(b1 - s * 0.06)} ${f(x)} ${f(b1 + s * 0.06)}Q${f(x + s * 0.45)} ${f(b1 - s * 0.06)} ${f(x + s * 0.9)} ${f(b1)}V${f(b0)}Q${f(x + s * 0.45)} ${f(b0 - s * 0.06)} ${f(x)} ${f(b0 + s * 0.06)}Z" fill="${t.ground}" stroke="${t.strong}"/>`
    o += path(`M${f(x)} ${f(b0 + s * 0.06)}V${f(b1 + s * 0.06)}`, t.line)
    for (const dir of [-1, 1])
      for (let k = 0; k < 3; k++)
        o += path(`M${f(x + dir * s * 0.12)} ${f(b0 + s * (0.1 + k * 0.1))}h${f(dir * s * (0.6 - k * 0.12))}`, t.line)
    return o
  },

  /** Research: a ring chart of shares and its legend. */
  donut({ x, y, s, t, v }: Ctx) {
    const [cx, R, W] = [x - s * 0.42, s * 0.62, s * 0.2]
    const shares = [0.34, 0.27, 0.21, 0.18]
    const fills = [t.strong, t.line, t.faint, t.accent]
    let a = -Math.PI / 2 + (v % 4) * 0.5
    let o = dots(arc(cx, y, R + 14, 0, TAU - 0.01), t.line, 2, 12)
    shares.forEach((share, i) => {
      const [a0, a1] = [a + 0.03, a + share * TAU - 0.03]
      const big = a1 - a0 > Math.PI ? 1 : 0
      o += `<path d="M${P(at(cx, y, R, a0))}A${f(R)} ${f(R)} 0 ${big} 1 ${P(at(cx, y, R, a1))}L${P(at(cx, y, R - W, a1))}A${f(R - W)} ${f(R - W)} 0 ${big} 0 ${P(at(cx, y, R - W, a0))}Z" fill="${fills[i]}"/>`
      a += share * TAU
      const ly = y - s * 0.36 + i * s * 0.24
      o +=
        dot(x + s * 0.42, ly, 7, fills[i]!) + path(`M${f(x + s * 0.56)} ${f(ly)}h${f(s * 0.6 * share * 2)}`, t.line, 4)
    })
    return o + ring(cx, y, R - W - 14, t.faint) + dot(cx, y, 5, t.strong)
  },

  /** Assessments: a clipboard of questions, most ticked, and its seal. */
  checklist({ x, y, s, t, v }: Ctx) {
    let o = rect(x - s * 0.6, y - s * 0.8, s * 1.2, s * 1.62, ` fill="${t.field}" stroke="${t.strong}"`)
    o += rect(x - s * 0.2, y - s * 0.9, s * 0.4, s * 0.18, ` fill="${t.ground}" stroke="${t.strong}"`)
    for (let i = 0; i < 4; i++) {
      const ry = y - s * 0.42 + i * s * 0.34
      const bx = x - s * 0.45
      o += rect(bx, ry - s * 0.09, s * 0.18, s * 0.18, ` rx="4" stroke="${t.line}"`)
      if (i < 3)
        o += path(
          `M${f(bx + s * 0.04)} ${f(ry)}l${f(s * 0.04)} ${f(s * 0.05)} ${f(s * 0.08)} ${f(-s * 0.12)}`,
          i === v % 3 ? t.accent : t.strong,
          4,
        )
      o += path(
        `M${f(x - s * 0.16)} ${f(ry - s * 0.03)}h${f(s * (0.6 - ((i * 7) % 3) * 0.1))}`,
        i < 3 ? t.strong : t.line,
        4,
      )
      o += path(`M${f(x - s * 0.16)} ${f(ry + s * 0.06)}h${f(s * 0.34)}`, t.line)
    }
    return (
      o +
      ring(x + s * 0.6, y + s * 0.74, s * 0.17, t.line, 2, ` fill="${t.ground}"`) +
      ring(x + s * 0.6, y + s * 0.74, s * 0.1, t.line)
    )
  },

  /** Teams ready to start: pods of people, linked to one another, one just formed. */
  pods({ x, y, s, t, v }: Ctx) {
    let o = ''
    const at2 = (i: number, j: number): [number, number] => [x + (i - 1) * s * 0.72, y + (j - 0.5) * s * 0.72]
    for (let j = 0; j < 2; j++)
      for (let i = 0; i < 3; i++) {
        const [cx, cy] = at2(i, j)
        if (i < 2) o += dots(`M${f(cx + s * 0.25)} ${f(cy)}H${f(cx + s * 0.47)}`, t.line, 2, 10)
        if (j < 1) o += dots(`M${f(cx)} ${f(cy + s * 0.25)}V${f(cy + s * 0.47)}`, t.line, 2, 10)
      }
    for (let j = 0; j < 2; j++)
      for (let i = 0; i < 3; i++) {
        const [cx, cy] = at2(i, j)
        const ours = i + j * 3 === (v % 3) + 2
        o += rect(
          cx - s * 0.25,
          cy - s * 0.25,
          s * 0.5,
          s * 0.5,
          ` fill="${t.field}" stroke="${ours ? t.accent : t.strong}"${ours ? ' stroke-width="4"' : ''}`,
        )
        const n = 4 + ((i + j * 2) % 3)
        for (let k = 0; k < n; k++) {
          const [col, row] = [k % 3, Math.floor(k / 3)]
          const cols = Math.min(3, n - row * 3)
          o += dot(cx + (col - (cols - 1) / 2) * s * 0.13, cy + (row - 0.5) * s * 0.15, 5, row ? t.line : t.strong)
        }
      }
    return o
  },

  /** A fair's floor from above: two rows of stands, visitors in the aisle between. */
  booths({ x, y, s, r, t }: Ctx) {
    let o = `<path d="M${f(x - s * 1.36)} ${f(y)}H${f(x - s * 1.18)}" stroke="${t.line}" stroke-width="4"/><path d="M${f(x - s * 1.14)} ${f(y)}l-12 -8v16Z" fill="${t.line}"/>`
    for (const j of [-1, 1])
      for (let i = 0; i < 4; i++) {
        const [bx, by] = [x + (i - 1.5) * s * 0.56, y + j * s * 0.5]
        o += rect(bx - s * 0.23, by - s * 0.17, s * 0.46, s * 0.34, ` fill="${t.field}" stroke="${t.strong}"`)
        o += path(`M${f(bx - s * 0.13)} ${f(by - j * s * 0.09)}h${f(s * 0.26)}`, t.strong, 4)
        o += dot(bx - s * 0.06, by + j * s * 0.04, 4, t.line) + dot(bx + s * 0.06, by + j * s * 0.04, 4, t.line)
      }
    let lead: [number, number] = [x, y]
    for (let i = 0; i < 22; i++) {
      const [px, py] = [x + (r() - 0.5) * s * 2.1, y + (r() - 0.5) * s * 0.36]
      if (i === 7) lead = [px, py]
      else o += dot(px, py, i % 4 ? 4 : 5, i % 3 ? t.line : t.strong)
    }
    return o + ring(lead[0], lead[1], 10, t.accent, 2) + dot(lead[0], lead[1], 5, t.accent)
  },

  /** A day in numbers: the hours along a line, the crowd rising to its peak and falling. */
  timeline({ x, y, s, t, v }: Ctx) {
    const [x0, x1, base] = [x - s * 1.15, x + s * 1.15, y + s * 0.52]
    const peak = 0.52 + (v % 3) * 0.06
    const at1 = (u: number): [number, number] => [
      x0 + (x1 - x0) * u,
      base - s * (0.08 + 0.95 * Math.exp(-(((u - peak) / 0.22) ** 2)) + 0.05 * Math.sin(u * 11 + v)),
    ]
    const curve = Array.from({ length: 41 }, (_, k) => at1(k / 40))
    let o = `<path d="M${f(x0)} ${f(base)}L${curve.map(P).join('L')}L${f(x1)} ${f(base)}Z" fill="${t.field}"/>`
    let ticks = ''
    for (let k = 0; k <= 10; k++) ticks += `M${f(x0 + ((x1 - x0) * k) / 10)} ${f(base + 6)}v${k % 5 ? 8 : 16}`
    o += path(`M${f(x0)} ${f(base)}H${f(x1)}`, t.strong) + path(ticks, t.line)
    o += path('M' + curve.map(P).join('L'), t.strong, 4)
    ;[0.14, 0.34, peak, 0.8].forEach((u) => {
      const [px, py] = at1(u)
      o += dots(`M${f(px)} ${f(base - 10)}V${f(py + 14)}`, t.line, 2, 10)
      o += u === peak ? dot(px, py, 9, t.accent) : ring(px, py, 7, t.strong, 2, ` fill="${t.ground}"`)
    })
    // A clock in the corner: the day.
    const [cx, cy] = [x - s * 0.92, y - s * 0.55]
    return (
      o +
      ring(cx, cy, s * 0.16, t.line) +
      path(`M${f(cx)} ${f(cy - s * 0.1)}V${f(cy)}l${f(s * 0.07)} ${f(s * 0.05)}`, t.line)
    )
  },

  /** Skilling classes: a board at the front, desks in rows, one learner picked out. */
  classroom({ x, y, s, t, v }: Ctx) {
    let o = rect(x - s * 0.62, y - s * 0.9, s * 1.24, s * 0.38, ` fill="${t.field}" stroke="${t.strong}"`)
    o += path(`M${f(x - s * 0.48)} ${f(y - s * 0.78)}h${f(s * 0.42)}`, t.strong, 4)
    o += path(
      `M${f(x - s * 0.48)} ${f(y - s * 0.66)}h${f(s * 0.6)}M${f(x + s * 0.2)} ${f(y - s * 0.78)}h${f(s * 0.28)}`,
      t.line,
    )
    o += rect(x - s * 0.18, y - s * 0.42, s * 0.36, s * 0.1, ` rx="4" stroke="${t.line}"`)
    for (let j = 0; j < 3; j++)
      for (let i = 0; i < 4; i++) {
        const [dx, dy] = [x + (i - 1.5) * s * 0.5, y - s * 0.1 + j * s * 0.32]
        o += rect(dx - s * 0.18, dy - s * 0.05, s * 0.36, s * 0.1, ` rx="4" fill="${t.line}"`)
        o += dot(dx, dy + s * 0.13, 6, i === v % 4 && j === 1 ? t.accent : t.strong)
      }
    return o
  },

  /** Finance: stacks of coins that grow, the last coin just placed. */
  coins({ x, y, s, t, v, d }: Ctx) {
    if (d.kind === 'jar') {
      // A fund: a jar filling with coins, one more dropping through its lid.
      const [top, base] = [y - s * 0.45, y + s * 0.8]
      let o = ''
      for (let k = 0; k < 7; k++) {
        const [cx, cy] = [
          x + ((k % 3) - 1) * s * 0.2 + (Math.floor(k / 3) % 2) * s * 0.1,
          base - s * 0.12 - Math.floor(k / 3) * s * 0.12,
        ]
        o += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(s * 0.13)}" ry="${f(s * 0.05)}" fill="${t.ground}" stroke="${k % 2 ? t.line : t.strong}"/>`
      }
      o += `<path d="M${f(x - s * 0.38)} ${f(top + s * 0.12)}C${f(x - s * 0.56)} ${f(top + s * 0.3)} ${f(x - s * 0.52)} ${f(base)} ${f(x - s * 0.3)} ${f(base)}H${f(x + s * 0.3)}C${f(x + s * 0.52)} ${f(base)} ${f(x + s * 0.56)} ${f(top + s * 0.3)} ${f(x + s * 0.38)} ${f(top + s * 0.12)}" stroke="${t.strong}"/>`
      o += rect(x - s * 0.42, top - s * 0.04, s * 0.84, s * 0.16, ` fill="${t.field}" stroke="${t.strong}"`)
      o += path(`M${f(x - s * 0.14)} ${f(top + s * 0.04)}h${f(s * 0.28)}`, t.line, 4)
      const drop = top - s * 0.32 - (v % 2) * s * 0.06
      o += `<ellipse cx="${f(x)}" cy="${f(drop)}" rx="${f(s * 0.05)}" ry="${f(s * 0.13)}" fill="${t.accent}"/>`
      o += dots(`M${f(x)} ${f(drop - s * 0.22)}V${f(drop - s * 0.4)}`, t.line, 2, 10)
      return o + path(`M${f(x - s * 0.75)} ${f(base + s * 0.08)}H${f(x + s * 0.75)}`, t.line)
    }
    const base = y + s * 0.6
    let o = path(`M${f(x - s * 1.1)} ${f(base + s * 0.1)}H${f(x + s * 1.1)}`, t.line)
    const tops: [number, number][] = []
    for (let i = 0; i < 5; i++) {
      const cx = x + (i - 2) * s * 0.42
      const n = 2 + i * 2 + ((i + v) % 2)
      for (let k = 0; k < n; k++) {
        const cy = base - k * s * 0.09
        const last = i === 4 && k === n - 1
        o += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(s * 0.16)}" ry="${f(s * 0.055)}" fill="${last ? t.accent : t.ground}" stroke="${last ? t.accent : k % 2 ? t.line : t.strong}"/>`
      }
      tops.push([cx, base - n * s * 0.09 - s * 0.14])
    }
    return o + dots('M' + tops.map(P).join('L'), t.line, 2, 12)
  },

  /** Telecoms: a mast and the waves it sends out on both sides. */
  signal({ x, y, s, t, v }: Ctx) {
    const [top, base] = [y - s * 0.42, y + s * 0.85]
    let o = path(`M${f(x - s * 0.32)} ${f(base)}L${f(x)} ${f(top)}L${f(x + s * 0.32)} ${f(base)}`, t.strong, 4)
    let braces = ''
    for (let k = 1; k < 5; k++) {
      const [ya, yb] = [top + ((base - top) * k) / 5, top + ((base - top) * (k + 1)) / 5]
      const [ha, hb] = [(s * 0.32 * k) / 5, (s * 0.32 * (k + 1)) / 5]
      braces += `M${f(x - ha)} ${f(ya)}L${f(x + hb)} ${f(yb)}M${f(x + ha)} ${f(ya)}L${f(x - hb)} ${f(yb)}`
    }
    o += path(braces, t.line) + path(`M${f(x - s * 0.55)} ${f(base)}H${f(x + s * 0.55)}`, t.line)
    for (let k = 1; k <= 3; k++) {
      const c = [t.strong, t.line, t.faint][k - 1]!
      const span = 0.55 + (v % 2) * 0.1
      o +=
        path(arc(x, top, s * 0.27 * k, -span, span), c, k === 1 ? 4 : 2) +
        path(arc(x, top, s * 0.27 * k, Math.PI - span, Math.PI + span), c, k === 1 ? 4 : 2)
    }
    return o + dot(x, top, 9, t.accent)
  },

  /** Plans presented: a board on its stand showing two new centres, seats before it. */
  presentation({ x, y, s, r, t, v }: Ctx) {
    let o = path(
      `M${f(x - s * 0.3)} ${f(y - s * 0.08)}L${f(x - s * 0.42)} ${f(y + s * 0.22)}M${f(x + s * 0.3)} ${f(y - s * 0.08)}L${f(x + s * 0.42)} ${f(y + s * 0.22)}`,
      t.line,
      4,
    )
    o += rect(x - s * 0.82, y - s * 0.92, s * 1.64, s * 0.86, ` fill="${t.field}" stroke="${t.strong}"`)
    o += path(`M${f(x - s * 0.68)} ${f(y - s * 0.78)}h${f(s * 0.5)}`, t.strong, 4)
    // Two centres on the board, each reaching its neighbourhood; the new one in the accent.
    const centres: [number, number][] = [
      [x - s * 0.32, y - s * 0.42],
      [x + s * 0.36, y - s * 0.5],
    ]
    o += dots(`M${P(centres[0]!)}L${P(centres[1]!)}`, t.line, 2, 10)
    centres.forEach(([cx, cy], i) => {
      for (let k = 0; k < 6; k++) {
        const p = at(cx, cy, s * (0.2 + r() * 0.06), (k * TAU) / 6 + i * 0.5 + v * 0.2)
        o +=
          path(`M${P(at(cx, cy, s * 0.1, (k * TAU) / 6 + i * 0.5 + v * 0.2))}L${P(p)}`, t.line) + dot(...p, 4, t.strong)
      }
      o += rect(
        cx - s * 0.08,
        cy - s * 0.08,
        s * 0.16,
        s * 0.16,
        ` rx="4" fill="${t.ground}" stroke="${i ? t.accent : t.strong}"${i ? ' stroke-width="4"' : ''}`,
      )
    })
    for (let i = 0; i < 5; i++)
      o += ring(
        x + (i - 2) * s * 0.34,
        y + s * 0.48 + Math.abs(i - 2) * s * -0.04,
        s * 0.09,
        t.strong,
        2,
        ` fill="${t.ground}"`,
      )
    return o
  },

  /** Security: a shield, a second within it, a lock at its heart. */
  shield({ x, y, s, t, v }: Ctx) {
    const shape = (k: number) => {
      const q = (a: number, b: number) => `${f(x + a * s * k)} ${f(y + b * s * k)}`
      return `M${q(0, -0.9)}C${q(0.4, -0.76)} ${q(0.6, -0.78)} ${q(0.75, -0.74)}L${q(0.75, -0.1)}C${q(0.75, 0.36)} ${q(0.36, 0.7)} ${q(0, 0.9)}C${q(-0.36, 0.7)} ${q(-0.75, 0.36)} ${q(-0.75, -0.1)}L${q(-0.75, -0.74)}C${q(-0.6, -0.78)} ${q(-0.4, -0.76)} ${q(0, -0.9)}Z`
    }
    let o = `<path d="${shape(1)}" fill="${t.field}" stroke="${t.strong}" stroke-width="4"/><path d="${shape(0.76)}" stroke="${t.line}"/>`
    o += path(arc(x, y - s * 0.06, s * 0.14, Math.PI, TAU), t.strong, 4)
    o += rect(x - s * 0.22, y - s * 0.06, s * 0.44, s * 0.36, ` fill="${t.ground}" stroke="${t.strong}"`)
    o += dot(x, y + s * 0.08, 6, t.accent) + path(`M${f(x)} ${f(y + s * 0.1)}v${f(s * 0.1)}`, t.accent, 4)
    for (let i = 0; i < 4; i++) {
      const side = i % 2 ? 1 : -1
      o += dot(
        x + side * s * (0.52 - Math.floor(i / 2) * 0.12),
        y - s * (0.5 - Math.floor(i / 2) * 0.5) + (v % 2) * 6,
        3,
        t.line,
      )
    }
    return o
  },

  /** Payments: two cards, the front one with its chip and number, its contactless waves beside. */
  card({ x, y, s, t, v }: Ctx) {
    const [W, H] = [s * 1.3, s * 0.8]
    let o = `<g transform="rotate(${-12 - (v % 2) * 4} ${f(x - s * 0.25)} ${f(y - s * 0.1)})">${rect(x - s * 0.25 - W / 2, y - s * 0.1 - H / 2, W, H, ` fill="${t.field}" stroke="${t.line}"`)}</g>`
    const [cx, cy] = [x - s * 0.05, y + s * 0.08]
    o += rect(cx - W / 2, cy - H / 2, W, H, ` fill="${t.ground}" stroke="${t.strong}"`)
    o += path(`M${f(cx - W / 2)} ${f(cy - H * 0.22)}H${f(cx + W / 2)}`, t.line)
    o += rect(cx - W / 2 + s * 0.12, cy - s * 0.04, s * 0.22, s * 0.16, ` rx="4" fill="${t.accent}"`)
    for (let g = 0; g < 4; g++)
      o += dots(
        `M${f(cx - W / 2 + s * (0.14 + g * 0.28))} ${f(cy + H * 0.3)}h${f(s * 0.18)}`,
        t.strong,
        2.5,
        f(s * 0.06),
      )
    for (let k = 1; k <= 3; k++)
      o += path(arc(cx + W / 2 + s * 0.02, cy - s * 0.02, s * 0.09 * k, -0.7, 0.7), k === 1 ? t.strong : t.line)
    return o
  },

  /** Delegations: flags on their poles side by side, the middle one ours. */
  flags({ x, y, s, t, v }: Ctx) {
    const base = y + s * 0.8
    let o = path(`M${f(x - s * 0.95)} ${f(base)}H${f(x + s * 0.95)}`, t.line)
    o += rect(x - s * 0.75, base - s * 0.1, s * 1.5, s * 0.1, ` rx="4" fill="${t.field}" stroke="${t.line}"`)
    for (let i = 0; i < 3; i++) {
      const px = x + (i - 1) * s * 0.55 - s * 0.2
      const top = y - s * (i === 1 ? 0.88 : 0.68)
      const [fy, fw, fh] = [top + s * 0.06, s * 0.42, s * 0.28]
      const lift = s * (0.05 + ((i + v) % 2) * 0.02)
      o += path(`M${f(px)} ${f(base - s * 0.1)}V${f(top)}`, t.strong, 4)
      o += `<path d="M${f(px)} ${f(fy)}q${f(fw / 4)} ${f(-lift)} ${f(fw / 2)} 0t${f(fw / 2)} 0v${f(fh)}q${f(-fw / 4)} ${f(lift)} ${f(-fw / 2)} 0t${f(-fw / 2)} 0Z" fill="${t.field}" stroke="${t.strong}"/>`
      if (i === 1) o += ring(px + fw / 2, fy + fh / 2, s * 0.07, t.line) + dot(px, top - 6, 7, t.accent)
      else {
        let stripes = ''
        for (let k = 1; k < 3; k++)
          stripes += `M${f(px + (i ? 0 : fw * 0.4))} ${f(fy + (fh * k) / 3)}h${f(fw * (i ? 1 : 0.6))}`
        o += path(stripes, t.line) + dot(px, top - 5, 5, t.strong)
        if (!i)
          for (let k = 0; k < 4; k++)
            o += dot(px + fw * (0.1 + (k % 2) * 0.17), fy + fh * (0.25 + Math.floor(k / 2) * 0.4), 2.5, t.strong)
      }
    }
    return o
  },
} satisfies Record<string, (c: Ctx) => string>

export type Motif = keyof typeof MOTIFS

/** How far a motif reaches from its focal point, in units of its size: left, top, right, bottom. */
type Reach = [number, number, number, number]
const even = (k: number): Reach => [k, k, k, k]
/**
 * Each motif's reach, so a picture keeps it inside the frame (a margin all round) however it
 * is framed. Motifs drawn across the whole picture (routes, lanes) have none.
 */
const REACH: Partial<Record<Motif, (c: Ctx) => Reach>> = {
  rings: ({ v, d }) => ((d.kind ?? ['table', 'board', 'arc'][v % 3]) === 'board' ? [1.1, 0.56, 1.1, 0.56] : even(1.27)),
  amphitheatre: ({ v, d }) =>
    (
      ({
        fan: [1.45, 0.88, 1.45, 0.64],
        facing: [1.28, 0.75, 1.28, 0.96],
        stage: [1.12, 0.86, 1.12, 0.7],
        tables: [1.24, 0.7, 1.24, 0.7],
        panel: [1.01, 0.87, 1.01, 0.64],
        podium: [0.74, 1.01, 0.74, 0.92],
        blocks: [1.22, 1.01, 1.22, 1.0],
      }) as Record<string, Reach>
    )[d.kind ?? HALL[v % HALL.length]!]!,
  laurel: () => even(1.1),
  medal: ({ d }) =>
    (
      ({
        rosette: [1.06, 1.26, 1.06, 0.9],
        trophy: [0.88, 0.72, 0.88, 0.66],
        plaque: [0.77, 0.97, 0.77, 0.8],
        certificate: [0.97, 0.7, 0.97, 0.78],
        crystal: [0.7, 0.92, 0.7, 0.72],
        globe: [0.7, 0.97, 0.7, 0.76],
        badge: [0.66, 0.66, 0.66, 1.05],
      }) as Record<string, Reach>
    )[d.kind ?? ''] ?? [1.06, 0.84, 1.06, 1.36],
  star: () => even(1.23),
  lotus: () => even(1.1),
  waves: () => [0.85, 0.82, 0.85, 1.02],
  bars: () => [1.16, 0.9, 1.16, 0.72],
  network: ({ d }) => even(d.kind === 'hub' ? 1.08 : 1.2),
  circuit: () => even(1.42),
  constellation: () => [1.42, 0.97, 1.42, 0.97],
  cycle: () => even(1.03),
  steps: () => [1.15, 0.66, 1.22, 0.8],
  matching: ({ v, d }) => {
    const kind = d.kind ?? (v % 2 ? 'down' : 'across')
    return kind === 'ring' ? even(1.08) : kind === 'down' ? [1.18, 0.7, 1.18, 0.7] : [1.0, 0.88, 1.02, 0.88]
  },
  community: () => even(1.15),
  leaves: () => [0.92, 0.82, 0.92, 1.12],
  dialogue: ({ d }) =>
    d.kind === 'desk'
      ? [0.9, 0.66, 0.9, 0.66]
      : d.kind === 'mentor'
        ? [1.28, 0.84, 0.95, 0.84]
        : [1.1, 0.74, 1.1, 0.74],
  launch: ({ d }) =>
    d.kind === 'rocket'
      ? [1.16, 0.95, 0.92, 1.0]
      : d.kind === 'orbit'
        ? [1.06, 0.62, 1.06, 0.62]
        : [1.26, 1.06, 1.32, 0.82],
  waffle: ({ d }) => (d.kind === 'tiles' ? [1.08, 0.76, 1.08, 0.76] : even(0.82)),
  pulse: ({ d }) => (d.kind === 'monitor' ? [0.97, 0.64, 0.97, 0.72] : [1.2, 0.92, 1.2, 0.92]),
  hexgrid: () => even(0.98),
  layers: () => [0.87, 0.9, 0.87, 0.96],
  columns: () => [1.1, 0.82, 1.1, 0.78],
  gauge: () => even(1.02),
  vault: () => even(0.72),
  blocks: () => [1.18, 0.78, 1.18, 0.78],
  pipeline: () => [1.28, 0.46, 1.28, 0.64],
  voices: () => [0.97, 0.66, 0.97, 0.9],
  bulb: () => [0.86, 1.06, 0.86, 0.74],
  cap: ({ d }) => (d.kind === 'diploma' ? [0.97, 0.96, 0.97, 0.8] : [0.97, 0.78, 0.97, 0.84]),
  donut: () => [1.06, 0.68, 1.1, 0.68],
  checklist: () => [0.62, 0.92, 0.8, 0.93],
  pods: () => [1.0, 0.64, 1.0, 0.64],
  booths: () => [1.38, 0.7, 1.08, 0.7],
  timeline: () => [1.17, 0.74, 1.17, 0.62],
  classroom: () => [0.95, 0.92, 0.95, 0.76],
  coins: ({ d }) => (d.kind === 'jar' ? [0.78, 0.96, 0.78, 0.9] : [1.12, 0.6, 1.12, 0.72]),
  signal: () => [0.84, 0.92, 0.84, 0.88],
  presentation: () => [0.85, 0.93, 0.85, 0.6],
  shield: () => [0.8, 0.93, 0.8, 0.93],
  card: () => [1.0, 0.76, 1.04, 0.6],
  flags: () => [0.98, 0.96, 0.98, 0.84],
}

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
  /** A detail shot: the motif whole and small on one side, a round lens on the other showing part of it up close. */
  lens?: boolean
  /** The frame's place is kept clear of the middle (a video poster's Play button), field or not. */
  aside?: boolean
}

export function illustration(o: Options): string {
  if (o.lens) return lens(o)
  const { width: w, height: h } = o
  const t: Tone = TONES[o.tone ?? 'navy']
  const v = o.variant ?? 0
  const r = seeded(o.seed)
  const [fx, fy, k] = FRAMES[(o.frame ?? v) % FRAMES.length]!
  let size = Math.sqrt(w * h) * 0.27 * k
  // Off the middle only to make room: for a second motif beside it, or the Play button.
  let x = w * (0.5 + (fx - 0.5) * (o.behind || o.aside ? 1 : 0.35) + (r() - 0.5) * 0.04)
  let y = h * (fy + (r() - 0.5) * 0.04)
  const d = o.detail ?? {}
  // The frame places the motif; the motif stays whole inside the picture, a margin all round
  // (smaller if it must).
  const m = Math.max(24, Math.min(w, h) * 0.07)
  const reach = REACH[o.motif]?.({ w, h, x, y, s: size, r, t, v, d })
  if (reach) {
    const [left, top, right, bottom] = reach
    size = Math.min(size, (w - 2 * m) / (left + right), (h - 2 * m) / (top + bottom))
    x = Math.max(m + left * size, Math.min(w - m - right * size, x))
    y = Math.max(m + top * size, Math.min(h - m - bottom * size, y))
  }
  // Its round field, whole too unless the motif is aside (the field then runs off the edge).
  const field = o.behind || o.aside ? size * 1.3 : Math.min(size * 1.3, x - 12, w - x - 12, y - 12, h - y - 12)
  const ctx: Ctx = { w, h, x, y, s: size, r, t, v, d }
  const map = o.motif === 'routes'
  let body = `<rect width="${w}" height="${h}" fill="${t.ground}"/>`
  if (!map) {
    body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(field)}" fill="${t.field}"/>`
    body += `<defs><pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="1.5" fill="${t.faint}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`
  }
  body += `<g fill="none" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">`
  if (o.behind) {
    const dim: Tone = { ...t, strong: t.line, line: t.faint, accent: t.line }
    // Beside the motif, on the side with more room, and a little lower; inside the picture,
    // smaller rather than over the motif (down to half its size), moved in only past that.
    const behind = {
      ...ctx,
      x: x + (x <= w / 2 ? 0.4 : -0.4) * w,
      y: y + h * 0.06,
      s: size * 0.85,
      t: dim,
      d: o.behindDetail ?? {},
    }
    const b = REACH[o.behind]?.(behind)
    if (b) {
      const { x: bx, y: by } = behind
      const room = Math.min((bx - m) / b[0], (w - m - bx) / b[2], (by - m) / b[1], (h - m - by) / b[3])
      behind.s = Math.max(behind.s / 2, Math.min(behind.s, room))
      behind.x = Math.max(m + b[0] * behind.s, Math.min(w - m - b[2] * behind.s, bx))
      behind.y = Math.max(m + b[1] * behind.s, Math.min(h - m - b[3] * behind.s, by))
    }
    body += MOTIFS[o.behind](behind)
  }
  body += MOTIFS[o.motif](ctx) + '</g>'
  return body
}

const grid = (w: number, h: number, t: Tone) =>
  `<defs><pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="1.5" fill="${t.faint}"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`

/** What a detail shot looks at in a motif, from its focal point, in units of its size. */
const FOCUS: Partial<Record<Motif, (c: Ctx) => [number, number]>> = {
  rings: ({ v, d }) => ((d.kind ?? ['table', 'board', 'arc'][v % 3]) === 'board' ? [-0.6, -0.3] : [0.3, -0.45]),
  launch: () => [0.8, -0.6],
  matching: ({ v, d }) => ((d.kind ?? (v % 2 ? 'down' : 'across')) === 'down' ? [0.2, -0.5] : [0.75, -0.25]),
  community: () => [0.2, 0.1],
  classroom: ({ v }) => [((v % 4) - 1.5) * 0.5, 0.28],
  star: () => [0.25, -0.3],
  flags: () => [0.02, -0.62],
}

/** The detail shot (Options.lens): the motif small, and a lens showing part of it at about three times the size. */
function lens(o: Options): string {
  const { width: w, height: h } = o
  const t: Tone = TONES[o.tone ?? 'navy']
  const v = o.variant ?? 0
  const d = o.detail ?? {}
  const m = Math.max(24, Math.min(w, h) * 0.07)
  // The lens on the side of the point it looks at, the whole motif in the room left on the other.
  const probe = seeded(o.seed)
  const unit = { w, h, x: 0, y: 0, s: 1, r: probe, t, v, d }
  const [dx, dy] = FOCUS[o.motif]?.(unit) ?? [0, 0]
  const right = dx >= 0
  const R = Math.min(h / 2 - m, w * 0.26)
  const [lx, ly] = [right ? w - m - R - 12 : m + R + 12, h / 2]
  const room = w - 2 * R - 3 * m - 24
  const reach = REACH[o.motif]?.(unit) ?? even(1.2)
  const s = Math.min(Math.sqrt(w * h) * 0.2, room / (reach[0] + reach[2]), (h - 2 * m) / (reach[1] + reach[3]))
  const x = (right ? m : w - m - room) + room / 2 + ((reach[0] - reach[2]) * s) / 2
  const y = h / 2 + ((reach[1] - reach[3]) * s) / 2
  // Where the lens looks: the motif's point of interest (its accent, mostly).
  const [fx, fy] = [x + dx * s, y + dy * s]
  const r1 = s * 0.55
  const zoom = R / r1
  const draw = (ctx: Omit<Ctx, 'r' | 'w' | 'h' | 't' | 'v' | 'd'>) =>
    MOTIFS[o.motif]({ ...ctx, w, h, r: seeded(o.seed + 1), t, v, d })
  const field = Math.min(s * 1.3, x - 12, w - x - 12, y - 12, h - y - 12)
  let body = `<rect width="${w}" height="${h}" fill="${t.ground}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(field)}" fill="${t.field}"/>${grid(w, h, t)}`
  body += `<g fill="none" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${draw({ x, y, s })}`
  // The callout: a ring round the detail, the two lines that join it to the lens.
  const dist = Math.hypot(lx - fx, ly - fy)
  const theta = Math.atan2(ly - fy, lx - fx)
  const alpha = Math.acos((r1 - R) / dist)
  for (const sign of [-1, 1]) {
    const k = theta + sign * alpha
    body += path(`M${P(at(fx, fy, r1, k))}L${P(at(lx, ly, R, k))}`, t.line)
  }
  body += ring(fx, fy, r1, t.strong, 2, ' stroke-dasharray="2 8"')
  body += `<defs><clipPath id="z"><circle cx="${f(lx)}" cy="${f(ly)}" r="${f(R)}"/></clipPath></defs>`
  body += `<g clip-path="url(#z)"><rect width="${w}" height="${h}" fill="${t.field}"/>${draw({ x: lx + (x - fx) * zoom, y: ly + (y - fy) * zoom, s: s * zoom })}</g>`
  return body + ring(lx, ly, R, t.strong, 4) + ring(lx, ly, R + 12, t.line, 2, ' stroke-dasharray="2 10"') + '</g>'
}

/**
 * The layouts of the press clippings, one each: the picture and then the columns of print, as
 * fractions of the page below the headline (x, y, width, height).
 */
const PAGES: [number, number, number, number][][] = [
  [
    [0, 0, 1, 0.5],
    [0, 0.56, 0.48, 0.44],
    [0.52, 0.56, 0.48, 0.44],
  ],
  [
    [0.46, 0, 0.54, 0.62],
    [0, 0, 0.42, 0.62],
    [0, 0.68, 1, 0.32],
  ],
  [
    [0, 0.18, 1, 0.46],
    [0, 0, 1, 0.12],
    [0, 0.7, 0.48, 0.3],
    [0.52, 0.7, 0.48, 0.3],
  ],
  [
    [0, 0, 0.6, 0.7],
    [0.64, 0, 0.36, 0.7],
    [0, 0.76, 1, 0.24],
  ],
  [
    [0, 0.62, 1, 0.38],
    [0, 0, 0.31, 0.56],
    [0.345, 0, 0.31, 0.56],
    [0.69, 0, 0.31, 0.56],
  ],
  [
    [0, 0, 0.44, 0.42],
    [0.48, 0, 0.52, 0.42],
    [0, 0.48, 0.31, 0.52],
    [0.345, 0.48, 0.31, 0.52],
    [0.69, 0.48, 0.31, 0.52],
  ],
  [
    [0, 0, 1, 0.7],
    [0, 0.76, 1, 0.24],
  ],
  [
    [0.58, 0, 0.42, 1],
    [0, 0, 0.54, 1],
  ],
  [
    [0.3, 0.2, 0.7, 0.52],
    [0, 0, 1, 0.14],
    [0, 0.2, 0.26, 0.52],
    [0, 0.78, 1, 0.22],
  ],
  [
    [0, 0.3, 1, 0.46],
    [0, 0, 1, 0.24],
    [0, 0.82, 0.48, 0.18],
    [0.52, 0.82, 0.48, 0.18],
  ],
]

/**
 * A press clipping: the paper, its rules, a headline, columns of print and the story's picture
 * (the subject's motif in the paper tone), each clipping laid out its own way (PAGES).
 */
export function clipping(o: Options): string {
  const { width: w, height: h } = o
  const t = TONES.paper
  const v = o.variant ?? 0
  const r = seeded(o.seed + 3)
  const [L, Rt] = [40, w - 40]
  let body = `<rect width="${w}" height="${h}" fill="${t.ground}"/>`
  body += `<g fill="none" stroke-linecap="round">${path(`M${L} 36H${Rt}M${L} 44H${Rt}M${L} ${h - 36}H${Rt}`, t.strong)}`
  // The headline, one or two lines, and the byline.
  const lines = [2, 1, 2, 1, 1, 2, 1, 2, 1, 2][v % 10]!
  for (let i = 0; i < lines; i++)
    body += path(`M${L + 6} ${78 + i * 30}H${f(L + (Rt - L) * (0.92 - i * 0.3 - r() * 0.1))}`, t.strong, 14)
  const top = 78 + lines * 30
  body += path(`M${L + 2} ${top}h${f(90 + r() * 60)}`, t.line, 4)
  // The page below the byline, and where the picture and the columns of print go on it.
  const [x0, y0, W, H] = [L, top + 26, Rt - L, h - 64 - top - 26]
  const [picture, ...columns] = PAGES[v % PAGES.length]!
  const [px, py, pw, ph] = picture!
  const [bx, by, bw, bh] = [x0 + px * W, y0 + py * H, pw * W, ph * H].map(Math.round) as [
    number,
    number,
    number,
    number,
  ]
  const pic =
    `<svg x="${bx}" y="${by}" width="${bw}" height="${bh}" viewBox="0 0 ${bw} ${bh}">${illustration({ ...o, width: bw, height: bh, tone: 'paper' })}</svg>` +
    `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="none" stroke="${t.line}"/>`
  for (const [cx, cy, cw, ch] of columns) {
    const [c0, c1, top1, bottom] = [x0 + cx * W, x0 + (cx + cw) * W, y0 + cy * H, y0 + (cy + ch) * H]
    let d = ''
    for (let yy = top1 + 4; yy <= bottom; yy += 17)
      d += `M${f(c0 + 3)} ${f(yy)}H${f(yy + 17 > bottom ? c0 + (c1 - c0) * (0.4 + r() * 0.3) : c1 - 3 - r() * 10)}`
    body += path(d, t.faint, 6)
  }
  return body + '</g>' + pic
}
