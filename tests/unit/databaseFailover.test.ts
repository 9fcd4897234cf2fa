// Two servers on one PostgreSQL, and PostgreSQL restarted under load (as an
// operator's `pg_ctl restart`, or a failover, cuts every connection). No
// server process ends; a post that needed the database while it was away is
// refused with 503, Retry-After and a page in the visitor's language; every
// acknowledged post is stored; every stored message is mailed exactly once;
// and service resumes by itself when the database is back.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RETRY_AFTER_SECONDS } from '../../src/server/store/unavailable'
import { startPostgres, type PostgresCluster } from './postgresCluster'
import { pdf } from './files'
import { applyValues, contactValues, postApplication, postContact, solved, startServer } from './serverHarness'
import { startSiteProcess, type SiteProcess } from './siteProcess'
import { startSmtpPeer, type SmtpPeer } from './smtpPeer'

/** Posts acknowledged before the restart, and after it: 200 or more in all, over both servers. */
const BEFORE = 100
const AFTER = 100
const CONCURRENCY = 8
const ROOT = resolve(import.meta.dirname, '../..')
/** How long the database stays down. */
const OUTAGE_MS = 1_500

/** The refusal's words in a language, as its catalog has them (English: the extracted defaults). */
const unavailable = (lang: string): string => {
  const catalog = JSON.parse(readFileSync(join(ROOT, `locales/${lang}.json`), 'utf8')) as Record<string, unknown>
  const entry = catalog['form.unavailable'] as string | { defaultMessage: string }
  return typeof entry === 'string' ? entry : entry.defaultMessage
}

let cluster: PostgresCluster
let smtp: SmtpPeer
const sites: SiteProcess[] = []
beforeAll(async () => {
  cluster = startPostgres()
  smtp = await startSmtpPeer()
}, 60_000)
afterAll(async () => {
  for (const site of sites) if (site.alive()) site.process.kill('SIGKILL')
  await smtp?.close()
  cluster?.stop()
})

type Answer = { status: number; retryAfter: string | null; page: string } | 'no answer'

/** One no-script contact form post, in English or French. */
async function submit(port: number, n: number): Promise<Answer> {
  const body = new URLSearchParams({ ...contactValues, subject: `Question ref${n}`, lang: n % 2 ? 'fr' : 'en' })
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body,
    })
    return { status: res.status, retryAfter: res.headers.get('retry-after'), page: await res.text() }
  } catch {
    return 'no answer'
  }
}

const readiness = async (port: number) => (await fetch(`http://127.0.0.1:${port}/readyz`)).status

