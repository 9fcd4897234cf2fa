import AxeBuilder from '@axe-core/playwright'
import { emphasisOf, expect, hydrated, test } from './fixtures'

test('success stories: FINTECH open at start, one open at a time, the open one closes, cards and Read More', async ({
  page,
}) => {
  await page.goto('/impact/successstories')
  await hydrated(page)
  const header = (name: string) => page.getByRole('button', { name, exact: true })
  const names = ['FINTECH', 'BFSI', 'SYSTEM INTEGRATORS', 'RPO', 'HIRE TRAIN DEPLOY', 'EXECUTIVE SEARCH', 'MASS HIRING']
  for (const name of names)
    await expect(header(name)).toHaveAttribute('aria-expanded', name === 'FINTECH' ? 'true' : 'false')
  const open = page.getByRole('region', { name: 'FINTECH' })
  await expect(open.getByRole('heading', { level: 4 })).toHaveText(['BUSINESS NEED', 'THE CHALLENGE', 'SOLUTION'])

  await header('RPO').click()
  await expect(header('RPO')).toHaveAttribute('aria-expanded', 'true')
  await expect(header('FINTECH')).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('region', { name: 'RPO' })).toContainText('cut time-to-hire by 38%')
  await expect(page.getByRole('region', { name: 'FINTECH' })).toBeHidden()

  await header('RPO').click()
  await expect(header('RPO')).toHaveAttribute('aria-expanded', 'false')
  for (const name of names) await expect(header(name)).toHaveAttribute('aria-expanded', 'false')

  await expect(page.locator('blockquote')).toHaveCount(3)
  // Read More is a text link here as on the home page.
  expect(await emphasisOf(page.getByRole('link', { name: 'Read more: Testimonials' }))).toBe('tertiary')
  await page.getByRole('link', { name: 'Read more: Testimonials' }).click()
  await expect(page).toHaveURL(/\/impact\/testimonals$/)
})

test('CSR: three events, each grid three photos with Show More / Show Less when it has more; photos open in the lightbox', async ({
  page,
}) => {
  await page.goto('/impact/csr')
  await hydrated(page)
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
    'ISF 2023',
    'Mega Job Fair',
    'US Road Show',
  ])
  const fair = page.getByTestId('csr-images-mega-job-fair').locator('li')
  await expect(fair).toHaveCount(3)
  const fairSection = page.locator('section#mega-job-fair')
  // A list's own control is a secondary action, as Load More on the awards page.
  expect(await emphasisOf(fairSection.getByRole('button', { name: 'Show More' }))).toBe('secondary')
  await fairSection.getByRole('button', { name: 'Show More' }).click()
  await expect(fair).toHaveCount(5)
  await fairSection.getByRole('button', { name: 'Show Less' }).click()
  await expect(fair).toHaveCount(3)
  await expect(page.getByRole('heading', { name: 'Mega Job Fair' })).toBeInViewport()
  // Three photos only: no toggle.
  await expect(page.locator('section#us-road-show').getByRole('button', { name: /Show/ })).toHaveCount(0)
  await fair.first().getByRole('link').click()
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible()
})

