// Job alerts through the server, as a visitor and as an attacker: a search
// saved with an address, the confirmation mail (real SMTP peer on loopback)
// in the page's language with one-click unsubscribe headers, the confirm and
// unsubscribe pages, the daily pass over the build's jobs, and the guards:
// one mail a day to an unconfirmed address, ALTCHA, honeypot, budgets,
// header injection, bad tokens.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { JOBS, type Job } from '../../src/content/jobs'
import { runJobAlertPass } from '../../src/server/jobAlertPass'
import { newAlertToken } from '../../src/server/routes/jobAlerts'
import { SiteBuild } from '../../src/server/siteBuild'
import { closeAfterTest, solved, startServer } from './serverHarness'
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from './smtpPeer'

const SITE = 'https://jobs.site.test'
const fr = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, string>

/** The build's jobs, all open for a year from today. */
const openJob = (job: Job, changes: Partial<Job> = {}): Job => ({
  ...job,
  validThrough: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
  ...changes,
})
const BASE_JOBS = JOBS.slice(0, 10).map((job) => openJob(job))
const india = BASE_JOBS.find((job) => job.country === 'IN')!

function distWith(jobs: Job[], dist = mkdtempSync(join(tmpdir(), 'dist-'))): string {
  mkdirSync(join(dist, '.meta'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>')
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>404</title>')
  writeFileSync(join(dist, '.meta', 'jobs.json'), JSON.stringify(jobs))
  return dist
}

async function alertServer(env: Record<string, string> = {}) {
  const smtp = closeAfterTest<SmtpPeer>(await startSmtpPeer())
  const dist = distWith(BASE_JOBS)
  const { app } = await startServer(
    { DIST_DIR: dist, SITE_URL: SITE, SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`, ...env },
    undefined,
    { outboxStopped: true, jobAlertsStopped: true },
  )
  /** The daily pass as the server runs it, over the build's jobs as they are now on disk. */
  const pass = (now = Date.now()) =>
    runJobAlertPass(
      { store: app.store, openJobs: () => new SiteBuild(dist, () => now).openJobs(), links: linksOf() },
      now,
    )
  return { app, smtp, dist, pass }
}
const linksOf = () => ({ siteUrl: SITE, unsubscribeMailbox: 'inbox@company.test' })

const subscribe = async (app: FastifyInstance, body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/job-alerts',
    payload: { email: 'zoe@example.com', lang: 'fr', altcha: await solved(app), ...body },
    remoteAddress,
  })
const formPost = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  })

/** A header as the recipient reads it (RFC 2047 encoded words decoded). */
const headerText = (value = '') =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(
          text
            .replace(/_/g, ' ')
            .replace(/%/g, '%25')
            .replace(/=([0-9A-F]{2})/gi, '%$1'),
        ),
  )
const bodyOf = (raw: string) => decodeQuotedPrintable(raw).replace(/\r\n/g, '\n')
const tokenIn = (raw: string) => /confirm\?token=([A-Za-z0-9_-]{32})/.exec(bodyOf(raw))?.[1]

describe('alert tokens', () => {
  it('carry at least 128 random bits: base64url, and every character position varies over the alphabet', () => {
    const tokens = Array.from({ length: 4096 }, newAlertToken)
    expect(new Set(tokens).size).toBe(tokens.length)
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    const length = tokens[0]!.length
    expect(tokens.every((token) => token.length === length)).toBe(true)
    // Bits seen per position: log2 of the symbols it takes across the sample (64 symbols: 6 bits).
    const bits = Array.from({ length }, (_, i) => Math.log2(new Set(tokens.map((token) => token[i])).size))
    const total = bits.reduce((sum, b) => sum + b, 0)
    expect(total).toBeGreaterThanOrEqual(128)
    expect(Math.min(...bits)).toBeGreaterThan(5) // no constant padding or counter
  })
})

describe('job alerts', () => {
  it('subscribe → confirmation mail in French → confirm with a button → a new job → one digest a day → one-click unsubscribe', async () => {
    const { app, smtp, dist, pass } = await alertServer()
    const res = await subscribe(app, { keyword: '', country: india.country, website: '' })
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe(fr['form.jobAlert.sent'])
    expect(await app.outbox.drain()).toBe(1)

    const confirmation = smtp.received[0]!
    expect(confirmation.to).toEqual(['zoe@example.com'])
    expect(headerText(confirmation.headers.subject)).toContain(fr['mail.jobAlert.confirm.subject'])
    const token = tokenIn(confirmation.raw)!
    expect(token).toBeDefined()
    expect(confirmation.headers['list-unsubscribe']).toBe(
      `<${SITE}/api/job-alerts/unsubscribe?token=${token}>, <mailto:inbox@company.test?subject=unsubscribe%20${token}>`,
    )
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(bodyOf(confirmation.raw)).toContain(`${SITE}/api/job-alerts/unsubscribe?token=${token}`)

    // Opening the link (or a mail scanner fetching it) shows a button and changes nothing.
    const page = await app.inject(`/api/job-alerts/confirm?token=${token}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<html lang="fr" dir="ltr">')
    expect(page.body).toContain(`<button type="submit">${fr['page.jobAlert.confirm.button']}</button>`)
    expect(await pass()).toEqual({ checked: 0, mailed: 0 })
    const confirmed = await formPost(app, '/api/job-alerts/confirm', { token })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.body).toContain(fr['page.jobAlert.confirmed.heading'])
    // The jobs open when it was confirmed are not news.
    expect(await pass()).toEqual({ checked: 1, mailed: 0 })

    const now = Date.now()
    const matching = openJob(india, { id: 'new-matching-job', title: india.title })
    const elsewhere = openJob(
      BASE_JOBS.find((job) => job.country !== india.country)!,
      { id: 'new-elsewhere-job' },
    )
    distWith([...BASE_JOBS, matching, elsewhere], dist)
    expect(await pass(now)).toEqual({ checked: 1, mailed: 1 })
    expect(await app.outbox.drain()).toBe(1)
    const alert = smtp.received[1]!
    const text = bodyOf(alert.raw)
    expect(headerText(alert.headers.subject)).toMatch(/^1 nouvelle offre correspond à votre recherche · /)
    expect(text).toContain(`${SITE}/fr/careers/jobs/new-matching-job`)
    expect(text).not.toContain('new-elsewhere-job')
    expect(alert.headers['list-unsubscribe']).toContain(`unsubscribe?token=${token}>`)

    // At most one a day: a job posted an hour later waits for the next day.
    distWith([...BASE_JOBS, matching, elsewhere, openJob(india, { id: 'next-matching-job' })], dist)
    expect(await pass(now + 3_600_000)).toEqual({ checked: 0, mailed: 0 })
    expect(await pass(now + 25 * 3_600_000)).toEqual({ checked: 1, mailed: 1 })
    expect(await app.outbox.drain()).toBe(1)
    expect(bodyOf(smtp.received[2]!.raw)).toContain('/fr/careers/jobs/next-matching-job')
    expect(bodyOf(smtp.received[2]!.raw)).not.toContain('/fr/careers/jobs/new-matching-job')

    // RFC 8058: the mail provider's POST to the header's URL unsubscribes, no page needed.
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/job-alerts/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(oneClick.statusCode).toBe(200)
    expect(await app.store.jobAlerts()).toEqual([])
    distWith([...BASE_JOBS, openJob(india, { id: 'after-unsubscribe-job' })], dist)
    expect(await pass(now + 50 * 3_600_000)).toEqual({ checked: 0, mailed: 0 })
    expect(await app.outbox.drain()).toBe(0)
  })

  it('sends no second mail to an address that has not confirmed within a day, and answers the same', async () => {
    const { app } = await alertServer()
    const first = await subscribe(app, { keyword: 'java' })
    const second = await subscribe(app, { email: 'ZOE@example.com', keyword: 'data' }, '192.0.2.50')
    expect(second.statusCode).toBe(first.statusCode)
    expect(second.json()).toEqual(first.json())
    expect(await app.store.outbox()).toHaveLength(1)
    expect(await app.store.jobAlerts()).toHaveLength(1)
  })

  it('counts one mailbox however it is spelt: sub-address tags, case, and Gmail’s dots', async () => {
    const { app, smtp } = await alertServer()
    const spellings = ['bomb+1@example.com', 'bomb+2@example.com', 'BOMB+3@Example.COM', 'bomb@EXAMPLE.com']
    for (const [i, email] of spellings.entries())
      expect((await subscribe(app, { email }, `192.0.2.${i + 1}`)).statusCode).toBe(201)
    const gmail = ['j.doe@gmail.com', 'jdoe+cv@gmail.com', 'J.D.O.E@googlemail.com', 'jd.oe+x@GMAIL.com']
    for (const [i, email] of gmail.entries())
      expect((await subscribe(app, { email }, `198.51.100.${i + 1}`)).statusCode).toBe(201)
    // Dots matter elsewhere (only Google documents ignoring them): another mailbox, its own mail.
    expect((await subscribe(app, { email: 'b.omb@example.com' }, '203.0.113.1')).statusCode).toBe(201)
    expect(await app.outbox.drain()).toBe(3)
    expect(smtp.received.map((mail) => mail.to[0])).toEqual([
      'bomb+1@example.com',
      'j.doe@gmail.com',
      'b.omb@example.com',
    ])
    expect(await app.store.jobAlerts()).toHaveLength(3)
  })

  it('quotes nothing the requester typed in the confirmation mail', async () => {
    const { app, smtp } = await alertServer()
    const spam = 'Cheap pills at evil example'
    expect((await subscribe(app, { keyword: spam })).statusCode).toBe(201)
    await app.outbox.drain()
    expect(bodyOf(smtp.received[0]!.raw)).not.toContain('Cheap pills')
    expect(headerText(smtp.received[0]!.headers.subject)).not.toContain('Cheap')
  })

  it('refuses a post without a solved challenge, and a replayed one, keeping nothing', async () => {
    const { app } = await alertServer()
    const missing = await subscribe(app, { altcha: undefined })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().message).toBe(fr['form.contact.notVerified'])
    const altcha = await solved(app)
    expect((await subscribe(app, { altcha })).statusCode).toBe(201)
    const replay = await subscribe(app, { altcha, email: 'other@example.com' })
    expect(replay.statusCode).toBe(422)
    expect(await app.store.jobAlerts()).toHaveLength(1)
    expect(await app.store.outbox()).toHaveLength(1)
  })

  it('refuses an address carrying a header, and a search the job search does not offer', async () => {
    const { app } = await alertServer()
    for (const email of [
      'victim@example.com\r\nBcc: many@evil.test',
      'victim@example.com\nSubject: hi',
      'a@b.com,c@d.com',
    ]) {
      const res = await subscribe(app, { email, lang: 'en' })
      expect(res.statusCode).toBe(422)
      expect(res.json().fields.email).toBe('Invalid email address')
    }
    const badFilter = await subscribe(app, { country: 'Atlantis', lang: 'en' })
    expect(badFilter.statusCode).toBe(422)
    expect(badFilter.json().fields.search).toBe(
      'This search cannot be saved. Please search again from the job search page.',
    )
    expect(await app.store.jobAlerts()).toEqual([])
    expect(await app.store.outbox()).toEqual([])
  })

  it('drops a filled honeypot and a cross-site post; budgets each client address', async () => {
    const { app } = await alertServer({ RATE_LIMIT_JOB_ALERT_PER_HOUR: '2' })
    expect((await subscribe(app, { website: 'http://spam.test' })).statusCode).toBe(201)
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/job-alerts',
      payload: { email: 'x@example.com', altcha: await solved(app) },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
    })
    expect(crossSite.statusCode).toBe(403)
    expect(await app.store.jobAlerts()).toEqual([])
    expect((await subscribe(app, { email: 'a@example.com' })).statusCode).toBe(201)
    expect((await subscribe(app, { email: 'b@example.com' })).statusCode).toBe(201)
    const third = await subscribe(app, { email: 'c@example.com', lang: 'en' })
    expect(third.statusCode).toBe(429)
    expect(third.json().message).toBe(
      'Too many job alerts have been requested from your connection. Please try again later.',
    )
    expect(await app.store.jobAlerts()).toHaveLength(2)
  })

  it('works without JavaScript: a page in the visitor’s language, the form again beside an error', async () => {
    const { app } = await alertServer()
    const wrong = await formPost(app, '/api/job-alerts', { email: 'not-an-address', keyword: 'java', lang: 'ar' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.body).toContain('<html lang="ar" dir="rtl">')
    expect(wrong.body).toContain('aria-invalid="true"')
    expect(wrong.body).toContain('name="keyword" value="java"')
    const ok = await formPost(app, '/api/job-alerts', { email: 'ali@example.com', keyword: 'java', lang: 'ar' })
    expect(ok.statusCode).toBe(201)
    expect(ok.headers['content-type']).toContain('text/html')
    expect(await app.store.jobAlerts()).toEqual([expect.objectContaining({ lang: 'ar', filter: { keyword: 'java' } })])
  })

  it('answers a wrong or unknown token with the “link does not work” page, and a GET never unsubscribes', async () => {
    const { app } = await alertServer()
    for (const url of [
      '/api/job-alerts/confirm?token=nope',
      `/api/job-alerts/confirm?token=${'A'.repeat(32)}`,
      `/api/job-alerts/unsubscribe?token=${'A'.repeat(32)}&lang=fr`,
    ]) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(404)
    }
    expect((await app.inject('/api/job-alerts/unsubscribe?token=x&lang=fr')).body).toContain(
      fr['page.jobAlert.invalid.heading'],
    )
    expect((await formPost(app, '/api/job-alerts/confirm', { token: 'B'.repeat(32) })).statusCode).toBe(404)
    expect((await formPost(app, '/api/job-alerts/unsubscribe', { token: 'B'.repeat(32) })).statusCode).toBe(404)

    await subscribe(app, {})
    const [alert] = await app.store.jobAlerts()
    const page = await app.inject(`/api/job-alerts/unsubscribe?token=${alert!.token}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(fr['page.jobAlert.unsubscribe.button'])
    expect(await app.store.jobAlerts()).toHaveLength(1)
    expect((await formPost(app, '/api/job-alerts/unsubscribe', { token: alert!.token })).statusCode).toBe(200)
    expect(await app.store.jobAlerts()).toEqual([])
  })
})
