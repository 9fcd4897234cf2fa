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
