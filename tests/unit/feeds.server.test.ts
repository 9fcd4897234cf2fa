import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { builtFeeds } from '../../scripts/lib/jobFeeds'
import { LANGUAGE_CODES } from '../../src/config/languages'
import { JOBS, todayIso, type Job } from '../../src/content/jobs'
import { FEEDS_FILE, feedOf, feedPath, jobFeedXml } from '../../src/content/jobs/feed'
import { addDays } from '../../src/content/jobs/schema'
import { BROWSER_ACCEPT_ENCODING } from '../../src/server/encoding'
import { JOBS_FILE } from '../../src/server/siteBuild'
import { siteFolder, startServer } from './serverHarness'

const TODAY = todayIso()
const refs = (xml: string) => [...xml.matchAll(/<referencenumber><!\[CDATA\[(.*?)\]\]>/g)].map((m) => m[1])

/** A built site whose build, three days ago, published three jobs: one closed yesterday, one closes today, one later. */
function builtSite() {
  const [a, b, c] = JOBS as [Job, Job, Job]
  const jobs: Job[] = [
    { ...a, postedAt: addDays(TODAY, -20), validThrough: addDays(TODAY, -1) },
    { ...b, postedAt: addDays(TODAY, -20), validThrough: TODAY },
    { ...c, postedAt: addDays(TODAY, -20), validThrough: addDays(TODAY, 30) },
  ]
  const dist = siteFolder()
  mkdirSync(join(dist, '.meta'), { recursive: true })
  mkdirSync(join(dist, 'feeds'), { recursive: true })
  const feeds = builtFeeds(jobs, new Date(Date.now() - 3 * 86_400_000))
  writeFileSync(join(dist, JOBS_FILE), JSON.stringify(jobs))
  writeFileSync(join(dist, FEEDS_FILE), JSON.stringify(feeds))
  // The files a static host would serve, with every job of the build in them.
  for (const lang of LANGUAGE_CODES) writeFileSync(join(dist, feedPath(lang)), jobFeedXml(feedOf(feeds, lang)))
  return { dist, jobs }
}

describe('job feeds served', () => {
  it('drop a job the day after its last day, without a rebuild, in every language', async () => {
    const { dist, jobs } = builtSite()
    const { app } = await startServer({ DIST_DIR: dist })
    for (const lang of LANGUAGE_CODES) {
      const res = await app.inject({ url: feedPath(lang) })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
      expect(refs(res.body), lang).toEqual([jobs[1]!.id, jobs[2]!.id])
    }
    const en = (await app.inject({ url: feedPath('en') })).body
    // The list changed today, when the job closed yesterday left it.
    expect(en).toContain(`<lastBuildDate><![CDATA[${TODAY}T00:00:00.000Z]]></lastBuildDate>`)
    const file = join(dist, 'served.xml')
    writeFileSync(file, en)
    execFileSync('xmllint', ['--noout', '--schema', 'public/feeds/jobs.xsd', file], { stdio: 'pipe' })
  })

  it('answer compressed, and 304 to a crawler that has the current one', async () => {
    const { dist, jobs } = builtSite()
    const { app } = await startServer({ DIST_DIR: dist })
    const plain = await app.inject({ url: feedPath('ja') })
    const br = await app.inject({ url: feedPath('ja'), headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gz = await app.inject({ url: feedPath('ja'), headers: { 'accept-encoding': 'gzip' } })
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    const again = await app.inject({ url: feedPath('ja'), headers: { 'if-none-match': plain.headers.etag as string } })
    expect(again.statusCode).toBe(304)
    expect(refs(plain.body)).not.toContain(jobs[0]!.id)
  })

  it('give no way around the filter to the build-day copy on disk', async () => {
    const { dist, jobs } = builtSite()
    const { app } = await startServer({ DIST_DIR: dist })
    for (const url of ['/%66eeds/jobs-en.xml', '/feeds/jobs-%65n.xml', '//feeds/jobs-en.xml', '/feeds/./jobs-en.xml']) {
      const res = await app.inject({ url })
      expect(res.body, url).not.toContain(jobs[0]!.id)
    }
  })

  it('are not found for a build without them', async () => {
    const { app } = await startServer({ DIST_DIR: siteFolder() })
    expect((await app.inject({ url: feedPath('en') })).statusCode).toBe(404)
    expect((await app.inject({ url: '/feeds/jobs-xx.xml' })).statusCode).toBe(404)
  })
})