for (const [width, perPage, arrows] of [
  [1280, 3, true],
  [900, 2, true],
  [700, 1, true],
  [500, 1, false],
] as const) {
  test(`testimonials carousels show ${perPage} at ${width} px, ${arrows ? 'arrows' : 'dots'} to move them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/impact/testimonals')
    await hydrated(page)
    const region = page.getByRole('region', { name: 'What clients and colleagues say' })
    const carousel = region.getByRole('group', { name: 'What clients and colleagues say', exact: true })
    // Running: the pause control shows once the carousel has started.
    await expect(region.getByRole('button', { name: 'Pause animation' })).toBeVisible()
    const inView = await carousel.getByRole('group', { name: /^\d+ of 9$/ }).evaluateAll((slides) => {
      // The frame the slides move in is the element that holds them.
      const box = slides[0]!.parentElement!.getBoundingClientRect()
      return slides.filter((s) => {
        const r = s.getBoundingClientRect()
        return r.width > 0 && r.left >= box.x - 2 && r.right <= box.x + box.width + 2
      }).length
    })
    expect(inView).toBe(perPage)
    const arrow = region.getByRole('button', { name: 'Previous', exact: true })
    // Phones have no arrows (SPEC 9): a dot per slide instead, each taking the carousel there.
    const dots = region.getByRole('button', { name: /^Go to slide \d+$/ })
    if (arrows) {
      await expect(arrow).toBeVisible()
      await expect(dots.first()).toBeHidden()
    } else {
      await expect(arrow).toBeHidden()
      await expect(dots).toHaveCount(9)
      await dots.nth(4).click()
      await expect(carousel.locator('.f-carousel__slide[aria-current="true"]')).toHaveAttribute('aria-label', '5 of 9')
    }
  })
}

test('testimonials carousels show only whole cards at 1440 px, before they start (no scripts) and once they run, in both directions', async ({
  browser,
}) => {
  // Each slide is wholly inside the carousel's visible frame or wholly outside it: never a sliver of a card.
  const cut = (carousels: import('@playwright/test').Locator) =>
    carousels.evaluateAll((roots) =>
      roots.flatMap((root) => {
        const frame = (root.querySelector('.f-carousel__viewport') ?? root).getBoundingClientRect()
        return [...root.querySelectorAll<HTMLElement>('.f-carousel__slide')].flatMap((slide) => {
          const r = slide.getBoundingClientRect()
          const shown = Math.min(r.right, frame.right) - Math.max(r.left, frame.left)
          return shown > 1 && shown < r.width - 1
            ? [`${slide.getAttribute('aria-label')}: ${Math.round(shown)} px shown`]
            : []
        })
      }),
    )
  for (const javaScriptEnabled of [false, true])
    for (const path of ['/impact/testimonals', '/ar/impact/testimonals']) {
      const page = await browser.newPage({
        viewport: { width: 1440, height: 900 },
        javaScriptEnabled,
        reducedMotion: 'reduce',
      })
      await page.goto(path)
      const carousels = page.locator('.site-carousel')
      if (javaScriptEnabled) {
        await hydrated(page)
        for (const carousel of await carousels.all()) {
          await carousel.scrollIntoViewIfNeeded()
          await expect(carousel).toHaveClass(/is-enabled/)
        }
      }
      expect(await cut(carousels), `${path}, scripts ${javaScriptEnabled ? 'on' : 'off'}`).toEqual([])
      await page.close()
    }
})

test('testimonials: 9 and 6 reviews that move on their own, pause on hover and with the pause control', async ({
  page,
}) => {
  await page.goto('/impact/testimonals')
  await hydrated(page)
  const clients = page.getByRole('region', { name: 'What clients and colleagues say' })
  const slides = clients.getByRole('group', { name: /^\d+ of 9$/ })
  await expect(slides).toHaveCount(9)
  await expect(
    page.getByRole('region', { name: /Life at IFIN/ }).getByRole('group', { name: /^\d+ of 6$/ }),
  ).toHaveCount(6)
  const selected = () => slides.and(clients.locator('[aria-current="true"]')).first().textContent()
  const first = await selected()
  await expect.poll(selected, { timeout: 6000 }).not.toBe(first)
  await clients.getByRole('button', { name: 'Pause animation' }).click()
  const paused = await selected()
  await page.waitForTimeout(2500)
  expect(await selected()).toBe(paused)
})

test.describe('accessibility of the Impact pages', () => {
  test.use({ reducedMotion: 'reduce' })
  for (const url of [
    '/impact/successstories',
    '/ar/impact/successstories',
    '/impact/csr',
    '/ar/impact/csr',
    '/impact/testimonals',
    '/ar/impact/testimonals',
  ]) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }
})
