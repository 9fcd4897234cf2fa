// Part of `npm run test:pipeline`: HR imports a different set of openings (7,
// one of them past its last day, one in California with its pay range) with
// `npm run jobs:import` into a copy of the project, builds it (the job pages
// and a few others, to keep it quick) and serves it: the closed job has no
// page and no sitemap entry and its address answers 410 with similar open
// roles, in the page's language, also without JavaScript and after the page
// has run; an unknown id answers 404; the California job's JobPosting (on
// its English page only) carries its pay range, and its page shows it.
import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import { addDays } from '../src/content/jobs/schema'
import { copyProject } from './lib/projectCopy'
import { freePort } from './lib/freePort'

/** Thrown, so the server, the browser and the copy are cleaned up before the exit. */
function fail(message: string): never {
  throw new Error(`jobs lifecycle test failed: ${message}`)
}
function check(ok: unknown, message: string): void {
  if (!ok) fail(message)
}

const today = new Date().toISOString().slice(0, 10)
const texts = (what: string) => ({
  description: `Join our ${what} team and help clients build lasting capability, with care, craft and a friendly team.`,
  responsibilities: [`Deliver ${what} work for clients`, 'Share what you learn with the team'],
  requirements: [`Three years of ${what} experience`, 'Clear written English'],
})
const posted = addDays(today, -20)
const EXPIRED = {
  id: 'data-engineer-pune-closed',
  title: 'dataEngineer',
  country: 'IN',
  state: 'maharashtra',
  city: 'pune',
  type: 'fullTime',
  status: 'open',
  postedAt: addDays(today, -70),
  validThrough: addDays(today, -1),
  ...texts('data engineering'),
}
const CALIFORNIA = {
  id: 'cloud-engineer-san-jose',
  title: 'cloudEngineer',
  country: 'US',
  state: 'california',
  city: 'sanJose',
  type: 'fullTime',
  status: 'urgent',
  postedAt: posted,
  workplace: 'hybrid',
  baseSalary: { currency: 'USD', min: 140000, max: 180000, unit: 'YEAR' },
  ...texts('cloud'),
}
const OPEN = [
  {
    ...EXPIRED,
    id: 'data-analyst-mumbai',
    title: 'dataAnalyst',
    city: 'mumbai',
    postedAt: posted,
    validThrough: undefined,
  },
  {
    ...EXPIRED,
    id: 'ml-engineer-bengaluru',
    title: 'machineLearningEngineer',
    state: 'karnataka',
    city: 'bengaluru',
    postedAt: posted,
    validThrough: undefined,
  },
  CALIFORNIA,
  {
    ...CALIFORNIA,
    id: 'payroll-specialist-remote',
    title: 'payrollSpecialist',
    country: 'GB',
    state: 'england',
    city: 'london',
    type: 'partTime',
    workplace: 'remote',
    applicantLocationRequirements: ['GB', 'IE'],
    baseSalary: undefined,
  },
  {
    ...EXPIRED,
    id: 'hr-business-partner-chennai',
    title: 'hrBusinessPartner',
    state: 'tamilNadu',
    city: 'chennai',
    postedAt: posted,
    validThrough: addDays(today, 30),
  },
  {
    ...EXPIRED,
    id: 'technical-recruiter-hyderabad',
    title: 'technicalRecruiter',
    state: 'telangana',
    city: 'hyderabad',
    postedAt: posted,
    validThrough: today,
  },
]
const IMPORT = [EXPIRED, ...OPEN]

