// Gatherings: conclaves, meetings, fairs, delegations and the people in them. Each motif draws around (x, y) at size s, in the tone's colours.
import { P, at } from '../svg'
import { HALL, TAU, arc, dot, dots, f, path, rect, ring, type Ctx } from '../draw'

export const gatheringsMotifs = {
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
