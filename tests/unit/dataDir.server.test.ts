// DATA_DIR at start-up: created owner-only in both modes (SQLite, and
// PostgreSQL, where Easy Apply still keeps uploads there), or refused with a
// message saying what to do; and refused when the site folder would serve it,
// compared by real paths, so no symbolic link puts the store or the anti-bot
// key (which forges proofs) on the web.
import { mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { startPostgres, type PostgresCluster } from './postgresCluster'
import { closeAfterTest, siteFolder } from './serverHarness'

const fresh = (name: string) => join(mkdtempSync(join(tmpdir(), 'site-')), name)
const start = (env: Record<string, string>) =>
  buildServer({ config: loadConfig({ LOG_LEVEL: 'silent', ...env }), outboxStopped: true, jobAlertsStopped: true })
const mode = (path: string) => statSync(path).mode & 0o777

let cluster: PostgresCluster
beforeAll(() => {
  cluster = startPostgres()
}, 60_000)
afterAll(() => cluster?.stop())

describe('DATA_DIR at start-up', () => {
  it(
    'is created owner-only with SQLite and with PostgreSQL, and the server is ready',
    { timeout: 30_000 },
    async () => {
      for (const databaseUrl of [undefined, await cluster.createDatabase()]) {
        const dataDir = join(fresh('var'), 'lib', 'site')
        // Several servers share their anti-bot secret (README): nothing else writes the key into DATA_DIR.
        const env = {
          DIST_DIR: siteFolder(),
          DATA_DIR: dataDir,
          ALTCHA_HMAC_SECRET: 'one secret shared by every server',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        }
        const app = closeAfterTest(await start(env))
        expect(mode(dataDir), databaseUrl ?? 'sqlite').toBe(0o700)
        const ready = await app.inject('/readyz')
        expect(ready.json().problems).toEqual([])
        expect(ready.statusCode).toBe(200)
      }
    },
  )

  it('is refused with a message when it cannot be made', async () => {
    const file = fresh('a-file')
    writeFileSync(file, '')
    await expect(start({ DIST_DIR: siteFolder(), DATA_DIR: join(file, 'data') })).rejects.toThrow(
      /DATA_DIR \(.*\) cannot be used \(ENOTDIR\): create it, owned by the user the server runs as/,
    )
  })
})

describe('DATA_DIR off the web', () => {
  it('refuses a link in the site folder to it (DIST_DIR/data → DATA_DIR)', async () => {
    const dist = siteFolder()
    const dataDir = fresh('data')
    mkdirSync(dataDir)
    writeFileSync(join(dataDir, 'altcha.key'), 'a secret that forges anti-bot proofs')
    symlinkSync(dataDir, join(dist, 'data'))
    await expect(start({ DIST_DIR: dist, DATA_DIR: dataDir })).rejects.toThrow(
      /is reached by the link .*data inside DIST_DIR/,
    )
    // A link to a folder above it exposes it too.
    const parent = fresh('above')
    mkdirSync(join(parent, 'data'), { recursive: true })
    const dist2 = siteFolder()
    symlinkSync(parent, join(dist2, 'files'))
    await expect(start({ DIST_DIR: dist2, DATA_DIR: join(parent, 'data') })).rejects.toThrow(/inside DIST_DIR/)
  })

  it('refuses a DATA_DIR inside the site folder reached through a link', async () => {
    const dist = siteFolder()
    const link = fresh('current')
    symlinkSync(dist, link)
    // DATA_DIR named through a link to the site folder.
    await expect(start({ DIST_DIR: dist, DATA_DIR: join(link, 'data') })).rejects.toThrow(/lies inside DIST_DIR/)
    // DIST_DIR itself a link to a release folder (as scripts/publish.sh arranges), DATA_DIR in the release.
    await expect(start({ DIST_DIR: link, DATA_DIR: join(dist, 'data') })).rejects.toThrow(/lies inside DIST_DIR/)
  })

  it('serves no file of it when it is outside', async () => {
    const dataDir = fresh('data')
    const app = closeAfterTest(await start({ DIST_DIR: siteFolder(), DATA_DIR: dataDir }))
    for (const url of ['/data/altcha.key', '/data/site.db', '/altcha.key'])
      expect((await app.inject(url)).statusCode, url).toBe(404)
  })
})
