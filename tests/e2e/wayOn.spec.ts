// What a visitor sees first on a phone, and the way on from a page that does
// not exist: the header in one row at 320 px in every language, the contact
// form within the first screen, the 404's search, sections and open jobs.
import AxeBuilder from '@axe-core/playwright'
import { expect, hydrated, test } from './fixtures'
import { LANGUAGE_CODES } from '../../src/config/languages'
import { PAGES, localizedPath } from '../../src/config/paths'

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 }, reducedMotion: 'reduce' })

  test('the header is one row in all twelve languages: logo, flag-only language button and menu', async ({ page }) => {
    test.setTimeout(60_000)
    const found: string[] = []
    for (const lang of LANGUAGE_CODES) {
      await page.goto(localizedPath(lang, PAGES['connect.locations'].path))
      const { height, rows } = await page.locator('header').evaluate((header) => {
        const row = header.firstElementChild!
        const boxes = [...row.children]
          .filter((child) => (child as HTMLElement).offsetParent !== null)
          .map((child) => child.getBoundingClientRect())
        return {
          height: header.getBoundingClientRect().height,
          // Every visible part of the row overlaps every other vertically: one row.
          rows: Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom)) ? 1 : 2,
        }
      })
      if (rows !== 1 || height > 80) found.push(`${lang}: ${rows} rows, ${height} px`)
    }
    expect(found).toEqual([])
  })
})

test('on a 390 × 844 phone the contact form starts within the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(localizedPath(lang, PAGES['connect.contact'].path))
    await hydrated(page)
    const form = page.locator('main form').first()
    const box = await form.boundingBox()
    expect(box!.y, lang).toBeLessThan(844)
    // Its first field is on the first screen too, not just the card's edge.
    const field = await form.getByRole('textbox').first().boundingBox()
    expect(field!.y + field!.height, lang).toBeLessThanOrEqual(844)
  }
})

test('the not-found page offers the site search, the open jobs and the main sections', async ({ page }) => {
  await page.goto('/no-such-page')
  await hydrated(page)
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  await expect(main.getByRole('link', { name: 'See our open jobs' })).toHaveAttribute(
    'href',
    PAGES['careers.search'].path,
  )
  const sections = main.getByRole('navigation', { name: 'Or start from one of our main sections' }).getByRole('link')
  await expect(sections).toHaveText(['About Us', 'Solutions', 'GCC Offerings', 'Impact', 'IFIN TV', 'IFIN Connect'])
  const hrefs = await sections.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(
    (
      ['about.vision', 'solutions.talent', 'gcc.talent', 'impact.stories', 'media.gallery', 'connect.contact'] as const
    ).map((key) => PAGES[key].path),
  )
  await sections.first().click()
  await expect(page).toHaveURL(PAGES['about.vision'].path)

  // The search box leads to the site search with the words typed, in the page's language.
  await page.goto('/ar/no-such-page')
  await hydrated(page)
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  const search = page.getByRole('search')
  await search.getByRole('searchbox').fill('GCC')
  await search.getByRole('button').click()
  await expect(page).toHaveURL(/\/ar\/search\?q=GCC$/)
})
