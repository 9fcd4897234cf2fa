// Job alerts end to end, as a visitor: subscribe on the French job search →
// the confirmation mail at the real SMTP peer → open its link and confirm →
// a new job lands in the build → the alert pass (the admin command, instead of
// waiting for the hour) → the alert mail with the job → one-click unsubscribe
// (RFC 8058 POST) → no more alerts. The suite runs its own server on the built
// pages with a build folder of its own (links to dist/ and a .meta it can
// change), so a new job does not disturb the other specs.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { MAIL_SINK_DIR } from '../../playwright.config'
import type { Job } from '../../src/content/jobs'
import { decodeQuotedPrintable } from '../unit/smtpPeer'
import { expect, hydrated, test } from './fixtures'

// As playwright.config.ts places the mail sink.
const MAIL_SINK_PORT = Number(process.env.E2E_PORT ?? 0) ? Number(process.env.E2E_PORT) + 1 : 2526
const DIST = resolve('dist')

let server: ChildProcess | undefined
let site = ''
let dist = ''
let dataDir = ''

const env = () => ({
  ...process.env,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DIST_DIR: dist,
  SITE_URL: site,
  SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}?requireTLS=false`,
  CONTACT_INBOX: 'inbox@company.test',
  OUTBOX_POLL_MS: '200',
})

const jobsFile = () => join(dist, '.meta', 'jobs.json')
const builtJobs = () => JSON.parse(readFileSync(join(DIST, '.meta', 'jobs.json'), 'utf8')) as Job[]
/** A job published by a new build: like an open Indian job of the build, under a new id. */
function publishNewJob(id: string, jobs: Job[]): Job[] {
  const model = jobs.find((job) => job.country === 'IN')!
  const validThrough = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const next = [...jobs, { ...model, id, validThrough }]
  writeFileSync(jobsFile(), JSON.stringify(next))
  return next
}
/** The alert pass now (or at `at`), as `npm run admin -- alerts run` runs it. */
const runAlertPass = (at?: string) =>
  execFileSync('node_modules/.bin/tsx', ['scripts/admin.ts', 'alerts', 'run', ...(at ? ['--at', at] : [])], {
    env: env(),
    encoding: 'utf8',
  })

/** Mails at the SMTP peer to this address, decoded as a mail client reads them. */
const mailsTo = (address: string) =>
  readdirSync(MAIL_SINK_DIR)
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(join(MAIL_SINK_DIR, file), 'utf8')))
    .filter((raw) => raw.includes(`To: ${address}`))

async function nthMailTo(address: string, n: number): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(n)
  return mailsTo(address)[n - 1]!
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim()

// One server for the file: its tests run in one worker, in order.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // The build's pages through links; .meta is this suite's own.
  dist = mkdtempSync(join(tmpdir(), 'alerts-dist-'))
  for (const entry of readdirSync(DIST)) if (entry !== '.meta') symlinkSync(join(DIST, entry), join(dist, entry))
  // A copy, files and folders (the host configuration's nginx/ too): this suite changes jobs.json.
  cpSync(join(DIST, '.meta'), join(dist, '.meta'), { recursive: true })
  dataDir = mkdtempSync(join(tmpdir(), 'alerts-data-'))
  const port = await new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
  site = `http://127.0.0.1:${port}`
  server = spawn('node_modules/.bin/tsx', ['src/server/server.ts'], {
    env: { ...env(), PORT: String(port) },
    stdio: 'inherit',
  })
  await expect
    .poll(
      () =>
        fetch(`${site}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  server?.kill('SIGTERM')
})

test('subscribe → confirm → a new job → alert mail in French → one-click unsubscribe → no more alerts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const address = `alert-${Date.now()}@example.com`
  let jobs = builtJobs()

  await page.goto(`${site}/fr/careers/job_search?country=IN`)
  await hydrated(page)
  const alertForm = page.getByRole('region', { name: 'Recevez par e-mail les nouvelles offres comme celles-ci' })
  await alertForm.getByLabel('E-mail').fill(address)
  await alertForm.getByRole('button', { name: 'Créer une alerte emploi' }).click()
  await expect(alertForm.getByRole('status')).toHaveText(/Presque terminé/, { timeout: 20_000 })

  const confirmation = await nthMailTo(address, 1)
  expect(confirmation).toMatch(/^Subject: .*Veuillez/m)
  const confirmLink = new RegExp(`${site}/api/job-alerts/confirm\\?token=[\\w-]{32}`).exec(confirmation)?.[0]
  expect(confirmLink).toBeDefined()
  expect(header(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

  // The link shows a page; the button confirms.
  await page.goto(confirmLink!)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre alerte emploi')
  await expect(page.getByText(/^Votre recherche\u202f: \S/)).toBeVisible()
  await page.getByRole('button', { name: 'Confirmer l’alerte emploi' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre alerte emploi est active')

  // Nothing new yet: nothing is sent.
  expect(runAlertPass()).toContain('0 alert mails queued')
  const newId = `e2e-new-job-${Date.now()}`
  jobs = publishNewJob(newId, jobs)
  expect(runAlertPass()).toContain('1 alert mail queued')

  const alert = await nthMailTo(address, 2)
  expect(alert).toContain(`${site}/fr/careers/jobs/${newId}`)
  const unsubscribe = /<(http[^>]+\/api\/job-alerts\/unsubscribe\?token=[\w-]{32})>/.exec(
    header(alert, 'List-Unsubscribe') ?? '',
  )?.[1]
  expect(unsubscribe).toBeDefined()
  expect(header(alert, 'List-Unsubscribe')).toMatch(/<mailto:inbox@company\.test\?subject=unsubscribe/)

  // What a mail provider does on "Unsubscribe": a POST, no page, no cookie.
  const oneClick = await request.post(unsubscribe!, {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(oneClick.status()).toBe(200)

  // Two days and another new job later: no alert.
  publishNewJob(`${newId}-later`, jobs)
  expect(runAlertPass(new Date(Date.now() + 2 * 86_400_000).toISOString())).toContain('0 job alerts looked at')
  await page.waitForTimeout(1_000)
  expect(mailsTo(address)).toHaveLength(2)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the alert form posts as a page in the visitor’s language; a wrong address comes back beside the form', async ({
    page,
  }) => {
    const address = `nojs-${Date.now()}@example.com`
    await page.goto(`${site}/ar/careers/job_search`)
    const form = page.locator('form[action="/api/job-alerts"]')
    await form.locator('[name=email]').fill('not-an-address')
    await form.locator('button[type=submit]').click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('[aria-invalid=true]')).toHaveCount(1)
    await page.locator('[name=email]').fill(address)
    await page.locator('button[type=submit]').click()
    await expect(page.getByText('أوشكت على الانتهاء', { exact: false })).toBeVisible()
    const mail = await nthMailTo(address, 1)
    expect(mail).toContain('dir="rtl"')
  })
})