const copy = copyProject('jobs-lifecycle-')
const dataDir = mkdtempSync(join(tmpdir(), 'jobs-lifecycle-data-'))
const children: { kill(): void }[] = []
const run = async (args: string[], env: Record<string, string> = {}) =>
  (
    await promisify(execFile)('npm', ['run', '-s', ...args], {
      cwd: copy,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
  ).stdout

try {
  const started = performance.now()
  writeFileSync(join(copy, 'export.json'), JSON.stringify(IMPORT, null, 2))
  console.log(`jobs: ${(await run(['jobs:import', '--', 'export.json'])).trim()}`)
  const imported = JSON.parse(readFileSync(join(copy, 'src/content/jobs/jobs.json'), 'utf8')) as { id: string }[]
  check(imported.length === IMPORT.length, `jobs.json holds ${imported.length} jobs, not ${IMPORT.length}`)

  // English pages are named without their leading slash by the pre-renderer.
  const pages = [
    '/',
    '/404',
    '/fr/404',
    '/ar/404',
    '/ar/careers/jobs/payroll-specialist-remote',
    ...OPEN.map((job) => `careers/jobs/${job.id}`),
    `/fr/careers/jobs/${CALIFORNIA.id}`,
    ...['_closed', '_unknown'].flatMap((id) => [
      `careers/jobs/${id}`,
      `/fr/careers/jobs/${id}`,
      `/ar/careers/jobs/${id}`,
    ]),
  ]
  await run(['build'], { SSG_ONLY: pages.join(',') })
  const dist = join(copy, 'dist')
  const html = (page: string) => readFileSync(join(dist, `${page}.html`), 'utf8')

  check(!existsSync(join(dist, 'careers/jobs', `${EXPIRED.id}.html`)), 'the closed job has a page')
  for (const job of OPEN) check(existsSync(join(dist, 'careers/jobs', `${job.id}.html`)), `${job.id} has no page`)
  const sitemap = readFileSync(join(dist, 'sitemaps/en.xml'), 'utf8')
  check(!sitemap.includes(EXPIRED.id), 'the closed job is in the sitemap')
  for (const job of OPEN) check(sitemap.includes(`/careers/jobs/${job.id}</loc>`), `${job.id} is not in the sitemap`)
  check(!sitemap.includes('_closed') && !sitemap.includes('_unknown'), 'the closed-job pages are in the sitemap')

  const jsonLd = (page: string) =>
    [...html(page).matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    )
  const [posting] = jsonLd(`careers/jobs/${CALIFORNIA.id}`).filter((d) => d['@type'] === 'JobPosting')
  check(posting, 'the California job has no JobPosting')
  const salary = posting!.baseSalary as {
    currency: string
    value: { minValue: number; maxValue: number; unitText: string }
  }
  check(
    salary?.currency === 'USD' &&
      salary.value.minValue === 140000 &&
      salary.value.maxValue === 180000 &&
      salary.value.unitText === 'YEAR',
    `baseSalary is ${JSON.stringify(salary)}`,
  )
  check(
    !jsonLd(`fr/careers/jobs/${CALIFORNIA.id}`).some((d) => d['@type'] === 'JobPosting'),
    'the French page carries a second JobPosting',
  )
  console.log('jobs: the closed job has no page and no sitemap entry; the California JobPosting has its pay range')

  // Served: the closed job answers 410 with similar roles, today, from the build.
  const port = await freePort()
  const server = spawn(resolve('node_modules/.bin/tsx'), [resolve('src/server/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  })
  children.push(server)
  const site = `http://127.0.0.1:${port}`
  for (
    let i = 0;
    !(await fetch(`${site}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    check(i < 300 && server.exitCode === null, 'the server did not start')
    await new Promise((done) => setTimeout(done, 100))
  }
  // Its title family first (data), then the rest of its country, newest first; never itself.
  const similar = [
    'data-analyst-mumbai',
    'ml-engineer-bengaluru',
    'hr-business-partner-chennai',
    'technical-recruiter-hyderabad',
  ].map((id) => `/careers/jobs/${id}`)
  for (const [url, status, text] of [
    [`/careers/jobs/${EXPIRED.id}`, 410, 'Similar open roles'],
    [`/jobdetails?id=${EXPIRED.id}`, 410, 'Similar open roles'],
    [`/fr/careers/jobs/${EXPIRED.id}`, 410, 'Offres similaires ouvertes'],
    ['/jobdetails?id=nope', 404, 'Our latest open roles'],
    ['/careers/jobs/nope', 404, 'Our latest open roles'],
  ] as const) {
    const res = await fetch(site + url, { redirect: 'manual' })
    const body = await res.text()
    check(res.status === status, `${url} answered ${res.status}, not ${status}`)
    check(body.includes(text), `${url} does not say "${text}"`)
    check(!body.includes('"JobPosting"'), `${url} carries a JobPosting`)
  }
  const closedBody = await (await fetch(`${site}/careers/jobs/${EXPIRED.id}`)).text()
  for (const href of similar)
    check(closedBody.includes(`href="${href}"`), `the closed job's page does not offer ${href}`)
  console.log('jobs: the closed job answers 410 with similar open roles, an unknown id 404')

  // In the browser, with and without JavaScript.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  children.push({ kill: () => void browser.close() })
  for (const javaScriptEnabled of [false, true]) {
    const page = await browser.newPage({ javaScriptEnabled })
    const errors: string[] = []
    page.on('console', (message) => {
      // The page's own 410 is no error of the page.
      if (message.type() === 'error' && !/status of 410/.test(message.text())) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${site}/careers/jobs/${EXPIRED.id}`)
    if (javaScriptEnabled) await page.waitForFunction(() => document.querySelector('nav[data-enhanced]') !== null)
    const heading = await page.locator('h1').textContent()
    check(heading === 'This position is closed', `the closed job's page reads "${heading}"`)
    const links = await page
      .locator('#job-unavailable-details a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    check(
      String(links) === String(similar),
      `the page offers ${links} (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`,
    )
    check(errors.length === 0, `errors in the page: ${errors.join('; ')}`)
    if (javaScriptEnabled) {
      // Inside the site: a similar role, back, and the closed state drawn by the browser.
      await page.locator('#job-unavailable-details a').first().click()
      await page.waitForURL(/data-analyst-mumbai$/)
      await page.goBack()
      await page.waitForURL(new RegExp(`${EXPIRED.id}$`))
      await page.locator('#job-unavailable-details a').first().waitFor()
      check(
        (await page.locator('h1').textContent()) === 'This position is closed',
        'drawn in the browser, it is not closed',
      )
      // The California job shows its pay, workplace and last day.
      await page.goto(`${site}/careers/jobs/${CALIFORNIA.id}`)
      const facts = (await page.locator('main dl').textContent()) ?? ''
      for (const text of ['Hybrid', '$140,000', '180,000', 'per year', 'Apply by'])
        check(facts.includes(text), `the California job's facts lack "${text}": ${facts}`)
    }
    await page.close()
  }
  console.log(`jobs lifecycle test passed in ${Math.round((performance.now() - started) / 1000)} s`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  for (const child of children) child.kill()
  rmSync(dataDir, { recursive: true, force: true })
  if (process.env.KEEP_JOBS_TEST_COPY) console.log(`jobs: the copy is kept at ${copy}`)
  else rmSync(copy, { recursive: true, force: true })
}
