// The privacy policy's promises, kept by the code: data files are the owner's
// only, personal data goes after the retention period and sent mail keeps no
// body, and one person's data can be exported and erased, with an audit log
// that names no one.
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { admin } from '../../scripts/admin'
import { emlDir, resumesDir } from '../../src/server/dataFiles'
import { DAY_MS } from '../../src/server/formGuard'
import { tidy } from '../../src/server/housekeeping'
import { openStore, STORE_FILE } from '../../src/server/store'
import { pdf } from './files'
import {
  applyValues,
  contactValues,
  INBOX,
  postApplication,
  postContact,
  postContactForm,
  solved,
  startServer,
} from './serverHarness'

const mode = (path: string) => statSync(path).mode & 0o777
const cv = () => ({ name: 'cv.pdf', type: 'application/pdf', data: pdf() })

/** Two people's data: Asha wrote and applied, Ravi applied; every mail delivered as .eml files. */
async function twoPeople(app: FastifyInstance) {
  expect((await postContact(app, { ...contactValues, altcha: await solved(app) })).statusCode).toBe(201)
  const asha = { ...applyValues, email: contactValues.email, firstName: 'Asha', lastName: 'Rao' }
  expect((await postApplication(app, { ...asha, altcha: await solved(app) }, cv())).statusCode).toBe(201)
  const ravi = { ...applyValues, email: 'ravi@example.org', firstName: 'Ravi', lastName: 'Iyer' }
  expect((await postApplication(app, { ...ravi, altcha: await solved(app) }, cv())).statusCode).toBe(201)
  // Asha's confirmed job alert.
  const alert = { email: contactValues.email, keyword: 'java', lang: 'en', altcha: await solved(app) }
  expect((await app.inject({ method: 'POST', url: '/api/job-alerts', payload: alert })).statusCode).toBe(201)
  const [saved] = await app.store.jobAlerts()
  const confirm = { method: 'POST' as const, url: '/api/job-alerts/confirm', payload: { token: saved!.token } }
  expect((await app.inject(confirm)).statusCode).toBe(200)
  await app.outbox.drain()
}

describe('data files', () => {
  let umask: number
  beforeEach(() => {
    umask = process.umask(0o022) // the usual umask: files 0644 unless created otherwise
  })
  afterEach(() => void process.umask(umask))

  it('are the owner’s only from their first write: store, WAL, key, résumés, mail files', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'modes-')), 'data')
    const { app } = await startServer({}, dataDir)
    await twoPeople(app)
    expect(mode(dataDir)).toBe(0o700)
    for (const file of ['site.db', 'site.db-wal', 'site.db-shm', 'altcha.key'])
      expect(mode(join(dataDir, file))).toBe(0o600)
    for (const dir of [join(dataDir, 'uploads'), resumesDir(dataDir), emlDir(dataDir)]) expect(mode(dir)).toBe(0o700)
    const files = [
      ...readdirSync(resumesDir(dataDir)).map((f) => join(resumesDir(dataDir), f)),
      ...readdirSync(emlDir(dataDir)).map((f) => join(emlDir(dataDir), f)),
    ]
    expect(files.length).toBeGreaterThan(3)
    for (const file of files) expect(mode(file)).toBe(0o600)
  })

  it('of a store made before are tightened when it is opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'old-store-'))
    new DatabaseSync(join(dataDir, 'site.db')).close()
    expect(mode(join(dataDir, 'site.db'))).toBe(0o644)
    await (await openStore({ dataDir })).close()
    expect(mode(join(dataDir, 'site.db'))).toBe(0o600)
    expect(mode(dataDir)).toBe(0o700)
  })
})

