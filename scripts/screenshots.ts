// `tsx scripts/screenshots.ts [base URL] [paths…]`: full-page screenshots at
// 390 and 1440 px into screenshots/, for looking at what we ship.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [base = 'http://127.0.0.1:4173', ...paths] = process.argv.slice(2)
const targets = paths.length ? paths : ['/', '/ar', '/aboutus/history', '/ar/aboutus/history', '/missing', '/ar/missing']
mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
for (const width of (process.env.WIDTHS ?? '390,1440').split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const path of targets) {
    await page.goto(base + path)
    await page.waitForLoadState('networkidle')
    const name = `${path.replace(/\//g, '_') || '_'}-${width}.png`
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true })
    console.log(`screenshots/${name}`)
  }
  await page.close()
}
await browser.close()
