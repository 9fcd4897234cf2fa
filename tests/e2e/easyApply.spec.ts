import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MAIL_SINK_DIR } from '../../playwright.config'
import type { Page } from '@playwright/test'
import { openJobs, type Job } from '../../src/content/jobs'
import { jobCountries, jobTitles } from '../../src/content/jobs/vocabulary'
import { englishOf } from '../../src/i18n/defineMessages'
import { pdf } from '../unit/files'
import { decodeQuotedPrintable } from '../unit/smtpPeer'
import { expect, hydrated, test } from './fixtures'

// Jobs chosen from the content by country: the rules follow the job's country.
const job = openJobs().find((open) => open.country === 'IN')!
const foreignJob = openJobs().find((open) => open.country !== 'IN')!

/** A word made of letters only (names take no digits), new each run: the time, spelled in letters. */
const marker = () =>
  `Marker${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`

/** The mails the sink has received that contain the text, headers unfolded and bodies decoded, as a client shows them. */
const mailsWith = (text: string) =>
  readdirSync(MAIL_SINK_DIR)
    .map((f) => decodeQuotedPrintable(readFileSync(join(MAIL_SINK_DIR, f), 'utf8')).replace(/\r?\n[ \t]+/g, ' '))
    .filter((m) => m.includes(text))

/** Fills every field but the phone number and the country, which follow the job. */
async function fillApplication(page: Page, lastName: string, email: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('First name').fill('Priya')
  await dialog.getByLabel('Last name').fill(lastName)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Work authorization').selectOption('Citizen')
  await dialog.getByLabel('Address').fill('12 Jubilee Hills Road')
  await dialog.getByLabel('City').fill('Hyderabad')
  await dialog.getByLabel('State').fill('Telangana')
  await dialog.getByLabel('ZIP code').fill('500033')
  await dialog.getByLabel('Current job title').fill('Senior Engineer')
  await dialog.getByLabel('Primary skills').fill('Java, Kafka')
  await dialog.getByLabel('Experience').selectOption('3+')
  await dialog.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() })
  await dialog.getByRole('checkbox').check()
}

const englishTitle = (of: Job) => englishOf(jobTitles[of.title])

test('the Easy Apply modal traps focus, closes on Escape and Cancel, and starts empty each time', async ({ page }) => {
  await page.goto(`/careers/jobs/${job.id}`)
  await hydrated(page)
  const trigger = page.getByRole('link', { name: 'Easy Apply' }).first()
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Easy Apply' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('First name').fill('Priya')
  // Focus stays within the dialog (the page behind it is inert).
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  await trigger.click()
  await expect(dialog.getByLabel('First name')).toHaveValue('')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
})

test('checks on submit, summarises the errors, then checks on every change', async ({ page }) => {
  await page.goto(`/careers/jobs/${job.id}`)
  await hydrated(page)
  await page.getByRole('link', { name: 'Easy Apply' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('First name is required')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Submit application' }).click()
  await expect(dialog.locator('p', { hasText: 'First name is required' })).toBeVisible()
  await expect(dialog.locator('p', { hasText: 'Résumé is required' })).toBeVisible()
  await expect(dialog.locator('p', { hasText: 'You must accept terms & conditions' })).toBeVisible()
  await expect(dialog.getByRole('alert').filter({ hasText: 'There is a problem' }).locator('..')).toBeFocused()
  await dialog.getByLabel('Mobile number').fill('5123456789')
  await expect(dialog.locator('p', { hasText: 'Enter a valid 10-digit mobile number' })).toBeVisible()
  await dialog.getByLabel('Mobile number').fill('9123456789')
  await expect(dialog.locator('p', { hasText: 'Enter a valid 10-digit mobile number' })).toHaveCount(0)
})

test('a full application to a job in India is accepted, announced with its number, and mailed over SMTP', async ({
  page,
}) => {
  const lastName = marker()
  const email = `priya.${lastName.toLowerCase()}@example.com`
  await page.goto(`/easyapplymodal?job=${job.id}`)
  await hydrated(page)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // The form names the job and its reference.
  await expect(dialog.getByText(`Applying for: ${englishTitle(job)}`)).toBeVisible()
  await expect(dialog.getByText(`Job reference: ${job.id}`)).toBeVisible()
  await fillApplication(page, lastName, email)
  await dialog.getByLabel('Mobile number').fill('9876543210')
  // India's choices (SPEC 5.2): India or USA.
  await expect(dialog.getByLabel('Country').locator('option')).toHaveText(['Choose…', 'India', 'United States'])
  await dialog.getByLabel('Country').selectOption('India')
  await dialog.getByRole('button', { name: 'Submit application' }).click()
  const status = page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })
  await expect(status).toHaveText(/^Form submitted successfully! Your application number is APP-\d{6}\.$/, {
    timeout: 20_000,
  })
  const reference = /APP-\d{6}/.exec((await status.textContent()) ?? '')![0]
  await expect(dialog).toBeHidden()
  await expect.poll(() => mailsWith(lastName).length, { timeout: 20_000 }).toBe(1)
  const [notification] = mailsWith(lastName)
  expect(notification).toMatch(/To: careers@company\.test/)
  expect(notification).toContain(`Reference: ${reference}`)
  expect(notification).toContain(`Position: ${englishTitle(job)}, `)
  expect(notification).toContain('Mobile: 9876543210')
  await expect.poll(() => mailsWith(`\nTo: ${email}`).length, { timeout: 20_000 }).toBe(1)
  const [confirmation] = mailsWith(`\nTo: ${email}`)
  expect(confirmation).toContain(`Your application number is ${reference}.`)
  expect(confirmation).toContain(`Job: ${englishTitle(job)} in `)
  expect(confirmation).toContain(`(job reference ${job.id})`)
})

