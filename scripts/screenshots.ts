// `tsx scripts/screenshots.ts [base URL] [paths…]`: full-page screenshots at
// 390 and 1440 px into screenshots/, for looking at what we ship.
// FORCED_COLORS=1 draws them in forced-colours (high-contrast) mode, TEXT_SPACING=1
// with WCAG 1.4.12's text spacing; WIDTHS=320,1280 picks other widths.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [base = 'http://127.0.0.1:4173', ...paths] = process.argv.slice(2)
const targets = paths.length
  ? paths
  : ['/', '/ar', '/aboutus/history', '/ar/aboutus/history', '/missing', '/ar/missing']
mkdirSync('screenshots', { recursive: true })
const TEXT_SPACING = `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`
const mode = `${process.env.FORCED_COLORS ? '-forced' : ''}${process.env.TEXT_SPACING ? '-spacing' : ''}`
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
for (const width of (process.env.WIDTHS ?? '390,1440').split(',').map(Number)) {
  // Reduced motion: blocks that slide in on scroll are drawn in place for a full-page picture.
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
  if (process.env.FORCED_COLORS) await page.emulateMedia({ forcedColors: 'active' })
  for (const path of targets) {
    await page.goto(base + path)
    await page.waitForLoadState('networkidle')
    if (process.env.TEXT_SPACING) await page.addStyleTag({ content: TEXT_SPACING })
    // Scroll through once so lazy images load.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    const name = `${path.replace(/\//g, '_') || '_'}-${width}${mode}.png`
    // SLICE=n cuts the page into pictures n px tall, easier to look at on phones' widths.
    const slice = Number(process.env.SLICE ?? 0)
    if (!slice) {
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true })
      console.log(`screenshots/${name}`)
      continue
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0, i = 0; y < height; y += slice, i++) {
      const file = `screenshots/${name.replace('.png', `-${i}.png`)}`
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(slice, height - y) },
      })
      console.log(file)
    }
  }
  await page.close()
}
await browser.close()
