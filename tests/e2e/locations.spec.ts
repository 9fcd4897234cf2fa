import AxeBuilder from '@axe-core/playwright'
import { expect, hydrated, test } from './fixtures'

test('addresses are grouped into Asia, EU and Other Locations, some with a phone link', async ({ page }) => {
  await page.goto('/connect/locations')
  await hydrated(page)
  const countries = (region: string) => page.locator(`[data-region="${region}"] li p`).allTextContents()
  expect(await countries('asia')).toEqual(['India'])
  expect(await countries('eu')).toEqual(['France', 'Netherlands', 'Finland'])
  expect(await countries('other')).toEqual(['United Kingdom', 'USA', 'Canada', 'Brazil'])
  const phones = page.locator('[data-region] a[href^="tel:"]')
  expect(await phones.count()).toBeGreaterThan(1)
  await expect(phones.first()).toHaveAttribute('href', 'tel:+914048523000')
})

test('the map has nine pins that open maps in a new tab and take keyboard focus', async ({ page }) => {
  await page.goto('/connect/locations')
  await hydrated(page)
  const pins = page.locator('a[data-pin]')
  await expect(pins).toHaveCount(9)
  for (const pin of await pins.all()) {
    await expect(pin).toHaveAttribute('target', '_blank')
    await expect(pin).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//)
  }
  const india = page.locator('a[data-pin="india"]')
  await expect(india).toHaveAccessibleName('India office on the map (opens in a new tab)')
  await india.focus()
  await expect(india).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator('a[data-pin]:focus')).toHaveCount(1)
  // India's pin sits east of the UK's and north of Australia's.
  const box = async (id: string) => (await page.locator(`a[data-pin="${id}"]`).boundingBox())!
  expect((await box('india')).x).toBeGreaterThan((await box('london')).x)
  expect((await box('india')).y).toBeLessThan((await box('australia')).y)
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