test('a job outside India takes an international number in its own country, kept in E.164', async ({ page }) => {
  const lastName = marker()
  const email = `priya.${lastName.toLowerCase()}@example.com`
  const country = englishOf(jobCountries[foreignJob.country])
  await page.goto(`/careers/jobs/${foreignJob.id}`)
  await hydrated(page)
  await page.getByRole('link', { name: 'Easy Apply' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(`Applying for: ${englishTitle(foreignJob)}`)).toBeVisible()
  await expect(dialog.getByText(`Job reference: ${foreignJob.id}`)).toBeVisible()
  // The country is the job's, chosen already; the phone field says how a number without a code is read.
  await expect(dialog.getByLabel('Country')).toHaveValue(foreignJob.country)
  await expect(dialog.getByLabel('Country').locator('option')).toHaveText([country])
  const mobile = dialog.getByLabel('Mobile number')
  await expect(mobile).toHaveAccessibleDescription(new RegExp(`read as one from ${country} \\(\u2066\\+\\d+\u2069\\)`))
  await fillApplication(page, lastName, email)
  // India's rule does not apply: a ten-digit Indian mobile without its code is no number here.
  await mobile.fill('9876543210')
  await mobile.blur()
  const phoneError = 'Enter a valid phone number, with its country code if it is not from the country of the job'
  await expect(dialog.locator('p', { hasText: phoneError })).toBeVisible()
  // An Indian applicant gives their own country's code.
  await mobile.fill('+91 98765 43210')
  await expect(dialog.locator('p', { hasText: phoneError })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Submit application' }).click()
  const status = page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })
  await expect(status).toContainText(/Your application number is APP-\d{6}\./, { timeout: 20_000 })
  const reference = /APP-\d{6}/.exec((await status.textContent()) ?? '')![0]
  await expect.poll(() => mailsWith(lastName).length, { timeout: 20_000 }).toBe(1)
  const [notification] = mailsWith(lastName)
  expect(notification).toContain(`Reference: ${reference}`)
  expect(notification).toContain(`Position: ${englishTitle(foreignJob)}, `)
  expect(notification).toContain('Mobile: +919876543210')
  expect(notification).toContain(`Country: ${country}`)
  await expect.poll(() => mailsWith(`\nTo: ${email}`).length, { timeout: 20_000 }).toBe(1)
  expect(mailsWith(`\nTo: ${email}`)[0]).toContain(`Your application number is ${reference}.`)
})

test('the phone-number library loads with the form, never with the job page', async ({ page }) => {
  const scripts = new Map<string, string>()
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.text())
  })
  const hasPhoneRules = () => [...scripts.values()].some((text) => text.includes('INVALID_COUNTRY'))
  await page.goto(`/careers/jobs/${foreignJob.id}`, { waitUntil: 'networkidle' })
  await hydrated(page)
  expect(scripts.size).toBeGreaterThan(0)
  expect(hasPhoneRules()).toBe(false)
  await page.getByRole('link', { name: 'Easy Apply' }).first().click()
  await expect(page.getByRole('dialog').getByLabel('Mobile number')).toBeVisible()
  await expect.poll(hasPhoneRules).toBe(true)
})

test('without an open job the Easy Apply page points to the job search instead of a form', async ({ page }) => {
  await page.goto('/easyapplymodal?job=no-such-job')
  await hydrated(page)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Choose an open job to apply for.')).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Job Search' })).toHaveAttribute('href', '/careers/job_search')
  await expect(dialog.getByLabel('Mobile number')).toHaveCount(0)
})

test('the Easy Apply route is kept out of search engines: noindex in every language and in no sitemap', async ({
  page,
  request,
}) => {
  for (const path of ['/easyapplymodal', '/ar/easyapplymodal', '/ja/easyapplymodal']) {
    await page.goto(path)
    await expect(page.locator('meta[name=robots]'), path).toHaveAttribute('content', 'noindex')
  }
  // An ordinary page is indexed.
  await page.goto('/careers/job_search')
  await expect(page.locator('meta[name=robots]')).toHaveCount(0)
  const index = await (await request.get('/sitemap.xml')).text()
  const sitemaps = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
  expect(sitemaps.length).toBeGreaterThan(11)
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text()
    expect(xml, sitemap).toContain('/careers/job_search')
    expect(xml, sitemap).not.toContain('easyapplymodal')
  }
})

test('the open Easy Apply modal has no axe violations, in English and Arabic, in India and elsewhere', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const AxeBuilder = (await import('@axe-core/playwright')).default
  for (const url of [
    `/easyapplymodal?job=${job.id}`,
    `/ar/easyapplymodal?job=${job.id}`,
    `/ar/easyapplymodal?job=${foreignJob.id}`,
  ]) {
    await page.goto(url)
    await hydrated(page)
    // The form itself, loaded when the modal opens.
    await expect(page.getByRole('dialog').locator('input[type=tel]')).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  }
})

test('the consent box says how long an application is kept and links the privacy policy', async ({ page }) => {
  await page.goto(`/easyapplymodal?job=${job.id}`)
  await hydrated(page)
  const dialog = page.getByRole('dialog')
  const consent = dialog.getByRole('checkbox', { name: /I accept the terms/ })
  await expect(consent).toHaveAccessibleDescription(/keep it for up to two years/)
  const link = dialog.getByRole('link', { name: 'Privacy policy (opens in a new tab)' })
  await expect(link).toHaveAttribute('href', '/privacy-policy')
})
