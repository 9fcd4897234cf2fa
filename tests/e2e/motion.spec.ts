// The motion library is fetched only for visitors who allow motion, and only
// once they scroll and a block that moves comes near the viewport: a visitor
// who asked for reduced motion never downloads it, nor does one who only reads
// the first screen.
import { readFileSync } from 'node:fs'
import type { Browser } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/** The built chunk of gsap, from the build's manifest. */
function gsapChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>
  const key = Object.keys(manifest).find((name) => name.endsWith('gsap/index.js'))
  expect(key, 'gsap in the build').toBeDefined()
  return `/${manifest[key!]!.file}`
}

async function scriptsAfterScrolling(browser: Browser, reducedMotion: 'reduce' | 'no-preference') {
  const context = await browser.newContext({ reducedMotion })
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/aboutus/history', { waitUntil: 'networkidle' })
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  const beforeScrolling = [...scripts]
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 800)
  await page.waitForLoadState('networkidle')
  await context.close()
  return { beforeScrolling, afterScrolling: scripts }
}

test('a visitor who asked for reduced motion downloads no motion library; others get it as blocks come near', async ({
  browser,
}) => {
  const gsap = gsapChunk()
  expect((await scriptsAfterScrolling(browser, 'reduce')).afterScrolling).not.toContain(gsap)
  const moving = await scriptsAfterScrolling(browser, 'no-preference')
  expect(moving.beforeScrolling, 'not before the visitor scrolls').not.toContain(gsap)
  expect(moving.afterScrolling).toContain(gsap)
})

test('what the first screen shows stays shown when motion starts', async ({ page }) => {
  await page.goto('/aboutus/history')
  await hydrated(page)
  const firstScreen = page.locator('[data-reveal]').first()
  await expect(firstScreen).toBeInViewport()
  const gsap = gsapChunk()
  const gsapLoaded = page.waitForRequest((request) => new URL(request.url()).pathname === gsap)
  await page.mouse.wheel(0, 40)
  await gsapLoaded
  await page.waitForLoadState('networkidle')
  await expect(firstScreen).toBeInViewport()
  await expect(firstScreen).toHaveCSS('opacity', '1')
})
