// Every language on the main routes at a small phone and a laptop width:
// nothing wider than its box (a long German compound, a French menu, an
// Arabic figure), the header in one piece, and each language's typography.
import type { Page } from '@playwright/test'
import { LANGUAGE_CODES, languageTag } from '../../src/config/languages'
import { PAGES, localizedPath } from '../../src/config/paths'
import { expect, hydrated, test } from './fixtures'

const MAIN_ROUTES = [
  '/',
  PAGES['about.vision'].path,
  PAGES['solutions.talent'].path,
  PAGES['careers.search'].path,
  PAGES['connect.contact'].path,
] as const

/** Text boxes whose content is wider than they are, and anything reaching past the window. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = '.marquee, .f-carousel, .sr-only, [inert], [aria-hidden="true"], [role="tablist"], dialog:not([open])'
    const found: string[] = []
    const describe = (el: Element, what: string) =>
      `${what}: <${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 40)}"> ${(el.textContent ?? '').trim().slice(0, 40)}`
    for (const el of document.querySelectorAll('header *, main *, footer *')) {
      if (el.closest(skip)) continue
      const style = getComputedStyle(el)
      if (style.display === 'inline' || style.display === 'none' || style.position === 'fixed') continue
      const rect = el.getBoundingClientRect()
      if (rect.width === 0) continue
      if (/^(H[1-6]|P|A|BUTTON|LABEL|LI|DT|DD|SUMMARY)$/.test(el.tagName) && el.scrollWidth > el.clientWidth + 1)
        found.push(describe(el, `text wider than its box by ${el.scrollWidth - el.clientWidth}px`))
      else if (rect.right > innerWidth + 1 || rect.left < -1)
        if (!style.position.startsWith('abs')) found.push(describe(el, 'past the window'))
    }
    if (document.documentElement.scrollWidth > innerWidth) found.push('the page scrolls sideways')
    return found.slice(0, 8)
  })
}

for (const width of [320, 1280]) {
  test.describe(`every language at ${width} px`, () => {
    test.use({ reducedMotion: 'reduce', viewport: { width, height: 900 } })
    for (const lang of LANGUAGE_CODES) {
      test(`${lang}: nothing wider than its box on the main routes`, async ({ page }) => {
        test.setTimeout(60_000)
        const found: string[] = []
        for (const path of MAIN_ROUTES) {
          const url = localizedPath(lang, path)
          await page.goto(url)
          await hydrated(page)
          found.push(...(await overflowing(page)).map((problem) => `${url} ${problem}`))
          if (width >= 1280) {
            // The desktop header holds on one line: logo, menu and language button, up to wide screens.
            if (path === '/') await page.setViewportSize({ width: 1440, height: 900 })
            const oneLine = await page.locator('header > div').evaluate((row) => {
              const boxes = [...row.children]
                .filter((child) => (child as HTMLElement).offsetParent !== null)
                .map((child) => child.getBoundingClientRect())
              return Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom))
            })
            if (!oneLine) found.push(`${url} the header wraps onto a second line`)
            if (path === '/') await page.setViewportSize({ width, height: 900 })
          }
        }
        expect(found).toEqual([])
      })
    }
  })
}

test('each language’s own quotation marks and the page’s language tag', async ({ page }) => {
  const marks: Record<string, string> = { en: '“', fr: '«\u202f', de: '„', ja: '「', ar: '«', ru: '«' }
  for (const [lang, open] of Object.entries(marks)) {
    await page.goto(localizedPath(lang as (typeof LANGUAGE_CODES)[number], PAGES['impact.testimonials'].path))
    await expect(page.locator('html')).toHaveAttribute('lang', languageTag(lang as (typeof LANGUAGE_CODES)[number]))
    const quotes = await page
      .locator('main q')
      .first()
      .evaluate((q) => getComputedStyle(q).quotes)
    expect(quotes.startsWith(`"${open}"`), `${lang}: ${quotes}`).toBe(true)
  }
})

test('each language is set in Noto, and a page fetches only its own script’s font files', async ({ page }) => {
  // The family drawing each language's own letters, and the files (by name) it may fetch besides Noto Sans's.
  const expected: Record<string, { family: string; files: RegExp }> = {
    en: { family: 'Noto Sans Variable', files: /^noto-sans-latin-/ },
    ru: { family: 'Noto Sans Variable', files: /^noto-sans-cyrillic-/ },
    hi: { family: 'Noto Sans Variable', files: /^noto-sans-devanagari-/ },
    ar: { family: 'Noto Sans Arabic Variable', files: /^noto-sans-arabic-/ },
    ja: { family: 'Noto Sans JP Variable', files: /^noto-sans-jp-/ },
    ko: { family: 'Noto Sans KR Variable', files: /^noto-sans-kr-/ },
    zh: { family: 'Noto Sans SC Variable', files: /^noto-sans-sc-/ },
  }
  const otherScripts = /^noto-sans-(arabic|jp|kr|sc)-/
  for (const [lang, { family, files }] of Object.entries(expected)) {
    const fetched: string[] = []
    const onRequest = (request: { url: () => string }) => {
      const name = request.url().split('/').pop() ?? ''
      if (name.endsWith('.woff2')) fetched.push(name)
    }
    page.on('request', onRequest)
    await page.goto(localizedPath(lang as (typeof LANGUAGE_CODES)[number], '/'))
    await hydrated(page)
    await page.evaluate(() => document.fonts.ready)
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
    )
    page.off('request', onRequest)
    expect(loaded, lang).toContain(family)
    expect(
      fetched.some((name) => files.test(name)),
      `${lang} fetched ${fetched.join(', ')}`,
    ).toBe(true)
    expect(
      fetched.filter((name) => otherScripts.test(name) && !files.test(name)),
      `${lang}: another script's font files`,
    ).toEqual([])
    // Arabic's letters come from its core file (a quarter of the size), not Fontsource's whole one.
    if (lang === 'ar') expect(fetched.filter((name) => /^noto-sans-arabic-arabic-/.test(name))).toEqual([])
  }
})

test('scripts without letter case get no forced capitals or tracking, eyebrows and footer headings included', async ({
  page,
}) => {
  for (const lang of ['ar', 'hi', 'ja', 'ko', 'zh'] as const) {
    await page.goto(localizedPath(lang, '/'))
    await hydrated(page)
    // Text in the page's own language (a Latin name such as the logo's keeps its capitals).
    const pulledApart = await page.evaluate(() =>
      [...document.querySelectorAll('main *, footer *')]
        .filter((el) => el.closest('[lang]')?.getAttribute('lang') === document.documentElement.lang)
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
        .filter((el) => {
          const style = getComputedStyle(el)
          return style.letterSpacing !== 'normal' || style.textTransform === 'uppercase'
        })
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.textContent?.trim().slice(0, 30)}`),
    )
    expect(pulledApart, lang).toEqual([])
  }
})
