// A job's address when there is no job to show, as a visitor meets it: an
// unknown id (404, also at the old /jobdetails address) and a job that has
// closed (drawn by the browser itself when its clock is past the job's last
// day); never another job, no JobPosting, the way on to open roles. The 410
// the server answers for a closed job after an import: scripts/jobs-lifecycle-test.ts
// (and tests/unit/closedJobs.server.test.ts).
import type { Page } from '@playwright/test'
import { addDays } from '../../src/content/jobs/schema'
import { openJobs } from '../../src/content/jobs'
import { similarJobs } from '../../src/content/jobs/similar'
import { expect, hydrated, test } from './fixtures'

const JOBS = openJobs()
const details = (page: Page) => page.locator('#job-unavailable-details')

/** Moves the app to another address as its own links do (the router follows popstate). */
const goInside = (page: Page, url: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, url)

for (const url of ['/careers/jobs/no-such-job', '/jobdetails?id=no-such-job', '/fr/jobdetails?id=no-such-job']) {
  test(`${url} answers 404 with the unknown-job page and the newest open roles, before and after it runs`, async ({
    page,
  }) => {
    const answer = await page.goto(url)
    expect(answer?.status()).toBe(404)
    const newest = similarJobs(undefined, JOBS).map(
      (job) => `${url.startsWith('/fr') ? '/fr' : ''}/careers/jobs/${job.id}`,
    )
    await expect(details(page).locator('a')).toHaveCount(newest.length)
    await hydrated(page)
    await expect(page.locator('h1')).toHaveText(
      url.startsWith('/fr') ? 'Nous n’avons pas trouvé cette offre' : 'We couldn’t find this job',
    )
    expect(
      await details(page)
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(newest)
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Easy Apply|Postuler/ })).toHaveCount(0)
  })
}

test('a job whose last day has passed shows as closed in the browser, with similar roles and no way to apply', async ({
  page,
}) => {
  const job = JOBS[0]!
  await page.clock.setFixedTime(new Date(`${addDays(job.validThrough, 1)}T09:00:00Z`))
  await page.goto('/')
  await hydrated(page)
  await goInside(page, `/careers/jobs/${job.id}`)
  await expect(page.locator('h1')).toHaveText('This position is closed')
  await expect(details(page)).toContainText(`The last day to apply for`)
  const offered = await details(page)
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(offered).not.toContain(`/careers/jobs/${job.id}`)
  await expect(page.getByRole('link', { name: 'Easy Apply' })).toHaveCount(0)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  // The old query address inside the app says the same, and an unknown id is never another job.
  await goInside(page, `/jobdetails?id=${job.id}`)
  await expect(page.locator('h1')).toHaveText('This position is closed')
  await goInside(page, '/careers/jobs/no-such-job')
  await expect(page.locator('h1')).toHaveText('We couldn’t find this job')
  await goInside(page, '/jobdetails?id=no-such-job')
  await expect(page.locator('h1')).toHaveText('We couldn’t find this job')
})

test('a job page shows the last day to apply, and its workplace and pay when it has them', async ({ page }) => {
  const job = JOBS.find((j) => j.baseSalary) ?? JOBS[0]!
  await page.goto(`/careers/jobs/${job.id}`)
  await hydrated(page)
  const facts = page.locator('main dl')
  await expect(facts).toContainText('Apply by')
  if (job.workplace) await expect(facts).toContainText('Workplace')
  if (job.baseSalary) await expect(facts).toContainText(/Pay.*per (hour|day|week|month|year)/)
})

test('the unknown- and closed-job pages have no axe violations, in English and Arabic', async ({ page }) => {
  const AxeBuilder = (await import('@axe-core/playwright')).default
  for (const url of ['/careers/jobs/no-such-job', '/ar/careers/jobs/no-such-job']) {
    await page.goto(url)
    await hydrated(page)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  }
})
