// One suite, both engines: the embedded SQLite store and PostgreSQL (a real
// cluster these tests start and stop). What the routes, the outbox and the
// admin command rely on holds the same on each, including under concurrency.
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../src/server/store/migrations'
import { openStore, type OutgoingMail, type Store } from '../../src/server/store'
import { startPostgres, type PostgresCluster } from './postgresCluster'

let cluster: PostgresCluster
beforeAll(() => {
  cluster = startPostgres()
}, 60_000)
afterAll(() => cluster?.stop())

const open: Store[] = []
afterEach(async () => {
  while (open.length) await open.pop()?.close()
})

type Engine = { name: string; open(databaseUrl?: string): Promise<{ store: Store; databaseUrl?: string }> }
const ENGINES: Engine[] = [
  {
    name: 'sqlite',
    async open() {
      const store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'store-')) })
      open.push(store)
      return { store }
    },
  },
  {
    name: 'postgres',
    async open(existing) {
      const databaseUrl = existing ?? (await cluster.createDatabase())
      const store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'store-')), databaseUrl })
      open.push(store)
      return { store, databaseUrl }
    },
  },
]

const message = (email = 'asha@example.com', held = false) => ({
  name: 'Asha Rao',
  email,
  subject: 'Hello',
  message: 'A question about hiring',
  lang: 'en',
  verified: !held,
  held,
})
const mail = (to = 'inbox@company.test', text = 'A question about hiring'): OutgoingMail => ({
  to,
  replyTo: 'asha@example.com',
  subject: 'Contact: Hello',
  text,
  html: `<p>${text}</p>`,
})
const application = (email = 'ravi@example.org') => ({
  jobId: 'job-1',
  lang: 'de',
  values: { firstName: 'Ravi', lastName: 'Iyer', email },
  resumeKind: 'pdf' as const,
  resumeBytes: 9,
})
const alert = (email: string, token: string) => ({
  email,
  lang: 'fr',
  filter: { keyword: 'data', country: 'IN' },
  token,
})
function upload(bytes = '%PDF-1.7\n'): string {
  const path = join(mkdtempSync(join(tmpdir(), 'upload-')), 'incoming')
  writeFileSync(path, bytes)
  return path
}

