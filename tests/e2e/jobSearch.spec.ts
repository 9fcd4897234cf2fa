// The job search as a visitor without JavaScript uses it (an ordinary GET
// form, real page links, the server answering the query), the same address
// with JavaScript, and what an attacker may put in the query. Every figure
// comes from the jobs file and today's date, never a literal; what a keyword
// finds, from the search's own index as the build wrote it (its ranking is
// tested by the relevance set, tests/unit/jobSearchRelevance.test.ts).
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { JOBS, openJobs, type Job } from '../../src/content/jobs'
import { loadJobIndex, rankedJobs } from '../../src/content/jobs/searchIndex'
import { jobTitles } from '../../src/content/jobs/vocabulary'
import { englishOf } from '../../src/i18n/defineMessages'
import { expect, hydrated, test } from './fixtures'

const PAGE_SIZE = 5
const OPEN = openJobs(JOBS)
const englishTitle = (job: Job) => englishOf(jobTitles[job.title])
const INDEX = loadJobIndex(readFileSync('src/i18n/compiled/jobIndex/en.json', 'utf8'))

/** A query that follows the data: the country of the first open job and a word of its title. */
const sample = OPEN[0]!
const KEYWORD = englishTitle(sample)
  .split(/\W+/)
  .find((word) => word.length > 3)!
  .toLowerCase()
const COUNTRY = sample.country
const OPEN_IDS = new Set(OPEN.map((job) => job.id))
/** The open jobs in the country that the keyword finds, best match first. */
const MATCHING = rankedJobs(INDEX, KEYWORD).filter((job) => OPEN_IDS.has(job.id) && job.country === COUNTRY)
const QUERY = `keyword=${encodeURIComponent(KEYWORD)}&country=${COUNTRY}`

const status = (page: Page) => page.locator('#job-results [role=status]')
const jobLinks = (page: Page) => page.locator('#job-results ul > li h3 a')

