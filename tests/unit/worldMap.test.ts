import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { OFFICES } from '../../src/config/brand'
import { MAP_LAYOUT } from '../../src/content/locationsMap'
import LocationsPage from '../../src/pages/connect/LocationsPage'
import { NARROWEST, PIN, asideAt, buildWorldMap, mapWidthAt, worldProjection } from '../../scripts/artwork/worldMap'

// The page is rendered below for its map alone: its header (SEO, hero) needs the app's providers.
vi.mock('virtual:photos', () => ({ default: {} }))
vi.mock('../../src/pages/PageHeader', () => ({ PageHeader: () => null }))

const publicText = (path: string) => readFileSync(join(import.meta.dirname, '../../public', path), 'utf8')
const built = buildWorldMap()

/** The land path's rings (the generator writes `M x y l dx dy … z` only). */
function landRings(svg: string): [number, number][][] {
  const d = /<path id="land"[^>]* d="([^"]+)"/.exec(svg)![1]!
  return d
    .split('M')
    .filter(Boolean)
    .map((part) => {
      const [start, moves] = part.replace(/z$/, '').split('l') as [string, string]
      const numbers = (text: string) => (text.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number)
      let [x, y] = numbers(start) as [number, number]
      const ring: [number, number][] = [[x, y]]
      const steps = numbers(moves)
      for (let i = 0; i < steps.length; i += 2) ring.push([(x += steps[i]!), (y += steps[i + 1]!)])
      return ring
    })
}

/** Even–odd fill, as the path has no overlapping rings of its own. */
function inFill(rings: [number, number][][], [px, py]: [number, number]): boolean {
  let inside = false
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!
      const [xj, yj] = ring[j]!
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside
    }
  return inside
}