describe.each(ENGINES)('the $name store', (engine) => {
  it('keeps a message with its mail, or neither; a held message is mailed only once released', async () => {
    const { store } = await engine.open()
    const first = await store.saveContactMessage(message(), mail())
    const held = await store.saveContactMessage(message('held@example.com', true), mail())
    expect(held).toBeGreaterThan(first)
    expect(await store.outbox()).toHaveLength(1)
    expect((await store.contactMessages()).map((m) => [m.email, m.verified, m.held])).toEqual([
      ['asha@example.com', true, false],
      ['held@example.com', false, true],
    ])

    expect(await store.releaseHeld(() => mail('inbox@company.test', 'released'), first)).toBe(0)
    expect(await store.releaseHeld(() => mail('inbox@company.test', 'released'))).toBe(1)
    expect(await store.releaseHeld(() => mail())).toBe(0)
    expect((await store.outbox()).map((m) => m.text)).toEqual(['A question about hiring', 'released'])
    expect((await store.contactMessages()).every((m) => !m.held)).toBe(true)
  })

  it('keeps an application with its résumé and mails in one transaction, and nothing of a failed one', async () => {
    const { store } = await engine.open()
    const file = upload()
    const id = await store.saveApplication(application(), file, (applicationId) => [
      mail('careers@company.test', `Application #${applicationId}`),
      mail('ravi@example.org', 'Thank you'),
    ])
    expect(existsSync(file)).toBe(false) // taken over by the store
    expect((await store.resume(id))?.toString()).toBe('%PDF-1.7\n')
    expect(await store.resume(id + 1)).toBeUndefined()
    expect(await store.applications()).toEqual([
      expect.objectContaining({ id, jobId: 'job-1', lang: 'de', resumeKind: 'pdf', resumeBytes: 9 }),
    ])
    expect((await store.outbox()).map((m) => m.text)).toEqual([`Application #${id}`, 'Thank you'])

    const failing = upload()
    await expect(
      store.saveApplication(application('other@example.org'), failing, () => {
        throw new Error('the mail could not be made')
      }),
    ).rejects.toThrow('the mail could not be made')
    expect(await store.applications()).toHaveLength(1)
    expect(await store.outbox()).toHaveLength(2)
  })

  it('gives each mail to one claimer at a time, and back when the lease lapses', async () => {
    const { store } = await engine.open()
    for (let i = 0; i < 10; i++) await store.saveContactMessage(message(), mail('inbox@company.test', `mail ${i}`))
    const now = Date.now()
    const claims = await Promise.all(Array.from({ length: 5 }, () => store.claimDueMail(now, 3, 60_000)))
    const ids = claims.flat().map((m) => m.id)
    expect(ids).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)
    expect(await store.claimDueMail(now, 10, 60_000)).toEqual([])
    // A claimer that died: its mail comes back once the lease has lapsed, with the same Message-ID key.
    const lapsed = await store.claimDueMail(now + 61_000, 20, 60_000)
    expect(lapsed.map((m) => m.messageKey).sort()).toEqual(
      claims
        .flat()
        .map((m) => m.messageKey)
        .sort(),
    )
  })

  it('records deliveries: a sent mail keeps no body, a failed one is retried or parked, parked mail is queued again', async () => {
    const { store } = await engine.open()
    for (let i = 0; i < 3; i++) await store.saveContactMessage(message(), mail())
    const [a, b, c] = await store.claimDueMail(Date.now(), 3, 60_000)
    await store.markSent(a!.id)
    await store.markFailed(b!.id, 'connection refused', Date.now() + 30_000)
    await store.markFailed(c!.id, '550 no such user', null)
    const [sent, retried, parked] = await store.outbox()
    expect(sent).toMatchObject({ status: 'sent', text: '', html: '', attempts: 1 })
    expect(sent!.sentAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(retried).toMatchObject({ status: 'pending', lastError: 'connection refused', attempts: 1 })
    expect(parked).toMatchObject({ status: 'parked', lastError: '550 no such user' })
    expect(await store.outboxHealth()).toMatchObject({ waiting: 1, parked: 1 })
    expect(await store.claimDueMail(Date.now(), 5, 60_000)).toEqual([]) // the retry is not due yet
    expect(await store.retryParked(a!.id)).toBe(0)
    expect(await store.retryParked()).toBe(1)
    expect(await store.outbox('parked')).toEqual([])
    expect((await store.claimDueMail(Date.now(), 5, 60_000)).map((m) => m.id)).toEqual([c!.id])
    await store.probeWrite()
  })

  it('spends a budget exactly up to its limit under concurrent requests', async () => {
    const { store } = await engine.open()
    const spent = await Promise.all(Array.from({ length: 20 }, () => store.spendBudget('contact:x', 1000, 5)))
    expect(spent.filter(Boolean)).toHaveLength(5)
    expect(await store.spendBudget('contact:x', 2000, 5)).toBe(true) // the next window
    expect(await store.spendBudget('contact:y', 1000, 0)).toBe(false)
    expect(await store.forgetBudgets(1500)).toBe(1)
  })

  it('spends and gives back a budget by amounts (characters), never past its limit', async () => {
    const { store } = await engine.open()
    const spent = await Promise.all(Array.from({ length: 10 }, () => store.spendBudget('chars:x', 1000, 100, 30)))
    expect(spent.filter(Boolean)).toHaveLength(3) // 90 of 100; a fourth 30 would pass it
    expect(await store.spendBudget('chars:x', 1000, 100, 11)).toBe(false)
    expect(await store.spendBudget('chars:x', 1000, 100, 10)).toBe(true)
    await store.refundBudget('chars:x', 1000, 40)
    expect(await store.spendBudget('chars:x', 1000, 100, 40)).toBe(true)
    expect(await store.spendBudget('chars:y', 1000, 100, 101)).toBe(false) // more than the whole budget at once
  })

  it('accepts a solved challenge once, even when its replays arrive together', async () => {
    const { store } = await engine.open()
    const uses = await Promise.all(Array.from({ length: 10 }, () => store.useChallenge('sig-1', Date.now() + 60_000)))
    expect(uses.filter(Boolean)).toHaveLength(1)
    await store.useChallenge('sig-old', Date.now() - 1)
    expect(await store.forgetChallenges(Date.now())).toBe(1)
    expect(await store.useChallenge('sig-1', Date.now() + 60_000)).toBe(false)
  })

  it('finds, exports and erases one person’s data in any case of their address, and audits without naming them', async () => {
    const { store } = await engine.open()
    await store.saveContactMessage(message('Asha@Example.com'), mail())
    await store.saveContactMessage(message('other@example.com'), {
      ...mail('inbox@company.test', 'someone else'),
      replyTo: 'other@example.com',
    })
    const id = await store.saveApplication(application('ASHA@example.com'), upload(), () => [
      mail('asha@example.com', 'Thank you'),
    ])
    const found = await store.personalData(' asha@example.COM ')
    expect(found.messages).toHaveLength(1)
    expect(found.applications.map((a) => a.id)).toEqual([id])
    expect(found.mails.map((m) => m.text)).toEqual(['A question about hiring', 'Thank you']) // Reply-To, To
    const erased = await store.erasePersonalData('asha@example.com')
    expect(erased.mails).toHaveLength(2)
    expect(await store.personalData('asha@example.com')).toEqual({
      messages: [],
      applications: [],
      jobAlerts: [],
      mails: [],
    })
    expect(await store.resume(id)).toBeUndefined()
    expect(await store.contactMessages()).toHaveLength(1)
    await store.recordAudit('erase', 'erased 1 contact message')
    expect(await store.auditLog()).toEqual([
      expect.objectContaining({ id: 1, action: 'erase', summary: 'erased 1 contact message' }),
    ])
  })

  it('purges what is older than the retention cut-off, and only finished mail', async () => {
    const { store } = await engine.open()
    await store.saveContactMessage(message(), mail())
    await store.saveApplication(application(), upload(), () => [])
    const [claimed] = await store.claimDueMail(Date.now(), 1, 60_000)
    await store.markSent(claimed!.id)
    await store.saveContactMessage(message(), mail()) // its mail still waits
    expect(await store.purgeBefore(Date.now() - 60_000)).toEqual({
      messages: 0,
      applications: 0,
      jobAlerts: 0,
      mails: 0,
    })
    expect(await store.purgeBefore(Date.now() + 60_000)).toEqual({
      messages: 2,
      applications: 1,
      jobAlerts: 0,
      mails: 1,
    })
    expect(await store.outbox()).toHaveLength(1)
  })

  it('caches translations, keeps the newest, and counts the day’s spend', async () => {
    const { store } = await engine.open()
    for (const text of ['one', 'two', 'three']) await store.saveTranslation('de', text, text.toUpperCase())
    expect(await store.cachedTranslation('de', 'two')).toBe('TWO')
    expect(await store.cachedTranslation('fr', 'two')).toBeUndefined()
    expect(await store.trimTranslations(2)).toBe(1)
    expect(await store.addTranslationSpend('2026-11-24', 100)).toBe(100)
    expect(await store.addTranslationSpend('2026-11-24', 50)).toBe(150)
    expect(await store.translationSpend('2026-11-24')).toBe(150)
    expect(await store.translationSpend('2026-11-25')).toBe(0)
  })

  it('keeps a job alert with its confirmation mail (headers too); mails only confirmed alerts, at most daily', async () => {
    const { store } = await engine.open()
    const confirmation = {
      ...mail('Zoe@example.com', 'Confirm'),
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }
    const id = await store.saveJobAlert(alert('Zoe@example.com', 't'.repeat(32)), () => confirmation)
    await store.saveJobAlert(alert('other@example.com', 'u'.repeat(32)), () => mail('other@example.com'))
    const [queued] = await store.outbox()
    expect(queued).toMatchObject({ to: 'Zoe@example.com', headers: confirmation.headers })
    expect((await store.jobAlertByToken('t'.repeat(32)))?.filter).toEqual({ keyword: 'data', country: 'IN' })

    const now = Date.now()
    const due = { mailedBefore: now - 86_400_000, checkedBefore: now }
    expect(await store.claimDueJobAlerts(now, due, 10, 60_000)).toEqual([]) // none confirmed yet
    const confirmed = await store.confirmJobAlert('t'.repeat(32), ['job-1', 'job-2'])
    expect(confirmed).toMatchObject({ id, knownJobs: ['job-1', 'job-2'], lastAlertAt: null })
    expect(confirmed?.confirmedAt).not.toBeNull()
    // Confirming again changes nothing (the jobs it knows stay those of the first confirmation).
    expect((await store.confirmJobAlert('t'.repeat(32), ['job-3']))?.knownJobs).toEqual(['job-1', 'job-2'])
    expect(await store.confirmJobAlert('x'.repeat(32), [])).toBeUndefined()

    // Two servers claiming at once: one gets the alert, the other nothing until the lease lapses.
    const claims = await Promise.all([
      store.claimDueJobAlerts(now, due, 10, 60_000),
      store.claimDueJobAlerts(now, due, 10, 60_000),
    ])
    expect(claims.flat().map((a) => a.id)).toEqual([id])
    expect(await store.claimDueJobAlerts(now + 61_000, due, 10, 60_000)).toHaveLength(1)

    await store.recordJobAlertCheck(id, now, ['job-1', 'job-2', 'job-3'], mail('Zoe@example.com', 'New jobs'))
    expect((await store.outbox()).map((m) => m.text)).toContain('New jobs')
    const after = await store.jobAlertByToken('t'.repeat(32))
    expect(after).toMatchObject({ knownJobs: ['job-1', 'job-2', 'job-3'], lastAlertAt: now })
    // Mailed now: not due again within the day, due the day after.
    const later = now + 3_600_000
    expect(
      await store.claimDueJobAlerts(later, { mailedBefore: later - 86_400_000, checkedBefore: later }, 10, 1),
    ).toEqual([])
    const tomorrow = now + 86_400_000
    expect(
      await store.claimDueJobAlerts(tomorrow, { mailedBefore: tomorrow - 86_400_000, checkedBefore: tomorrow }, 10, 1),
    ).toHaveLength(1)

    expect((await store.personalData('zoe@EXAMPLE.com')).jobAlerts.map((a) => a.id)).toEqual([id])
    expect(await store.unsubscribeJobAlert('t'.repeat(32))).toBe(true)
    expect(await store.unsubscribeJobAlert('t'.repeat(32))).toBe(false)
    expect(await store.jobAlerts()).toHaveLength(1)
    // The unconfirmed one goes after its week; erasure and retention take alerts too.
    expect(await store.forgetUnconfirmedJobAlerts(Date.now() - 60_000)).toBe(0)
    expect(await store.forgetUnconfirmedJobAlerts(Date.now() + 60_000)).toBe(1)
    await store.saveJobAlert(alert('other@example.com', 'v'.repeat(32)), () => mail('other@example.com'))
    expect((await store.erasePersonalData('OTHER@example.com')).jobAlerts).toHaveLength(1)
    await store.saveJobAlert(alert('last@example.com', 'w'.repeat(32)), () => mail('last@example.com'))
    expect((await store.purgeBefore(Date.now() + 60_000)).jobAlerts).toBe(1)
    expect(await store.jobAlerts()).toEqual([])
  })

  it('gives every mail a Message-ID key of its own, unique across stores', async () => {
    const [one, two] = [await engine.open(), await engine.open()]
    await one.store.saveContactMessage(message(), mail())
    await two.store.saveContactMessage(message(), mail())
    const [a] = await one.store.outbox()
    const [b] = await two.store.outbox()
    expect(a!.id).toBe(b!.id) // numbering starts again in every store…
    expect(a!.messageKey).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(a!.messageKey).not.toBe(b!.messageKey) // …the key does not
  })
})

describe('PostgreSQL migrations', () => {
  it('are applied once, recorded in the database, even when servers start together', async () => {
    const databaseUrl = await cluster.createDatabase()
    const dataDir = mkdtempSync(join(tmpdir(), 'store-'))
    const stores = await Promise.all([1, 2, 3].map(() => openStore({ dataDir, databaseUrl })))
    open.push(...stores)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query('SELECT version, name FROM schema_migration ORDER BY version')
    await client.end()
    expect(rows).toEqual(migrations('postgres').map(({ version, name }) => ({ version, name })))
  })
})
