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
import { NAVY, ORANGE, P, at, seeded } from './svg'
import { HALL, f, path, ring, type Ctx, type Detail, type Tone } from './draw'
import { gatheringsMotifs } from './motifs/gatherings'
import { honoursMotifs } from './motifs/honours'
import { journeysMotifs } from './motifs/journeys'
import { learningMotifs } from './motifs/learning'
import { technologyMotifs } from './motifs/technology'
import { workMotifs } from './motifs/work'

export type { City, Detail, Tone } from './draw'

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

// ---------------------------------------------------------------------------
// Motifs, one module per family (scripts/artwork/motifs/).

const MOTIFS = {
  ...gatheringsMotifs,
  ...honoursMotifs,
  ...journeysMotifs,
  ...learningMotifs,
  ...technologyMotifs,
  ...workMotifs,
}

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
