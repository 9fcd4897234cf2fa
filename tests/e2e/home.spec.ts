import AxeBuilder from '@axe-core/playwright'
import { emphasisOf, expect, hydrated, test } from './fixtures'
import { CLIENTS } from '../../src/content/home/logos'
import { englishOf } from '../../src/i18n/defineMessages'

const hero = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Highlights' })
const switcher = (page: import('@playwright/test').Page) => page.getByRole('group', { name: 'Choose a slide' })
const slide = (page: import('@playwright/test').Page, n: number) =>
  hero(page).getByRole('group', { name: `${n} of 3`, includeHidden: true })

test('the hero switcher jumps to a slide, marks it orange, and the slides advance every 15 s and loop', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  await hydrated(page)
  await expect(slide(page, 1)).toHaveAttribute('aria-hidden', 'false')
  await expect(slide(page, 1).getByRole('heading')).toHaveText('Our Vision')
  await expect(switcher(page).getByRole('button', { name: 'Vision' })).toHaveAttribute('aria-current', 'true')

  await switcher(page).getByRole('button', { name: 'Why IFIN' }).click()
  await expect(slide(page, 3)).toHaveAttribute('aria-hidden', 'false')
  await expect(slide(page, 1)).toHaveAttribute('aria-hidden', 'true')
  const why = switcher(page).getByRole('button', { name: 'Why IFIN' })
  await expect(why).toHaveAttribute('aria-current', 'true')
  await expect(why).toHaveCSS('background-color', 'rgb(194, 65, 12)')

  // Hovering does not pause it; after 15 s it loops back to the first slide.
  await hero(page).hover()
  await page.clock.runFor(15_000)
  await expect(slide(page, 1)).toHaveAttribute('aria-hidden', 'false')
  await page.clock.runFor(15_000)
  await expect(slide(page, 2)).toHaveAttribute('aria-hidden', 'false')
  await expect(slide(page, 2).getByRole('heading')).toHaveText('Our Mission')

  // The pause control stops it.
  await page.getByRole('button', { name: 'Pause animation' }).first().click()
  await page.clock.runFor(30_000)
  await expect(slide(page, 2)).toHaveAttribute('aria-hidden', 'false')
  await expect(page.getByRole('button', { name: 'Play animation' }).first()).toBeVisible()
})

test('the hero plays a muted looping video once the page has loaded, and only its poster when reduced motion or saving data is asked for', async ({
  browser,
}) => {
  const motion = await browser.newPage()
  await motion.goto('/')
  await hydrated(motion)
  const video = motion.locator('video')
  await expect(video).toHaveCount(1)
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay])).toEqual([true, true, true])
  // The loop starts loading only once the page has loaded: it never competes with the first screen.
  // A resource's timing entry is recorded once its response has ended, which for a streamed
  // video can come well after the element appears: wait for it rather than read it at once.
  const timing = () =>
    motion.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const loop = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.webm'))
      return { loaded: navigation.loadEventEnd, loopStart: loop?.startTime ?? -1 }
    })
  await expect.poll(async () => (await timing()).loopStart, { timeout: 15_000 }).toBeGreaterThan(0)
  const { loaded, loopStart } = await timing()
  expect(loopStart).toBeGreaterThanOrEqual(loaded)
  await motion.close()

  // A connection that asks to save data gets the poster only.
  const saving = await browser.newPage()
  await saving.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
  const loops: string[] = []
  saving.on('request', (request) => void (request.url().endsWith('.webm') && loops.push(request.url())))
  await saving.goto('/')
  await hydrated(saving)
  await saving.waitForLoadState('load')
  await saving.waitForTimeout(1500)
  await expect(saving.locator('video')).toHaveCount(0)
  expect(loops).toEqual([])
  await saving.close()

  const still = await browser.newPage({ reducedMotion: 'reduce' })
  await still.goto('/')
  await hydrated(still)
  await expect(still.locator('video')).toHaveCount(0)
  await expect(still.locator('img[src="/media/hero/vision.svg"]')).toHaveCount(1)
  await still.close()
})

test('the client and partner strips loop doubled rows that pause on hover; partners open in new tabs', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const clients = page.getByRole('region', { name: 'Our Esteemed Clients' })
  // Until a client lets us name them, each tile is a sector we serve, never an invented name or mark.
  const sectors = CLIENTS.map((c) => ('sector' in c ? englishOf(c.sector) : c.name))
  await expect(clients.locator('li:not([aria-hidden]) [data-sector]')).toHaveText(sectors)
  await expect(clients.locator('li[aria-hidden="true"] [data-sector]')).toHaveCount(CLIENTS.length)
  await expect(clients.locator('.marquee').locator('img, svg')).toHaveCount(0)
  const track = clients.locator('.marquee-track')
  await expect(track).toHaveCSS('animation-play-state', 'running')
  await clients.locator('.marquee').hover()
  await expect(track).toHaveCSS('animation-play-state', 'paused')

  const partners = page.getByRole('region', { name: 'Our Ecosystem Partners' })
  const links = partners.getByRole('link')
  await expect(links).toHaveCount(8)
  await expect(links.first()).toHaveAccessibleName('T-Hub (opens in a new tab)')
  // Real bodies appear as their names in our type, never as a mark we drew for them.
  await expect(links.locator('img, svg')).toHaveCount(0)
  await expect(links.first()).toHaveText('T-Hub')
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', /^https:\/\//)
  }
  // Keyboard focus stops it at rest, with the focused logo brought into view.
  await links.first().focus()
  await expect(partners.locator('.marquee-track')).toHaveCSS('animation-name', 'none')
  await expect(links.first()).toBeInViewport({ ratio: 1 })
})

