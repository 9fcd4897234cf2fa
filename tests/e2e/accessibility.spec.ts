// The accessibility module (issue: WCAG 2.2 AA as the best public-service sites
// do it). axe on every audited page in every language at both widths, the
// widgets opened, and the checks axe cannot make: where focus goes, whether a
// focused element can be seen, text spacing, motion, forced colours.
import type { Page } from '@playwright/test'
import { LANGUAGE_CODES } from '../../src/config/languages'
import { PAGES, jobPath, localizedPath } from '../../src/config/paths'
import { GALLERY_EVENT_IDS } from '../../src/content/galleryEvents'
import { JOBS, openJobs } from '../../src/content/jobs'
import { PAGE_SIZE } from '../../src/pages/careers/jobQuery'
import { ACCESSIBILITY_AUDIT, AUDITED_EXTRA_PAGES, AUDITED_PAGES } from '../../src/content/policies/accessibility'
import { expect, hydrated, test } from './fixtures'

const [NARROW, WIDE] = ACCESSIBILITY_AUDIT.widths
const EXTRA_PATHS: Record<(typeof AUDITED_EXTRA_PAGES)[number], string> = {
  job: jobPath(openJobs()[0]!.id),
  galleryEvent: `${PAGES['media.gallery'].path}/${GALLERY_EVENT_IDS[0]}`,
}
const AUDITED_PATHS = [
  ...AUDITED_PAGES.map((key) => PAGES[key].path),
  ...AUDITED_EXTRA_PAGES.map((k) => EXTRA_PATHS[k]),
]

async function axeViolations(page: Page, label: string, skipRules: string[] = []): Promise<string[]> {
  const AxeBuilder = (await import('@axe-core/playwright')).default
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .disableRules(skipRules)
    .analyze()
  return results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The checks axe cannot make run with the page in this state: motion, so nothing is caught mid-slide. */
const still = { reducedMotion: 'reduce' } as const

test.describe('axe on every audited page in every language', () => {
  test.use(still)
  // One test per page and width, through the twelve languages: 2 × pages tests that spread over the workers.
  for (const width of [NARROW, WIDE]) {
    for (const path of AUDITED_PATHS) {
      test(`${path} at ${width} px`, async ({ page }) => {
        test.setTimeout(120_000)
        await page.setViewportSize({ width, height: 900 })
        const found: string[] = []
        for (const lang of LANGUAGE_CODES) {
          const url = localizedPath(lang, path)
          await page.goto(url)
          await hydrated(page)
          found.push(...(await axeViolations(page, url)))
        }
        expect(found).toEqual([])
      })
    }
  }
})

test.describe('axe with the widgets open', () => {
  test.use(still)
  for (const lang of ['en', 'ar'] as const) {
    test(`menus and the language list, ${lang}`, async ({ page }) => {
      const home = localizedPath(lang, '/')
      await page.setViewportSize({ width: NARROW, height: 800 })
      await page.goto(home)
      await hydrated(page)
      const toggle = page.locator('button[aria-controls="mobile-menu"]')
      await toggle.click()
      await page.locator('#mobile-menu button[aria-expanded]').first().click()
      // The open menu makes the page behind it inert, as a modal does: its main landmark and h1 are
      // out of reach on purpose while the menu is open.
      const found = await axeViolations(page, `${home} mobile menu`, ['landmark-one-main', 'page-has-heading-one'])
      await toggle.click()
      await page.locator('button[aria-controls="language-list"]').click()
      found.push(...(await axeViolations(page, `${home} language list`)))

      await page.setViewportSize({ width: WIDE, height: 900 })
      await page.keyboard.press('Escape')
      await page.locator('nav[data-enhanced] button[aria-controls^="menu-"]').first().click()
      found.push(...(await axeViolations(page, `${home} desktop menu`)))
      expect(found).toEqual([])
    })

    test(`forms with their errors, the Easy Apply dialog and the lightbox, ${lang}`, async ({ page }) => {
      const contact = localizedPath(lang, PAGES['connect.contact'].path)
      await page.goto(contact)
      await hydrated(page)
      await page.locator('form[action="/api/contact"] button[type=submit]').click()
      await expect(page.locator('form [aria-invalid=true]').first()).toBeVisible()
      const found = await axeViolations(page, `${contact} with errors`)

      const job = localizedPath(lang, EXTRA_PATHS.job)
      await page.goto(job)
      await hydrated(page)
      await page.locator('a[href*="/easyapplymodal"]').first().click()
      const dialog = page.locator('dialog[open]')
      await dialog.locator('button[type=submit]').click()
      await expect(dialog.locator('[aria-invalid=true]').first()).toBeVisible()
      found.push(...(await axeViolations(page, `${job} Easy Apply with errors`)))

      const gallery = localizedPath(lang, EXTRA_PATHS.galleryEvent)
      await page.goto(gallery)
      await hydrated(page)
      await page.locator('a[data-fancybox]').first().click()
      await expect(page.locator('dialog.fancybox__dialog')).toBeVisible()
      // Every slide the library names has a role that allows a name (axe reports it only some runs).
      await expect(page.locator('.fancybox__slide[aria-labelledby]').first()).toBeAttached()
      await expect(page.locator('.fancybox__slide[aria-labelledby]:not([role])')).toHaveCount(0)
      found.push(...(await axeViolations(page, `${gallery} lightbox`)))
      expect(found).toEqual([])
    })
  }
})

/** What the focused element is, and whether a sighted keyboard user can see it. */
async function focusedState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const rect = el.getBoundingClientRect()
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1)
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1)
    const hit = document.elementFromPoint(x, y)
    let opacity = 1
    for (let node: Element | null = el; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity)
    return {
      name: el.outerHTML.slice(0, 120),
      inViewport: rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth,
      // The element itself (or something inside it) is what the pointer would meet at its centre.
      uncovered: hit !== null && (el === hit || el.contains(hit) || hit.contains(el)),
      opacity,
    }
  })
}

