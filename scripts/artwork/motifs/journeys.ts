// Journeys: routes on the map, days on the water, roads. Each motif draws around (x, y) at size s, in the tone's colours.
import { P } from '../svg'
import { CITIES, LAND, type LonLat } from '../world'
import { dot, f, path, ring, type Ctx } from '../draw'

export const journeysMotifs = {
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
} satisfies Record<string, (c: Ctx) => string>
