// Liveness stays trivial; readiness says whether this server can do its job
// (store writable, disk room, mail flowing), and a mail outage is logged as
// it grows, so someone notices while visitors are still told "sent".
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import { HOUR_MS } from '../../src/server/formGuard'
import { mailAgeWatcher, readiness } from '../../src/server/routes/health'
import type { Store } from '../../src/server/store'
import { INBOX, startServer } from './serverHarness'

const LIMITS = { minFreeBytes: 0, maxMailAgeMs: HOUR_MS }

async function queueMail(store: Store) {
  return await store.saveContactMessage(
    {
      name: 'Asha Rao',
      email: 'asha@example.com',
      subject: 'Hello',
      message: 'A message',
      lang: 'en',
      verified: true,
      held: false,
    },
    { to: INBOX, subject: 'Website contact', text: 'text', html: '<p>html</p>' },
  )
}

describe('GET /readyz', () => {
  it('is ready on a fresh store, and /healthz stays a bare liveness answer', async () => {
    const { app } = await startServer()
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toMatchObject({
      ready: true,
      problems: [],
      outbox: { waiting: 0, oldestWaitingSeconds: null, parked: 0 },
      store: 'ok',
    })
    expect(res.json().disk.freeBytes).toBeGreaterThan(0)
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' })
  })

  it('is not ready while mail is parked', async () => {
    const { app } = await startServer()
    await queueMail(app.store)
    const [mail] = await app.store.claimDueMail(Date.now(), 1, 60_000)
    await app.store.markFailed(mail!.id, 'connection refused', null)
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.json().outbox).toMatchObject({ parked: 1 })
    expect(res.json().problems).toEqual([expect.stringContaining('1 mail parked')])
  })

  it('is not ready once the oldest waiting mail is older than READY_MAX_MAIL_AGE_MINUTES', async () => {
    const { app, dataDir } = await startServer()
    await queueMail(app.store)
    const limits = { ...LIMITS, dataDir }
    expect((await readiness(app.store, limits, Date.now() + 30 * 60_000)).ready).toBe(true)
    const late = await readiness(app.store, limits, Date.now() + 2 * HOUR_MS)
    expect(late).toMatchObject({ ready: false, outbox: { waiting: 1 } })
    expect(late.outbox.oldestWaitingSeconds).toBeGreaterThan(7000)
    expect(late.problems).toEqual([expect.stringMatching(/^mail waiting for 1\d\d minutes$/)])
  })

  it('answers 503 over HTTP once a mail has waited past the limit', async () => {
    const { app } = await startServer({ READY_MAX_MAIL_AGE_MINUTES: String(50 / 60_000) }) // 50 ms
    await queueMail(app.store)
    await new Promise((done) => setTimeout(done, 100))
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ ready: false, outbox: { waiting: 1, parked: 0 } })
  })

  it('is not ready when the data disk is nearly full', async () => {
    const { app } = await startServer({ READY_MIN_FREE_MB: String(Number.MAX_SAFE_INTEGER / 1_048_576) })
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.json().problems).toEqual([expect.stringMatching(/MB free on the data disk$/)])
  })

  it('is not ready when the store cannot be written', async () => {
    const { app } = await startServer()
    // Simulated: file modes stop neither a handle already open nor root (the tests may run as
    // root), so a closed store stands for one the disk refuses (full, read-only). It fails the
    // same write probe; the readiness answer is what is tested, not SQLite's own error.
    await app.store.close()
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.json().store).not.toBe('ok')
    expect(res.json().problems).toEqual([expect.stringMatching(/^the store cannot be written/)])
  })
})

describe('who reads /readyz’s details', () => {
  const TOKEN = 'operator-token-0123456789'

  it('gives the public the verdict only, with its status; details to loopback or the operator’s token', async () => {
    const { app } = await startServer({ READYZ_TOKEN: TOKEN })
    await app.store.close() // not ready, with an error that names internals
    const visitor = await app.inject({ url: '/readyz', remoteAddress: '203.0.113.7' })
    expect(visitor.statusCode).toBe(503)
    expect(visitor.json()).toEqual({ ready: false })
    const wrongToken = await app.inject({
      url: '/readyz',
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    })
    expect(wrongToken.json()).toEqual({ ready: false })
    const operator = await app.inject({
      url: '/readyz',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(operator.statusCode).toBe(503)
    expect(operator.json().problems).toEqual([expect.stringMatching(/^the store cannot be written/)])
    const local = await app.inject({ url: '/readyz', remoteAddress: '127.0.0.1' })
    expect(local.json()).toMatchObject({ ready: false, store: expect.any(String), disk: expect.anything() })
  })

  it('does not take a forwarded request for a local one (a proxy on this machine passes the public in)', async () => {
    const { app } = await startServer()
    const proxied = await app.inject({
      url: '/readyz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(proxied.statusCode).toBe(200)
    expect(proxied.json()).toEqual({ ready: true })
    // Behind one trusted proxy, the visitor's address is the one that counts.
    const { app: behind } = await startServer({ TRUST_PROXY: '1' })
    const visitor = await behind.inject({
      url: '/readyz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(visitor.json()).toEqual({ ready: true })
  })
})

describe('the mail age watcher', () => {
  it('warns once each time the oldest waiting mail passes a step, and says when mail flows again', async () => {
    const { app } = await startServer()
    const lines: { level: number; msg: string; oldestWaitingMinutes?: number }[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
    const watch = mailAgeWatcher(app.store, log)
    const id = await queueMail(app.store)
    const start = Date.now()
    await watch(start + 60_000)
    expect(lines).toEqual([])
    await watch(start + 16 * 60_000)
    await watch(start + 20 * 60_000)
    await watch(start + 61 * 60_000)
    const warnings = lines.filter((l) => l.level === 40)
    expect(warnings.map((w) => w.oldestWaitingMinutes)).toEqual([16, 61])
    expect(warnings[0]!.msg).toMatch(/mail is waiting/)
    await app.store.markSent((await app.store.claimDueMail(Date.now(), 1, 60_000))[0]?.id ?? id)
    await watch(start + 62 * 60_000)
    expect(lines.at(-1)).toMatchObject({ level: 30, msg: 'mail is flowing again' })
  })

  it('runs in the server: each step is warned once in its log', async () => {
    // Only the watcher's minute timer and the clock are faked; the store's clock stays real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    try {
      const lines: string[] = []
      const { app } = await startServer({ LOG_LEVEL: 'info' }, undefined, {
        outboxStopped: true,
        logStream: { write: (line: string) => void lines.push(line) },
      })
      await queueMail(app.store)
      const waiting = () =>
        lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg.startsWith('mail is waiting'))
      await vi.advanceTimersByTimeAsync(14 * 60_000)
      expect(waiting()).toEqual([])
      await vi.advanceTimersByTimeAsync(46 * 60_000) // a check a minute up to the hour: the 15-minute step, warned once
      expect(waiting()).toMatchObject([{ level: 40, oldestWaitingMinutes: 16 }])
      await vi.advanceTimersByTimeAsync(2 * 60_000) // past the hour
      expect(waiting().map((entry) => entry.oldestWaitingMinutes)).toEqual([16, 61])
    } finally {
      vi.useRealTimers()
    }
  })
})
