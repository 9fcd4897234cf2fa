// The store under load, for each engine (the embedded SQLite store, and
// PostgreSQL on a throwaway cluster started here): durable contact
// submissions per second at 16 and 64 connections (and that the count stored
// equals the count acknowledged), page p95 idle and under a steady 50 posts a
// second, and outbox mails per second to a loopback SMTP peer. Servers run as
// their own processes, as in production; the load comes from this one.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OutboxWorker } from '../../src/server/mail/outbox'
import { openStore, type Store } from '../../src/server/store'
import { startPostgres } from '../../tests/unit/postgresCluster'
import { startSmtpPeer, type SmtpPeer } from '../../tests/unit/smtpPeer'
import { freePort } from '../lib/freePort'

const SECONDS = 5
const PAGES = ['/', '/aboutus/history', '/careers/job_search', '/fr/connect/contact']

type Engine = {
  name: string
  dataDir: string
  databaseUrl?: string
  /** A new empty database on the same cluster (PostgreSQL). */
  freshDatabase?: () => Promise<string>
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

async function startServer(
  engine: Engine,
  dist: string,
  smtp: SmtpPeer,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DIST_DIR: dist,
      DATA_DIR: engine.dataDir,
      ...(engine.databaseUrl ? { DATABASE_URL: engine.databaseUrl } : {}),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
      TRUST_PROXY: '1',
      RATE_LIMIT_CONTACT_PER_HOUR: '10000000',
      RATE_LIMIT_CONTACT_UNVERIFIED_PER_HOUR: '10000000',
      CONTACT_UNVERIFIED_MAILED_PER_HOUR: '10000000',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child }
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`the ${engine.name} server did not start`)
}

let clientNumber = 0
/** A no-script contact post from a client address of its own (the server trusts one proxy hop). */
async function post(url: string): Promise<boolean> {
  const n = ++clientNumber
  const res = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: new URLSearchParams({
      name: 'Asha Rao',
      email: 'asha@client.example.com',
      subject: 'New GCC in Hyderabad',
      message: 'We would like to discuss a new capability centre.',
      lang: 'en',
    }),
  }).catch(() => undefined)
  await res?.arrayBuffer()
  return res?.status === 201
}

async function submissionsPerSecond(url: string, connections: number): Promise<number> {
  let acknowledged = 0
  const until = performance.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) if (await post(url)) acknowledged++
    }),
  )
  return acknowledged
}

/** Page latencies (ms) over SECONDS from 8 connections, optionally while `postsPerSecond` posts arrive. */
async function pageLatencies(url: string, postsPerSecond = 0): Promise<{ p95: number; posted: number }> {
  const until = performance.now() + SECONDS * 1000
  const latencies: number[] = []
  const posts: Promise<boolean>[] = []
  // Posts are sent by the clock, catching up when a tick comes late, so the rate is the one asked for.
  const start = performance.now()
  const poster = postsPerSecond
    ? setInterval(() => {
        const due = Math.floor(((performance.now() - start) / 1000) * postsPerSecond)
        while (posts.length < due) posts.push(post(url))
      }, 1000 / postsPerSecond)
    : undefined
  await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      for (let n = i; performance.now() < until; n++) {
        const start = performance.now()
        const res = await fetch(`${url}${PAGES[n % PAGES.length]}`, { headers: { 'accept-encoding': 'br' } })
        await res.arrayBuffer()
        latencies.push(performance.now() - start)
      }
    }),
  )
  clearInterval(poster)
  const accepted = (await Promise.all(posts)).filter(Boolean).length
  return { p95: percentile(latencies, 95), posted: accepted / SECONDS }
}

/** Mails per second the outbox sends to the SMTP peer, from a queue of `count` waiting mails. */
async function outboxRate(store: Store, smtp: SmtpPeer, dataDir: string, count: number): Promise<number> {
  for (let i = 0; i < count; i++)
    await store.saveContactMessage(
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        subject: 'Hi',
        message: 'Hello',
        lang: 'en',
        verified: true,
        held: false,
      },
      {
        to: 'inbox@company.test',
        replyTo: 'asha@example.com',
        subject: `Bench ${i}`,
        text: 'Hello',
        html: '<p>Hello</p>',
      },
    )
  const worker = new OutboxWorker({
    store,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    dataDir,
    from: 'site@company.test',
    messageIdDomain: 'company.test',
    retryWindowMs: 86_400_000,
    baseDelayMs: 1000,
    pollMs: 1000,
  })
  const start = performance.now()
  const sent = await worker.drain()
  return sent / ((performance.now() - start) / 1000)
}

async function benchEngine(engine: Engine, dist: string) {
  const smtp = await startSmtpPeer()
  const { url, child } = await startServer(engine, dist, smtp)
  const row: Record<string, string> = {}
  try {
    const store = await openStore({ dataDir: engine.dataDir, databaseUrl: engine.databaseUrl })
    try {
      const idle = await pageLatencies(url)
      const busy = await pageLatencies(url, 50)
      row['page p95 idle'] = `${idle.p95.toFixed(1)} ms`
      row['page p95, 50 posts/s'] =
        `${busy.p95.toFixed(1)} ms (${(busy.p95 / idle.p95).toFixed(2)}×; ${busy.posted.toFixed(0)} posts/s kept)`
      for (const connections of [16, 64]) {
        const before = (await store.contactMessages()).length
        const acknowledged = await submissionsPerSecond(url, connections)
        const stored = (await store.contactMessages()).length - before
        row[`submissions/s, ${connections} conns`] =
          `${(acknowledged / SECONDS).toFixed(0)} (stored ${stored} of ${acknowledged} acknowledged${stored === acknowledged ? '' : ': MISMATCH'})`
      }
    } finally {
      await store.close()
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((done) => child.once('exit', done))
  }
  // The outbox alone, on a fresh store: a queue of 2,000 mails.
  const fresh: Engine = { ...engine, dataDir: mkdtempSync(join(tmpdir(), 'bench-outbox-')) }
  if (engine.freshDatabase) fresh.databaseUrl = await engine.freshDatabase()
  const store = await openStore({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl })
  try {
    row['outbox mails/s'] = (await outboxRate(store, smtp, fresh.dataDir, 2000)).toFixed(0)
  } finally {
    await store.close()
    await smtp.close()
  }
  return row
}

export async function benchStores(dist: string): Promise<void> {
  console.log(`bench: the store under load (${SECONDS} s per figure; servers in their own processes)…`)
  const cluster = startPostgres()
  try {
    const engines: Engine[] = [
      { name: 'sqlite', dataDir: mkdtempSync(join(tmpdir(), 'bench-sqlite-')) },
      {
        name: 'postgres',
        dataDir: mkdtempSync(join(tmpdir(), 'bench-pg-')),
        databaseUrl: await cluster.createDatabase(),
        freshDatabase: () => cluster.createDatabase(),
      },
    ]
    for (const engine of engines) {
      const row = await benchEngine(engine, dist)
      for (const [figure, value] of Object.entries(row)) console.log(`store ${engine.name}: ${figure}: ${value}`)
    }
  } finally {
    cluster.stop()
  }
}
