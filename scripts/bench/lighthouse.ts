// Lighthouse on pages of each kind, served by the real server: its defaults
// (a mobile phone, simulated throttling) in Debian's Chromium. Scores and the
// three core metrics against the targets; for a category short of 100, the
// audits that cost it.
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Result as LighthouseResult } from 'lighthouse'
import { galleryEventPath, PAGES } from '../../src/config/paths'
import { GALLERY_EVENT_IDS } from '../../src/content/galleryEvents'
import { median, printTable, startSite } from './common'

const PAGES_TO_AUDIT = [
  '/',
  PAGES['about.history'].path,
  galleryEventPath(GALLERY_EVENT_IDS[0]!),
  PAGES['careers.search'].path,
  PAGES['connect.contact'].path,
  '/ar',
]

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 2.0, tbt: 100, cls: 0.05 }
/** A run that has not finished by then is given up (the page is then reported as failed). */
const RUN_TIMEOUT_MS = 180_000

type Figures = Record<(typeof CATEGORIES)[number], number> & { lcp: number; tbt: number; cls: number }

function figures(lhr: LighthouseResult): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint') / 1000,
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
}

/** The audits that cost a category short of 100 (for performance, those Lighthouse flags, below 0.9). */
function failingAudits(lhr: LighthouseResult): { audit: string; value?: string }[] {
  const failing: { audit: string; value?: string }[] = []
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]
    if (!category || category.score === null || category.score >= 1) continue
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || ref.group === 'hidden') continue
      if (['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode)) continue
      if (audit.score >= (id === 'performance' ? 0.9 : 1)) continue
      failing.push({ audit: `${id}: ${ref.id}`, value: audit.displayValue })
    }
  }
  return failing
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result after ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** One Lighthouse run in a Chrome of its own (as the Lighthouse CLI does), closed after it. */
async function audit(url: string): Promise<LighthouseResult> {
  let chrome: LaunchedChrome | undefined
  try {
    chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox'],
    })
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }),
      RUN_TIMEOUT_MS,
      url,
    )
    const lhr = result?.lhr
    if (!lhr) throw new Error('no result')
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    return lhr
  } finally {
    if (chrome) {
      const { process: child } = chrome
      const exited = new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(null)))
      chrome.kill()
      await withTimeout(exited, 10_000, 'chrome exit').catch(() => undefined)
    }
  }
}

export async function benchLighthouse(dist: string, runs = 1): Promise<void> {
  console.log(
    `lighthouse: ${PAGES_TO_AUDIT.length} pages, ${runs} run(s) each (mobile, simulated throttling;` +
      ` about ${Math.ceil((PAGES_TO_AUDIT.length * runs * 15) / 60)} min)…`,
  )
  const site = await startSite(dist)
  try {
    const rows: string[][] = []
    const failures: string[] = []
    for (const path of PAGES_TO_AUDIT) {
      const results: Figures[] = []
      const failing = new Map<string, { runs: number; values: Set<string> }>()
      for (let n = 1; n <= runs; n++) {
        // A run that fails (Lighthouse sometimes loses its trace) is tried once more.
        for (let attempt = 1; attempt <= 2; attempt++) {
          const start = performance.now()
          try {
            const lhr = await audit(site.url + path)
            const f = figures(lhr)
            results.push(f)
            for (const { audit, value } of failingAudits(lhr)) {
              const seen = failing.get(audit) ?? { runs: 0, values: new Set<string>() }
              seen.runs++
              if (value) seen.values.add(value)
              failing.set(audit, seen)
            }
            console.log(
              `lighthouse: ${path} run ${n}/${runs} (${((performance.now() - start) / 1000).toFixed(0)} s):` +
                ` ${CATEGORIES.map((c) => f[c]).join('/')}, LCP ${f.lcp.toFixed(2)} s, TBT ${f.tbt.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}`,
            )
            break
          } catch (error) {
            console.log(
              `lighthouse: ${path} run ${n}/${runs} failed${attempt === 1 ? ', trying again' : ''}: ${(error as Error).message}`,
            )
          }
        }
      }
      if (!results.length) {
        rows.push([path, '-', '-', '-', '-', '-', '-', '-', 'FAILED'])
        continue
      }
      const m = (pick: (f: Figures) => number) => median(results.map(pick))
      const f: Figures = {
        performance: m((r) => r.performance),
        accessibility: m((r) => r.accessibility),
        'best-practices': m((r) => r['best-practices']),
        seo: m((r) => r.seo),
        lcp: m((r) => r.lcp),
        tbt: m((r) => r.tbt),
        cls: m((r) => r.cls),
      }
      const misses = [
        ...CATEGORIES.filter((c) => !(f[c] >= TARGETS[c])),
        ...(f.lcp <= TARGETS.lcp ? [] : ['LCP']),
        ...(f.tbt <= TARGETS.tbt ? [] : ['TBT']),
        ...(f.cls <= TARGETS.cls ? [] : ['CLS']),
      ]
      rows.push([
        path,
        String(f.performance),
        String(f.accessibility),
        String(f['best-practices']),
        String(f.seo),
        f.lcp.toFixed(2),
        f.tbt.toFixed(0),
        f.cls.toFixed(3),
        misses.length ? `MISSED: ${misses.join(', ')}` : 'OK',
      ])
      for (const [audit, seen] of failing) {
        const values = seen.values.size ? ` (${[...seen.values].join('; ')})` : ''
        failures.push(
          `  ${path}: ${audit}${values}${results.length > 1 ? ` [${seen.runs}/${results.length} runs]` : ''}`,
        )
      }
    }
    console.log('')
    printTable(['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'verdict'], rows)
    console.log(
      `targets: Performance ≥ ${TARGETS.performance}, Accessibility, Best Practices and SEO ${TARGETS.seo},` +
        ` LCP ≤ ${TARGETS.lcp.toFixed(1)} s, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}` +
        (runs > 1 ? ` (medians of ${runs} runs)` : ''),
    )
    if (failures.length) {
      console.log('lighthouse: audits that cost a category its 100:')
      for (const line of failures) console.log(line)
    }
    console.log('')
  } finally {
    await site.stop()
  }
}
