// The build-time translation shape as visitors and crawlers meet it: job
// postings in the page's language in the static HTML, the original in the
// page, a returning visitor's language before any paint, and a new build
// published under a running server.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { hashText } from '../../scripts/lib/catalogs'
import { openJobs, postingTexts } from '../../src/content/jobs'
import { jobTitles } from '../../src/content/jobs/vocabulary'
import { englishOf } from '../../src/i18n/defineMessages'
import { expect, hydrated, test } from './fixtures'
import { RECHECK_MS } from '../../src/server/staticFiles'

const memory = (lang: string) =>
  JSON.parse(readFileSync(join('locales', 'postings', `${lang}.json`), 'utf8')) as Record<string, string>
const catalog = (lang: string) =>
  JSON.parse(readFileSync(join('locales', `${lang}.json`), 'utf8')) as Record<string, string>

const decodeHtml = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

for (const lang of ['fr', 'ja', 'ar'] as const) {
  test(`job pages in ${lang} carry the translated posting, meta and og in the static HTML, and no second JobPosting`, async ({
    request,
  }) => {
    const translations = memory(lang)
    const titles = catalog(lang)
    const jobs = openJobs()
    for (const job of [jobs[0]!, jobs[jobs.length - 1]!]) {
      const html = decodeHtml(await (await request.get(`/${lang}/careers/jobs/${job.id}`)).text())
      const [description = '', firstResponsibility = ''] = postingTexts(job).map(
        (text) => translations[hashText(text)]!,
      )
      expect(html).toContain(`lang="${lang}-x-mtfrom-en"`)
      expect(html).toContain(description)
      expect(html).toContain(`<li>${firstResponsibility}</li>`)
      // The original is in the page, marked as English.
      expect(html).toContain(job.description)
      const meta = html.match(/<meta[^>]*name="description" content="([^"]*)"/)?.[1] ?? ''
      expect(meta.length).toBeLessThanOrEqual(160)
      expect(meta).toContain(description.slice(0, 20))
      expect(html).toMatch(new RegExp(`<meta[^>]*property="og:description" content="${escape(meta)}"`))
      const locale = { fr: 'fr_FR', ja: 'ja_JP', ar: 'ar_AR' }[lang]
      expect(html).toContain(`property="og:locale" content="${locale}"`)
      expect(html).toContain('property="og:locale:alternate" content="en_GB"')
      // One JobPosting per job: the English page's (docs/features.md, "Jobs"); a translation is its hreflang alternate.
      expect(html).not.toContain('"JobPosting"')
      expect(html).toContain(`rel="canonical" href="https://`)
      const english = await (await request.get(`/careers/jobs/${job.id}`)).text()
      const jsonLd = JSON.parse(english.match(/<script[^>]*type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}')
      expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: englishOf(jobTitles[job.title]) })
      expect(html).toMatch(new RegExp(`<title[^>]*>${escape(titles[`job.title.${job.title}`]!)} \\|`))
    }
  })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('a translated posting needs no request, and shows its original from the page', async ({ page }) => {
  const job = openJobs()[1]!
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/translate')) asked.push(r.url())
  })
  await page.goto(`/fr/careers/jobs/${job.id}`)
  await hydrated(page)
  const translated = memory('fr')[hashText(job.description)]!
  await expect(page.locator('main [lang="fr-x-mtfrom-en"] p').first()).toHaveText(translated)
  const original = page.locator('main details [lang="en"]')
  await expect(original).toBeHidden()
  await page.locator('main details summary').filter({ hasText: 'Afficher l’original' }).click()
  await expect(original.locator('p').first()).toHaveText(job.description)
  await expect(original.locator('li').first()).toHaveText(job.responsibilities[0]!)
  expect(asked).toEqual([])
})

/** Records, in the tab's session storage, whether an English document ever painted content. */
const PAINT_PROBE = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint' && document.documentElement.lang === 'en')
        sessionStorage.setItem('englishPainted', location.pathname)
  }).observe({ type: 'paint', buffered: true })`

test('a returning visitor’s language is applied before the English page is painted', async ({ page }) => {
  await page.addInitScript(PAINT_PROBE)
  // The probe sees an English paint when there is one (no preference stored)…
  await page.goto('/impact/csr')
  await hydrated(page)
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('englishPainted'))).toBe('/impact/csr')
  await page.evaluate(() => {
    sessionStorage.clear()
    localStorage.setItem('preferredLanguage', 'fr')
  })
  // …and none when a stored preference moves the page.
  await page.goto('/aboutus/history?from=mail#top')
  await expect(page).toHaveURL(/\/fr\/aboutus\/history\?from=mail#top$/)
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => sessionStorage.getItem('englishPainted'))).toBeNull()
})

/** A visitor's click from the About Us menu to the History page (a client-side navigation). */
async function openHistoryFromMenu(page: import('@playwright/test').Page) {
  const nav = page.getByRole('navigation', { name: 'Main' }).first()
  await nav.getByRole('button', { name: 'About Us' }).hover()
  await page.locator('#menu-aboutus').getByRole('link', { name: 'Company History' }).click()
}

test('a page loaded before a new build still navigates after the build replaced its chunks', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // The new build no longer has the chunk this page would load for History.
  let refused = 0
  await page.route(/\/assets\/HistoryPage-[^/]+\.js$/, (route) => {
    if (refused++ === 0) return route.fulfill({ status: 404, body: '' })
    return route.continue()
  })
  await openHistoryFromMenu(page)
  await expect(page).toHaveURL(/\/aboutus\/history$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('History')
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  expect(refused).toBeGreaterThanOrEqual(1)
  // It took a fresh load of the address, which brings the new build.
  expect(
    await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
  ).toBe('reload')
})

test('a page rewritten by a new build is served with its new inline-script hashes, no restart', async ({ page }) => {
  const file = join('dist', 'aboutus', 'certifications.html')
  const original = readFileSync(file)
  const rebuilt = original
    .toString()
    .replace(
      'window.__VITE_REACT_SSG_HASH__',
      'window.__VITE_REACT_SSG_HASH__ = window.__VITE_REACT_SSG_HASH__; window.__VITE_REACT_SSG_HASH__',
    )
  expect(rebuilt).not.toBe(original.toString())
  const write = (html: Buffer | string) => {
    writeFileSync(file, html)
    writeFileSync(`${file}.br`, brotliCompressSync(html))
    writeFileSync(`${file}.gz`, gzipSync(html))
  }
  try {
    write(rebuilt)
    // The server looks at a kept page on disk again once it is a tenth of a second old.
    await page.waitForTimeout(RECHECK_MS + 50)
    await page.goto('/aboutus/certifications')
    await hydrated(page) // the inline hydration data ran: its new hash was allowed
    await openHistoryFromMenu(page)
    await expect(page).toHaveURL(/\/aboutus\/history$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('History')
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  } finally {
    write(original)
  }
})
