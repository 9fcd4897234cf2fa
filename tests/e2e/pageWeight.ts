// What a page costs a visitor: every script and stylesheet it requests until
// the network is idle, counted at the size the server sends in the encoding it
// chose for the browser's Accept-Encoding (the build's .br or .gz file, else the file). The budget test and `npm run bench` both measure so.
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { galleryEventPath, jobPath, PAGES } from '../../src/config/paths'
import { GALLERY_EVENT_IDS } from '../../src/content/galleryEvents'
import { openJobs } from '../../src/content/jobs'

const KIB = 1024

/**
 * The goal: brotli bytes of script a page may request, and of style. The framework alone
 * (React's client, the router, react-intl) is about 85 KiB, and the
 * shell (header, menus, footer, routes, page names, its messages) about 18 KiB more, so a text page
 * is over the 100 KiB goal before it shows anything of its own; `npm run bench` prints
 * each page against it.
 */
export const TARGETS = { homeJs: 140 * KIB, pageJs: 100 * KIB, css: 15 * KIB } as const

/**
 * What each page may not grow past (the budget test fails above it): its weight when
 * measured here, with a few KiB of room. Lower a figure when a page gets lighter.
 * None includes gsap (24 KiB): it comes only once the visitor scrolls (motion.spec.ts).
 */
export const JS_BUDGETS: Readonly<Record<string, number>> = Object.fromEntries(
  (
    [
      ['/', 124],
      ['/ar', 125],
      [PAGES['about.vision'].path, 126],
      [PAGES['about.history'].path, 113],
      [`/ja${PAGES['about.history'].path}`, 114],
      [PAGES['about.awards'].path, 115],
      [galleryEventPath(GALLERY_EVENT_IDS[0]!), 119],
      // The search's own results code, the job alert form (its schema only once the visitor starts on it), the
      // search engine (MiniSearch, 6 KiB) and the language's job index (11 KiB in English at 100 jobs): 136 KiB.
      [PAGES['careers.search'].path, 139],
      // Its own job's data only, not the jobs file (7 KiB at 100 jobs, growing with them): 123 KiB.
      [jobPath(openJobs()[0]!.id), 126],
      [PAGES['connect.contact'].path, 116],
      [`/hi${PAGES['connect.contact'].path}`, 117],
      [PAGES['policy.privacy'].path, 117],
    ] as const
  ).map(([path, kib]) => [path, kib * KIB]),
)

/** Pages of every kind: the home page in two directions, text pages, widgets, forms, a gallery, a job. */
export const WEIGHED_PAGES = Object.keys(JS_BUDGETS)

/**
 * Style a page may request: the goal, and on Japanese, Korean and Chinese pages room for their
 * typeface's stylesheet (about 120 unicode-range subsets, ~18 KiB of @font-face rules).
 */
export const cssBudget = (path: string) => (/^\/(ja|ko|zh)(\/|$)/.test(path) ? 32 * KIB : TARGETS.css)

/** The goal for a page: the home page has the hero and its carousels, every other page less. */
export const targetJs = (path: string) => (/^\/(\w\w)?$/.test(path) ? TARGETS.homeJs : TARGETS.pageJs)

export type PageWeight = {
  path: string
  js: number
  css: number
  scripts: string[]
  /** The scripts and stylesheets the build has a .br copy of that came in another encoding. */
  notBrotli: string[]
}

/** The bytes of the build's file in the encoding the server chose (its .br or .gz copy, else the file). */
const sentBytes = (dist: string, path: string, encoding: string | undefined) => {
  const file = join(dist, path)
  const copy = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file
  return existsSync(copy) ? statSync(copy).size : 0
}

export async function pageWeight(browser: Browser, baseURL: string, path: string, dist = 'dist'): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  // Each file by the encoding it came in: Chromium sends a browser's real Accept-Encoding.
  const scripts = new Map<string, string | undefined>()
  const styles = new Map<string, string | undefined>()
  page.on('response', (response) => {
    const request = response.request()
    const url = new URL(request.url())
    if (url.origin !== new URL(baseURL).origin) return
    const encoding = response.headers()['content-encoding']
    if (request.resourceType() === 'script') scripts.set(url.pathname, encoding)
    if (request.resourceType() === 'stylesheet') styles.set(url.pathname, encoding)
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  // What hydration starts (motion, widgets near the viewport) counts too.
  await page.waitForFunction(() => document.querySelector('nav[data-enhanced]') !== null)
  await page.waitForLoadState('networkidle')
  await context.close()
  const sum = (files: Map<string, string | undefined>) =>
    [...files].reduce((n, [p, encoding]) => n + sentBytes(dist, p, encoding), 0)
  const notBrotli = [...scripts, ...styles]
    .filter(([p, encoding]) => encoding !== 'br' && existsSync(join(dist, `${p}.br`)))
    .map(([p, encoding]) => `${p} (${encoding ?? 'identity'})`)
  return { path, js: sum(scripts), css: sum(styles), scripts: [...scripts.keys()], notBrotli }
}
