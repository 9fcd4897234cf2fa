// POST /api/contact end to end on the server side: a real SMTP server on
// loopback, a temporary store, the real anti-bot challenge solved here.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesCsv } from '../../scripts/admin'
import { buildServer, type AppOptions } from '../../src/server/app'
import { HOUR_MS } from '../../src/server/formGuard'
import { loadConfig } from '../../src/server/config'
import { contactMail } from '../../src/server/mail/contactMail'
import { retryDelay, withoutAddresses } from '../../src/server/mail/outbox'
import { freePort } from './serverHarness'
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from './smtpPeer'

const INBOX = 'inbox@company.test'

function siteFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>')
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>404</title>')
  return dist
}

const open: { close: () => Promise<unknown> }[] = []
afterEach(async () => {
  while (open.length) await open.pop()?.close()
})

async function start(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'data-')),
  options: Omit<AppOptions, 'config'> = { outboxStopped: true },
) {
  const config = loadConfig({
    DIST_DIR: siteFolder(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CONTACT_INBOX: INBOX,
    OUTBOX_RETRY_BASE_MS: '1000',
    ALTCHA_MAX_NUMBER: '5000',
    ...env,
  })
  const app = await buildServer({ ...options, config })
  open.push(app)
  return { app, dataDir }
}

async function peer(...args: Parameters<typeof startSmtpPeer>): Promise<SmtpPeer> {
  const smtp = await startSmtpPeer(...args)
  open.push(smtp)
  return smtp
}

async function solved(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject('/api/altcha/challenge')).json() as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const valid = {
  name: 'Asha Rao',
  email: 'asha@client.example.com',
  subject: 'New GCC in Hyderabad',
  message: 'We would like to discuss a new capability centre.',
}

async function post(app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/contact', payload: body, headers })
}

describe('POST /api/contact', () => {
  it('stores the message and delivers one mail to the inbox only, with Reply-To, escaped HTML and a text part', async () => {
    const smtp = await peer()
    const { app } = await start({ SMTP_URL: loopbackSmtp(smtp.port) })
    const hostile = `Hello <script>alert(1)</script> and "><img src=x onerror=alert(2)> from us`
    const res = await post(app, {
      ...valid,
      message: hostile,
      altcha: await solved(app),
      to: 'attacker@evil.test',
      cc: 'x@evil.test',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: 'Email sent successfully!' })
    expect(await app.store.contactMessages()).toHaveLength(1)
    expect(await app.outbox.drain()).toBe(1)
    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]!
    expect(mail.to).toEqual([INBOX])
    expect(mail.headers['to']).toBe(INBOX)
    expect(mail.headers['reply-to']).toBe(valid.email)
    expect(mail.headers['cc']).toBeUndefined()
    expect(mail.headers['subject']).toBe('Website contact: New GCC in Hyderabad')
    const [, textPart = '', htmlPart = ''] = decodeQuotedPrintable(mail.raw).split(/Content-Type: text\/(?:plain|html)/)
    // The plain-text part carries the message as written; the HTML part only escaped.
    expect(textPart).toContain(hostile)
    expect(htmlPart).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(htmlPart).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;')
    expect(htmlPart).not.toContain('<script>alert(1)')
    expect(htmlPart).not.toContain('<img src=x')
    expect(await app.store.outbox('sent')).toHaveLength(1)
  })

  it('refuses a subject with CR/LF (no header can be injected), and flattens one if it ever reached a mail', async () => {
    const smtp = await peer()
    const { app } = await start({ SMTP_URL: loopbackSmtp(smtp.port) })
    const res = await post(app, { ...valid, subject: 'Hello\r\nBcc evil', altcha: await solved(app) })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { subject: 'Subject must be a single line, without control characters' },
    })
    expect(await app.store.contactMessages()).toHaveLength(0)
    const mail = contactMail(
      { ...valid, subject: 'Hi\r\nBcc: evil@x.test' },
      { inbox: INBOX, lang: 'en', verified: true, receivedAt: new Date() },
    )
    expect(mail.subject).toBe('Website contact: Hi Bcc: evil@x.test')
  })

  it('takes a subject in Japanese or Arabic with their own punctuation; the server checks it again', async () => {
    const { app } = await start()
    const ja = await post(app, { ...valid, subject: '協業のご相談、見積もり。', lang: 'ja', altcha: await solved(app) })
    expect(ja.statusCode).toBe(201)
    const ar = await post(app, { ...valid, subject: 'هل يمكننا التحدث؟ <b>', lang: 'ar', altcha: await solved(app) })
    expect(ar.statusCode).toBe(422)
    const arabic = JSON.parse(readFileSync('locales/ar.json', 'utf8')) as Record<string, string>
    expect((ar.json() as { fields: Record<string, string> }).fields.subject).toBe(
      arabic['form.contact.subject.chars']!.replace('{chars}', '< >'),
    )
    expect((await app.store.contactMessages()).map((m) => m.subject)).toEqual(['協業のご相談、見積もり。'])
  })

  it('answers 422 with every field message, in the visitor’s language', async () => {
    const { app } = await start()
    const res = await post(app, {
      name: 'A',
      email: 'nope',
      subject: 'Hi',
      message: '1234567890',
      lang: 'fr',
      altcha: 'x',
    })
    expect(res.statusCode).toBe(422)
    const { fields, error } = res.json() as { fields: Record<string, string>; error: string }
    expect(Object.keys(fields).sort()).toEqual(['email', 'message', 'name', 'subject'])
    const fr = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, string>
    expect(fields.name).toBe(fr['form.contact.name.min'])
    expect(error).toBe(fr['form.contact.fixFields'])
  })

  it('refuses a failed or replayed challenge, and stores nothing', async () => {
    const { app } = await start()
    expect((await post(app, { ...valid })).statusCode).toBe(422)
    expect((await post(app, { ...valid, altcha: 'bm90IGEgcGF5bG9hZA==' })).statusCode).toBe(422)
    const payload = await solved(app)
    expect((await post(app, { ...valid, altcha: payload })).statusCode).toBe(201)
    const replay = await post(app, { ...valid, altcha: payload })
    expect(replay.statusCode).toBe(422)
    expect(replay.json().error).toBe('We could not confirm that this message comes from a person. Please try again.')
    expect(await app.store.contactMessages()).toHaveLength(1)
  })

  it('tells a filled honeypot "sent" and keeps nothing', async () => {
    const { app } = await start()
    const res = await post(app, { ...valid, website: 'http://spam.test', altcha: await solved(app) })
    expect(res.statusCode).toBe(201)
    expect(await app.store.contactMessages()).toHaveLength(0)
    expect(await app.store.outbox()).toHaveLength(0)
  })

  it('refuses an oversized body', async () => {
    const { app } = await start()
    const res = await post(app, { ...valid, message: 'x '.repeat(40_000) })
    expect(res.statusCode).toBe(413)
    expect(await app.store.contactMessages()).toHaveLength(0)
  })

  it('takes a form posted without JavaScript and answers with a page; errors come back beside the kept, escaped values', async () => {
    const { app } = await start()
    const form = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      })
    const bad = await form({ ...valid, email: '"><b>x', lang: 'ar' })
    expect(bad.statusCode).toBe(422)
    expect(bad.headers['content-type']).toContain('text/html')
    expect(bad.body).toContain('<html lang="ar" dir="rtl">')
    expect(bad.body).toContain('value="&quot;&gt;&lt;b&gt;x"')
    expect(bad.body).toContain('aria-invalid="true"')
    const ok = await form({ ...valid, lang: 'en' })
    expect(ok.statusCode).toBe(201)
    expect(ok.body).toContain('Thank you for your message')
    expect(await app.store.contactMessages()).toEqual([expect.objectContaining({ name: 'Asha Rao', verified: false })])
  })
})

