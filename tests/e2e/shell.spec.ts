import { LANGUAGE_CODES } from '../../src/config/languages'
import { PAGES } from '../../src/config/paths'
import AxeBuilder from '@axe-core/playwright'
import { expect, hydrated, test } from './fixtures'

test.describe('top strip on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('holds its links on one line in every language; the certification and hours are in the menu', async ({
    page,
  }) => {
    for (const lang of LANGUAGE_CODES) {
      await page.goto(lang === 'en' ? '/accessibility' : `/${lang}/accessibility`)
      const strip = page.getByRole('complementary', { name: /./ }).first()
      const boxes = await strip.evaluate((aside) =>
        [...aside.querySelectorAll('a, p > span')]
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => el.getBoundingClientRect())
          .map((r) => ({ top: r.top, bottom: r.bottom })),
      )
      expect(boxes.length, lang).toBeGreaterThan(1)
      // One line: every visible item overlaps every other vertically.
      expect(Math.max(...boxes.map((b) => b.top)), lang).toBeLessThan(Math.min(...boxes.map((b) => b.bottom)))
    }
    await page.goto('/')
    await hydrated(page)
    const strip = page.getByRole('complementary', { name: 'Company information' })
    await expect(strip.getByText('An ISO 9001:2015 Certified Company')).toBeHidden()
    await expect(strip.getByRole('link', { name: 'Search the site' })).toBeVisible()
    await page.locator('button[aria-controls="mobile-menu"]').click()
    await expect(page.locator('#mobile-menu').getByText('An ISO 9001:2015 Certified Company')).toBeVisible()
    await expect(page.locator('#mobile-menu').getByText('Open 24x7')).toBeVisible()
  })
})

