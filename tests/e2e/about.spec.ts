import AxeBuilder from '@axe-core/playwright'
import { emphasisOf, expect, hydrated, test } from './fixtures'
import { readFileSync } from 'node:fs'
import { AWARD_IMAGES } from '../../src/content/about/awards'
import { TEAM } from '../../src/content/about/team'
import { photoExists } from '../../scripts/lib/contentReport'
import { MEMBERSHIPS } from '../../src/content/about/memberships'
import { CLIENTS } from '../../src/content/home/logos'
import { englishOf } from '../../src/i18n/defineMessages'
import { CLIENT_REVIEWS } from '../../src/content/impact/testimonials'

test('the team directory: five groups, a card opens the person in a modal that Escape and × close, focus returns', async ({
  page,
}) => {
  await page.goto('/aboutus/ourvision#team-section')
  await hydrated(page)
  const team = page.locator('#team-section')
  await expect(team.getByRole('heading', { level: 3 })).toHaveText([
    'Patrons',
    'Board of Directors',
    'Executive Team',
    'Ecosystem Partners',
    'Zicorns – Next Generation',
  ])
  // While no portrait is a photograph: a directory of names and roles, not a wall of identical initials tiles.
  const photographs = TEAM.filter((member) => photoExists(member.image)).length
  if (photographs === 0) {
    await expect(team.locator('img')).toHaveCount(0)
    await expect(team.locator('[data-entry]')).toHaveCount(1 + 4 + 8 + 8 + 8)
  }
  const card = team.getByRole('button', { name: /Kavya Menon/ })
  await card.click()
  const dialog = page.getByRole('dialog', { name: 'Kavya Menon' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Managing Director and CEO')
  await expect(dialog).toContainText('global capability centre practice')
  // A portrait only once it is a photograph.
  const kavya = TEAM.find((member) => member.name === 'Kavya Menon')!
  await expect(dialog.getByRole('img', { name: 'Portrait of Kavya Menon' })).toHaveCount(
    photoExists(kavya.image) ? 1 : 0,
  )
  const profile = dialog.getByRole('link', { name: 'LinkedIn profile of Kavya Menon (opens in a new tab)' })
  await expect(profile).toHaveAttribute('target', '_blank')
  await expect(profile).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//)

  // Focus stays in the dialog; Escape closes it and gives focus back to the card.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(profile).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(card).toBeFocused()

  // A person without a profile link: the icon is dimmed and is no link; × closes.
  await team.getByRole('button', { name: /Helen Brooks/ }).click()
  const helen = page.getByRole('dialog', { name: 'Helen Brooks' })
  await expect(helen.getByText('No LinkedIn profile listed')).toBeVisible()
  await expect(helen.getByRole('link')).toHaveCount(0)
  await helen.getByRole('button', { name: 'Close' }).click()
  await expect(helen).toBeHidden()
})

test('long team groups show eight people until Show all', async ({ page }) => {
  await page.goto('/aboutus/ourvision')
  await hydrated(page)
  const executive = page.locator('[data-group="executive"]')
  await expect(executive.locator('li')).toHaveCount(8)
  await executive.getByRole('button', { name: 'Show all 19' }).click()
  await expect(executive.locator('li')).toHaveCount(19)
  await executive.getByRole('button', { name: 'Show fewer' }).click()
  await expect(executive.locator('li')).toHaveCount(8)
  await expect(page.locator('#team-section li')).toHaveCount(1 + 4 + 8 + 8 + 8)
})

test('the Vision page has its four values, six differentiators, the career banner and four media highlights', async ({
  page,
}) => {
  await page.goto('/aboutus/ourvision')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Vision: The IFIN Way')
  for (const value of ['Inclusive', 'Focus', 'Innovation', 'Nurture'])
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible()
  await expect(page.locator('section[aria-labelledby="why-heading"] li')).toHaveCount(6)
  await expect(page.getByRole('heading', { name: 'OneClient, OneMission, OneTeam' })).toBeVisible()
  const highlights = page
    .locator('section[aria-labelledby="highlights-heading"]')
    .getByRole('link', { name: /^Read more: / })
  await expect(highlights).toHaveCount(4)
  for (const link of await highlights.all())
    await expect(link).toHaveAttribute('href', '/News_and_Media/picture_gallery')
  await page.getByRole('heading', { name: 'Searching for a First-Class Career?' }).scrollIntoViewIfNeeded()
  await page.locator('section[aria-labelledby="career-heading"]').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/connect\/contact$/)
})

/** The English catalog: what an English page shows for each message. */
const ENGLISH = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, { defaultMessage: string }>

test('the awards gallery: 6, Load More to 9 and 10, then Show Less back to 6 at the gallery top; images open in the lightbox', async ({
  page,
}) => {
  await page.goto('/aboutus/awards')
  await hydrated(page)
  const images = page.locator('section[aria-labelledby="awards-heading"] li')
  await expect(images).toHaveCount(6)
  // Each award is named under its picture, not only in the lightbox.
  await expect(images.locator('figcaption')).toHaveText(
    AWARD_IMAGES.slice(0, 6).map((a) => ENGLISH[a.alt.id]!.defaultMessage),
  )
  const loadMore = page.getByRole('button', { name: 'Load More' })
  // Load More is a secondary action, as Show More is on the CSR page.
  expect(await emphasisOf(loadMore)).toBe('secondary')
  await loadMore.click()
  await expect(images).toHaveCount(9)
  await loadMore.click()
  await expect(images).toHaveCount(10)
  await expect(loadMore).toHaveCount(0)
  const showLess = page.getByRole('button', { name: 'Show Less' })
  expect(await emphasisOf(showLess)).toBe('secondary')
  await showLess.click()
  await expect(images).toHaveCount(6)
  await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Award gallery' })).toBeInViewport()

  await images.first().getByRole('link').click()
  const lightbox = page.getByRole('dialog', { name: 'Image viewer' })
  await expect(lightbox).toBeVisible()
  await expect(lightbox.locator('img').first()).toHaveAttribute('src', '/images/awards/award-01.svg')
  await page.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0)
})