test('every Tab stop on the home page is in view, uncovered and opaque, with the page in motion', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await hydrated(page)
  const seen = new Set<string>()
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab')
    const state = await focusedState(page)
    if (!state) continue
    if (seen.has(state.name) && i > 10) break // round the page once
    seen.add(state.name)
    expect(state, state.name).toMatchObject({ inViewport: true, uncovered: true })
    expect(state.opacity, state.name).toBeGreaterThan(0.99)
  }
  // The partner links of the moving strip were among them.
  expect([...seen].filter((name) => name.includes('noopener noreferrer')).length).toBeGreaterThan(3)
})

test('the open mobile menu holds focus over an inert page; the language list closes when focus leaves it', async ({
  page,
}) => {
  await page.setViewportSize({ width: NARROW, height: 800 })
  await page.goto('/')
  await hydrated(page)
  const toggle = page.locator('button[aria-controls="mobile-menu"]')
  await toggle.click()
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  // Tabbing round every item and past the last stays in the header: the page behind is inert.
  const items = await menu.locator('a:visible, button:visible').count()
  for (let i = 0; i <= items + 3; i++) {
    await page.keyboard.press('Tab')
    // Past the last stop focus may rest on the browser's own controls (the document's body) before coming round.
    const state = await focusedState(page)
    if (!state) continue
    expect(state.uncovered, state.name).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null), state.name).toBe(true)
  }
  await expect(menu).toBeVisible()
  await expect(page.locator('main')).toHaveAttribute('inert', '')
  // The backdrop below the menu closes it, and the page is live again.
  const backdrop = page.getByTestId('menu-backdrop')
  const { height } = (await backdrop.boundingBox())!
  await backdrop.click({ position: { x: 10, y: height - 10 } })
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('main')).not.toHaveAttribute('inert', '')

  const languages = page.locator('button[aria-controls="language-list"]')
  await languages.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('#language-list')).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(page.locator('#language-list')).toBeHidden()
})

test('desktop sub-menus move with the arrow keys, Home and End', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const about = page.locator('nav[data-enhanced] button[aria-controls="menu-aboutus"]')
  await about.focus()
  await page.keyboard.press('ArrowDown')
  const links = page.locator('#menu-aboutus a')
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('End')
  await expect(links.last()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(links.last()).toBeFocused()
})

