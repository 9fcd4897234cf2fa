// The Locations page's world map, projected here and never in the browser: Natural Earth's
// public-domain land (the world-atlas package: 1:110m for the world, 1:50m for the Europe
// inset) in the Natural Earth projection, Antarctica left out. It writes
//   public/images/locations/world-map.svg   the land, the Europe frame and a dot per office in it
//   public/images/locations/europe-map.svg  the inset: the frame's land, magnified
//   src/content/locationsMap.ts             the pins' places (per cent of their map) and the
//                                           inset's place over the world map, for the page
// Offices come from src/config/brand.ts (lon/lat). Run: npx tsx scripts/artwork/worldMap.ts
// (generate.ts runs it too); the files are committed. It stops, writing nothing, if a layout
// rule below no longer holds for the offices (pins that cannot be set apart, an inset that
// would cover land).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { geoArea, geoContains, geoNaturalEarth1, geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import type { MultiPolygon, Polygon } from 'geojson'
import { format, resolveConfig } from 'prettier'
import { OFFICES, type OfficeId } from '../../src/config/brand'
import { isMainModule } from '../lib/main'
import { NAVY_LIGHT, ORANGE_DARK } from './svg'

const ROOT = join(import.meta.dirname, '../..')

/** The world map's width in its own units (its viewBox); the height follows the land. */
export const WORLD_WIDTH = 1000
const MARGIN = 8
/** The Europe inset shows this part of the world (degrees), magnified to INSET_WIDTH units. */
export const EUROPE = { west: -11, east: 32, south: 44, north: 64 }
const INSET_WIDTH = 400
/**
 * From xl (1280 px) up the inset lies over the world map, in the South Atlantic below Africa
 * (left and top edge in world units, width as a share of the map's), joined to the frame by a
 * line over the Atlantic; on narrower screens it stands below the map.
 */
const OVERLAY = { left: 380, top: 378, share: 0.3 }
/** Islands smaller than this (km², as drawn at 1:110m) may lie under the inset or its line (Kerguelen, Cape Verde). */
const SMALL_ISLAND = 15_000

/** Pin boxes as the page draws them (px): a 24 px square whose tip is 22 px down. */
export const PIN = { size: 24, tip: 22 }
/** The narrowest screen the page is made for (px). */
export const NARROWEST = 320

/**
 * How wide (px) the page draws a map on a screen `viewport` px wide: the page is at most
 * 1200 px with 16 px of padding a side below 640 px and 24 px from there, the map's card 12 px
 * and then 24 px; the inset stands below the map, at most 512 px wide, and from 1280 px lies
 * over it at OVERLAY.share of its width.
 */
export function mapWidthAt(panel: Panel, viewport: number): number {
  const world = Math.min(viewport, 1200) - (viewport < 640 ? 56 : 96)
  if (panel === 'world') return world
  return viewport < 1280 ? Math.min(world, 512) : world * OVERLAY.share
}

const LAND_FILL = '#d3ddea'

type Point = [number, number]
type Ring = Point[]

/** Natural Earth's land from the world-atlas package (`land-110m.json`, `land-50m.json`), as GeoJSON. */
export function atlasLand(name: string) {
  const require = createRequire(import.meta.url)
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8')) as Topology<{
    land: GeometryCollection
  }>
  return feature(topology, topology.objects.land)
}

function atlas(name: string): MultiPolygon {
  const land = atlasLand(name)
  const polygons = land.features.flatMap((f) =>
    f.geometry.type === 'MultiPolygon'
      ? f.geometry.coordinates
      : f.geometry.type === 'Polygon'
        ? [(f.geometry as Polygon).coordinates]
        : [],
  )
  // Antarctica (every polygon wholly south of 60° S) would take a fifth of the height.
  return {
    type: 'MultiPolygon',
    coordinates: polygons.filter((polygon) => polygon[0]!.some(([, lat]) => lat! > -60)),
  }
}

