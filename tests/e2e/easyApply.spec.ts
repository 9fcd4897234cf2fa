import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MAIL_SINK_DIR } from '../../playwright.config'
import { openJobs } from '../../src/content/jobs'
import { pdf } from '../unit/files'
import { decodeQuotedPrintable } from '../unit/smtpPeer'
import { expect, hydrated, test } from './fixtures'

// Any job open today.
const job = openJobs()[0]!

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

test('a full application is accepted, announced, and reaches the careers inbox over SMTP', async ({ page }) => {
  // A last name is letters only: the time, spelled in letters.
  const marker = `Marker${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`
  await page.goto(`/easyapplymodal?job=${job.id}`)
  await hydrated(page)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('First name').fill('Priya')
  await dialog.getByLabel('Last name').fill(marker)
  await dialog.getByLabel('Mobile number').fill('9876543210')
  await dialog.getByLabel('Email').fill('priya@example.com')
  await dialog.getByLabel('Work authorization').selectOption('Citizen')
  await dialog.getByLabel('Country').selectOption('India')
  await dialog.getByLabel('Address').fill('12 Jubilee Hills Road')
  await dialog.getByLabel('City').fill('Hyderabad')
  await dialog.getByLabel('State').fill('Telangana')
  await dialog.getByLabel('ZIP code').fill('500033')
  await dialog.getByLabel('Current job title').fill('Senior Engineer')
  await dialog.getByLabel('Primary skills').fill('Java, Kafka')
  await dialog.getByLabel('Experience').selectOption('3+')
  await dialog.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() })
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(dialog).toBeHidden()
  await expect
    .poll(
      () =>
        readdirSync(MAIL_SINK_DIR)
          // Headers unfolded, bodies decoded: as a mail client shows them.
          .map((f) => decodeQuotedPrintable(readFileSync(join(MAIL_SINK_DIR, f), 'utf8')).replace(/\r?\n[ \t]+/g, ' '))
          .filter((m) => m.includes(marker)),
      { timeout: 20_000 },
    )
    .toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`To: careers@company\\.test[\\s\\S]*for ${job.id}`))]),
    )
})

test('the open Easy Apply modal has no axe violations, in English and Arabic', async ({ page }) => {
  const AxeBuilder = (await import('@axe-core/playwright')).default
  for (const url of [`/easyapplymodal?job=${job.id}`, `/ar/easyapplymodal?job=${job.id}`]) {
    await page.goto(url)
    await hydrated(page)
    await expect(page.getByRole('dialog')).toBeVisible()
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
