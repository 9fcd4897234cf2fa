// scripts/publish.sh for real, into a folder instead of over ssh: releases,
// the `current` switch, the health check against a server that serves
// `current` as the site's server does (DIST_DIR pointing at the link), going
// back when the check fails, keeping the newest N, rolling back, and refusing
// to pass for a publish in CI without a target.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let site: string
let server: Server
let pageUrl: string

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'publish-site-'))
  // Serves the page of whatever release `current` points at, read afresh each time.
  server = createServer((_req, res) => {
    try {
      res.end(readFileSync(join(site, 'current', 'index.html')))
    } catch {
      res.statusCode = 404
      res.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** An export as the build writes it: pages carrying the build id, and its manifest. */
function exportOf(id: string, { page = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), `export-${id}-`))
  writeFileSync(join(dir, `static-loader-data-manifest-${id}.json`), '{}')
  if (page) writeFileSync(join(dir, 'index.html'), `<script>window.__VITE_REACT_SSG_HASH__ = '${id}'</script>`)
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', `app-${id}.js`), '')
  return dir
}

type Result = { code: number; stdout: string; stderr: string }

function publish(args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['scripts/publish.sh', ...args],
      { env: { PATH: process.env.PATH ?? '', CI: '', ...env }, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
  })
}

const KEEP = 2
const env = () => ({
  PUBLISH_TARGET: site,
  PUBLISH_KEEP: String(KEEP),
  PUBLISH_HEALTH_URL: pageUrl,
  PUBLISH_HEALTH_EXPECT: 'build-id',
  PUBLISH_HEALTH_TRIES: '2',
  PUBLISH_HEALTH_DELAY: '0.1',
  // The content gate has its own test below; the releases here are not the site's content.
  ALLOW_PLACEHOLDER_CONTENT: 'yes',
})
const live = () => readlinkSync(join(site, 'current'))
const releases = () => readdirSync(join(site, 'releases')).sort()
const served = async () => (await fetch(pageUrl)).text()

describe('publish.sh', () => {
  it('fails in CI without a target, and only says what it would do elsewhere', async () => {
    const ci = await publish([], { CI: 'true' })
    expect(ci.code).toBe(1)
    expect(ci.stderr).toContain('PUBLISH_TARGET is not set')
    const local = await publish([], {})
    expect(local.code).toBe(0)
    expect(local.stdout).toContain('dry run')
  })

  it('names a release after the newest one, even within the same second or after a clock change', async () => {
    const target = mkdtempSync(join(tmpdir(), 'publish-order-'))
    // A release named later than now: the next ones still sort after it, in order.
    mkdirSync(join(target, 'releases', '29991231T235959Z'), { recursive: true })
    for (const id of ['one', 'two'])
      expect((await publish([exportOf(id)], { PUBLISH_TARGET: target, ALLOW_PLACEHOLDER_CONTENT: 'yes' })).code).toBe(0)
    expect(readdirSync(join(target, 'releases')).sort()).toEqual([
      '29991231T235959Z',
      '29991231T235959Z-01',
      '29991231T235959Z-02',
    ])
    expect(readlinkSync(join(target, 'current'))).toBe('releases/29991231T235959Z-02')
  })

  it("refuses the site's placeholder clients and testimonials without the owner's yes, publishing nothing", async () => {
    const target = mkdtempSync(join(tmpdir(), 'publish-gate-'))
    const refused = await publish([exportOf('gated')], { PUBLISH_TARGET: target })
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toContain('ALLOW_PLACEHOLDER_CONTENT')
    expect(readdirSync(target)).toEqual([])
  })

  it('publishes, checks, keeps the newest releases, goes back when the check fails, and rolls back', async () => {
    const builds = ['build-a', 'build-b', 'build-c']
    const published: string[] = []
    for (const id of builds) {
      const result = await publish([exportOf(id)], env())
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      published.push(live())
      expect(await served()).toContain(id)
    }
    // Each release is a new folder, named in order; only the newest KEEP remain.
    expect(new Set(published).size).toBe(builds.length)
    expect(published.map((link) => link.replace('releases/', ''))).toEqual(
      [...published.map((link) => link.replace('releases/', ''))].sort(),
    )
    expect(releases()).toEqual(published.slice(-KEEP).map((link) => link.replace('releases/', '')))

    // A build whose page is missing: the check fails and the previous release is served again.
    const broken = await publish([exportOf('build-d', { page: false })], env())
    expect(broken.code).toBe(1)
    expect(broken.stderr).toContain(`current is back on ${published.at(-1)?.replace('releases/', '')}, and`)
    expect(live()).toBe(published.at(-1))
    expect(await served()).toContain('build-c')

    const next = await publish([exportOf('build-e')], env())
    expect(next.code).toBe(0)
    expect(await served()).toContain('build-e')
    expect(releases()).toHaveLength(KEEP)

    // Back to the release before: build-c (the failed build-d was deleted).
    const back = await publish(['--rollback'], env())
    expect(back.code).toBe(0)
    expect(live()).toBe(published.at(-1))
    expect(await served()).toContain('build-c')
    const none = await publish(['--rollback'], env())
    expect(none.code).toBe(1)
    expect(none.stderr).toContain('no release before')
  })
})
