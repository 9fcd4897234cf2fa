import AxeBuilder from '@axe-core/playwright'
import { PDFDocument } from 'pdf-lib'
import { expect, hydrated, test } from './fixtures'

const POLICIES = [
  ['/privacy-policy', 'Privacy Policy', 'require you to register with us'],
  ['/disclaimer', 'Disclaimer Policy', 'We never charge job seekers a fee for placement.'],
  ['/terms-of-use', 'Terms of Use', 'must be brought within one year'],
  ['/anti-spam-policy', 'Anti Spam Policy', 'Some service messages cannot be opted out of'],
] as const

for (const [path, title, statement] of POLICIES) {
  test(`${title} is a full page with its date, numbered sections and SPEC's statement`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(/^Last updated: November 1, 2026$/)).toBeVisible()
    expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(5)
    await expect(page.locator('article')).toContainText(statement)
  })
}

test('the terms name the law of a state in India; the disclaimer gives the e-mail to report fee requests', async ({
  page,
}) => {
  await page.goto('/terms-of-use')
  await expect(page.locator('article')).toContainText('the State of Telangana')
  await page.goto('/disclaimer')
  await expect(page.locator('article')).toContainText('report it to info@ifinglobalgroup.com')
})

test('the principles page lists 28 documents; every link opens a valid PDF in a new tab', async ({ page, request }) => {
  await page.goto('/ifin-principals')
  await hydrated(page)
  const links = page.getByTestId('policy-documents').getByRole('link')
  await expect(links).toHaveCount(28)
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    const href = (await link.getAttribute('href'))!
    const res = await request.get(href)
    expect(res.status(), href).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    const bytes = await res.body()
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2)
    const name = (await link.textContent())!.replace(/^PDF/, '').trim()
    expect(pdf.getTitle()).toBe(`${name} | IFIN Global Group`)
  }
  const [popup] = await Promise.all([page.waitForEvent('popup'), links.first().click()])
  expect(popup.url()).toMatch(/\/policies\/code-of-conduct\.pdf$/)
})

test.describe('accessibility of the policy pages', () => {
  test.use({ reducedMotion: 'reduce' })
  for (const url of [
    '/privacy-policy',
    '/disclaimer',
    '/terms-of-use',
    '/anti-spam-policy',
    '/ar/terms-of-use',
    '/ja/anti-spam-policy',
    '/ifin-principals',
    '/ar/ifin-principals',
  ]) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }
})