test.describe('desktop menu', () => {
  test('opens one hover group at a time, highlights the current section and navigates', async ({ page }) => {
    await page.goto('/impact/csr')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Main' }).first()
    await expect(nav.getByRole('button', { name: 'Impact' })).toHaveClass(/nav-top-current/)
    await nav.getByRole('button', { name: 'About Us' }).hover()
    const about = page.locator('#menu-aboutus')
    await expect(about).toBeVisible()
    await expect(about.getByRole('link')).toHaveCount(5)
    await nav.getByRole('button', { name: 'Solutions' }).hover()
    await expect(page.locator('#menu-solutions')).toBeVisible()
    await expect(about).toBeHidden()
    await page.locator('#menu-solutions').getByRole('link', { name: 'Technology' }).click()
    await expect(page).toHaveURL(/\/solutions\/technologySection$/)
    await expect(page.locator('#menu-solutions')).toBeHidden()
    await expect(nav.getByRole('button', { name: 'Solutions' })).toHaveClass(/nav-top-current/)
  })

  test('works with the keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const button = page.getByRole('navigation', { name: 'Main' }).first().getByRole('button', { name: 'Impact' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#menu-impact')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.locator('#menu-impact a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('#menu-impact')).toBeHidden()
    await expect(button).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.locator('#menu-impact a').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/impact\/successstories$/)
  })

  test('the media and connect groups carry the short name', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' }).first()
    await expect(nav.getByRole('button', { name: 'IFIN TV' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'IFIN Connect' })).toBeVisible()
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('is an accordion toggled by a button; choosing a link closes it', async ({ page }) => {
    await page.goto('/ar')
    await hydrated(page)
    const toggle = page.locator('button[aria-controls="mobile-menu"]')
    await toggle.click()
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    const group = menu.locator('button[aria-controls="mobile-group-careers"]')
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.locator('#mobile-group-careers a')).toHaveCount(2)
    await group.click()
    await expect(menu.locator('#mobile-group-careers')).toBeHidden()
    await menu.locator('button[aria-controls="mobile-group-connect"]').click()
    await menu.locator('#mobile-group-connect a').last().click()
    await expect(page).toHaveURL(/\/ar\/connect\/locations$/)
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(menu).toBeVisible()
    // It covers the page: a backdrop dims what is under the header, which does not scroll.
    await expect(page.getByTestId('menu-backdrop')).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(page.getByTestId('menu-backdrop')).toHaveCount(0)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  })

  test('has no horizontal overflow', async ({ page }) => {
    for (const url of ['/', '/de/aboutus/certifications', '/ar/nothing']) {
      await page.goto(url)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, url).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('language selector', () => {
  test('lists twelve languages, marks the current one, switches to the same page and remembers the choice', async ({
    page,
  }) => {
    await page.goto('/aboutus/history')
    await hydrated(page)
    const selector = page.locator('button[aria-controls="language-list"]')
    await selector.click()
    const list = page.locator('#language-list')
    await expect(list.locator('[aria-current="true"]')).toHaveText(/English/)
    // All of them in view at once, nothing to scroll, in two columns on a laptop.
    await expect(list.locator('li')).toHaveCount(LANGUAGE_CODES.length)
    expect(await list.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true)
    const lefts = await list.locator('li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().left))
    expect(new Set(lefts.map(Math.round)).size).toBe(2)
    // Every language but the current one.
    await expect(list.getByRole('link')).toHaveCount(LANGUAGE_CODES.length - 1)
    await expect(list.getByRole('link', { name: 'English' })).toHaveCount(0)
    await list.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr\/aboutus\/history$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('fr')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    // On start-up the stored preference moves an unprefixed page to that language.
    await page.goto('/impact/csr')
    await expect(page).toHaveURL(/\/fr\/impact\/csr$/)
    await hydrated(page) // the language button opens its list once the page's script runs
    // Choosing English again is remembered too, and stops the redirect.
    await page.locator('button[aria-controls="language-list"]').click()
    await page.locator('#language-list').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/impact\/csr$/)
    await page.goto('/impact/csr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('shows all twelve languages at once on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/ar')
    await hydrated(page)
    await page.locator('button[aria-controls="language-list"]').click()
    const items = page.locator('#language-list li')
    await expect(items).toHaveCount(LANGUAGE_CODES.length)
    for (const item of await items.all()) await expect(item).toBeInViewport({ ratio: 1 })
  })

  test('switches to right-to-left Arabic', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.locator('button[aria-controls="language-list"]').click()
    await page.locator('#language-list').getByRole('link', { name: 'العربية' }).click()
    await expect(page).toHaveURL(/\/ar$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('is disabled while a language loads', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    // Hold the Japanese catalog back so the loading flag stays up.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/ja-.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const selector = page.locator('button[aria-controls="language-list"]')
    await selector.click()
    await page.locator('#language-list').getByRole('link', { name: '日本語' }).click()
    await expect(selector).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/ja$/)
  })
})

test.describe('footer, top strip and side bar', () => {
  test('external links open in new tabs with noopener; footer has nine offices and seven quick links', async ({
    page,
  }) => {
    await page.goto('/')
    const external = page.locator('a[href^="http"]')
    const count = await external.count()
    expect(count).toBeGreaterThan(20)
    for (let i = 0; i < count; i++) {
      await expect(external.nth(i)).toHaveAttribute('target', '_blank')
      await expect(external.nth(i)).toHaveAttribute('rel', /noopener/)
    }
    const footer = page.locator('footer')
    await expect(footer.locator('a[href*="maps"]')).toHaveCount(9)
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
    for (const path of [
      '/',
      '/ifin-principals',
      '/privacy-policy',
      '/disclaimer',
      '/terms-of-use',
      '/anti-spam-policy',
      '/accessibility',
    ]) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1)
    }
    await expect(
      footer.locator(
        'a[href*="youtube"], a[href*="facebook"], a[href*="instagram"], a[href*="x.com"], a[href*="linkedin"]',
      ),
    ).toHaveCount(5)
    await expect(page.getByRole('complementary', { name: 'Follow us' }).getByRole('link')).toHaveCount(4)
  })

  test('side bar buttons widen on hover to show their labels, in the brand’s navy and accent', async ({ page }) => {
    await page.goto('/')
    const links = page.getByRole('complementary', { name: 'Follow us' }).getByRole('link')
    // Navy with white marks, whatever the network: not the networks' own colours.
    for (const link of await links.all()) {
      await expect(link).toHaveCSS('background-color', 'rgb(11, 31, 58)')
      await expect(link).toHaveCSS('color', 'rgb(255, 255, 255)')
    }
    const link = links.first()
    const before = (await link.boundingBox())?.width ?? 0
    await link.hover()
    await expect.poll(async () => (await link.boundingBox())?.width ?? 0).toBeGreaterThan(before + 40)
    await expect(link).toHaveCSS('background-color', 'rgb(194, 65, 12)')
    // Keyboard focus widens it and lights it the same way.
    await page.mouse.move(700, 10)
    const last = links.last()
    await last.focus()
    await expect.poll(async () => (await last.boundingBox())?.width ?? 0).toBeGreaterThan(before + 40)
    await expect(last).toHaveCSS('background-color', 'rgb(194, 65, 12)')
  })

  test('route changes and the logo scroll to the top', async ({ page }) => {
    await page.goto('/aboutus/history')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('link', { name: 'IFIN Global Group, home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('accessibility', () => {
  // Contrast is judged at rest: mid-way through a slide-in a block is half transparent.
  test.use({ reducedMotion: 'reduce' })
  for (const url of ['/', '/ar', '/fr/aboutus/history', '/missing-page']) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }

  test('axe finds no violations in the open menus', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.locator('button[aria-controls="language-list"]').click()
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('button', { name: 'About Us' }).click()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})

test('each area of the site has its own drawing in its inner pages’ heroes, hidden from assistive technology', async ({
  page,
}) => {
  const areas = [
    [PAGES['about.history'].path, 'about'],
    [PAGES['solutions.talent'].path, 'solutions'],
    [PAGES['gcc.talent'].path, 'gcc'],
    [PAGES['impact.csr'].path, 'impact'],
    [PAGES['media.videos'].path, 'media'],
    [PAGES['careers.search'].path, 'careers'],
    [PAGES['connect.contact'].path, 'connect'],
    [PAGES['policy.privacy'].path, 'policy'],
    [PAGES.search.path, 'search'],
  ] as const
  for (const [path, area] of areas) {
    await page.goto(path)
    const drawing = page.locator('section.hero-bg svg[data-area]')
    await expect(drawing, path).toHaveAttribute('data-area', area)
    await expect(drawing).toHaveAttribute('aria-hidden', 'true')
    await expect(drawing).toBeVisible()
  }
})

test('the footer’s logo starts its column in either direction (the right edge in Arabic)', async ({ page }) => {
  for (const path of ['/', '/ar']) {
    await page.goto(path)
    const column = page.locator('footer .container-site > div').first()
    // The mark starts the logo and the name ends it, whatever box the logo's element takes.
    const mark = await column.locator('[dir="ltr"] > svg').first().boundingBox()
    const name = await column.locator('[dir="ltr"] > span').first().boundingBox()
    const box = (await column.boundingBox())!
    const gap = path === '/ar' ? box.x + box.width - (name!.x + name!.width) : mark!.x - box.x
    expect(Math.abs(gap), path).toBeLessThan(2)
  }
})
