// Lists of cards and names read as laid out on purpose: their rows are as full as the count
// allows, and a shorter last row is centred, never one item alone at the start of a row.
// Counts come from the content, so nothing here names one.
import type { Locator } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/** The list's rows, by their items' middles (a row's items share one, stretched or centred): how many items, and the room left at each side of the row. */
function rows(list: Locator) {
  return list.evaluate((ul) => {
    const style = getComputedStyle(ul)
    const box = ul.getBoundingClientRect()
    const start = box.left + parseFloat(style.paddingLeft)
    const end = box.right - parseFloat(style.paddingRight)
    const lines = new Map<number, DOMRect[]>()
    for (const item of ul.children) {
      if (item.getClientRects().length === 0) continue
      const r = item.getBoundingClientRect()
      const middle = Math.round(r.top + r.height / 2)
      lines.set(middle, [...(lines.get(middle) ?? []), r])
    }
    return [...lines.values()].map((line) => ({
      count: line.length,
      before: Math.round(Math.min(...line.map((r) => r.left)) - start),
      after: Math.round(end - Math.max(...line.map((r) => r.right))),
    }))
  })
}

const LISTS = [
  ['/', 'section[aria-labelledby="clients-heading"] .marquee-track'],
  ['/', 'section[aria-labelledby="partners-heading"] .marquee-track'],
  ['/aboutus/clients', 'section[aria-labelledby="client-logos-heading"] ul'],
  ['/ifin-principals', '[data-testid="policy-documents"]'],
  ['/News_and_Media/picture_gallery', '[data-testid="gallery-list"]'],
] as const

for (const width of [390, 1024, 1440]) {
  test.describe(`at ${width} px`, () => {
    // With reduced motion the moving strips stand still as lists.
    test.use({ reducedMotion: 'reduce', viewport: { width, height: 900 } })

    test('lists fill their rows evenly and centre a shorter last row, in both directions', async ({ page }) => {
      for (const [path, selector] of LISTS)
        for (const url of [path, `/ar${path === '/' ? '' : path}`]) {
          await page.goto(url)
          await hydrated(page)
          const found = await rows(page.locator(selector))
          const where = `${url} ${selector}: ${JSON.stringify(found)}`
          const full = found[0]!.count
          expect(
            found.slice(0, -1).every((row) => row.count === full),
            where,
          ).toBe(true)
          const last = found.at(-1)!
          if (full >= 3) expect(last.count, where).toBeGreaterThan(1)
          expect(Math.abs(last.before - last.after), where).toBeLessThanOrEqual(2)
        }
    })

    test('the patrons’ single card is one wide card, not a card alone in a row', async ({ page }) => {
      await page.goto('/aboutus/ourvision')
      await hydrated(page)
      const group = page.locator('[data-group="patrons"]')
      const list = group.getByRole('list')
      const card = list.getByRole('button')
      await expect(card).toHaveCount(1)
      const [listBox, cardBox] = [await list.boundingBox(), await card.boundingBox()]
      // The portrait sits beside the name, so the card is wider than tall…
      expect(cardBox!.width).toBeGreaterThan(cardBox!.height)
      // …and on a phone it takes the column's whole width.
      if (width < 640) expect(Math.abs(cardBox!.width - listBox!.width)).toBeLessThanOrEqual(1)
    })
  })
}

/** Cards side by side are as tall as each other: each row's tallest minus its shortest card. */
function rowSpreads(list: Locator) {
  return list.evaluate((ul) => {
    const lines = new Map<number, number[]>()
    for (const item of ul.children) {
      const card = item.firstElementChild
      if (!card || card.getClientRects().length === 0) continue
      const r = card.getBoundingClientRect()
      const top = Math.round(r.top)
      lines.set(top, [...(lines.get(top) ?? []), r.height])
    }
    return [...lines.values()].map((heights) => Math.round(Math.max(...heights) - Math.min(...heights)))
  })
}

const CARD_LISTS = [['/News_and_Media/press_Release', '[data-testid="press"]']] as const

for (const width of [390, 1440])
  test(`cards in a row are as tall as each other at ${width} px, in both directions`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, selector] of CARD_LISTS)
      for (const url of [path, `/ar${path}`]) {
        await page.goto(url)
        await hydrated(page)
        const spreads = await rowSpreads(page.locator(selector))
        expect(spreads.length, url).toBeGreaterThan(0)
        expect(Math.max(...spreads), `${url} ${selector}: ${JSON.stringify(spreads)}`).toBeLessThanOrEqual(1)
      }
  })

test('a gallery event without a place and date keeps that line, so its title is not higher than the others', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/News_and_Media/picture_gallery')
  await hydrated(page)
  // Each card's title, measured from the card's top; an event whose line is empty shows no text in it.
  const cards = await page.locator('[data-testid="gallery-list"] a').evaluateAll((links) =>
    links.map((card) => {
      const title = card.querySelector('.type-card')!
      const line = title.previousElementSibling
      return {
        titleAt: Math.round(title.getBoundingClientRect().top - card.getBoundingClientRect().top),
        empty: !line?.textContent?.trim(),
      }
    }),
  )
  const withoutLine = cards.filter((card) => card.empty)
  expect(withoutLine.length, 'an event with no place and date').toBeGreaterThan(0)
  const lowest = Math.min(...cards.filter((card) => !card.empty).map((card) => card.titleAt))
  for (const card of withoutLine) expect(card.titleAt).toBe(lowest)
})
