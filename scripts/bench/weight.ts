// Page weight: what each weighed page requests until the network is idle, in
// Chromium against the real server, measured as the budget test measures it
// (tests/e2e/pageWeight.ts): scripts and stylesheets at the size the server
// sends (brotli), beside the page's budget (what the test lets it grow to)
// and the goal.
import { chromium, type Browser } from '@playwright/test'
import { cssBudget, JS_BUDGETS, pageWeight, targetJs, TARGETS, WEIGHED_PAGES } from '../../tests/e2e/pageWeight'
import { kib, printTable, startSite } from './common'

export async function benchWeight(dist: string): Promise<void> {
  console.log(`weight: ${WEIGHED_PAGES.length} pages in Chromium, scripts and styles until the network is idle…`)
  const site = await startSite(dist)
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    })
    const rows: string[][] = []
    let over = 0
    let aboveGoal = 0
    for (const path of WEIGHED_PAGES) {
      const weight = await pageWeight(browser, site.url, path, dist)
      const budget = JS_BUDGETS[path] ?? targetJs(path)
      const goal = targetJs(path)
      const verdict =
        weight.js > budget || weight.css > cssBudget(path)
          ? 'OVER budget'
          : weight.js > goal || weight.css > TARGETS.css
            ? 'OK, above goal'
            : 'OK'
      if (verdict === 'OVER budget') over++
      else if (verdict !== 'OK') aboveGoal++
      const row = [
        path,
        kib(weight.js),
        kib(budget),
        kib(goal),
        String(weight.scripts.length),
        kib(weight.css),
        kib(cssBudget(path)),
        verdict,
      ]
      console.log(
        `weight: ${path}: JS ${row[1]} KiB (budget ${row[2]}, goal ${row[3]}), CSS ${row[5]} KiB of ${row[6]}: ${verdict}`,
      )
      rows.push(row)
    }
    console.log('')
    printTable(['page', 'JS KiB (br)', 'budget', 'goal', 'scripts', 'CSS KiB (br)', 'budget', 'verdict'], rows)
    console.log(
      `weight: ${over ? `${over} page(s) OVER budget` : 'every page within its budgets'}` +
        `${aboveGoal ? `; ${aboveGoal} within budget but above the goal` : ''}\n`,
    )
  } finally {
    await browser?.close()
    await site.stop()
  }
}
