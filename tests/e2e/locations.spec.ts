import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { worldProjection } from '../../scripts/artwork/worldMap'
import { OFFICES } from '../../src/config/brand'
import { MAP_PINS } from '../../src/content/locations'
import { MAP_LAYOUT } from '../../src/content/locationsMap'
import { footerText } from '../../src/content/shellText'
import { englishOf } from '../../src/i18n/defineMessages'
import { expect, hydrated, test } from './fixtures'

test('addresses are grouped into Asia, Europe (the UK with it) and Other Locations: a card per office of the footer and the map', async ({
  page,
}) => {
  await page.goto('/connect/locations')
  await hydrated(page)
  const countries = (region: string) => page.locator(`[data-region="${region}"] li p`).allTextContents()
  await expect(page.locator('[data-region] h3')).toHaveText(['Asia', 'Europe', 'Other Locations'])
  expect(await countries('asia')).toEqual(['India'])
  expect(await countries('europe')).toEqual(['United Kingdom', 'France', 'Netherlands', 'Finland'])
  expect(await countries('other')).toEqual(['USA', 'Canada', 'Brazil', 'Australia'])
  const phones = page.locator('[data-region] a[href^="tel:"]')
  expect(await phones.count()).toBeGreaterThan(1)
  await expect(phones.first()).toHaveAttribute('href', 'tel:+914048523000')
  // The cards, the map's pins and the footer's offices are the same nine.
  const cards = await page
    .locator('[data-office]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-office')))
  const pins = await page.locator('[data-pin]').evaluateAll((els) => els.map((el) => el.getAttribute('data-pin')))
  expect([...cards].sort()).toEqual(OFFICES.map((o) => o.id).sort())
  expect([...pins].sort()).toEqual([...cards].sort())
  await expect(page.locator('footer a[href*="google.com/maps"]')).toHaveCount(OFFICES.length)
  // At 1440 px the cards of a region share one row, all of one height.
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const region of ['europe', 'other']) {
    const boxes = await page
      .locator(`[data-region="${region}"] li`)
      .evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect()).map((r) => [Math.round(r.top), Math.round(r.height)]),
      )
    expect(new Set(boxes.map(([top]) => top)).size, region).toBe(1)
    expect(new Set(boxes.map(([, height]) => height)).size, region).toBe(1)
  }
})

// The map's tests follow the data: a pin per office of src/config/brand.ts, named as the page names it.
const pinName = (id: string) => {
  const pin = MAP_PINS.find((p) => p.id === id)!
  return englishOf(footerText.officeLink).replace('{country}', englishOf(pin.country))
}

test('every office has a pin: a link to maps in a new tab, named after its country, each a Tab stop', async ({
  page,
}) => {
  await page.goto('/connect/locations')
  await hydrated(page)
  const pins = page.locator('a[data-pin]')
  await expect(pins).toHaveCount(OFFICES.length)
  for (const office of OFFICES) {
    const pin = page.locator(`a[data-pin="${office.id}"]`)
    await expect(pin).toHaveAttribute('target', '_blank')
    await expect(pin).toHaveAttribute('href', office.mapsUrl)
    await expect(pin).toHaveAccessibleName(pinName(office.id))
  }
  await expect(page.locator('a[data-pin="india"]')).toHaveAccessibleName('India office on the map (opens in a new tab)')
  // Tab from the first pin visits every pin, one by one, each with a visible focus ring.
  await pins.first().focus()
  const visited: string[] = []
  for (let i = 0; i < OFFICES.length; i++) {
    if (i) await page.keyboard.press('Tab')
    const focused = page.locator('a[data-pin]:focus')
    await expect(focused).toHaveCount(1)
    visited.push((await focused.getAttribute('data-pin'))!)
    const ring = await focused.evaluate((el) => getComputedStyle(el))
    expect(ring.outlineStyle).toBe('solid')
    expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2)
  }
  expect(visited.sort()).toEqual(OFFICES.map((o) => o.id).sort())
})