describe('retention', () => {
  it('drops a sent mail’s body and keeps its headers and status', async () => {
    const { app } = await startServer()
    await postContact(app, { ...contactValues, altcha: await solved(app) })
    expect((await app.store.outbox('pending'))[0]?.text).toContain(contactValues.message)
    await app.outbox.drain()
    const [sent] = await app.store.outbox('sent')
    expect(sent).toMatchObject({ to: INBOX, replyTo: contactValues.email, text: '', html: '' })
    expect(sent?.subject).not.toBe('')
  })

  it('deletes messages, applications, résumés, mail and mail files older than RETENTION_DAYS, and nothing newer', async () => {
    const { app, dataDir } = await startServer()
    await twoPeople(app)
    const options = { store: app.store, dataDir, retentionDays: 730 }
    const before = {
      messages: (await app.store.contactMessages()).length,
      applications: (await app.store.applications()).length,
      jobAlerts: (await app.store.jobAlerts()).length,
      mails: (await app.store.outbox()).length,
      emlFiles: readdirSync(emlDir(dataDir)).length,
    }

    const early = await tidy(options, Date.now() + 729 * DAY_MS)
    expect(early).toMatchObject({ messages: 0, applications: 0, jobAlerts: 0, mails: 0, emlFiles: 0 })
    // Used anti-bot solutions go once expired (four were solved), not on every post.
    expect(early.challenges).toBe(4)
    expect(readdirSync(resumesDir(dataDir))).toHaveLength(before.applications)

    // The .eml files age with the store's rows.
    const later = (Date.now() + 731 * DAY_MS) / 1000
    for (const f of readdirSync(emlDir(dataDir)))
      utimesSync(join(emlDir(dataDir), f), later - 2 * DAY_MS, later - 2 * DAY_MS)
    const late = await tidy(options, Date.now() + 731 * DAY_MS)
    expect(late).toMatchObject(before)
    expect(await app.store.contactMessages()).toEqual([])
    expect(await app.store.applications()).toEqual([])
    expect(await app.store.jobAlerts()).toEqual([])
    expect(await app.store.outbox()).toEqual([])
    expect(readdirSync(resumesDir(dataDir))).toEqual([])
    expect(readdirSync(emlDir(dataDir))).toEqual([])
  })

  it('runs when the server starts: a message past the period is gone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'retention-'))
    const store = await openStore({ dataDir })
    await store.saveContactMessage(
      { ...contactValues, lang: 'en', verified: true, held: false },
      {
        to: INBOX,
        subject: 'old',
        text: 'old',
        html: 'old',
      },
    )
    await store.close()
    const db = new DatabaseSync(join(dataDir, 'site.db'))
    db.exec("UPDATE contact_message SET created_at = '2020-01-01T00:00:00.000Z'")
    db.exec("UPDATE outbox SET created_at = '2020-01-01T00:00:00.000Z', status = 'sent'")
    db.close()
    const { app } = await startServer({ RETENTION_DAYS: '730' }, dataDir)
    await app.ready()
    await vi.waitFor(async () => expect(await app.store.contactMessages()).toEqual([]))
    expect(await app.store.outbox()).toEqual([])
  })
})