/** The projected rings of an object, as d3 draws them (clipped, resampled). */
function rings(projection: GeoProjection, object: GeoPermissibleObjects): Ring[] {
  const out: Ring[] = []
  let ring: Ring = []
  const context = {
    moveTo(x: number, y: number) {
      ring = [[x, y]]
      out.push(ring)
    },
    lineTo(x: number, y: number) {
      ring.push([x, y])
    },
    closePath() {},
    arc() {},
  }
  geoPath(projection, context as unknown as CanvasRenderingContext2D)(object)
  return out
}

/** Douglas–Peucker: drops points nearer than `tolerance` to the line their neighbours draw. */
function simplify(points: Ring, tolerance: number): Ring {
  if (points.length < 3) return points
  const keep = new Uint8Array(points.length)
  keep[0] = keep[points.length - 1] = 1
  const stack: [number, number][] = [[0, points.length - 1]]
  while (stack.length) {
    const [a, b] = stack.pop()!
    const [ax, ay] = points[a]!
    const [bx, by] = points[b]!
    const length = Math.hypot(bx - ax, by - ay)
    let farthest = -1
    let distance = tolerance
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!
      const d = length ? Math.abs((by - ay) * (px - ax) - (bx - ax) * (py - ay)) / length : Math.hypot(px - ax, py - ay)
      if (d > distance) {
        distance = d
        farthest = i
      }
    }
    if (farthest > 0) {
      keep[farthest] = 1
      stack.push([a, farthest], [farthest, b])
    }
  }
  return points.filter((_, i) => keep[i])
}

const tenths = (v: number) => Math.round(v * 10)
const number = (tenthsValue: number) => (tenthsValue / 10).toString().replace(/^(-?)0\./, '$1.')

/**
 * An SVG path of closed rings, simplified and rounded to a tenth of a unit, in relative
 * moves (the shortest form the path grammar allows: no spaces before a minus sign).
 */
function pathData(rs: Ring[], tolerance: number): string {
  let d = ''
  for (const raw of rs) {
    const [first, last] = [raw[0]!, raw.at(-1)!]
    const open = raw.length > 1 && first[0] === last[0] && first[1] === last[1] ? raw.slice(0, -1) : raw
    const points = simplify([...open, open[0]!], tolerance)
      .slice(0, -1)
      .map(([x, y]) => [tenths(x), tenths(y)] as const)
      .filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1])
    if (points.length < 3) continue
    let [px, py] = points[0]!
    d += `M${number(px)} ${number(py)}l`
    points.slice(1).forEach(([x, y], i) => {
      const dx = number(x - px)
      const dy = number(y - py)
      d += `${i === 0 || dx.startsWith('-') ? '' : ' '}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`
      px = x
      py = y
    })
    d += 'z'
  }
  return d
}

const round1 = (v: number) => Math.round(v * 10) / 10
const round2 = (v: number) => Math.round(v * 100) / 100

export type Panel = 'world' | 'europe'
/**
 * How a pin stands aside on narrow screens: `|nudge|` px less `slope` px per 100 px of its map's
 * width (never less than 0), in the direction of nudge's sign, on screens narrower than `until` px.
 */
export interface Aside {
  nudge: number
  slope: number
  until: number
}
export interface MapPin extends Aside {
  id: OfficeId
  panel: Panel
  /** Per cent of its map's width and height. */
  x: number
  y: number
}

/** How far (px, signed) a pin stands aside on a screen `viewport` px wide where its map is `width` px wide; the page's CSS does the same. */
export const asideAt = ({ nudge, slope, until }: Aside, width: number, viewport: number) =>
  viewport < until ? Math.sign(nudge) * Math.max(0, Math.abs(nudge) - (slope * width) / 100) : 0

