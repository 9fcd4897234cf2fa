// Two servers on one PostgreSQL, as behind a load balancer: a thousand contact
// submissions spread over both, one server killed (SIGKILL) midway. Every
// acknowledged submission is stored exactly once and mailed; a mail is sent
// twice only if the killed server had it in flight, and then with the same
// Message-ID (a receiving system de-duplicates it).
import type { ChildProcess } from 'node:child_process'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type PostgresCluster } from './postgresCluster'
import { contactValues } from './serverHarness'
import { startSiteProcess } from './siteProcess'
import { startSmtpPeer, type SmtpPeer } from './smtpPeer'

const SUBMISSIONS = 1000
const CONCURRENCY = 16
/** The outbox's batch: at most this many mails can be in flight on the server that is killed. */
const IN_FLIGHT_AT_MOST = 20

let cluster: PostgresCluster
let smtp: SmtpPeer
const servers: ChildProcess[] = []
beforeAll(async () => {
  cluster = startPostgres()
  smtp = await startSmtpPeer()
}, 60_000)
afterAll(async () => {
  for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
  await smtp?.close()
  cluster?.stop()
})

const startSiteServer = async (databaseUrl: string) => {
  const site = await startSiteProcess({
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    OUTBOX_LEASE_MS: '3000',
    SMTP_TIMEOUT_MS: '750',
  })
  servers.push(site.process)
  return site
}

/** One no-script contact form post; true when the server acknowledged it (201). */
async function submit(port: number, n: number): Promise<boolean> {
  const body = new URLSearchParams({ ...contactValues, subject: `Question ref${n}`, lang: 'en' })
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body,
    })
    await res.arrayBuffer()
    return res.status === 201
  } catch {
    return false // the server is gone: not acknowledged
  }
}

describe('two servers on one PostgreSQL', () => {
  it(
    'store every acknowledged submission once and mail it, through a SIGKILL of one of them',
    { timeout: 180_000 },
    async () => {
      const databaseUrl = await cluster.createDatabase()
      const [a, b] = await Promise.all([startSiteServer(databaseUrl), startSiteServer(databaseUrl)])

      const acknowledged = new Set<number>()
      let ackedByA = 0
      let ackedByBAfterKill = 0
      let killed = false
      let next = 0
      const worker = async () => {
        while (next < SUBMISSIONS) {
          const n = next++
          const toA = n % 2 === 0
          if (!killed && acknowledged.size >= SUBMISSIONS / 2) {
            killed = true
            a.process.kill('SIGKILL')
          }
          const wasKilled = killed
          if (await submit(toA ? a.port : b.port, n)) {
            acknowledged.add(n)
            if (toA) ackedByA++
            else if (wasKilled) ackedByBAfterKill++
          }
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker))
      expect(killed).toBe(true)
      expect(ackedByA).toBeGreaterThan(100)
      expect(ackedByBAfterKill).toBeGreaterThan(100)

      const db = new pg.Client({ connectionString: databaseUrl })
      await db.connect()
      try {
        const stored = (await db.query<{ subject: string }>('SELECT subject FROM contact_message')).rows.map((r) =>
          Number(r.subject.replace('Question ref', '')),
        )
        // Every acknowledged submission is stored, none twice; one cut off by the kill may be stored unacknowledged.
        expect(new Set(stored).size).toBe(stored.length)
        for (const n of acknowledged) expect(stored).toContain(n)
        expect(stored.length - acknowledged.size).toBeLessThanOrEqual(CONCURRENCY)

        // Every stored message is mailed: the survivor sends what the killed server had claimed once its lease lapses.
        const deadline = Date.now() + 90_000
        const mailedRefs = () =>
          new Set(smtp.received.map((m) => Number(/ref(\d+)/.exec(m.headers.subject ?? '')?.[1])))
        while (mailedRefs().size < stored.length && Date.now() < deadline)
          await new Promise((done) => setTimeout(done, 250))
        expect([...mailedRefs()].sort((x, y) => x - y)).toEqual([...stored].sort((x, y) => x - y))
        // A delivery is recorded just after the mail server accepts it: the last ones may lag the mails a moment.
        const statuses = async () =>
          (await db.query<{ status: string; count: string }>('SELECT status, count(*) FROM outbox GROUP BY status'))
            .rows
        await expect
          .poll(statuses, { timeout: Math.max(1_000, deadline - Date.now()), interval: 250 })
          .toEqual([{ status: 'sent', count: String(stored.length) }])

        // A mail arrives twice only if the killed server had sent it without recording so; then with one Message-ID.
        const byRef = new Map<number, string[]>()
        for (const m of smtp.received) {
          const ref = Number(/ref(\d+)/.exec(m.headers.subject ?? '')?.[1])
          byRef.set(ref, [...(byRef.get(ref) ?? []), m.messageId])
        }
        const twice = [...byRef.values()].filter((ids) => ids.length > 1)
        expect(twice.length).toBeLessThanOrEqual(IN_FLIGHT_AT_MOST)
        for (const ids of twice) expect(new Set(ids).size).toBe(1)
        expect(Math.max(...[...byRef.values()].map((ids) => ids.length))).toBeLessThanOrEqual(2)
        const messageIds = [...byRef.values()].map((ids) => ids[0])
        expect(new Set(messageIds).size).toBe(stored.length)
      } finally {
        await db.end()
        b.process.kill('SIGTERM')
      }
    },
  )
})
