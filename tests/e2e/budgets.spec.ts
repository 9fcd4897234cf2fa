// Size budgets (bytes, not timings): the scripts and stylesheets each kind of
// page requests until the network is idle, at the size the server sends, which
// is brotli for the browser's own Accept-Encoding.
import { cssBudget, JS_BUDGETS, pageWeight, WEIGHED_PAGES } from './pageWeight'
import { expect, test } from './fixtures'

for (const path of WEIGHED_PAGES) {
  test(`${path} stays within its script and style budgets`, async ({ browser, baseURL }) => {
    const weight = await pageWeight(browser, baseURL!, path)
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
    expect(weight.scripts.length, 'scripts requested').toBeGreaterThan(0)
    // The browser's own Accept-Encoding gets the smallest copy.
    expect(weight.notBrotli, 'sent without brotli').toEqual([])
    expect(weight.js, `JS on ${path}: ${kib(weight.js)} in ${weight.scripts.length} files`).toBeLessThanOrEqual(
      JS_BUDGETS[path]!,
    )
    expect(weight.css, `CSS on ${path}: ${kib(weight.css)}`).toBeLessThanOrEqual(cssBudget(path))
  })
}
