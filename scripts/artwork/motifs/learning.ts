// Learning and research: classes, campuses, assessments, charts, ideas. Each motif draws around (x, y) at size s, in the tone's colours.
import { P, at } from '../svg'
import { TAU, arc, dot, dots, f, path, rect, ring, type Ctx } from '../draw'

export const learningMotifs = {
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
} satisfies Record<string, (c: Ctx) => string>
