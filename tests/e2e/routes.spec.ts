import { LANGUAGE_CODES } from '../../src/config/languages'
import { PAGE_KEYS, PAGES, isNoindex, localizedPath } from '../../src/config/paths'
import { GALLERY_EVENT_IDS } from '../../src/content/galleryEvents'
import { openJobs } from '../../src/content/jobs'
import type { APIRequestContext } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

const SITE = 'https://www.ifinglobalgroup.com'

for (const lang of ['en', 'fr', 'ar'] as const) {
  test.describe(`every route in ${lang}`, () => {
    // /jobdetails answers with a redirect: careers.spec covers it.
    for (const key of PAGE_KEYS.filter((k) => k !== 'careers.jobDetails')) {
      const path = PAGES[key].path
      test(`${key} ${path}`, async ({ page }) => {
        const url = localizedPath(lang, path)
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await hydrated(page)
        const html = page.locator('html')
        await expect(html).toHaveAttribute('lang', lang)
        await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('h1')).toBeVisible()
        await expect(page).toHaveTitle(/\S+ \| IFIN Global Group$/)
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', SITE + url)
        // One per language, and x-default.
        await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(LANGUAGE_CODES.length + 1)
        await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', SITE + path)
        const description = await page.locator('meta[name=description]').getAttribute('content')
        expect(description?.length).toBeGreaterThan(20)
      })
    }
  })
}

test('pages differ by language: headings are translated', async ({ page }) => {
  await page.goto('/aboutus/history')
  const english = await page.locator('h1').textContent()
  await page.goto('/fr/aboutus/history')
  const french = await page.locator('h1').textContent()
  await page.goto('/ar/aboutus/history')
  const arabic = await page.locator('h1').textContent()
  expect(new Set([english, french, arabic]).size).toBe(3)
  expect(arabic).toMatch(/\p{Script=Arabic}/u)
})

test('gallery details are pre-rendered for every event and reached from /gallery/{id}', async ({ page, request }) => {
  for (const id of GALLERY_EVENT_IDS) {
    const res = await request.get(`/News_and_Media/picture_gallery/${id}`, { maxRedirects: 0 })
    expect(res.status(), id).toBe(200)
  }
  await page.goto('/gallery/atal-samman')
  await expect(page).toHaveURL(/\/News_and_Media\/picture_gallery\/atal-samman$/)
  await expect(page.locator('h1')).toHaveText('Atal Samman Award')
})

test('an unknown gallery event shows the gallery’s not-found state with status 404', async ({ page }) => {
  for (const url of [
    '/News_and_Media/picture_gallery/no-such-event',
    '/gallery/no-such-event',
    '/News_and_Media/picture_gallery/_missing',
  ]) {
    const res = await page.goto(url)
    expect(res?.status(), url).toBe(404)
    await hydrated(page)
    await expect(page.locator('h1')).toHaveText('Gallery Item Not Found')
    await expect(page.getByText('The requested gallery item could not be loaded.')).toBeVisible()
  }
  await page.getByRole('link', { name: 'Back to Gallery' }).click()
  await expect(page).toHaveURL(/\/News_and_Media\/picture_gallery$/)
})

test('alternate spellings and letter case reach the same screen at the canonical URL', async ({ page, request }) => {
  for (const [from, to] of [
    ['/oursolutions', '/solutions/talent'],
    ['/careers/joinus', '/careers/job_search'],
    ['/News_and_Media/Video', '/News_and_Media/video'],
    ['/video', '/News_and_Media/video'],
    ['/News_and_Media/press_release', '/News_and_Media/press_Release'],
    ['/gccofferings/workplacestrategy', '/gccOfferings/workplacestrategy'],
    ['/AboutUs/OurVision', '/aboutus/ourvision'],
    ['/fr/ABOUTUS/history', '/fr/aboutus/history'],
  ] as const) {
    const res = await request.get(from, { maxRedirects: 0 })
    expect(res.status(), from).toBe(301)
    expect(res.headers().location, from).toBe(to)
  }
  await page.goto('/oursolutions')
  await expect(page).toHaveURL(/\/solutions\/talent$/)
  await expect(page.locator('h1')).toContainText('Talent')
})

test('unknown paths show the not-found screen with status 404, in the visitor’s language', async ({ page }) => {
  const res = await page.goto('/this/does/not/exist')
  expect(res?.status()).toBe(404)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Oops! The page you’re looking for doesn’t exist.',
  )
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex')
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)

  const ar = await page.goto('/ar/nothing-here')
  expect(ar?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('h1')).toContainText(/\p{Script=Arabic}/u)
})