/** The Natural Earth projection of the world map, in its units (0…WORLD_WIDTH). */
export function worldProjection(): GeoProjection {
  const projection = geoNaturalEarth1().fitWidth(WORLD_WIDTH - 2 * MARGIN, atlas('land-110m.json'))
  const [tx, ty] = projection.translate()
  return projection.translate([tx + MARGIN, ty + MARGIN])
}

/** Whether two pins' boxes overlap, given their places in px. */
const overlap = (a: Point, b: Point) => Math.abs(a[0] - b[0]) < PIN.size && Math.abs(a[1] - b[1]) < PIN.size

/**
 * Two pins that overlap on the narrowest screen stand aside sideways, half each, by no more than
 * keeps their boxes a pixel apart: (PIN.size + 1 - gap) / 2 px, the gap growing with the map's
 * width, so the pins come back to their places as the screen widens, and stand there from
 * `until` px (the widest screen on which the pair, unmoved, overlaps, plus one: the pair may
 * stand apart by height first).
 */
export function nudges(panel: Panel, points: Point[], mapWidth: number): Aside[] {
  const at = (viewport: number) =>
    points.map(([x, y]): Point => [
      (x * mapWidthAt(panel, viewport)) / mapWidth,
      (y * mapWidthAt(panel, viewport)) / mapWidth,
    ])
  const narrow = at(NARROWEST)
  const moved: Aside[] = points.map(() => ({ nudge: 0, slope: 0, until: 0 }))
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      if (!overlap(narrow[i]!, narrow[j]!)) continue
      // A pin between two others would have to stand aside from both: not needed yet, so not done.
      if (moved[i]!.nudge || moved[j]!.nudge)
        throw new Error(`${panel}: pins cannot be set apart on a ${NARROWEST} px screen (one overlaps two others)`)
      const dx = narrow[j]![0] - narrow[i]![0]
      // Half the gap's growth per 100 px of map width, rounded down (and the half box rounded up), so
      // the pair always stands at least a pixel apart.
      const slope = Math.floor((Math.abs(dx) / mapWidthAt(panel, NARROWEST)) * 50_000) / 1000
      const half = Math.ceil((PIN.size + 1) / 2) * (dx >= 0 ? 1 : -1)
      // Maps do not only grow with the screen (at 640 px the paddings grow).
      let until = NARROWEST
      for (let viewport = NARROWEST; viewport <= 1600; viewport++)
        if (overlap(at(viewport)[i]!, at(viewport)[j]!)) until = viewport + 1
      moved[i] = { nudge: -half, slope, until }
      moved[j] = { nudge: half, slope, until }
    }
  return moved
}

/** Fails when two pins' boxes overlap on any screen from 310 to 1600 px (a scrollbar's width less than the narrowest). */
function assertApart(panel: Panel, ids: string[], points: Point[], mapWidth: number, moves: Aside[]) {
  for (let viewport = NARROWEST - 10; viewport <= 1600; viewport++) {
    const width = mapWidthAt(panel, viewport)
    const scale = width / mapWidth
    const placed = points.map(([x, y], i): Point => [x * scale + asideAt(moves[i]!, width, viewport), y * scale])
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++)
        if (overlap(placed[i]!, placed[j]!))
          throw new Error(`${panel}: the pins of ${ids[i]} and ${ids[j]} overlap on a ${viewport} px screen`)
  }
}