/** The job ids listed on every page of results, following the Next link to the last page. */
async function everyListedJob(page: Page): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = []
  let pages = 1
  for (;;) {
    for (const href of await jobLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
      ids.push(href.replace(/^.*\/careers\/jobs\//, ''))
    const next = page.locator('#job-results nav a[rel=next]')
    if ((await next.count()) === 0) return { ids, pages }
    await next.click()
    // The click returns once the next page starts arriving; read it whole, not half parsed.
    await page.waitForLoadState('domcontentloaded')
    pages += 1
    expect(pages, 'pages followed').toBeLessThanOrEqual(Math.ceil(OPEN.length / PAGE_SIZE))
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a keyword and country query shows exactly the matching open jobs, page by page, and the form shows the query', async ({
    page,
  }) => {
    expect(MATCHING.length, `${KEYWORD} in ${COUNTRY}`).toBeGreaterThan(0)
    const answer = await page.goto(`/careers/job_search?${QUERY}`)
    expect(answer?.status()).toBe(200)
    await expect(status(page)).toHaveText(
      new RegExp(`^${MATCHING.length} jobs? found${MATCHING.length > PAGE_SIZE ? ' · Page 1 of' : '$'}`),
    )
    await expect(page.getByLabel('Keyword')).toHaveValue(KEYWORD)
    await expect(page.getByLabel('Country')).toHaveValue(COUNTRY)
    const { ids, pages } = await everyListedJob(page)
    expect(ids).toEqual(MATCHING.map((job) => job.id))
    expect(pages).toBe(Math.ceil(MATCHING.length / PAGE_SIZE))
    // Every page of it kept the query.
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(KEYWORD)
  })

  test('every open job is reachable from the list, and the pager marks the last page', async ({ page }) => {
    await page.goto('/careers/job_search')
    await expect(status(page)).toContainText(`${OPEN.length} jobs found`)
    const { ids, pages } = await everyListedJob(page)
    expect(ids).toEqual(OPEN.map((job) => job.id))
    const last = Math.ceil(OPEN.length / PAGE_SIZE)
    expect(pages).toBe(last)
    await expect(page.locator('#job-results nav [aria-current=page]')).toHaveText(String(last))
    // A job link leads to its page.
    await jobLinks(page).first().click()
    await expect(page.locator('h1')).toHaveText(englishTitle(OPEN[(last - 1) * PAGE_SIZE]!))
  })

  test('the form searches by itself: typed keyword and chosen country, sent with the Search button', async ({
    page,
  }) => {
    await page.goto('/careers/job_search')
    // Nothing to go back from on the whole list.
    await expect(page.getByRole('link', { name: 'Back to All Jobs' })).toBeHidden()
    await page.getByLabel('Keyword').fill(KEYWORD)
    await page.getByLabel('Country').selectOption(COUNTRY)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/keyword=/)
    expect(new URL(page.url()).hash).toBe('#job-results')
    await expect(status(page)).toHaveText(new RegExp(`^${MATCHING.length} jobs? found`))
    await expect(jobLinks(page)).toHaveCount(Math.min(PAGE_SIZE, MATCHING.length))
    // Back to All Jobs is a link to the whole list.
    await page.getByRole('link', { name: 'Back to All Jobs' }).click()
    await expect(status(page)).toContainText(`${OPEN.length} jobs found`)
    await expect(page.getByLabel('Keyword')).toHaveValue('')
  })

  test('the answer is in the page’s language', async ({ page }) => {
    const inFrance = OPEN.filter((job) => job.country === 'FR')
    await page.goto('/fr/careers/job_search?country=FR')
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr/)
    await expect(status(page)).toHaveText(
      inFrance.length ? new RegExp(`^${inFrance.length}\\s+offres? trouvées?`) : /^Aucune offre/,
    )
    for (const link of await jobLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(link).toMatch(/^\/fr\/careers\/jobs\//)
    const inIndia = OPEN.filter((job) => job.country === 'IN').length
    await page.goto('/ar/careers/job_search?country=IN')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('#job-results ul > li').first()).toContainText('الهند')
    await expect(page.locator('#job-results nav a').first()).toHaveAttribute('href', /^\/ar\/careers\/job_search\?/)
    expect(inIndia).toBeGreaterThan(0)
  })
})

test('with JavaScript the same address shows the same results, hydrated onto the server’s answer without a redraw', async ({
  page,
  request,
}) => {
  // The second page when there is one.
  const shown = MATCHING.length > PAGE_SIZE ? 2 : 1
  const url = `/careers/job_search?${QUERY}&page=${shown}`
  const noScript = await (await request.get(url)).text()
  const serverIds = [...noScript.matchAll(/<h3[^>]*><a[^>]*href="\/careers\/jobs\/([^"]+)"/g)].map((m) => m[1])
  expect(serverIds).toEqual(MATCHING.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE).map((job) => job.id))

  // The app's script waits until the server's results are marked: hydration must keep those very nodes.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForSelector('#job-results ul > li')
  await page.evaluate(() => {
    for (const node of document.querySelectorAll('#job-results li, #job-results [role=status]'))
      node.setAttribute('data-before', '')
  })
  release()
  await hydrated(page)
  const ids = await jobLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('/').pop()))
  expect(ids).toEqual(serverIds)
  await expect(page.locator('#job-results li[data-before]')).toHaveCount(serverIds.length)
  await expect(status(page)).toHaveAttribute('data-before', '')
  await expect(page.getByLabel('Keyword')).toHaveValue(KEYWORD)

  // Running, the page answers in place: a filter change goes back to page 1, the pager keeps the query.
  if (MATCHING.length > shown * PAGE_SIZE) {
    await page.locator('#job-results nav').getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`page=${shown + 1}`))
  }
  await page.getByLabel('Job type').selectOption({ index: 1 })
  await expect(page).not.toHaveURL(/page=/)
  await expect(page).toHaveURL(new RegExp(`keyword=${KEYWORD}`))
})