describe('PostgreSQL restarted under load', () => {
  it(
    'refuses with 503 meanwhile, loses nothing acknowledged, mails once, and resumes',
    { timeout: 60_000 },
    async () => {
      const databaseUrl = await cluster.createDatabase()
      const env = {
        LOG_LEVEL: 'error',
        DATABASE_URL: databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
      }
      sites.push(...(await Promise.all([startSiteProcess(env), startSiteProcess(env)])))

      const answers = new Map<number, Answer>()
      let phase: 'before' | 'outage' | 'after' | 'done' = 'before'
      let ackedBefore = 0
      let ackedAfter = 0
      let refusedInOutage = 0
      let next = 0
      const worker = async () => {
        while (phase !== 'done') {
          const n = next++
          const sentIn = phase
          const answer = await submit(sites[n % 2]!.port, n)
          answers.set(n, answer)
          const acked = answer !== 'no answer' && answer.status === 201
          if (acked && sentIn === 'before') ackedBefore++
          if (acked && sentIn === 'after') ackedAfter++
          // While the database is away the answers come at once: a visitor would not post that fast.
          if (!acked) {
            if (sentIn === 'outage') refusedInOutage++
            await new Promise((done) => setTimeout(done, 20))
          }
        }
      }
      const load = Promise.all(Array.from({ length: CONCURRENCY }, worker))
      const until = async (condition: () => boolean) => {
        while (!condition()) await new Promise((done) => setTimeout(done, 20))
      }

      await until(() => ackedBefore >= BEFORE)
      phase = 'outage'
      await cluster.shutDown()
      const readyInOutage = await Promise.all(sites.map((site) => readiness(site.port)))
      await new Promise((done) => setTimeout(done, OUTAGE_MS))
      await cluster.startUp()
      phase = 'after'
      await until(() => ackedAfter >= AFTER)
      phase = 'done'
      await load

      // No server process ended: each still answers, and is ready again.
      expect(sites.map((site) => site.alive())).toEqual([true, true])
      expect(readyInOutage).toEqual([503, 503])
      expect(await Promise.all(sites.map((site) => readiness(site.port)))).toEqual([200, 200])

      // Every answer is a 201 or, while the database was away, a 503 with Retry-After and a page in the post's language.
      const refused = [...answers].filter(([, answer]) => answer === 'no answer' || answer.status !== 201)
      expect(refusedInOutage).toBeGreaterThan(0)
      for (const [n, answer] of refused) {
        expect(answer).not.toBe('no answer')
        if (answer === 'no answer') continue
        expect(answer.status).toBe(503)
        expect(answer.retryAfter).toBe(String(RETRY_AFTER_SECONDS))
        expect(answer.page).toContain(unavailable(n % 2 ? 'fr' : 'en'))
      }
      const acknowledged = [...answers].filter(([, answer]) => answer !== 'no answer' && answer.status === 201)
      expect(acknowledged.length).toBeGreaterThanOrEqual(BEFORE + AFTER)

      const db = new pg.Client({ connectionString: databaseUrl })
      await db.connect()
      try {
        const stored = (await db.query<{ subject: string }>('SELECT subject FROM contact_message')).rows.map((r) =>
          Number(r.subject.replace('Question ref', '')),
        )
        // Every acknowledged post stored once; a post cut off at its commit may be stored though refused.
        expect(new Set(stored).size).toBe(stored.length)
        for (const [n] of acknowledged) expect(stored).toContain(n)

        // Every stored message mailed, each exactly once, and recorded as sent.
        const refsOf = () => smtp.received.map((m) => Number(/ref(\d+)/.exec(m.headers.subject ?? '')?.[1]))
        await expect
          .poll(() => refsOf().length, { timeout: 20_000, interval: 200 })
          .toBeGreaterThanOrEqual(stored.length)
        const statuses = async () =>
          (await db.query<{ status: string; count: string }>('SELECT status, count(*) FROM outbox GROUP BY status'))
            .rows
        await expect
          .poll(statuses, { timeout: 10_000, interval: 200 })
          .toEqual([{ status: 'sent', count: String(stored.length) }])
        expect(refsOf().sort((x, y) => x - y)).toEqual([...stored].sort((x, y) => x - y))
      } finally {
        await db.end()
        for (const site of sites) site.process.kill('SIGTERM')
      }
    },
  )
})

describe('each form while PostgreSQL is down', () => {
  it(
    "answers 503 with Retry-After in the visitor's language (a page without script), then serves again",
    { timeout: 30_000 },
    async () => {
      const { app } = await startServer({ DATABASE_URL: await cluster.createDatabase() })
      // Challenges solved beforehand (a challenge needs no database; checking its solution does).
      const [forContact, forApplication] = [await solved(app), await solved(app)]
      await cluster.shutDown()
      try {
        const contact = await postContact(app, { ...contactValues, lang: 'ja', altcha: forContact })
        const jobAlert = await app.inject({
          method: 'POST',
          url: '/api/job-alerts',
          payload: new URLSearchParams({ email: 'ana@example.com', keyword: 'java', lang: 'ar' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        })
        const application = await postApplication(
          app,
          { ...applyValues, altcha: forApplication },
          { name: 'cv.pdf', type: 'application/pdf', data: pdf() },
          { headers: { 'accept-language': 'de' } },
        )
        // A job alert mail's confirm link, opened in a browser.
        const link = await app.inject({ url: `/api/job-alerts/confirm?token=${'A'.repeat(32)}&lang=ko` })
        expect(link.headers['content-type']).toMatch(/^text\/html/)
        expect(link.body).toContain(unavailable('ko'))
        for (const res of [contact, jobAlert, application, link]) {
          expect(res.statusCode).toBe(503)
          expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS))
        }
        expect(contact.json().message).toBe(unavailable('ja'))
        expect(jobAlert.headers['content-type']).toMatch(/^text\/html/)
        expect(jobAlert.body).toContain(unavailable('ar'))
        expect(application.json().message).toBe(unavailable('de'))
        expect((await app.inject('/readyz')).statusCode).toBe(503)
      } finally {
        await cluster.startUp()
      }
      expect((await postContact(app, { ...contactValues, altcha: await solved(app) })).statusCode).toBe(201)
      expect((await app.inject('/readyz')).statusCode).toBe(200)
    },
  )
})
