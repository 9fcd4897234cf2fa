import AxeBuilder from '@axe-core/playwright'
import { expect, hydrated, test } from './fixtures'

test('the talent selector: five services, the first chosen, click and arrow keys choose, the panel follows', async ({
  page,
}) => {
  await page.goto('/solutions/talent')
  await hydrated(page)
  const tabs = page.getByRole('tablist', { name: 'Our services' }).getByRole('tab')
  await expect(tabs).toHaveText([
    'Talent Advisory & Automation',
    'Research & Management',
    'Assessment as Service',
    'Global Mobility',
    'Digital PRO',
  ])
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await expect(page.getByRole('tabpanel').getByRole('heading')).toHaveText('Talent Advisory & Automation')
  await tabs.nth(3).click()
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
  await expect(page.getByRole('tabpanel').getByRole('heading')).toHaveText('Global Mobility')
  await page.keyboard.press('ArrowDown')
  await expect(tabs.nth(4)).toBeFocused()
  await expect(page.getByRole('tabpanel').getByRole('heading')).toHaveText('Digital PRO')
  await page.keyboard.press('ArrowRight')
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
})

test('the strategic-hiring video is muted, looping, with controls; it plays on its own only without reduced motion', async ({
  browser,
}) => {
  const moving = await browser.newPage()
  await moving.goto('/solutions/talent')
  await hydrated(moving)
  const video = moving.locator('video')
  expect(
    await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.controls, v.autoplay, Boolean(v.poster)]),
  ).toEqual([true, true, true, true, true])
  await moving.close()
  const still = await browser.newPage({ reducedMotion: 'reduce' })
  await still.goto('/oursolutions')
  await hydrated(still)
  expect(await still.locator('video').evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(false)
  await still.close()
})

test('the technology page: seven services and ten industries, each industry with intro, bullets and outro', async ({
  page,
}) => {
  await page.goto('/solutions/technologySection')
  await hydrated(page)
  await expect(page.getByRole('tablist', { name: 'Our services' }).getByRole('tab')).toHaveCount(7)
  const industries = page.getByRole('tablist', { name: 'Industries' }).getByRole('tab')
  await expect(industries).toHaveCount(10)
  await industries.filter({ hasText: 'Pharmaceuticals' }).click()
  const panel = page.locator('[role="tabpanel"][id^="industry-"]:not([hidden])')
  await expect(panel.getByRole('heading')).toHaveText('From the lab to the patient, faster')
  await expect(panel.locator('li')).toHaveCount(3)
  await expect(panel).toContainText('Shorter trials and inspections passed first time.')
})

test('the transformation page: seven programmes with several paragraphs each', async ({ page }) => {
  await page.goto('/solutions/transformation')
  await hydrated(page)
  const tabs = page.getByRole('tablist', { name: 'Our programmes' }).getByRole('tab')
  await expect(tabs).toHaveCount(7)
  await tabs.last().click()
  await expect(page.getByRole('tabpanel').getByRole('heading')).toHaveText('Modern finance, fully compliant')
  expect(await page.getByRole('tabpanel').locator('p').count()).toBeGreaterThanOrEqual(2)
})

test('every Solutions page ends with the closing band to contact; the talent video stands apart from it and the footer', async ({
  page,
}) => {
  for (const path of ['/solutions/talent', '/solutions/technologySection', '/solutions/transformation']) {
    await page.goto(path)
    const band = page.locator('main > section').last()
    await expect(band, path).toHaveAttribute('aria-labelledby', 'banner-heading')
    await expect(band.getByRole('heading', { level: 2 })).toHaveText('Ready to Build Your Global Future?')
    await expect(band.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/connect/contact')
  }
  await page.goto('/solutions/talent')
  const video = page.locator('section[aria-labelledby="video-heading"]')
  expect(await video.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
})

test('both selectors of the technology page are one style, and at 390 px every tab label is whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/solutions/technologySection')
  await hydrated(page)
  const look = (tab: import('@playwright/test').Locator) =>
    tab.evaluate((el) => {
      const style = getComputedStyle(el)
      return [style.backgroundColor, style.boxShadow, style.borderRadius].join(' | ')
    })
  const services = page.getByRole('tablist', { name: 'Our services' }).getByRole('tab')
  const industries = page.getByRole('tablist', { name: 'Industries' }).getByRole('tab')
  // An unchosen tab has its own edge (on the white section as on the grey one), the same in both lists.
  expect(await look(industries.nth(1))).toBe(await look(services.nth(1)))
  expect(await look(industries.nth(1))).not.toContain('none')
  for (const tab of [...(await services.all()), ...(await industries.all())]) {
    const box = (await tab.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    // Nothing of the list is scrolled out of sight.
    expect(await tab.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true)
  }
  // At 1440 the ten industries sit in rows above their panel, not in a tall column beside it.
  await page.setViewportSize({ width: 1440, height: 900 })
  const list = (await page.getByRole('tablist', { name: 'Industries' }).boundingBox())!
  const panel = (await page.locator('[role="tabpanel"][id^="industry-"]:not([hidden])').boundingBox())!
  expect(list.y + list.height).toBeLessThanOrEqual(panel.y)
  expect(list.height).toBeLessThan(200)
})

test.describe('accessibility of the Solutions pages', () => {
  test.use({ reducedMotion: 'reduce' })
  for (const url of [
    '/solutions/talent',
    '/ar/solutions/talent',
    '/solutions/technologySection',
    '/ar/solutions/technologySection',
    '/solutions/transformation',
    '/ar/solutions/transformation',
  ]) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }
})
