// What a second accessibility audit found, each kept fixed here: the language list at 320 px
// (a small phone, or 400 % zoom), where focus goes after "Back to All Jobs", the footer's Home
// and a page change, Easy Apply's untouched fields, the lightbox's focus ring and the names of
// the home page's pause buttons.
import type { Page } from '@playwright/test'
import { LANGUAGES } from '../../src/config/languages'
import { PAGES, jobPath, localizedPath } from '../../src/config/paths'
import { GALLERY_EVENT_IDS } from '../../src/content/galleryEvents'
import { openJobs } from '../../src/content/jobs'
import { expect, hydrated, test } from './fixtures'

const still = { reducedMotion: 'reduce' } as const

/** The box of an element against the window it is in. */
async function boxInWindow(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: innerWidth, height: innerHeight }
  })
}

test.describe('the language list at 320 px', () => {
  test.use(still)
  for (const [lang, height] of [
    ['en', 640],
    ['de', 640],
    ['ar', 640],
    ['en', 256],
    ['ar', 256],
  ] as const) {
    test(`${lang} at 320 × ${height} stays in the window and scrolls to its last language`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height })
      await page.goto(localizedPath(lang, '/'))
      await hydrated(page)
      await page.locator('button[aria-controls="language-list"]').click()
      await expect(page.locator('#language-list')).toBeVisible()
      const box = await boxInWindow(page, '#language-list')
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(box.width)
      expect(box.top).toBeGreaterThanOrEqual(0)
      expect(box.bottom).toBeLessThanOrEqual(box.height)
      // Every language can be reached inside the list: the last one scrolls into its view.
      const links = page.locator('#language-list a[data-lang]')
      await expect(links).toHaveCount(LANGUAGES.length - 1)
      await links.last().focus()
      await expect(links.last()).toBeInViewport({ ratio: 1 })
      const last = await links.last().evaluate((el) => {
        const r = el.getBoundingClientRect()
        const list = el.closest('#language-list')!.getBoundingClientRect()
        return r.top >= list.top - 1 && r.bottom <= list.bottom + 1
      })
      expect(last).toBe(true)
    })
  }
})

test.describe('focus after an action that removes or replaces what had it', () => {
  test('"Back to All Jobs" hides itself and hands focus to the results heading', async ({ page }) => {
    const country = openJobs()[0]!.country
    await page.goto(`${PAGES['careers.search'].path}?country=${encodeURIComponent(country)}`)
    await hydrated(page)
    const back = page.locator('a[data-back-to-all]')
    await back.focus()
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/country=/)
    await expect(back).toBeHidden()
    await expect(page.locator('[role=status] > h2')).toBeFocused()
  })

  test('the footer’s Home on the home page takes focus to the top of the page', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const home = page.locator('footer').getByRole('link', { name: 'Home', exact: true })
    await home.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('main h1')).toBeFocused()
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  })

  for (const key of ['careers.search', 'connect.contact'] as const) {
    test(`a move to ${PAGES[key].path} while its code loads keeps focus off the body, then focuses and announces its heading`, async ({
      page,
    }) => {
      await page.goto('/')
      await hydrated(page)
      // The page's code is held back a while, as on a slow connection.
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600))
        await route.continue()
      })
      // From the desktop menu, which closes as the move starts.
      const link = page.locator(`nav[data-enhanced] a[href="${PAGES[key].path}"]`).first()
      const panel = await link.evaluate((el) => el.closest('[id^="menu-"]')!.id)
      await page.locator(`nav[data-enhanced] button[aria-controls="${panel}"]`).focus()
      await page.keyboard.press('ArrowDown')
      await link.focus()
      await page.keyboard.press('Enter')
      // Within the 600 ms the page's code is held back.
      await page.waitForTimeout(200)
      const focusedDuringLoad = await page.evaluate(() => document.activeElement?.tagName)
      expect(focusedDuringLoad).not.toBe('BODY')
      await expect(page).toHaveURL(new RegExp(`${PAGES[key].path}$`))
      const h1 = page.locator('main h1')
      await expect(h1).toBeFocused()
      const announcer = page.locator('[aria-live="polite"][aria-atomic="true"]')
      await expect(announcer).not.toBeEmpty()
      await expect(announcer).toHaveText((await h1.textContent())!.trim())
    })
  }
})

test.describe('controls say the truth about themselves', () => {
  test('Easy Apply’s required select, file and checkbox are not invalid until a submit finds them empty', async ({
    page,
  }) => {
    await page.goto(jobPath(openJobs()[0]!.id))
    await hydrated(page)
    await page.getByRole('link', { name: 'Easy Apply' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Easy Apply' })
    await expect(dialog.locator('input[type=checkbox]')).toBeVisible()
    const kinds = dialog.locator('select, input[type=file], input[type=checkbox]')
    expect(await kinds.count()).toBeGreaterThanOrEqual(3)
    for (const control of await kinds.all()) await expect(control).toHaveAttribute('aria-invalid', 'false')
    await dialog.getByRole('button', { name: 'Submit application' }).click()
    for (const control of await kinds.all()) await expect(control).toHaveAttribute('aria-invalid', 'true')
  })

  test('the lightbox’s toolbar buttons have the site’s 3 px focus ring', async ({ page }) => {
    await page.goto(`${PAGES['media.gallery'].path}/${GALLERY_EVENT_IDS[0]}`)
    await hydrated(page)
    await page.locator('a[data-fancybox]').first().click()
    await expect(page.locator('dialog.fancybox__dialog')).toBeVisible()
    // By keyboard, as a visitor reaches the toolbar.
    let ring = { inToolbar: false, width: '', style: '' }
    for (let i = 0; i < 12 && !ring.inToolbar; i++) {
      await page.keyboard.press('Tab')
      ring = await page.evaluate(() => {
        const el = document.activeElement!
        const style = getComputedStyle(el)
        return { inToolbar: !!el.closest('.f-carousel__toolbar'), width: style.outlineWidth, style: style.outlineStyle }
      })
    }
    expect(ring).toEqual({ inToolbar: true, width: '3px', style: 'solid' })
  })

  for (const lang of ['en', 'ja'] as const) {
    test(`each pause button of the home page (${lang}) is named after what it pauses`, async ({ page }) => {
      await page.goto(localizedPath(lang, '/'))
      await hydrated(page)
      const names = await page
        .locator('button[data-motion-toggle]')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
      expect(names.length).toBeGreaterThan(1)
      expect(new Set(names).size).toBe(names.length)
    })
  }
})
