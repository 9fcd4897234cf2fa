// The site on PostgreSQL, end to end through its routes and the admin
// command: an application's résumé is kept in the database (nothing stays on
// the server's disk), handed out and erased by `npm run admin`, and a replayed
// anti-bot solution is refused by another server on the same database.
import { mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { admin } from '../../scripts/admin'
import { pdf } from './files'
import { startPostgres, type PostgresCluster } from './postgresCluster'
import { applyValues, contactValues, INBOX, postApplication, postContact, solved, startServer } from './serverHarness'

let cluster: PostgresCluster
beforeAll(() => {
  cluster = startPostgres()
}, 60_000)
afterAll(() => cluster?.stop())

describe('the site on PostgreSQL', () => {
  it('keeps a résumé in the database, which the admin command hands out and erases', async () => {
    const databaseUrl = await cluster.createDatabase()
    const { app, dataDir } = await startServer({ DATABASE_URL: databaseUrl })
    const cv = { name: 'cv.pdf', type: 'application/pdf', data: pdf() }
    expect((await postApplication(app, { ...applyValues, altcha: await solved(app) }, cv)).statusCode).toBe(201)
    const [application] = await app.store.applications()
    expect(application).toMatchObject({ resumeKind: 'pdf', resumeBytes: pdf().length })
    // Nothing of it on this server's disk: another server can hand it out.
    const uploads = join(dataDir, 'uploads')
    for (const dir of existsSync(uploads) ? readdirSync(uploads) : [])
      expect(readdirSync(join(uploads, dir)), dir).toEqual([])

    const env = { DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-')), LOG_LEVEL: 'silent' }
    const target = join(mkdtempSync(join(tmpdir(), 'out-')), 'cv.pdf')
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    expect(await admin(['resume', String(application!.id), target], env)).toBe(0)
    expect(readFileSync(target)).toEqual(pdf())
    expect(await admin(['erase', '--email', applyValues.email], env)).toBe(0)
    expect(await app.store.applications()).toEqual([])
    expect(await app.store.resume(application!.id)).toBeUndefined()
    vi.restoreAllMocks()
  })

  it('refuses on one server an anti-bot solution already used on another', async () => {
    const databaseUrl = await cluster.createDatabase()
    const env = { DATABASE_URL: databaseUrl, ALTCHA_HMAC_SECRET: 'one secret for both servers' }
    const [one, two] = [await startServer(env), await startServer(env)]
    const altcha = await solved(one.app)
    expect((await postContact(one.app, { ...contactValues, altcha })).statusCode).toBe(201)
    expect((await postContact(two.app, { ...contactValues, altcha })).statusCode).toBe(422)
    expect(await two.app.store.contactMessages()).toHaveLength(1)
    expect((await two.app.store.outbox()).map((m) => m.to)).toEqual([INBOX])
  })
})
