import AxeBuilder from '@axe-core/playwright'
import { expect, hydrated, test } from './fixtures'

test('the GCC talent offering: intro, four stages, ten value points, six verticals and the insights banner to contact', async ({
  page,
}) => {
  await page.goto('/gccOfferings/talent')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building the Workforce of Tomorrow')
  // The slogan is the hero's intro, said once; the approach opens with the intro's text.
  await expect(page.locator('main')).toContainText('The Right People. Right Now.')
  expect(await page.locator('main').innerText()).not.toMatch(/Right Now\.[\s\S]*The Right People\./)
  await expect(page.getByRole('heading', { name: 'The Right People. Right Now.' })).toHaveCount(0)
  await expect(page.locator('section[aria-labelledby="steps-heading"]')).toContainText(
    'A global capability centre is only as strong as its people.',
  )
  await expect(page.locator('ol > li h3')).toHaveText(['Discover', 'Design', 'Execute', 'Scale'])
  await expect(page.getByTestId('gcc-values').locator('li')).toHaveCount(10)
  await expect(page.getByTestId('gcc-verticals').locator('li')).toHaveText([
    'BFSI',
    'Healthcare and Life Sciences',
    'Technology and Digital',
    'Retail and E-Commerce',
    'Engineering and Manufacturing',
    'Telecom and Infrastructure',
  ])
  await page.locator('section[aria-labelledby="banner-heading"]').getByRole('link', { name: 'Get in touch' }).click()
  await expect(page).toHaveURL(/\/connect\/contact$/)
})

for (const [path, button] of [
  ['/gccOfferings/workplacestrategy', 'Scale Your Space Today'],
  ['/gccOfferings/businessoperations', 'Transform Your Work Now'],
] as const) {
  test(`${path}: four steps, benefits, industries and '${button}' to contact`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    await expect(page.locator('ol > li h3')).toHaveText(['Discover', 'Design', 'Execute', 'Scale'])
    expect(await page.getByTestId('gcc-benefits').locator('li').count()).toBeGreaterThanOrEqual(3)
    await expect(page.getByTestId('gcc-industries').locator('li')).toHaveCount(6)
    const link = page.locator('section[aria-labelledby="banner-heading"]').getByRole('link', { name: button })
    await expect(link).toHaveAttribute('href', '/connect/contact')
  })
}

test.describe('accessibility of the GCC pages', () => {
  test.use({ reducedMotion: 'reduce' })
  for (const url of [
    '/gccOfferings/talent',
    '/ar/gccOfferings/talent',
    '/gccOfferings/workplacestrategy',
    '/ar/gccOfferings/workplacestrategy',
    '/gccOfferings/businessoperations',
    '/ar/gccOfferings/businessoperations',
  ]) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }
})