export function buildWorldMap() {
  const land = atlas('land-110m.json')
  const projection = worldProjection()
  const height = Math.ceil(geoPath(projection).bounds(land)[1][1] + MARGIN)
  const km2 = 6371 ** 2
  const largeLand: MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: land.coordinates.filter((p) => geoArea({ type: 'Polygon', coordinates: p }) * km2 >= SMALL_ISLAND),
  }
  const isLand = (x: number, y: number) => geoContains(land, projection.invert!([x, y])!)
  const isLargeLand = (x: number, y: number) => geoContains(largeLand, projection.invert!([x, y])!)

  // The frame: the projected bounds of the Europe box (its edges sampled: meridians curve).
  const edge: Point[] = []
  for (let t = 0; t <= 1; t += 1 / 32) {
    const lon = EUROPE.west + t * (EUROPE.east - EUROPE.west)
    const lat = EUROPE.south + t * (EUROPE.north - EUROPE.south)
    edge.push([lon, EUROPE.south], [lon, EUROPE.north], [EUROPE.west, lat], [EUROPE.east, lat])
  }
  const projected = edge.map((p) => projection(p)!)
  const frame = {
    x: round1(Math.min(...projected.map((p) => p[0]))),
    y: round1(Math.min(...projected.map((p) => p[1]))),
    width: 0,
    height: 0,
  }
  frame.width = round1(Math.max(...projected.map((p) => p[0])) - frame.x)
  frame.height = round1(Math.max(...projected.map((p) => p[1])) - frame.y)

  // The inset: the same projection, magnified so the frame is INSET_WIDTH units wide.
  const zoom = INSET_WIDTH / frame.width
  const insetHeight = round1(frame.height * zoom)
  const [tx, ty] = projection.translate()
  const inset = geoNaturalEarth1()
    .scale(projection.scale() * zoom)
    .translate([(tx - frame.x) * zoom, (ty - frame.y) * zoom])
    .clipExtent([
      [0, 0],
      [INSET_WIDTH, insetHeight],
    ])

  const offices = OFFICES.map((office) => {
    const [x, y] = projection([office.lon, office.lat])!
    const inFrame = x > frame.x && x < frame.x + frame.width && y > frame.y && y < frame.y + frame.height
    return { office, world: [x, y] as Point, inset: inFrame ? (inset([office.lon, office.lat])! as Point) : null }
  })
  for (const { office, world } of offices)
    if (!isLand(...world)) throw new Error(`${office.id} (${office.lon}, ${office.lat}) is not on land`)

  // The overlay must cover sea only, and so must the line from the frame's lower left corner.
  const overlay = {
    x: OVERLAY.left,
    y: OVERLAY.top,
    width: WORLD_WIDTH * OVERLAY.share,
    height: WORLD_WIDTH * OVERLAY.share * (insetHeight / INSET_WIDTH),
  }
  const leader = { x1: frame.x, y1: frame.y + frame.height, x2: overlay.x, y2: overlay.y }
  for (let x = overlay.x - 4; x <= overlay.x + overlay.width + 4; x += 2)
    for (let y = overlay.y - 4; y < Math.min(height, overlay.y + overlay.height + 4); y += 2)
      if (isLargeLand(x, y)) throw new Error(`the Europe inset would cover land at ${x}, ${y}`)
  for (let t = 0.05; t <= 1; t += 0.01) {
    const [x, y] = [leader.x1 + t * (leader.x2 - leader.x1), leader.y1 + t * (leader.y2 - leader.y1)]
    for (const [ox, oy] of [
      [0, 0],
      [-4, 0],
      [4, 0],
    ] as const)
      if (isLargeLand(x + ox, y + oy)) throw new Error(`the inset's line would cross land at ${x}, ${y}`)
  }

  // Pins, by map, in the offices' order; moved apart where narrow screens need it.
  const pins: MapPin[] = []
  for (const panel of ['world', 'europe'] as const) {
    const here = offices.filter((o) => (panel === 'europe') === (o.inset !== null))
    const points = here.map((o) => (panel === 'europe' ? o.inset! : o.world))
    const mapWidth = panel === 'europe' ? INSET_WIDTH : WORLD_WIDTH
    const mapHeight = panel === 'europe' ? insetHeight : height
    const ids = here.map((o) => o.office.id)
    const moves = nudges(panel, points, mapWidth)
    assertApart(panel, ids, points, mapWidth, moves)
    here.forEach((o, i) =>
      pins.push({
        id: o.office.id,
        panel,
        x: round2((points[i]![0] / mapWidth) * 100),
        y: round2((points[i]![1] / mapHeight) * 100),
        ...moves[i]!,
      }),
    )
  }

  const frameStroke = `fill="none" stroke="${NAVY_LIGHT}" stroke-width="1.25" vector-effect="non-scaling-stroke"`
  const worldOpen = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WORLD_WIDTH} ${height}" width="${WORLD_WIDTH}" height="${height}">`
  const worldLand = `<path id="land" fill="${LAND_FILL}" d="${pathData(rings(projection, land), 0.3)}"/>`
  const worldSvg =
    worldOpen +
    worldLand +
    `<rect x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}" rx="2" ${frameStroke}/>` +
    offices
      .filter((o) => o.inset)
      .map(
        ({ world: [x, y] }) =>
          `<circle cx="${round1(x)}" cy="${round1(y)}" r="2.2" fill="${ORANGE_DARK}" stroke="#fff" stroke-width=".8"/>`,
      )
      .join('') +
    `</svg>\n`
  // The contact page's small map: every office as a dot on the world, no frame (it has no inset).
  const officesSvg =
    worldOpen +
    worldLand +
    offices
      .map(
        ({ world: [x, y] }) =>
          `<circle cx="${round1(x)}" cy="${round1(y)}" r="8" fill="${ORANGE_DARK}" stroke="#fff" stroke-width="2.5"/>`,
      )
      .join('') +
    `</svg>\n`
  const europeSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${INSET_WIDTH} ${insetHeight}" width="${INSET_WIDTH}" height="${insetHeight}">` +
    `<path id="land" fill="${LAND_FILL}" d="${pathData(rings(inset, atlas('land-50m.json')), 0.35)}"/>` +
    `</svg>\n`

  const layout = {
    world: { width: WORLD_WIDTH, height },
    europe: { width: INSET_WIDTH, height: insetHeight },
    /** The inset over the world map from xl up: left, top and width in per cent of the map's box. */
    overlay: {
      left: round2((overlay.x / WORLD_WIDTH) * 100),
      top: round2((overlay.y / height) * 100),
      width: round2(OVERLAY.share * 100),
      /** How far (per cent of the map's width) the inset reaches below the map. */
      below: round2(((overlay.y + overlay.height - height) / WORLD_WIDTH) * 100),
    },
    /** The line from the frame to the inset, in the world map's units. */
    leader: { x1: round1(leader.x1), y1: round1(leader.y1), x2: round1(leader.x2), y2: round1(leader.y2) },
    pins,
  }
  return { worldSvg, officesSvg, europeSvg, layout }
}

