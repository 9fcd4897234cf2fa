import AxeBuilder from '@axe-core/playwright'
import { expect, hydrated, test } from './fixtures'
import { VIDEOS } from '../../src/content/media/videos'

test('gallery list → event page → back, with the event’s sections and pictures', async ({ page }) => {
  await page.goto('/News_and_Media/picture_gallery')
  await hydrated(page)
  const cards = page.getByTestId('gallery-list').getByRole('link')
  await expect(cards).toHaveCount(16)
  await cards.filter({ hasText: 'Business Delegation to the United States' }).click()
  await expect(page).toHaveURL(/\/News_and_Media\/picture_gallery\/delegation-us-visit$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Delegation to the United States')
  await expect(page.getByText('Dallas, New York and Washington · September 2024')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Outcomes' })).toBeVisible()
  const images = page.getByTestId('masonry').getByRole('img')
  await expect(images).toHaveCount(6)
  await expect(images.nth(2)).toHaveAttribute('alt', 'Business Delegation to the United States 3')

  await images.first().click()
  const lightbox = page.getByRole('dialog', { name: 'Image viewer' })
  await expect(lightbox).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0)

  await page.getByRole('link', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(/\/News_and_Media\/picture_gallery$/)
})

test('an event page loads directly and on reload in another language; every event has its pictures, "In the News" too', async ({
  page,
}) => {
  await page.goto('/ja/News_and_Media/picture_gallery/news-and-media')
  await hydrated(page)
  await page.reload()
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByTestId('masonry').getByRole('img')).toHaveCount(3)
  await page.goto('/News_and_Media/picture_gallery/news-and-media')
  await expect(page.getByTestId('masonry').getByRole('img')).toHaveCount(3)
  await expect(page.getByText('No images available for this gallery item.')).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText('will appear here')
  // Its card on the list is drawn as the others are, and counts its pictures.
  await page.goto('/News_and_Media/picture_gallery')
  const card = page.getByTestId('gallery-list').getByRole('link', { name: /In the News/ })
  await expect(card).toContainText('3 photos')
  await expect(page.getByTestId('gallery-list')).not.toContainText('No photos yet')
  await expect(card.locator('img')).toHaveAttribute('src', /\/images\/gallery\/news-and-media\/1\./)
})

test('the masonry has 1, 2 and 3 columns by width', async ({ page }) => {
  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/News_and_Media/picture_gallery/annualconclave-section')
    await hydrated(page)
    const xs = await page
      .getByTestId('masonry')
      .locator('li')
      .evaluateAll((items) => [...new Set(items.map((li) => Math.round(li.getBoundingClientRect().left)))])
    expect(xs, `${width} px`).toHaveLength(columns)
  }
})

test('videos are posters until played: no third-party request before the click, then the player frame', async ({
  page,
}) => {
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('http://localhost'))
      thirdParty.push(request.url())
  })
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
  )
  await page.goto('/News_and_Media/video')
  await hydrated(page)
  const videos = page.getByTestId('videos').locator('li')
  await expect(videos).toHaveCount(VIDEOS.length)
  // Cards in a row are one height, whatever their titles' lengths.
  const boxes = await videos.locator('figure').evaluateAll((cards) =>
    cards.map((card) => ({
      top: Math.round(card.getBoundingClientRect().top),
      height: Math.round(card.getBoundingClientRect().height),
    })),
  )
  for (const box of boxes)
    expect(box.height).toBe(Math.max(...boxes.filter((other) => other.top === box.top).map((other) => other.height)))
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(thirdParty).toEqual([])

  await page.getByRole('button', { name: 'Play video: Setting up a global capability centre in India' }).click()
  const frame = page.locator('iframe[title="Setting up a global capability centre in India"]')
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/Gc5hW9yT0dP\?autoplay=1/)
  await expect(page.locator('iframe')).toHaveCount(1)
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0)
})

test('press: six clippings, Show More for all ten, Show Less back to six at the top of the list', async ({ page }) => {
  await page.goto('/News_and_Media/press_Release')
  await hydrated(page)
  const clippings = page.getByTestId('press').locator('li')
  await expect(clippings).toHaveCount(6)
  await page.getByRole('button', { name: 'Show More' }).click()
  await expect(clippings).toHaveCount(10)
  await page.getByRole('button', { name: 'Show Less' }).click()
  await expect(clippings).toHaveCount(6)
  await expect(page.getByRole('heading', { name: 'In the press' })).toBeInViewport()
  await clippings.nth(1).getByRole('link').click()
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible()
})

test.describe('accessibility of the media pages', () => {
  test.use({ reducedMotion: 'reduce' })
  for (const url of [
    '/News_and_Media/picture_gallery',
    '/ar/News_and_Media/picture_gallery',
    '/News_and_Media/picture_gallery/news-and-media',
    '/ar/News_and_Media/picture_gallery/atal-samman',
    '/News_and_Media/video',
    '/ja/News_and_Media/video',
    '/News_and_Media/press_Release',
    '/ar/News_and_Media/press_Release',
  ]) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url)
      await hydrated(page)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }
})
