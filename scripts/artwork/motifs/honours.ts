// Honours: awards, recognition and felicitations. Each motif draws around (x, y) at size s, in the tone's colours.
import { P, at } from '../svg'
import { TAU, arc, dot, dots, f, path, rect, ring, star, vesica, type Ctx } from '../draw'

export const honoursMotifs = {
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
} satisfies Record<string, (c: Ctx) => string>