/** Writes the SVGs (the map, the contact page's offices map, the inset) and the page's module. */
export async function writeWorldMap() {
  const { worldSvg, officesSvg, europeSvg, layout } = buildWorldMap()
  writeFileSync(join(ROOT, 'public/images/locations/world-map.svg'), worldSvg)
  writeFileSync(join(ROOT, 'public/images/locations/offices-map.svg'), officesSvg)
  writeFileSync(join(ROOT, 'public/images/locations/europe-map.svg'), europeSvg)
  const file = join(ROOT, 'src/content/locationsMap.ts')
  const source =
    `// Written by scripts/artwork/worldMap.ts from the offices' coordinates (src/config/brand.ts):\n` +
    `// do not edit; change an office's lon/lat and run npx tsx scripts/artwork/worldMap.ts.\n` +
    `// x and y are per cent of a pin's map; a pin stands |nudge| px less slope px per 100 px of its map's\n` +
    `// width aside (never less than 0), on screens narrower than until px.\n` +
    `export const MAP_LAYOUT = ${JSON.stringify(layout)} as const\n`
  writeFileSync(file, await format(source, { ...(await resolveConfig(file)), filepath: file }))
  console.log(
    `world map: world-map.svg ${worldSvg.length} B, europe-map.svg ${europeSvg.length} B, ${layout.pins.length} pins`,
  )
}

if (isMainModule(import.meta.url)) await writeWorldMap()
