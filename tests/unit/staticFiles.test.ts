import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { RECHECK_MS, StaticFiles } from '../../src/server/staticFiles'

describe('the built files kept in memory', () => {
  it('serves a rebuilt file within a tenth of a second, without a restart', async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-files-'))
    writeFileSync(join(root, 'page.html'), '<p>first build</p>')
    const files = new StaticFiles(root)
    expect(files.get('/page.html')?.body.toString()).toBe('<p>first build</p>')
    writeFileSync(join(root, 'page.html'), '<p>the second build</p>')
    await sleep(RECHECK_MS + 50)
    const rebuilt = files.get('/page.html')
    expect(rebuilt?.body.toString()).toBe('<p>the second build</p>')
  })

  it('finds a file published where there was none within a tenth of a second', async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-files-'))
    const files = new StaticFiles(root)
    expect(files.isFile('/robots.txt')).toBe(false)
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *')
    await sleep(RECHECK_MS + 50)
    expect(files.isFile('/robots.txt')).toBe(true)
  })

  it('never serves a file outside the site or in a dot folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'static-files-'))
    writeFileSync(join(root, '..', 'outside.html'), 'secret')
    mkdirSync(join(root, '.meta'))
    writeFileSync(join(root, '.meta', 'jobs.json'), '[]')
    const files = new StaticFiles(root)
    expect(files.get('/../outside.html')).toBeUndefined()
    expect(files.get('/.meta/jobs.json')).toBeUndefined()
  })
})
