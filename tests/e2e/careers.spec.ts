import { readFileSync } from 'node:fs'
import { openJobs } from '../../src/content/jobs'
import { loadJobIndex, rankedJobs } from '../../src/content/jobs/searchIndex'
import { jobCities, jobCountries, jobStates } from '../../src/content/jobs/vocabulary'
import { englishOf } from '../../src/i18n/defineMessages'
import { placeOptions } from '../../src/pages/careers/jobQuery'
import { emphasisOf, expect, hydrated, test } from './fixtures'

/** The jobs open today: what the site lists (counts follow the data, never a literal). */
const JOBS = openJobs()
/** The city with the most open jobs, and where it is. */
const busiest = JOBS.reduce(
  (best, job) =>
    JOBS.filter((j) => j.city === job.city).length > JOBS.filter((j) => j.city === best.city).length ? job : best,
  JOBS[0]!,
)

const results = (page: import('@playwright/test').Page) => page.locator('main ul > li h3')
/** A list's option as the page shows it: the value's name and how many jobs it would find. */
const counted = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`)

test('search, filter, page through results, share the URL and use the Back button', async ({ page }) => {
  await page.goto('/careers/job_search')
  await hydrated(page)
  await expect(page.getByRole('status').filter({ hasText: 'jobs found' })).toHaveText(
    new RegExp(`^${JOBS.length} jobs found`),
  )
  await expect(results(page)).toHaveCount(5)
  // The whole list is shown: no Back to All Jobs until a search narrows it.
  await expect(page.getByRole('link', { name: 'Back to All Jobs' })).toBeHidden()

  // Keyword, case- and accent-insensitive; Search applies it.
  await page.getByLabel('Keyword').fill('ANALYST')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/keyword=ANALYST/)
  // What the keyword finds is the search index's (the build's; its ranking: jobSearchRelevance.test.ts).
  const index = loadJobIndex(readFileSync('src/i18n/compiled/jobIndex/en.json', 'utf8'))
  const open = new Set(JOBS.map((job) => job.id))
  const analystCount = rankedJobs(index, 'ANALYST').filter((job) => open.has(job.id)).length
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    new RegExp(`^${analystCount} jobs found`),
  )
  // Titles rank first: the first page is of analysts.
  for (const title of await results(page).allTextContents()) expect(title).toMatch(/analyst/i)
  // Search is the form's primary action, Back to All Jobs its secondary one.
  expect(await emphasisOf(page.getByRole('button', { name: 'Search', exact: true }))).toBe('primary')
  expect(await emphasisOf(page.getByRole('link', { name: 'Back to All Jobs' }))).toBe('secondary')

  // Country narrows the state list, state the city list; any change goes back to page 1.
  await page.getByRole('link', { name: 'Back to All Jobs' }).click()
  await page.getByRole('link', { name: 'Page 2', exact: true }).click()
  await page.getByRole('link', { name: 'Page 3', exact: true }).click()
  await expect(page).toHaveURL(/page=3/)
  const { country, state, city } = busiest
  await page.getByLabel('Country').selectOption(country)
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByLabel('State').locator('option')).toHaveText([
    'Any',
    ...placeOptions({ country, state: '' }).states.map((key) => counted(englishOf(jobStates[key]))),
  ])
  await page.getByLabel('State').selectOption(state)
  await expect(page.getByLabel('City').locator('option')).toHaveText([
    'Any',
    ...placeOptions({ country, state }).cities.map((key) => counted(englishOf(jobCities[key]))),
  ])
  await page.getByLabel('City').selectOption(city)
  const inCity = JOBS.filter((j) => j.city === city).length
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(new RegExp(`^${inCity} jobs? found`))
  const place = [jobCities[city], jobStates[state], jobCountries[country]].map(englishOf).join(', ')
  for (const text of await page.locator('main ul > li').allTextContents()) expect(text).toContain(place)

  // The URL carries the search: opened elsewhere, it shows the same results.
  const shared = page.url()
  const other = await page.context().newPage()
  await other.goto(shared)
  await hydrated(other)
  await expect(other.getByRole('status').filter({ hasText: 'found' })).toHaveText(new RegExp(`^${inCity} jobs? found`))
  await expect(other.getByLabel('City')).toHaveValue(city)
  await other.close()

  // Back returns to the previous search.
  await page.goBack()
  await expect(page.getByLabel('City')).toHaveValue('')
  await expect(page.getByLabel('State')).toHaveValue(state)
})

test('a job opens on its own page with its details and JobPosting data; /jobdetails and /careers/joinus lead to their pages', async ({
  page,
  request,
}) => {
  await page.goto('/careers/job_search')
  await hydrated(page)
  const first = results(page).first()
  const title = (await first.textContent()) ?? ''
  await first.getByRole('link').click()
  await expect(page).toHaveURL(/\/careers\/jobs\/[a-z0-9-]+$/)
  await expect(page.locator('h1')).toHaveText(title)
  await expect(page.getByRole('heading', { name: 'Job Description' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Key Responsibilities' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply Now' }).first()).toHaveAttribute('href', /^mailto:/)
  await expect(page.getByRole('link', { name: 'Easy Apply' }).first()).toHaveAttribute('href', /\/easyapplymodal\?job=/)
  // The primary action first in both places it is offered, as everywhere on the site.
  await expect(page.locator('main').getByRole('link', { name: /^(Easy Apply|Apply Now)$/ })).toHaveText([
    'Easy Apply',
    'Apply Now',
    'Easy Apply',
    'Apply Now',
  ])
  // Easy Apply is the primary action and Apply Now the secondary one, in the hero and the side card.
  for (const [i, level] of [
    [0, 'primary'],
    [1, 'secondary'],
    [2, 'primary'],
    [3, 'secondary'],
  ] as const)
    expect(
      await emphasisOf(
        page
          .locator('main')
          .getByRole('link', { name: /^(Easy Apply|Apply Now)$/ })
          .nth(i),
      ),
    ).toBe(level)
  await expect(page.getByText(/^(Today|\d+ days? ago)$/).first()).toBeVisible()
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(ld).toMatchObject({ '@type': 'JobPosting', title, hiringOrganization: { name: 'IFIN Global Group' } })

  const job = JOBS[JOBS.length - 1]!
  const direct = await page.goto(`/careers/jobs/${job.id}`)
  expect(direct?.status()).toBe(200)
  expect((await page.goto('/careers/jobs/no-such-job'))?.status()).toBe(404)
  // The old query address leads to the job's own page (one page per job, one title), in the page's language.
  for (const [from, to] of [
    [`/jobdetails?id=${job.id}`, `/careers/jobs/${job.id}`],
    [`/fr/jobdetails?job=${job.id.toUpperCase()}`, `/fr/careers/jobs/${job.id}`],
    ['/jobdetails', '/careers/job_search'],
  ] as const) {
    const answer = await request.get(from, { maxRedirects: 0 })
    expect(answer.status(), from).toBe(301)
    expect(answer.headers().location, from).toBe(to)
  }
  expect((await request.get('/jobdetails?id=no-such-job', { maxRedirects: 0 })).status()).toBe(404)
  expect((await request.get('/jobdetails?id=../../etc/passwd', { maxRedirects: 0 })).status()).toBe(404)
  const joinus = await request.get('/careers/joinus', { maxRedirects: 0 })
  expect(joinus.headers().location).toBe('/careers/job_search')
})

test('the careers pages have no axe violations, in English and Arabic', async ({ page }) => {
  const AxeBuilder = (await import('@axe-core/playwright')).default
  for (const url of [
    '/careers/job_search',
    `/ar/careers/job_search`,
    `/careers/jobs/${JOBS[0]!.id}`,
    `/ar/careers/jobs/${JOBS[0]!.id}`,
  ]) {
    await page.goto(url)
    await hydrated(page)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  }
})

test('a posting’s age is its date in the page, and in the browser relative to the visitor’s today', async ({
  page,
  request,
}) => {
  const job = JOBS[0]!
  const html = await (await request.get(`/de/careers/jobs/${job.id}`)).text()
  // Attribute names are case-insensitive in HTML; React writes this one dateTime.
  expect(html).toMatch(new RegExp(`<time datetime="${job.postedAt}">`, 'i'))
  // Ten days after it was posted, whenever the site was built.
  const tenDaysLater = new Date(Date.parse(`${job.postedAt}T09:00:00Z`) + 10 * 86_400_000)
  await page.clock.setFixedTime(tenDaysLater)
  await page.goto(`/de/careers/jobs/${job.id}`)
  await hydrated(page)
  await expect(page.locator(`main time[datetime="${job.postedAt}"]`).first()).toHaveText('Vor 10 Tagen')
})

test('an Arabic job page shows the pay range as Arabic formatting writes it: "CA$" reads CA$, after the amounts', async ({
  page,
}) => {
  const job = JOBS.find((j) => j.baseSalary?.currency === 'CAD')
  test.skip(!job, 'no open job paid in Canadian dollars')
  await page.goto(`/ar/careers/jobs/${job!.id}`)
  await hydrated(page)
  const pay = page.locator('[data-pay-range]')
  await expect(pay).toHaveCount(1)
  const { min, max } = job!.baseSalary!
  const written = new Intl.NumberFormat('ar', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 })
  // The logical text is Intl's own.
  expect(await pay.textContent()).toBe(written.formatRange(min, max))
  // As drawn: C left of A left of $ (unisolated, the $ moved to the left of "CA"), and the
  // symbol at the left end of the amount, where a right-to-left reader reaches it last.
  const places = await pay.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    const x: Record<string, number> = {}
    let first = Infinity
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const left = range.getBoundingClientRect().left
        if (/[CA$]/.test(text[i]!)) x[text[i]!] = left
        else if (/\d/.test(text[i]!)) first = Math.min(first, left)
      }
    }
    x['digits'] = first
    return x
  })
  expect(places['C']!).toBeLessThan(places['A']!)
  expect(places['A']!).toBeLessThan(places['$']!)
  expect(places['$']!).toBeLessThan(places['digits']!)
})
