// Each mail is delivered once, even when the mail server is slow (two
// workers on one store: a claim must not lapse while its batch is still being
// sent), when the mail server does not answer (timeouts well inside the
// lease), and when the store fails to record a mail it has just sent (the
// record is retried; the mail is not sent again).
import { mkdtempSync } from 'node:fs'
import { createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { OutboxWorker, type OutboxOptions } from '../../src/server/mail/outbox'
import { openSqliteStore } from '../../src/server/store/sqlite'
import type { Store } from '../../src/server/store'
import { startSmtpPeer, type SmtpPeer } from './smtpPeer'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

function newStore(): Store {
  const store = openSqliteStore(mkdtempSync(join(tmpdir(), 'data-')))
  cleanups.push(() => store.close())
  return store
}

async function queue(store: Store, count: number): Promise<void> {
  for (let n = 0; n < count; n++)
    await store.saveContactMessage(
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        subject: `ref${n}`,
        message: 'A question.',
        lang: 'en',
        verified: true,
        held: false,
      },
      { to: 'inbox@company.test', subject: `ref${n}`, text: 'A question.', html: '<p>A question.</p>' },
    )
}

async function peer(options: Parameters<typeof startSmtpPeer>[1] = {}): Promise<SmtpPeer> {
  const smtp = await startSmtpPeer(0, options)
  cleanups.push(() => smtp.close())
  return smtp
}

function worker(store: Store, port: number, options: Partial<OutboxOptions> = {}): OutboxWorker {
  const outbox = new OutboxWorker({
    store,
    smtpUrl: `smtp://127.0.0.1:${port}?requireTLS=false`,
    dataDir: mkdtempSync(join(tmpdir(), 'data-')),
    from: 'site@company.test',
    messageIdDomain: 'company.test',
    retryWindowMs: 86_400_000,
    baseDelayMs: 1_000,
    pollMs: 100,
    ...options,
  })
  cleanups.push(() => outbox.stop())
  return outbox
}

const deliveries = (smtp: SmtpPeer) => {
  const count = new Map<string, number>()
  for (const mail of smtp.received) count.set(mail.messageId, (count.get(mail.messageId) ?? 0) + 1)
  return count
}

describe('each mail is delivered once', () => {
  it('by two workers on one store while the mail server is slower than the lease', { timeout: 30_000 }, async () => {
    const mails = 40
    const store = newStore()
    await queue(store, mails)
    // Each mail is accepted 400 ms after it was sent: a batch of 20 over four connections takes 2 s,
    // longer than the 1.5 s lease; the claim must be renewed meanwhile.
    const smtp = await peer({ answerDelayMs: 400 })
    const options = { leaseMs: 1_500, smtpTimeoutMs: 2_000 }
    const workers = [worker(store, smtp.port, options), worker(store, smtp.port, options)]
    for (const outbox of workers) outbox.start()

    await expect.poll(async () => (await store.outbox('sent')).length, { timeout: 20_000 }).toBe(mails)
    // A lease more, in case a lapsed claim is being sent again.
    await new Promise((done) => setTimeout(done, options.leaseMs))
    const count = deliveries(smtp)
    expect(count.size).toBe(mails)
    expect([...count.values()].filter((times) => times > 1)).toEqual([])
  })

  it(
    'gives up on a mail server that does not greet within its timeout, and tries again later',
    { timeout: 10_000 },
    async () => {
      // Accepts the connection and says nothing.
      const sockets: Socket[] = []
      const silent = createServer((socket) => sockets.push(socket))
      await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done))
      cleanups.push(() => {
        for (const socket of sockets) socket.destroy()
        return new Promise((done) => silent.close(done))
      })
      const store = newStore()
      await queue(store, 1)
      const { port } = silent.address() as { port: number }

      const started = Date.now()
      expect(await worker(store, port, { smtpTimeoutMs: 500 }).drain()).toBe(0)
      expect(Date.now() - started).toBeLessThan(5_000)
      const [mail] = await store.outbox()
      expect(mail).toMatchObject({ status: 'pending', attempts: 1 })
      expect(mail?.lastError).toMatch(/greeting|timeout/i)
    },
  )

  it('records as sent, not sends again, a mail whose record failed once after the mail server took it', async () => {
    const real = newStore()
    await queue(real, 1)
    let failures = 0
    // The database goes away just after the mail server accepted the mail, and comes back.
    const store: Store = {
      ...real,
      async markSent(id) {
        if (failures++ === 0) throw new Error('Connection terminated unexpectedly')
        return real.markSent(id)
      },
    }
    const smtp = await peer()
    const outbox = worker(store, smtp.port)
    expect(await outbox.drain()).toBe(1)
    // Long after any retry would have been due: nothing is sent again.
    expect(await outbox.drain(() => Date.now() + 7 * 86_400_000)).toBe(0)
    expect(smtp.received).toHaveLength(1)
    expect(await real.outbox('sent')).toHaveLength(1)
  })
})

describe('the lease and the SMTP timeouts', () => {
  it('refuses a lease a slow mail server could outlast', () => {
    expect(() => loadConfig({ OUTBOX_LEASE_MS: '30000', SMTP_TIMEOUT_MS: '10000' })).toThrow(/OUTBOX_LEASE_MS/)
    expect(loadConfig({})).toMatchObject({ OUTBOX_LEASE_MS: 60_000, SMTP_TIMEOUT_MS: 15_000 })
  })
})
