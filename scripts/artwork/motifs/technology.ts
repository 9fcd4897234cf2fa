// Technology: networks, chips, platforms, ledgers, security, payments, telecoms. Each motif draws around (x, y) at size s, in the tone's colours.
import { P, at } from '../svg'
import { TAU, arc, dot, dots, f, path, rect, ring, type Ctx } from '../draw'

export const technologyMotifs = {
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
} satisfies Record<string, (c: Ctx) => string>