test('the lightbox counts from the first image in Arabic too', async ({ page }) => {
  await page.goto('/ar/aboutus/awards')
  await hydrated(page)
  const images = page.locator('section[aria-labelledby="awards-heading"] li')
  await images.first().getByRole('link').click()
  const lightbox = page.getByRole('dialog')
  await expect(lightbox.locator('.f-counter')).toHaveText(`1/${await images.count()}`)
  await page.keyboard.press('Escape')
  await images.nth(2).getByRole('link').click()
  await expect(lightbox.locator('.f-counter')).toHaveText(`3/${await images.count()}`)
})

test('an award image that fails to load keeps its placeholder and says so', async ({ page }) => {
  await page.route('**/images/awards/award-02.svg', (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/aboutus/awards')
  await hydrated(page)
  const failed = page.locator('section[aria-labelledby="awards-heading"] li').nth(1).locator('[data-state]')
  await expect(failed).toHaveAttribute('data-state', 'failed')
  await expect(failed).toContainText('Image not available')
  await expect(
    page.locator('section[aria-labelledby="awards-heading"] li').first().locator('[data-state]'),
  ).toHaveAttribute('data-state', 'loaded')
})

test('the history timeline alternates sides on wide screens, mirrored in Arabic, and is one column on phones', async ({
  page,
}) => {
  // Reduced motion: entries out of view are not shifted by their slide-in.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/aboutus/history')
  await hydrated(page)
  const entries = page.locator('ol > li')
  await expect(entries).toHaveCount(8)
  await expect(entries.locator('time')).toHaveText(['2009', '2012', '2017', '2021', '2022', '2023', '2023', '2023'])
  const centre = async (i: number) => {
    const box = (await entries.nth(i).locator('article').boundingBox())!
    return box.x + box.width / 2
  }
  expect(await centre(0)).toBeLessThan(720)
  expect(await centre(1)).toBeGreaterThan(720)

  await page.goto('/ar/aboutus/history')
  await hydrated(page)
  expect(await centre(0)).toBeGreaterThan(720)
  expect(await centre(1)).toBeLessThan(720)

  await page.setViewportSize({ width: 390, height: 800 })
  const a = (await entries.nth(0).locator('article').boundingBox())!
  const b = (await entries.nth(1).locator('article').boundingBox())!
  expect(Math.abs(a.x - b.x)).toBeLessThan(2)
})

test('the Certifications page names its six memberships and the Clients page its areas, testimonials and links', async ({
  page,
}) => {
  await page.goto('/aboutus/certifications')
  await hydrated(page)
  // Named in words beside a neutral icon, never an invented seal.
  const memberships = page.locator('section[aria-labelledby="memberships-heading"] li')
  await expect(memberships).toHaveCount(MEMBERSHIPS.length)
  await expect(memberships.locator('img')).toHaveCount(0)
  await expect(memberships.first()).toContainText('ISO 9001:2015 quality management certification')

  await page.goto('/aboutus/clients')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Businesses helped' })).toBeVisible()
  await expect(page.locator('section[aria-labelledby="areas-heading"] h3')).toHaveText([
    'Solicitory',
    'Business Planning',
    'Human Resources',
    'Strategy',
    'Start Ups',
    'Organisations',
    'Integration',
    'Merging',
  ])
  const readMore = page
    .locator('section[aria-labelledby="client-testimonials-heading"]')
    .getByRole('link', { name: /^Read more: / })
  await expect(readMore).toHaveCount(3)
  for (const link of await readMore.all()) await expect(link).toHaveAttribute('href', '/impact/testimonals')
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3)
  // The same reviews, in the same words, as the Testimonials page's first three.
  const quotes = page.locator('section[aria-labelledby="client-testimonials-heading"] q')
  await expect(quotes).toHaveText(CLIENT_REVIEWS.slice(0, 3).map((review) => ENGLISH[review.quote.id]!.defaultMessage))
  // Until a client lets us name them, the grid shows the sectors we serve, never a name or logo we made up.
  const clients = page.locator('section[aria-labelledby="client-logos-heading"]')
  await expect(clients.getByRole('heading', { name: 'The sectors our clients work in' })).toBeVisible()
  await expect(clients.locator('li')).toHaveText(CLIENTS.map((c) => ('sector' in c ? englishOf(c.sector) : c.name)))
  await expect(clients.locator('img, svg')).toHaveCount(0)
})

test('the About pages read without JavaScript: the whole team and every award image', async ({ browser }) => {
  const page = await browser.newPage({ javaScriptEnabled: false })
  await page.goto('/de/aboutus/ourvision')
  await expect(page.locator('#team-section li')).toHaveCount(41)
  await page.goto('/de/aboutus/awards')
  await expect(page.locator('section[aria-labelledby="awards-heading"] li')).toHaveCount(10)
  await page.close()
})

test.describe('accessibility of the About pages', () => {
  test.use({ reducedMotion: 'reduce' })
  const pages = [
    '/aboutus/ourvision',
    '/aboutus/history',
    '/aboutus/certifications',
    '/aboutus/awards',
    '/aboutus/clients',
  ]
  for (const url of [...pages, ...pages.map((p) => `/ar${p}`)]) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }

  test('axe finds no violations in the open team modal', async ({ page }) => {
    await page.goto('/aboutus/ourvision')
    await hydrated(page)
    await page
      .locator('#team-section')
      .getByRole('button', { name: /Anitha Reddy/ })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})