test.describe('focus is never lost to the page', () => {
  test('a menu move and a language change focus the new page’s heading and announce it', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const history = page.locator('#menu-aboutus a[href="/aboutus/history"]')
    await page.locator('nav[data-enhanced] button[aria-controls="menu-aboutus"]').focus()
    await page.keyboard.press('ArrowDown')
    // The panel opens with its first link focused (on the next frame); then the visitor moves on.
    await expect(page.locator('#menu-aboutus a').first()).toBeFocused()
    await history.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/aboutus\/history$/)
    const h1 = page.locator('main h1')
    await expect(h1).toBeFocused()
    const announcer = page.locator('[aria-live="polite"][aria-atomic="true"]')
    await expect(announcer).toHaveText((await h1.textContent()) ?? '')

    await page.locator('button[aria-controls="language-list"]').click()
    await page.locator('#language-list a[data-lang="de"]').click()
    await expect(page).toHaveURL(/\/de\/aboutus\/history$/)
    await expect(page.locator('main h1')).toBeFocused()
    await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(
      (await page.locator('main h1').textContent()) ?? '',
    )
  })

  test('the contact form focuses its error summary, then its answer; the button stays focusable', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await held
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: '{"message":"Email sent successfully!"}',
      })
    })
    await page.goto('/connect/contact')
    await hydrated(page)
    // Moving through the empty form says nothing.
    for (const name of ['name', 'email', 'subject']) await page.locator(`form [name="${name}"]`).focus()
    await page.locator('form [name="message"]').focus()
    await page.keyboard.press('Tab')
    await expect(page.locator('form [aria-invalid=true]')).toHaveCount(0)

    const send = page.getByRole('button', { name: 'Send Message' })
    await send.click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeVisible()
    await expect(summary.locator('..')).toBeFocused()
    await expect(summary).toBeInViewport()
    await summary.getByRole('link', { name: 'Email is required' }).click()
    await expect(page.locator('form [name="email"]')).toBeFocused()

    await page.locator('form [name="name"]').fill('Asha Rao')
    await page.locator('form [name="email"]').fill('asha@client.example.com')
    await page.locator('form [name="subject"]').fill('New capability centre')
    await page.locator('form [name="message"]').fill('We would like to talk about a centre in Hyderabad.')
    await page.locator('form button[type=submit]').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('form button[type=submit]')).toHaveAttribute('aria-disabled', 'true')
    await expect(page.locator('form button[type=submit]')).toBeFocused()
    release()
    const status = page.getByRole('status').filter({ hasText: 'Email sent successfully!' })
    await expect(status).toBeFocused()
  })

  test('the video player takes the Play button’s focus', async ({ page }) => {
    await page.route(/youtube/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    )
    await page.goto(PAGES['media.videos'].path)
    await hydrated(page)
    const play = page.locator('figure button[aria-label]').first()
    await play.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('figure iframe').first()).toBeFocused()
  })

  test('job-search paging focuses the results and says which page', async ({ page }) => {
    await page.goto(PAGES['careers.search'].path)
    await hydrated(page)
    const pages = Math.ceil(openJobs(JOBS).length / PAGE_SIZE)
    const next = page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' })
    await next.focus()
    await page.keyboard.press('Enter')
    const heading = page.locator('[role=status] > h2')
    await expect(heading).toBeFocused()
    await expect(heading).toContainText(`Page 2 of ${pages}`)
  })

  test('arrowing through a job filter does not search at every option', async ({ page }) => {
    await page.goto(PAGES['careers.search'].path)
    await hydrated(page)
    const country = page.getByLabel('Country')
    await country.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page).not.toHaveURL(/country=/)
    await page.keyboard.press('Tab')
    await expect(page).toHaveURL(/country=/)
  })
})

test.describe('forms say what they need', () => {
  test('Easy Apply: every field required, the résumé hint tied to its field, the terms and privacy links announce their new tab', async ({
    page,
  }) => {
    await page.goto(localizedPath('en', EXTRA_PATHS.job))
    await hydrated(page)
    await page.getByRole('link', { name: 'Easy Apply' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Easy Apply' })
    const controls = dialog.locator('input:not([type=hidden]), select, textarea')
    for (const control of await controls.all()) await expect(control).toHaveAttribute('required', '')
    await expect(dialog.getByLabel('Country')).toHaveAttribute('autocomplete', 'country-name')
    await expect(dialog.getByLabel('Résumé')).toHaveAccessibleDescription(/PDF|DOCX/)
    // The terms and the privacy policy open beside the form, and say so.
    for (const name of [/^Read the terms of use/, /^Privacy policy/]) {
      const link = dialog.getByRole('link', { name })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAccessibleName(/opens in a new tab/)
    }
    // A summary on submit, focused, with a link per field.
    await dialog.getByRole('button', { name: 'Submit application' }).click()
    const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary.locator('..')).toBeFocused()
    await summary.getByRole('link', { name: 'First name is required' }).click()
    await expect(dialog.getByLabel('First name')).toBeFocused()
  })
})

test.describe('text spacing (WCAG 1.4.12) wraps, never clips or scrolls sideways', () => {
  test.use(still)
  const SPACING = `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`
  for (const width of ACCESSIBILITY_AUDIT.textSpacingWidths) {
    for (const lang of ['en', 'de', 'ar'] as const) {
      test(`${lang} at ${width} px`, async ({ page }) => {
        test.setTimeout(90_000)
        await page.setViewportSize({ width, height: 900 })
        for (const path of ['/', PAGES['connect.contact'].path, PAGES['careers.search'].path, EXTRA_PATHS.job]) {
          const url = localizedPath(lang, path)
          await page.goto(url)
          await hydrated(page)
          await page.addStyleTag({ content: SPACING })
          const overflow = await page.evaluate(() => {
            const wide = (el: Element | null) => (el ? el.scrollWidth - el.clientWidth : 0)
            return {
              page: document.documentElement.scrollWidth - innerWidth,
              header: wide(document.querySelector('header > div')),
              main: wide(document.querySelector('main')),
            }
          })
          expect(overflow, url).toEqual({ page: 0, header: 0, main: 0 })
        }
      })
    }
  }

  test('the German Easy Apply dialog at 320 px keeps every line and its close button inside', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto(localizedPath('de', EXTRA_PATHS.job))
    await hydrated(page)
    await page.addStyleTag({ content: SPACING })
    await page.locator('a[href*="/easyapplymodal"]').first().click()
    const dialog = page.locator('dialog[open]')
    await expect(dialog).toBeVisible()
    const fit = await dialog.evaluate((d) => {
      const box = d.getBoundingClientRect()
      const close = d.querySelector('button[aria-label]')!.getBoundingClientRect()
      return {
        sideways: d.scrollWidth - d.clientWidth,
        closeInside: close.left >= box.left && close.right <= box.right,
      }
    })
    expect(fit).toEqual({ sideways: 0, closeInside: true })
  })
})

