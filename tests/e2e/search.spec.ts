// The site search as a visitor meets it: the header's link, the search page in
// four languages (one right to left), the job filters, the keyboard, and the
// rule that only the search page loads the index, from our own origin, under
// its CSP. Jobs and words come from the build's published jobs and the
// catalogs, never literals.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { LANGUAGE_CODES, languageTag, type LanguageCode } from '../../src/config/languages'
import {
  PAGE_KEYS,
  PAGES,
  SEARCH_BUNDLE_PATH,
  aliasesOf,
  isNoindex,
  jobPath,
  localizedPath,
} from '../../src/config/paths'
import { GALLERY_EVENT_IDS } from '../../src/content/galleryEvents'
import type { Job } from '../../src/content/jobs'
import { expect, hydrated, test } from './fixtures'

/** The jobs the build published (dist/.meta/jobs.json): the pages the index holds. */
const JOBS = JSON.parse(readFileSync('dist/.meta/jobs.json', 'utf8')) as Job[]
const catalog = (lang: LanguageCode) =>
  lang === 'en'
    ? Object.fromEntries(
        Object.entries(
          JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, { defaultMessage: string }>,
        ).map(([id, m]) => [id, m.defaultMessage]),
      )
    : (JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>)

const wordsOf = (text: string, lang: LanguageCode) =>
  [...new Intl.Segmenter(languageTag(lang), { granularity: 'word' }).segment(text)]
    // Words of the language's own script (not a Latin "AWS" in a Japanese title).
    .filter((s) => s.isWordLike && s.segment.length >= 2 && (lang === 'en' || !/^[A-Za-z0-9]+$/.test(s.segment)))
    .map((s) => s.segment)

/**
 * A published job and a word of its title in the language's catalog: the title
 * shared by the fewest jobs, and of its words the one in the fewest titles, so
 * the job is among the first results.
 */
function jobAndWord(lang: LanguageCode): { job: Job; word: string } {
  const titles = catalog(lang)
  const titleOf = (job: Job) => titles[`job.title.${job.title}`] ?? ''
  const allTitles = JOBS.map(titleOf)
  const candidates = JOBS.flatMap((job) =>
    wordsOf(titleOf(job), lang).map((word) => ({
      job,
      word,
      score: allTitles.filter((t) => t.includes(word)).length,
    })),
  ).sort((a, b) => a.score - b.score || b.word.length - a.word.length)
  const best = candidates[0]
  if (!best) throw new Error(`no word in the ${lang} job titles`)
  return best
}

/** The search page's results, once the index answered. */
async function search(page: Page, lang: LanguageCode, words: string) {
  await page.goto(localizedPath(lang, PAGES.search.path))
  await hydrated(page)
  const box = page.getByRole('searchbox')
  await expect(box).toBeFocused()
  await box.fill(words)
  await expect(page.locator('[data-search-result]').first()).toBeVisible()
}

/** Shows more results until a link to `href` is there (or there are no more). */
async function expectResultLink(page: Page, lang: LanguageCode, href: string) {
  const link = page.locator(`[data-search-result][href="${href}"]`)
  const more = page.getByRole('button', { name: catalog(lang)['search.showMore'] })
  for (let i = 0; i < 20 && !(await link.count()) && (await more.count()); i++) await more.click()
  await expect(link).toBeVisible()
}

