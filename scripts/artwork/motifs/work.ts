// Work and growth: processes, careers, launches, shares, health, government, finance. Each motif draws around (x, y) at size s, in the tone's colours.
import { P, at } from '../svg'
import { TAU, arc, dot, dots, f, path, rect, ring, vesica, type Ctx } from '../draw'

export const workMotifs = {
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
} satisfies Record<string, (c: Ctx) => string>