test('the statistics count up when half visible and again on re-entry, in the page language', async ({ page }) => {
  await page.goto('/de')
  await hydrated(page)
  const critical = page.locator('[data-stat="criticalHires"] [aria-hidden="true"]')
  await critical.scrollIntoViewIfNeeded()
  await expect.poll(async () => Number((await critical.textContent())!.replace(/\D/g, ''))).toBeLessThan(14257)
  await expect(critical).toHaveText('14.257', { timeout: 5000 })
  await expect(page.locator('[data-stat="locations"]')).toContainText('32+')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  await critical.scrollIntoViewIfNeeded()
  await expect.poll(async () => Number((await critical.textContent())!.replace(/\D/g, ''))).toBeLessThan(14257)
  await expect(critical).toHaveText('14.257', { timeout: 5000 })
})

test('the Three Pillars tabs: first selected, click and arrow keys move, feature cards highlight on hover', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const tabs = page.getByRole('tablist', { name: 'Our three pillars' }).getByRole('tab')
  await expect(tabs).toHaveCount(3)
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await expect(page.getByRole('tabpanel')).toContainText('AI-led talent intelligence')

  await tabs.nth(1).click()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('Turnkey GCC solutions')
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(2)).toBeFocused()
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('Web3 and emerging technologies')
  await page.keyboard.press('Home')
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')

  const cards = page.getByRole('tabpanel').locator('li')
  await cards.nth(1).hover()
  await expect(cards.nth(1)).toHaveAttribute('data-highlighted', 'true')
  await expect(page.getByRole('tabpanel').locator('li[data-highlighted]')).toHaveCount(1)
  await page.getByRole('heading', { name: 'The foundations of your global growth' }).hover()
  await expect(page.getByRole('tabpanel').locator('li[data-highlighted]')).toHaveCount(0)
})

test('the tabs mirror arrow keys in Arabic', async ({ page }) => {
  await page.goto('/ar')
  await hydrated(page)
  const tabs = page.getByRole('tablist').getByRole('tab')
  await tabs.nth(0).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
})

test('the CSR carousel has three slides with position indicators and a pause control', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const carousel = page.getByRole('group', { name: 'CSR in pictures' })
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.getByRole('group', { name: /^\d+ of 3$/ })).toHaveCount(3)
  await expect(carousel.getByRole('button', { name: /Go to slide/ })).toHaveCount(3)
  await expect(page.getByAltText('Featured at the India startup fest')).toBeVisible()
  const toggle = carousel.locator('..').getByRole('button', { name: 'Pause animation' })
  await toggle.click()
  await expect(carousel.locator('..').getByRole('button', { name: 'Play animation' })).toBeVisible()
})

// Where the links go, not how they move: with motion, a block sliding in on scroll can move
// the call to action under the pointer between Playwright's stability check and its click.
test.describe('home page links', () => {
  test.use({ reducedMotion: 'reduce' })

  test('What we do, the CSR link and the closing call to action go where SPEC says', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const readMore = page.getByRole('link', { name: /^Read more: / })
    await expect(readMore).toHaveCount(3)
    for (const link of await readMore.all()) expect(await emphasisOf(link)).toBe('tertiary')
    expect(await readMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/solutions/talent',
      '/solutions/technologySection',
      '/solutions/transformation',
    ])
    await expect(page.getByRole('heading', { name: 'Ready to Build Your Global Future?' })).toBeVisible()
    const cta = page.locator('section[aria-labelledby="cta-heading"]').getByRole('link', { name: 'Contact Us Today' })
    await cta.click()
    await expect(page).toHaveURL(/\/connect\/contact$/)
  })
})

test('the home page reads without JavaScript: every slide, pillar and feature is in the HTML', async ({ browser }) => {
  const page = await browser.newPage({ javaScriptEnabled: false })
  await page.goto('/fr')
  await expect(page.getByRole('tabpanel')).toHaveCount(3)
  await expect(page.locator('h4')).toHaveCount(9)
  await expect(page.locator('[data-stat="criticalHires"]')).toContainText('14')
  await page.close()
})

test.describe('accessibility of the home page', () => {
  test.use({ reducedMotion: 'reduce' })
  for (const url of ['/', '/ar', '/de']) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }
})