/** The loopback peer speaks no TLS: the one case an SMTP URL opts out of it, explicitly. */
const loopbackSmtp = (port: number) => `smtp://127.0.0.1:${port}?requireTLS=false`

describe('the outbox', () => {
  it('will not send over SMTP without TLS unless the URL opts out', async () => {
    const smtp = await peer()
    const { app, dataDir } = await start({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
    await post(app, { ...valid, altcha: await solved(app) })
    expect(await app.outbox.drain()).toBe(0)
    expect(smtp.received).toEqual([])
    const [mail] = await app.store.outbox()
    expect(mail).toMatchObject({ status: 'pending', attempts: 1 })
    expect(mail!.lastError).toMatch(/STARTTLS|TLS/i)
    await app.close()
    open.splice(open.indexOf(app), 1)
    // The same store and peer, the URL opting out: the waiting mail goes at its next try.
    const optedOut = await start({ SMTP_URL: loopbackSmtp(smtp.port) }, dataDir)
    expect(await optedOut.app.outbox.drain(() => Date.now() + HOUR_MS)).toBe(1)
    expect(smtp.received).toHaveLength(1)
  })

  it('logs a failed delivery without the addresses the mail server quoted', async () => {
    const lines: string[] = []
    const smtp = await peer(0, { rejectRecipients: true })
    const { app } = await start({ SMTP_URL: loopbackSmtp(smtp.port), LOG_LEVEL: 'info' }, undefined, {
      outboxStopped: true,
      logStream: { write: (line: string) => void lines.push(line) },
    })
    await post(app, { ...valid, altcha: await solved(app) })
    expect(await app.outbox.drain()).toBe(0)
    // The server's answer names the inbox: the store keeps it for the operator, the log does not.
    expect((await app.store.outbox())[0]!.lastError).toContain(INBOX)
    const log = lines.join('')
    expect(log).toContain('mail delivery failed')
    expect(log).toContain('<address>')
    expect(log).not.toContain(INBOX)
    expect(log).not.toContain(valid.email)
    expect(withoutAddresses(`550 <${valid.email}>: no ${INBOX}`)).toBe('550 <<address>>: no <address>')
  })

  it('keeps mail while SMTP is down and delivers it once the server is back', async () => {
    const port = await freePort()
    const { app } = await start({ SMTP_URL: loopbackSmtp(port) })
    expect((await post(app, { ...valid, altcha: await solved(app) })).statusCode).toBe(201)
    const now = Date.now()
    expect(await app.outbox.drain(() => now)).toBe(0)
    const [waiting] = await app.store.outbox()
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting!.nextAttemptAt).toBeGreaterThan(now)
    const smtp = await peer(port)
    expect(await app.outbox.drain(() => now)).toBe(0) // not due yet: back-off
    expect(await app.outbox.drain(() => now + 60_000)).toBe(1)
    expect(smtp.received).toHaveLength(1)
  })

  it('backs off exponentially between attempts, doubling from OUTBOX_RETRY_BASE_MS up to an hour', async () => {
    const port = await freePort()
    const { app } = await start({ SMTP_URL: loopbackSmtp(port), OUTBOX_RETRY_BASE_MS: '1000' })
    await post(app, { ...valid, altcha: await solved(app) })
    let now = Date.now()
    const waits: number[] = []
    for (let attempt = 1; attempt <= 14; attempt++) {
      expect(await app.outbox.drain(() => now)).toBe(0)
      const [mail] = await app.store.outbox()
      expect(mail!.attempts).toBe(attempt)
      waits.push(mail!.nextAttemptAt - now)
      now = mail!.nextAttemptAt
    }
    const expected = waits.map((_, i) => Math.min(1000 * 2 ** i, HOUR_MS))
    expect(waits).toEqual(expected)
    expect(waits.at(-1)).toBe(HOUR_MS) // 1 s doubled 13 times passes an hour: capped
    expect(retryDelay(1, 30_000)).toBe(30_000)
    expect(retryDelay(2, 30_000)).toBe(60_000)
    expect(retryDelay(7, 30_000)).toBe(1_920_000)
    expect(retryDelay(8, 30_000)).toBe(HOUR_MS)
    expect(retryDelay(50, 30_000)).toBe(HOUR_MS)
  })

  it('retries through an outage of a day, parks the mail past OUTBOX_RETRY_DAYS, keeps it, and sends it when retried', async () => {
    const port = await freePort()
    const { app } = await start({ SMTP_URL: loopbackSmtp(port), OUTBOX_RETRY_DAYS: '2' })
    await post(app, { ...valid, altcha: await solved(app) })
    // Every hour for a day (the back-off is an hour at most): still waiting, never parked.
    const queued = Date.now()
    for (let hour = 0; hour <= 24; hour++) await app.outbox.drain(() => queued + hour * HOUR_MS + 1000)
    expect(await app.store.outbox()).toEqual([expect.objectContaining({ status: 'pending' })])
    expect((await app.store.outbox())[0]!.attempts).toBeGreaterThan(10)
    // Past two days it is parked.
    for (let hour = 25; hour <= 49; hour++) await app.outbox.drain(() => queued + hour * HOUR_MS + 1000)
    expect(await app.store.outbox('parked')).toHaveLength(1)
    expect((await app.store.outbox('parked'))[0]?.lastError).toBeTruthy()
    const smtp = await peer(port)
    expect(await app.store.retryParked()).toBe(1)
    expect(await app.outbox.drain()).toBe(1)
    expect(smtp.received).toHaveLength(1)
  })

  it('a restart mid-way loses nothing and sends nothing twice', async () => {
    const smtp = await peer()
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'))
    const env = { SMTP_URL: loopbackSmtp(smtp.port) }
    const first = await start(env, dataDir)
    for (let i = 0; i < 4; i++)
      expect((await post(first.app, { ...valid, altcha: await solved(first.app) })).statusCode).toBe(201)
    // The first process sends one mail, claims a second and dies before sending it.
    const [sent] = await first.app.store.claimDueMail(Date.now(), 1, 60_000)
    await first.app.store.markFailed(sent!.id, 'put back', Date.now())
    expect(await first.app.outbox.drain(() => Date.now())).toBe(4)
    smtp.received.length = 0
    await first.app.close()
    open.splice(open.indexOf(first.app), 1)

    const second = await start(env, dataDir)
    for (let i = 0; i < 3; i++)
      expect((await post(second.app, { ...valid, altcha: await solved(second.app) })).statusCode).toBe(201)
    const [claimed] = await second.app.store.claimDueMail(Date.now(), 1, 60_000)
    expect(claimed).toBeDefined()
    await second.app.close() // crash: the claim is never recorded as sent
    open.splice(open.indexOf(second.app), 1)

    const third = await start(env, dataDir)
    expect(await third.app.outbox.drain(() => Date.now())).toBe(2) // the claimed one waits for its lease
    expect(await third.app.outbox.drain(() => Date.now() + 120_000)).toBe(1) // then it goes too
    expect(await third.app.outbox.drain(() => Date.now() + 240_000)).toBe(0)
    expect((await third.app.store.outbox()).map((m) => m.status)).toEqual(Array(7).fill('sent'))
    const ids = smtp.received.map((m) => m.messageId)
    expect(ids).toHaveLength(3)
    expect(new Set(ids).size).toBe(3)
  })

  it('without SMTP_URL writes each mail as an .eml file under DATA_DIR/outbox', async () => {
    const { app, dataDir } = await start()
    await post(app, { ...valid, altcha: await solved(app) })
    expect(await app.outbox.drain()).toBe(1)
    const dir = join(dataDir, 'outbox')
    expect(existsSync(dir)).toBe(true)
    const [file] = readdirSync(dir)
    const eml = readFileSync(join(dir, file!), 'utf8')
    expect(eml).toContain(`To: ${INBOX}`)
    expect(eml).toContain(`Reply-To: ${valid.email}`)
  })
})

describe('admin export', () => {
  it('writes CSV with every message, defusing spreadsheet formulas', () => {
    const csv = messagesCsv([
      {
        id: 1,
        createdAt: '2026-11-21T10:00:00Z',
        name: 'Asha',
        email: 'a@b.co',
        subject: '=cmd',
        message: 'Line "one"\nline two',
        lang: 'en',
        verified: true,
        held: false,
      },
    ])
    expect(csv).toBe(
      '"id","createdAt","name","email","subject","message","lang","verified"'.replace(/"/g, '') +
        '\r\n"1","2026-11-21T10:00:00Z","Asha","a@b.co","\'=cmd","Line ""one""\nline two","en","true"\r\n',
    )
  })
})
