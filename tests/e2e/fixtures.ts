import { test as base, expect, type Locator, type Page } from '@playwright/test'

/**
 * Fails a test on any console error or page error: hydration mismatches
 * surface here, and so does any CSP violation (reported to the console by a
 * listener every document gets).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
        )
      })
      const errors: string[] = []
      page.on('console', (msg) => {
        // A 404 or 410 page and a re-displayed form (422) are documents the tests ask for.
        if (msg.type() === 'error' && !/Failed to load resource.*(404|410|422)/.test(msg.text()))
          errors.push(msg.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until React has hydrated the page (the desktop menu marks itself). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('nav[data-enhanced]') !== null)
}

/**
 * An action's level in the site's one emphasis order (uno.config.ts), as a visitor sees it:
 * `primary` is filled with a colour, `secondary` outlined on a clear ground, `tertiary` a bare
 * text link (no fill, no border).
 */
export async function emphasisOf(action: Locator): Promise<'primary' | 'secondary' | 'tertiary' | 'other'> {
  return action.evaluate((el) => {
    const style = getComputedStyle(el)
    const clear = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour)
    const border = parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none'
    const filled = !clear(style.backgroundColor) && style.backgroundColor !== 'rgb(255, 255, 255)'
    if (filled) return 'primary'
    if (clear(style.backgroundColor) && border) return 'secondary'
    if (clear(style.backgroundColor) && !border) return 'tertiary'
    return 'other'
  })
}