test.describe('motion stops', () => {
  test('the closing call to action pauses; the hero stays on its slide under reduced motion', async ({ browser }) => {
    const page = await browser.newPage()
    await page.goto('/')
    await hydrated(page)
    const cta = page.locator('section[aria-labelledby="cta-heading"]')
    await cta.scrollIntoViewIfNeeded()
    await expect(cta.locator('.cta-ring').first()).toHaveCSS('animation-play-state', 'running')
    await cta.getByRole('button', { name: 'Pause animation' }).click()
    await expect(cta.locator('.cta-ring').first()).toHaveCSS('animation-play-state', 'paused')
    await page.close()

    const reduced = await browser.newPage({ reducedMotion: 'reduce' })
    await reduced.clock.install()
    await reduced.goto('/')
    await hydrated(reduced)
    const first = reduced.locator('[aria-roledescription="slide"]').first()
    await expect(first).toHaveAttribute('aria-hidden', 'false')
    await reduced.clock.runFor(40_000)
    await expect(first).toHaveAttribute('aria-hidden', 'false')
    await reduced.close()
  })
})

test('forced-colours mode keeps the current slide, the current section and button outlines', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto(PAGES['about.history'].path)
  await hydrated(page)
  await expect(page.locator('.nav-top-current').first()).toHaveCSS('text-decoration-line', 'underline')
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('button[aria-current="true"]').first()).toHaveCSS('text-decoration-line', 'underline')
  await expect(page.locator('a.btn-primary').first()).toHaveCSS('border-top-width', '2px')
})

test('carousel dots are drawn at full strength', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // The carousel's library (which draws the dots) comes when a carousel is near the viewport.
  await page.locator('.site-carousel').first().scrollIntoViewIfNeeded()
  const dot = page.locator('.f-carousel__dot:not([aria-current])').first()
  await expect(dot).toBeVisible()
  await expect(dot).toHaveCSS('opacity', '1')
})

test('smaller things: no pins on top of each other, no aside in a job page’s main, tabs that fit at 320 px', async ({
  page,
}) => {
  for (const width of [320, WIDE]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(PAGES['connect.locations'].path)
    const boxes = await page
      .locator('a[data-pin]')
      .evaluateAll((pins) => pins.map((p) => p.getBoundingClientRect().toJSON()))
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        expect(overlap, `pins overlap at ${width}px`).toBe(false)
      }
  }
  await page.goto(EXTRA_PATHS.job)
  await expect(page.locator('main aside')).toHaveCount(0)

  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto(PAGES['solutions.technology'].path)
  const tabs = page.getByRole('tablist').first()
  const listWidth = await tabs.evaluate((el) => el.clientWidth)
  for (const tab of await tabs.getByRole('tab').all()) {
    expect((await tab.boundingBox())!.width).toBeLessThanOrEqual(listWidth)
  }
})

test('without scripts a carousel row can be scrolled from the keyboard', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(PAGES['impact.testimonials'].path)
  await expect(page.locator('.site-carousel').first()).toHaveAttribute('tabindex', '0')
  await context.close()
})

test('the accessibility statement is linked from the footer and says what is tested, in every language', async ({
  page,
}) => {
  test.setTimeout(120_000)
  for (const lang of LANGUAGE_CODES) {
    await page.goto(localizedPath(lang, '/'))
    const link = page.locator(`footer a[href="${localizedPath(lang, PAGES['policy.accessibility'].path)}"]`)
    await expect(link).toHaveCount(1)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${PAGES['policy.accessibility'].path}$`))
    await expect(page.locator('main')).toContainText(String(ACCESSIBILITY_AUDIT.pages))
    await expect(page.locator('main')).toContainText(String(ACCESSIBILITY_AUDIT.widths[1]))
  }
})