test('a hostile query is answered safely: escaped, clamped, never an error', async ({ page, request }) => {
  // Long, yet within what a URL may carry (Node refuses request heads past 16 KiB).
  const long = 'x'.repeat(8_000)
  for (const query of [
    `keyword=${long}`,
    `keyword=${encodeURIComponent('"><script>alert(1)</script><img src=x onerror=alert(2)>')}`,
    'country=ZZ&state=%3Cb%3E&type=%00&status=urgent%27%22',
    'page=-1',
    'page=99999999999999999999999',
    'page=1e400',
    'keyword=%E0%A4%A&page=NaN',
    'keyword=a&keyword=b&country=IN&country=US',
  ]) {
    const answer = await request.get(`/careers/job_search?${query}`)
    expect(answer.status(), query).toBe(200)
    const html = await answer.text()
    expect(html, query).not.toContain('<script>alert(1)')
    expect(html, query).not.toContain('<img src=x')
    expect(html, query).not.toContain('x'.repeat(101))
    expect(answer.headers()['content-security-policy'], query).toMatch(/script-src/)
  }

  await page.goto(`/careers/job_search?keyword=${encodeURIComponent('"><script>alert(1)</script>')}`)
  await hydrated(page)
  await expect(page.getByLabel('Keyword')).toHaveValue('"><script>alert(1)</script>')
  await expect(status(page)).toHaveText(/^No jobs match your search/)

  // Unknown values count as "any"; a page out of range shows the nearest one.
  const last = Math.ceil(OPEN.length / PAGE_SIZE)
  await page.goto('/careers/job_search?country=ZZ&page=99999999999999999999999')
  await hydrated(page)
  await expect(status(page)).toContainText(`${OPEN.length} jobs found`)
  await expect(page.getByLabel('Country')).toHaveValue('')
  await expect(page.locator('#job-results nav [aria-current=page]')).toHaveText(String(last))
  await page.goto('/careers/job_search?page=-1')
  await hydrated(page)
  await expect(page.locator('#job-results nav [aria-current=page]')).toHaveText('1')

  // The old address keeps the query.
  const joinus = await request.get(`/careers/joinus?${QUERY}`, { maxRedirects: 0 })
  expect(joinus.status()).toBe(301)
  expect(joinus.headers().location).toBe(`/careers/job_search?${QUERY}`)
})

test('a keyword in another script finds its jobs, each list counts what its values find, and the sort orders by date', async ({
  page,
}) => {
  // The city's name in Japanese (the catalog's), without and with script.
  const hyderabad = OPEN.filter((job) => job.city === 'hyderabad')
  const name = (JSON.parse(readFileSync('locales/ja.json', 'utf8')) as Record<string, string>)['job.city.hyderabad']!
  await page.goto(`/ja/careers/job_search?keyword=${encodeURIComponent(name)}`)
  await hydrated(page)
  // The page names its language's job feed.
  await expect(page.locator('link[rel=alternate][type="application/xml"]')).toHaveAttribute(
    'href',
    '/feeds/jobs-ja.xml',
  )
  await expect(status(page)).toContainText(String(hyderabad.length))
  const first = await jobLinks(page).first().getAttribute('href')
  expect(hyderabad.map((job) => job.id)).toContain(first?.split('/').pop())

  await page.goto('/careers/job_search')
  await hydrated(page)
  const remote = OPEN.filter((job) => job.workplace === 'remote')
  await expect(page.getByLabel('Workplace').locator('option[value=remote]')).toHaveText(`Remote (${remote.length})`)
  await page.getByLabel('Workplace').selectOption('remote')
  await expect(page).toHaveURL(/workplace=remote/)
  await expect(status(page)).toHaveText(new RegExp(`^${remote.length} jobs? found`))
  await page.getByLabel('Workplace').selectOption('')
  await page.getByLabel('Sort by').selectOption('newest')
  await expect(page).toHaveURL(/sort=newest/)
  const newest = [...OPEN].sort((a, b) => b.postedAt.localeCompare(a.postedAt))[0]!
  await expect(page.locator('#job-results ul > li time').first()).toHaveAttribute('datetime', newest.postedAt)
})