/** The sitemap index and every sitemap it lists, as the server sends them. */
async function sitemapsOf(request: APIRequestContext): Promise<{ index: string; sitemaps: Map<string, string> }> {
  const index = await (await request.get('/sitemap.xml')).text()
  const sitemaps = new Map<string, string>()
  for (const [, url] of index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)) {
    const response = await request.get(url!.replace(SITE, ''))
    expect(response.status(), url).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    sitemaps.set(url!, await response.text())
  }
  return { index, sitemaps }
}

test('the sitemap index lists a sitemap per language with every page and its alternates, not the /jobdetails redirect; robots points at it', async ({
  request,
}) => {
  const { index, sitemaps } = await sitemapsOf(request)
  expect(index).toContain('<sitemapindex')
  expect([...sitemaps.keys()]).toEqual(LANGUAGE_CODES.map((lang) => `${SITE}/sitemaps/${lang}.xml`))
  // The route table less /jobdetails and the pages marked noindex, the gallery events and the open jobs.
  const perLanguage =
    PAGE_KEYS.filter((key) => !isNoindex(key)).length - 1 + GALLERY_EVENT_IDS.length + openJobs().length
  for (const sitemap of sitemaps.values()) expect(sitemap.match(/<url>/g)).toHaveLength(perLanguage)
  const ar = sitemaps.get(`${SITE}/sitemaps/ar.xml`)!
  expect(ar).toContain(`<loc>${SITE}/ar/impact/csr</loc>`)
  expect(ar).toContain(`hreflang="x-default" href="${SITE}/impact/csr"`)
  for (const sitemap of sitemaps.values()) expect(sitemap).not.toContain('/jobdetails')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})

test('the home page carries Organization JSON-LD', async ({ page }) => {
  await page.goto('/')
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(json).toMatchObject({ '@type': 'Organization', name: 'IFIN Global Group', foundingDate: '2009' })
})

test('Portuguese is Brazilian and Chinese Simplified, in lang, hreflang, og:locale, the flag and the formats', async ({
  page,
  request,
}) => {
  await page.goto('/pt/impact/csr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_BR')
  await expect(page.locator('link[rel=alternate][hreflang="pt-BR"]')).toHaveAttribute('href', `${SITE}/pt/impact/csr`)
  await expect(page.locator('link[rel=alternate][hreflang="zh-Hans"]')).toHaveAttribute('href', `${SITE}/zh/impact/csr`)
  // Brazilian grouping (a European Portuguese page would group with a space).
  await page.goto('/pt')
  await expect(page.locator('[data-stat="csrHires"]')).toContainText('21.729')
  await page.goto('/zh')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
  const sitemap = await (await request.get('/sitemaps/zh.xml')).text()
  expect(sitemap).toContain(`hreflang="pt-BR" href="${SITE}/pt/impact/csr"`)
  expect(sitemap).not.toContain('hreflang="pt"')
})

test('a client-side navigation and a language switch rewrite the head as a page load would', async ({ page }) => {
  const head = () =>
    page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      title: document.title,
      canonical: [...document.querySelectorAll('link[rel=canonical]')].map((l) => l.getAttribute('href')),
      alternates: document.querySelectorAll('link[rel=alternate][hreflang]').length,
      descriptions: document.querySelectorAll('meta[name=description]').length,
    }))
  await page.goto(PAGES['about.history'].path)
  await hydrated(page)
  const loaded = await head()
  // Into the about menu's Vision page without a page load.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await page
    .locator(`main a[href="${PAGES['about.vision'].path}"], header a[href="${PAGES['about.vision'].path}"]`)
    .first()
    .dispatchEvent('click')
  await expect(page).toHaveURL(new RegExp(`${PAGES['about.vision'].path}$`))
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  await expect.poll(head).toEqual({
    ...loaded,
    title: expect.stringMatching(/\| IFIN Global Group$/),
    canonical: [SITE + PAGES['about.vision'].path],
  })
  expect((await head()).title).not.toBe(loaded.title)
  // To Arabic through the language list: direction, language and canonical follow.
  await page.locator('button[aria-controls="language-list"]').click()
  await page.locator('#language-list').getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(new RegExp(`/ar${PAGES['about.vision'].path}$`))
  await expect
    .poll(head)
    .toMatchObject({ lang: 'ar', dir: 'rtl', canonical: [`${SITE}/ar${PAGES['about.vision'].path}`] })
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  expect(await head()).toMatchObject({ alternates: loaded.alternates, descriptions: 1 })
})