for (const width of [320, 390, 768, 1024, 1440]) {
  test(`at ${width} px every pin is at least 24 px, inside the map, and no two pins overlap`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/connect/locations')
    await hydrated(page)
    const card = (await page.locator('#map-heading + div').boundingBox())!
    const boxes = await Promise.all(
      OFFICES.map(async (o) => ({ id: o.id, box: (await page.locator(`a[data-pin="${o.id}"]`).boundingBox())! })),
    )
    for (const { id, box } of boxes) {
      expect(box.width, id).toBeGreaterThanOrEqual(24)
      expect(box.height, id).toBeGreaterThanOrEqual(24)
      expect(box.x, id).toBeGreaterThanOrEqual(card.x)
      expect(box.x + box.width, id).toBeLessThanOrEqual(card.x + card.width)
      expect(box.y, id).toBeGreaterThanOrEqual(card.y)
      expect(box.y + box.height, id).toBeLessThanOrEqual(card.y + card.height)
    }
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.box.x + a.box.width <= b.box.x ||
          b.box.x + b.box.width <= a.box.x ||
          a.box.y + a.box.height <= b.box.y ||
          b.box.y + b.box.height <= a.box.y
        expect(apart, `the pins of ${a.id} and ${b.id} overlap`).toBe(true)
      }
    // The Europe inset stays inside the card too (over the map from 1280 px, below it before).
    const inset = (await page.locator('img[src$="europe-map.svg"]').boundingBox())!
    expect(inset.y + inset.height).toBeLessThanOrEqual(card.y + card.height)
    const world = (await page.locator('img[src$="world-map.svg"]').boundingBox())!
    if (width >= 1280) expect(inset.y).toBeLessThan(world.y + world.height)
    else expect(inset.y).toBeGreaterThanOrEqual(world.y + world.height)
  })
}

/** Whether points (in a map's own units) are land in the SVG the page shows for that map. */
async function onLand(page: Page, map: 'world' | 'europe', points: [number, number][]): Promise<boolean[]> {
  return page.evaluate(
    async ({ map, points }) => {
      const img = document.querySelector<HTMLImageElement>(`img[src$="/${map}-map.svg"]`)!
      const holder = document.createElement('div')
      holder.style.cssText = 'position:absolute;left:-9999px;top:0;width:100px'
      holder.innerHTML = await (await fetch(img.src)).text()
      document.body.append(holder)
      const land = holder.querySelector<SVGPathElement>('path#land')!
      const inside = points.map(([x, y]) => land.isPointInFill(new DOMPoint(x, y)))
      holder.remove()
      return inside
    },
    { map, points },
  )
}

for (const width of [390, 1440]) {
  test(`at ${width} px every pin's tip is on land in its map, and Great Britain and Japan are drawn`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/connect/locations')
    await hydrated(page)
    for (const map of ['world', 'europe'] as const) {
      const img = (await page.locator(`img[src$="/${map}-map.svg"]`).boundingBox())!
      const ids = MAP_PINS.filter((p) => p.panel === map).map((p) => p.id)
      // A pin's list item is a zero-size box at the office's place.
      const points = await Promise.all(
        ids.map(async (id) => {
          const place = (await page.locator(`li[data-place="${id}"]`).boundingBox())!
          const size = MAP_LAYOUT[map]
          return [((place.x - img.x) / img.width) * size.width, ((place.y - img.y) / img.height) * size.height] as [
            number,
            number,
          ]
        }),
      )
      const inside = await onLand(page, map, points)
      expect(Object.fromEntries(ids.map((id, i) => [id, inside[i]]))).toEqual(
        Object.fromEntries(ids.map((id) => [id, true])),
      )
    }
    // London (its pin is in the inset) and Tokyo (no office) fall on land in the world map too;
    // the middle of the North Atlantic does not.
    const projection = worldProjection()
    const places: [number, number][] = [
      [-0.1276, 51.5072],
      [139.6917, 35.6895],
      [-40, 35],
    ]
    expect(
      await onLand(
        page,
        'world',
        places.map((c) => projection(c)!),
      ),
    ).toEqual([true, true, false])
  })
}

test('in Arabic the page mirrors but the map does not', async ({ page }) => {
  await page.goto('/ar/connect/locations')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const x = async (id: string) => (await page.locator(`li[data-place="${id}"]`).boundingBox())!.x
  // Dallas west of Hyderabad west of Sydney; in the inset London west of Helsinki.
  expect(await x('usa')).toBeLessThan(await x('india'))
  expect(await x('india')).toBeLessThan(await x('australia'))
  expect(await x('london')).toBeLessThan(await x('finland'))
  await expect(page.locator('a[data-pin="india"]')).toHaveAccessibleName(/الهند/)
  // "Europe" heads the European addresses and labels the map's inset.
  await expect(page.locator('[data-region="europe"] h3')).toHaveText('أوروبا')
  await expect(page.getByText('أوروبا', { exact: true })).toHaveCount(2)
  for (const label of await page.getByText('أوروبا', { exact: true }).all()) await expect(label).toBeVisible()
})

test.describe('accessibility of the Locations page', () => {
  test.use({ reducedMotion: 'reduce' })
  for (const url of ['/connect/locations', '/ar/connect/locations']) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }
})