for (const lang of ['ja', 'ar', 'hi'] as const) {
  test(`finds a job by a word of its translated title (${lang})`, async ({ page }) => {
    const { job, word } = jobAndWord(lang)
    await search(page, lang, word)
    await expectResultLink(page, lang, localizedPath(lang, jobPath(job.id)))
    // The results are the language's own pages.
    for (const href of await page
      .locator('[data-search-result]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href === `/${lang}` || href?.startsWith(`/${lang}/`), String(href)).toBe(true)
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
  })
}

test('finds an ordinary page by a word of its heading (en), never its alternate spelling', async ({ page }) => {
  const english = catalog('en')
  const heading = english['page.solutions.talent.heading'] ?? ''
  // The heading's longest word.
  const word = wordsOf(heading, 'en').sort((a, b) => b.length - a.length)[0]!
  await search(page, 'en', word)
  await expectResultLink(page, 'en', PAGES['solutions.talent'].path)
  const hrefs = await page
    .locator('[data-search-result]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  for (const alias of aliasesOf('solutions.talent')) expect(hrefs).not.toContain(alias)
  expect(hrefs.filter((h) => h?.endsWith('/404'))).toEqual([])
})

test('the index holds every canonical page of each of the twelve languages, no alternate spelling and no 404', async ({
  request,
}) => {
  const entry = (await (await request.get(`${SEARCH_BUNDLE_PATH}pagefind-entry.json`)).json()) as {
    languages: Record<string, { page_count: number }>
  }
  expect(Object.keys(entry.languages).sort()).toEqual(LANGUAGE_CODES.map((l) => languageTag(l).toLowerCase()).sort())
  // The route table less the search page, /jobdetails and the pages marked noindex, the gallery events and the published jobs.
  const canonical = PAGE_KEYS.filter((key) => !isNoindex(key)).length - 2 + GALLERY_EVENT_IDS.length + JOBS.length
  for (const [lang, { page_count }] of Object.entries(entry.languages)) expect(page_count, lang).toBe(canonical)
})

test('job filters: a country, then a job type, list the published jobs that have them', async ({ page }) => {
  const english = catalog('en')
  // The country with the most published jobs, and its most common type.
  const count = <T>(values: T[]) =>
    [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<T, number>())].sort((a, b) => b[1] - a[1])
  const [country] = count(JOBS.map((j) => j.country))[0]!
  const inCountry = JOBS.filter((j) => j.country === country)
  const [type] = count(inCountry.map((j) => j.type))[0]!
  await page.goto(PAGES.search.path)
  await hydrated(page)
  await page.getByLabel('Country').selectOption({ label: english[`job.country.${country}`]! })
  const status = page.getByRole('status').filter({ hasText: /results?$/ })
  await expect(status).toHaveText(`${inCountry.length} result${inCountry.length === 1 ? '' : 's'}`)
  await page.getByLabel('Job type').selectOption({ label: english[`job.type.${type}`]! })
  const both = inCountry.filter((j) => j.type === type).length
  await expect(status).toHaveText(`${both} result${both === 1 ? '' : 's'}`)
  // The filters are in the address, so the search can be shared.
  expect(new URL(page.url()).searchParams.get('country')).toBe(english[`job.country.${country}`])
})

test('header control and keyboard: Tab to the search link, Enter, type, arrows through the results, Escape back', async ({
  page,
}) => {
  // The link is in the strip at the top of every page, at a phone's width and beside the desktop menu.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  await hydrated(page)
  const link = page.getByRole('link', { name: 'Search the site' })
  await expect(link).toBeInViewport()
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(link).toHaveCount(1)
  await expect(link).toBeInViewport()
  await expect(link).toHaveAttribute('href', PAGES.search.path)
  // Tab reaches it.
  for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await page.waitForURL(`**${PAGES.search.path}`)
  await hydrated(page)
  const box = page.getByRole('searchbox')
  await expect(box).toBeFocused()
  await page.keyboard.type(
    wordsOf(catalog('en')['page.careers.search.intro'] ?? '', 'en').sort((a, b) => b.length - a.length)[0]!,
  )
  const results = page.locator('[data-search-result]')
  await expect(results.nth(1)).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(results.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(results.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(results.nth(0)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(box).toBeFocused()
  // Tab also reaches the results, and Enter opens one.
  await page.keyboard.press('ArrowDown')
  const href = await results.nth(0).getAttribute('href')
  await page.keyboard.press('Enter')
  await page.waitForURL(`**${href}`)
})

test('the search link is in every language, right to left in Arabic, and works without JavaScript', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const lang of LANGUAGE_CODES) {
    await page.goto(localizedPath(lang, PAGES['policy.disclaimer'].path))
    const label = catalog(lang)['shell.search.open']!
    await expect(page.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      localizedPath(lang, PAGES.search.path),
    )
  }
  await page.goto(localizedPath('ar', '/'))
  await page.getByRole('link', { name: catalog('ar')['shell.search.open']! }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // Without scripts the page says why there is no search box, and where to go instead.
  // (Playwright's text matching skips <noscript>, which a browser without scripts shows.)
  const note = page.locator('main noscript p')
  await expect(note).toBeVisible()
  expect(await note.textContent()).toBe(catalog('ar')['search.needsScript'])
  await expect(page.getByRole('searchbox')).toBeHidden()
  await expect(page.locator('main noscript a')).toHaveText(catalog('ar')['search.jobSearchLink']!)
  await expect(page.locator('main noscript a')).toHaveAttribute(
    'href',
    localizedPath('ar', PAGES['careers.search'].path),
  )
  await context.close()
})

test('only the search page loads the index, all from our own origin, with no CSP violation', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  )
  for (const path of ['/', PAGES['careers.search'].path, jobPath(JOBS[0]!.id)]) {
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
  }
  expect(requests.filter((url) => new URL(url).pathname.startsWith(SEARCH_BUNDLE_PATH))).toEqual([])
  await search(page, 'ar', jobAndWord('ar').word)
  const bundle = requests.filter((url) => new URL(url).pathname.startsWith(SEARCH_BUNDLE_PATH))
  expect(bundle.some((url) => url.endsWith('pagefind.js'))).toBe(true)
  expect(bundle.some((url) => /wasm\.ar\.pagefind$/.test(url))).toBe(true)
  expect(bundle.some((url) => url.includes('.pf_fragment'))).toBe(true)
  expect(requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== new URL(baseURL!).origin)).toEqual([])
  expect(violations).toEqual([])
})

test('axe finds nothing on the search page with results and filters shown, left to right and right to left', async ({
  page,
}) => {
  const AxeBuilder = (await import('@axe-core/playwright')).default
  for (const lang of ['en', 'ar'] as const) {
    await search(page, lang, jobAndWord(lang).word)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    await expect(page.locator('[data-search-result]').first()).toBeVisible()
    expect(results.violations.map((v) => `${lang} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  }
})