describe('the Locations world map', () => {
  it('is in step with the offices: the committed SVGs and pin places are what the generator writes now', () => {
    expect(publicText('/images/locations/world-map.svg')).toBe(built.worldSvg)
    expect(publicText('/images/locations/offices-map.svg')).toBe(built.officesSvg)
    expect(publicText('/images/locations/europe-map.svg')).toBe(built.europeSvg)
    expect(JSON.parse(JSON.stringify(MAP_LAYOUT))).toEqual(built.layout)
    expect(MAP_LAYOUT.pins.map((p) => p.id).sort()).toEqual(OFFICES.map((o) => o.id).sort())
  })

  it('stays light: no more than 40 KB of SVG for the two maps', () => {
    expect(built.worldSvg.length + built.europeSvg.length).toBeLessThan(40_000)
  })

  it('draws Great Britain and Japan: London and Tokyo fall on land in the shipped world map', () => {
    const rings = landRings(built.worldSvg)
    const projection = worldProjection()
    for (const [lon, lat] of [
      [-0.1246, 51.5145], // London
      [-3.19, 55.95], // Edinburgh
      [139.69, 35.69], // Tokyo
      [141.35, 43.06], // Sapporo
      [130.4, 33.59], // Fukuoka
    ] as const)
      expect(inFill(rings, projection([lon, lat])!), `${lon}, ${lat}`).toBe(true)
    // …and the sea between them and their continents is sea.
    for (const [lon, lat] of [
      [-2, 50], // the English Channel
      [3, 54], // the North Sea
      [135, 40], // the Sea of Japan
    ] as const)
      expect(inFill(rings, projection([lon, lat])!), `${lon}, ${lat}`).toBe(false)
  })

  it('puts every office on land in its own map (the world, or the Europe inset)', () => {
    const maps = { world: landRings(built.worldSvg), europe: landRings(built.europeSvg) }
    for (const pin of MAP_LAYOUT.pins) {
      const size = MAP_LAYOUT[pin.panel]
      expect(inFill(maps[pin.panel], [(pin.x / 100) * size.width, (pin.y / 100) * size.height]), pin.id).toBe(true)
    }
  })

  it('keeps the pins of each map apart on every screen from 320 to 1600 px, nudges included', () => {
    for (const panel of ['world', 'europe'] as const) {
      const pins = MAP_LAYOUT.pins.filter((p) => p.panel === panel)
      const { width, height } = MAP_LAYOUT[panel]
      for (let viewport = NARROWEST; viewport <= 1600; viewport++) {
        const px = mapWidthAt(panel, viewport)
        const placed = pins.map((p) => ({
          id: p.id,
          x: (p.x / 100) * px + asideAt(p, px, viewport),
          y: (p.y / 100) * px * (height / width),
        }))
        for (const [i, a] of placed.entries())
          for (const b of placed.slice(i + 1))
            expect(
              Math.abs(a.x - b.x) >= PIN.size || Math.abs(a.y - b.y) >= PIN.size,
              `${a.id} and ${b.id} at ${viewport} px`,
            ).toBe(true)
      }
    }
  })

  it('moves a pin aside no further than keeps its box off its neighbour’s, and less as the screen widens', () => {
    for (const panel of ['world', 'europe'] as const) {
      const pins = MAP_LAYOUT.pins.filter((p) => p.panel === panel)
      for (let viewport = NARROWEST; viewport <= 1600; viewport++) {
        const px = mapWidthAt(panel, viewport)
        for (const pin of pins.filter((p) => asideAt(p, px, viewport))) {
          // Its pair stands aside the other way: together two pixels more than a box apart (and a rounding).
          const other = pins.find((p) => p.id !== pin.id && p.until === pin.until && p.nudge === -pin.nudge)!
          const gap = ((other.x - pin.x) / 100) * px + asideAt(other, px, viewport) - asideAt(pin, px, viewport)
          expect(Math.abs(gap), `${pin.id} at ${viewport} px`).toBeLessThan(PIN.size + 3)
        }
      }
    }
    // On a 390 px phone Dallas and Toronto stand under 4 px from their places.
    for (const id of ['usa', 'canada'])
      expect(
        Math.abs(
          asideAt(
            MAP_LAYOUT.pins.find((p) => p.id === id)!,
            mapWidthAt('world', 390),
            390,
          ),
        ),
      ).toBeLessThan(4)
  })

  describe('as the page draws it', () => {
    // jsdom ships no types of its own; this is the part used here.
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
      JSDOM: new (html: string) => { window: { document: Document } }
    }
    const html = renderToString(
      createElement(IntlProvider, { locale: 'en', defaultLocale: 'en', messages: {} }, createElement(LocationsPage)),
    )
    const { document } = new JSDOM(html).window

    it('joins a moved pin to the dot on its place with a leader line, as long as the pin stands aside', () => {
      for (const pin of MAP_LAYOUT.pins) {
        const place = document.querySelector<HTMLElement>(`li[data-place="${pin.id}"]`)!
        const leader = place.querySelector<HTMLElement>('[data-leader]')
        const link = place.querySelector<HTMLElement>(`a[data-pin="${pin.id}"]`)!
        if (!pin.nudge) {
          expect(leader, pin.id).toBeNull()
          continue
        }
        // From the place to the side the pin stands on, exactly as far.
        expect(leader?.style.width, pin.id).toBe('var(--aside)')
        expect(leader?.style.getPropertyValue(pin.nudge < 0 ? 'right' : 'left'), pin.id).toBe('0px')
        expect(link.style.marginLeft, pin.id).toBe(`calc(var(--aside) * ${Math.sign(pin.nudge)})`)
        expect(place.style.getPropertyValue('--aside'), pin.id).toContain(`${pin.slope}cqw`)
      }
    })

    it('writes "Europe" over the inset on a white plate, above its land', () => {
      const label = document.querySelector('#map-europe')!
      expect(label.textContent).toBe('Europe')
      expect(label.classList).toContain('bg-white')
      expect(label.classList).toContain('z-10')
    })
  })
})