describe('npm run admin', () => {
  let out: string[]
  let err: string[]
  beforeEach(() => {
    out = []
    err = []
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')))
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')))
  })
  afterEach(() => vi.restoreAllMocks())

  const run = (dataDir: string, ...args: string[]) =>
    admin(args, { DATA_DIR: dataDir, CONTACT_INBOX: INBOX, LOG_LEVEL: 'silent' })

  async function storeOfTwo() {
    const { app, dataDir } = await startServer()
    await twoPeople(app)
    await app.close()
    return dataDir
  }

  it('prints its usage without a store, and says when an id is not held', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-store-'))
    expect(await run(empty, '--help')).toBe(0)
    expect(out.join('\n')).toMatch(/Usage: npm run admin -- <command>/)
    expect(readdirSync(empty)).toEqual([])
    const dataDir = await storeOfTwo()
    out = []
    expect(await run(dataDir, 'release', '99')).toBe(1)
    expect(err.join('\n')).toMatch(/No held message #99/)
    expect(out.join('\n')).not.toMatch(/queued/)
  })

  it('refuses a DATA_DIR that holds no store, and creates none', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-store-'))
    expect(await run(empty, 'messages')).toBe(1)
    expect(err.join('\n')).toMatch(/No store in/)
    expect(readdirSync(empty)).toEqual([])
  })

  it('erases one person: their messages, applications, résumés, mail and mail files, and says what went', async () => {
    const dataDir = await storeOfTwo()
    const resumesBefore = readdirSync(resumesDir(dataDir)).length
    expect(await run(dataDir, 'erase', '--email', contactValues.email.toUpperCase())).toBe(0)
    expect(out.join('\n')).toMatch(
      /Erased 1 contact message \(#1\), 1 application \(#1\), 1 résumé, \d+ mails .*, 1 job alert \(#1\)\./,
    )

    const store = await openStore({ dataDir })
    expect(await store.personalData(contactValues.email)).toEqual({
      messages: [],
      applications: [],
      jobAlerts: [],
      mails: [],
    })
    // Ravi's application and its mail stay.
    expect((await store.applications()).map((a) => a.values.email)).toEqual(['ravi@example.org'])
    expect((await store.personalData('ravi@example.org')).mails.length).toBeGreaterThan(0)
    await store.close()
    expect(readdirSync(resumesDir(dataDir))).toHaveLength(resumesBefore - 1)
    for (const f of readdirSync(emlDir(dataDir)))
      expect(readFileSync(join(emlDir(dataDir), f), 'utf8').toLowerCase()).not.toContain(contactValues.email)
  })

  it('erases so the bytes go: none of the person is left in the database, its log or a backup of it', async () => {
    const { app, dataDir } = await startServer()
    const asha = {
      email: 'asha.canary@client.example.com',
      name: 'Asha Raoulston',
      message: 'Please call me about the Zanzibar canary project.',
      mobile: '9123400007',
      address: '7 Canary Wharf Lane',
    }
    const contact = { ...contactValues, name: asha.name, email: asha.email, message: asha.message }
    expect((await postContact(app, { ...contact, altcha: await solved(app) })).statusCode).toBe(201)
    const application = { ...applyValues, firstName: 'Asha', lastName: 'Raoulston', ...asha }
    expect((await postApplication(app, { ...application, altcha: await solved(app) }, cv())).statusCode).toBe(201)
    const ravi = { ...applyValues, email: 'ravi@example.org', firstName: 'Ravi', lastName: 'Iyer' }
    expect((await postApplication(app, { ...ravi, altcha: await solved(app) }, cv())).statusCode).toBe(201)
    await app.outbox.drain() // delivered: the store updated each mail (older versions of its rows)

    const store = join(dataDir, STORE_FILE)
    const traces = [asha.email, 'Raoulston', asha.message, 'Zanzibar', asha.mobile, asha.address]
    const found = (...files: string[]) => {
      const bytes = Buffer.concat(files.filter((f) => existsSync(f)).map((f) => readFileSync(f)))
      return traces.filter((trace) => bytes.includes(trace))
    }
    expect(found(store, `${store}-wal`)).toEqual(traces) // what there is to erase

    // Erased while the server runs, as an operator would.
    expect(await run(dataDir, 'erase', '--email', asha.email)).toBe(0)
    expect(found(store, `${store}-wal`)).toEqual([])
    const copy = join(mkdtempSync(join(tmpdir(), 'backup-')), 'site.db')
    const source = new DatabaseSync(store)
    await backup(source, copy)
    source.close()
    expect(found(copy)).toEqual([])
    expect(readFileSync(copy).includes('ravi@example.org')).toBe(true) // the others are kept

    await app.close()
    expect(found(store, `${store}-wal`)).toEqual([])
  })

  it('exports one person’s data, with their résumé when given a folder', async () => {
    const dataDir = await storeOfTwo()
    expect(await run(dataDir, 'export', '--email', contactValues.email)).toBe(0)
    const document = JSON.parse(out.join('\n')) as Record<string, { email?: string; message?: string }[]>
    expect(document.contactMessages).toHaveLength(1)
    expect(document.contactMessages?.[0]?.message).toBe(contactValues.message)
    expect(document.applications?.[0]?.email).toBe(contactValues.email)
    expect(document.jobAlerts).toEqual([
      expect.objectContaining({ email: contactValues.email, search: { keyword: 'java' } }),
    ])
    expect(JSON.stringify(document)).not.toContain('ravi@example.org')

    // The local copies of mail about her (no SMTP server here), which erase removes, are hers too.
    const mailFiles = (document as unknown as { mailFiles: string[] }).mailFiles
    expect(mailFiles.length).toBeGreaterThan(0)
    const folder = join(mkdtempSync(join(tmpdir(), 'export-')), 'asha')
    expect(await run(dataDir, 'export', '--email', contactValues.email, '--out', folder)).toBe(0)
    expect(readdirSync(folder).sort()).toEqual(['application-1.pdf', 'data.json', ...mailFiles].sort())
    for (const name of mailFiles) expect(readFileSync(join(folder, name), 'utf8')).toContain(contactValues.email)
    expect(readFileSync(join(folder, 'application-1.pdf'))).toEqual(pdf())
    expect(mode(join(folder, 'data.json'))).toBe(0o600)
  })

  it('keeps an audit log of what operators did, naming no one', async () => {
    const dataDir = await storeOfTwo()
    await run(dataDir, 'messages')
    await run(dataDir, 'export', '--email', contactValues.email)
    await run(dataDir, 'erase', '--email', contactValues.email)
    out = []
    expect(await run(dataDir, 'audit')).toBe(0)
    const log = out.join('\n')
    expect(log).toMatch(/messages: listed 1 contact message/)
    expect(log).toMatch(/export: exported 1 contact message/)
    expect(log).toMatch(/erase: erased 1 contact message/)
    for (const personal of [contactValues.email, contactValues.name, 'Asha', 'ravi'])
      expect(log).not.toContain(personal)
  })

  it('writes a résumé only where it is told, and never over a file', async () => {
    const dataDir = await storeOfTwo()
    expect(await run(dataDir, 'resume', '1')).toBe(2)
    const target = join(mkdtempSync(join(tmpdir(), 'cv-')), 'asha.pdf')
    expect(await run(dataDir, 'resume', '1', target)).toBe(0)
    expect(readFileSync(target)).toEqual(pdf())
    expect(mode(target)).toBe(0o600)
    writeFileSync(target, 'mine')
    expect(await run(dataDir, 'resume', '1', target)).toBe(1)
    expect(readFileSync(target, 'utf8')).toBe('mine')
  })

  it('lists held messages and releases them to the inbox', async () => {
    const { app, dataDir } = await startServer({
      RATE_LIMIT_CONTACT_UNVERIFIED_PER_HOUR: '10',
      CONTACT_UNVERIFIED_MAILED_PER_HOUR: '0',
    })
    expect((await postContactForm(app, contactValues)).statusCode).toBe(201)
    expect((await app.store.contactMessages())[0]?.held).toBe(true)
    await app.close()

    expect(await run(dataDir, 'held')).toBe(0)
    expect(out.join('\n')).toContain(`<${contactValues.email}> [en, unverified, held]`)
    expect(await run(dataDir, 'release', '--all')).toBe(0)
    const store = await openStore({ dataDir })
    expect((await store.contactMessages())[0]?.held).toBe(false)
    const [mail] = await store.outbox('pending')
    expect(mail).toMatchObject({ to: INBOX, replyTo: contactValues.email })
    expect(mail?.text).toContain(contactValues.message)
    await store.close()
    expect(existsSync(join(dataDir, 'site.db'))).toBe(true)
  })
})
