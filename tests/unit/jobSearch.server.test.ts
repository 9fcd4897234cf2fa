// The server's answer to a job search (src/server/jobSearch.ts through the
// page routes), with a small site folder of its own: the query's results from
// the jobs the build published that are still open today, compressed and
// cached, the page's own CSP, and a job that closes leaving the list with no
// rebuild. (That the answer is the page's own markup: jobSearchPage.test.tsx.)
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { JOBS, todayIso, type Job } from '../../src/content/jobs'
import { JOBS_FILE, scriptHash } from '../../src/server/siteBuild'
import { siteFolder, startServer } from './serverHarness'

const DAY = 86_400_000
const day = (offset: number) => todayIso(new Date(Date.now() + offset * DAY))

/** The search page as the build writes it, reduced to what the server works on. */
const PAGE = `<!doctype html><html><body><main>
<form role="search" action="/careers/job_search#job-results" method="get"><input id="k" type="search" maxlength="100" name="keyword" value="">
<select id="c" name="country"><option value="" selected="">Any</option><option value="IN">India</option><option value="US">United States</option></select>
<select id="s" name="status"><option value="" selected="">Any</option><option value="open">Actively hiring</option><option value="urgent">Urgent opening</option></select></form>
<div id="job-results" class="scroll-mt-24"><h2><span role="status">as built</span></h2><ul><li>built card</li></ul></div>
<aside>after the results</aside></main><script>window.x=1</script></body></html>`

/** Six jobs of the file: open through tomorrow, except the last, which closed yesterday. */
const published = (): Job[] => JOBS.slice(0, 6).map((job, i) => ({ ...job, validThrough: i === 5 ? day(-1) : day(1) }))

async function site(jobs: Job[] = published()) {
  const dist = siteFolder()
  for (const lang of ['', 'fr/', 'ja/']) {
    mkdirSync(join(dist, lang, 'careers'), { recursive: true })
    writeFileSync(join(dist, lang, 'careers', 'job_search.html'), PAGE)
  }
  mkdirSync(join(dist, '.meta'), { recursive: true })
  writeFileSync(join(dist, JOBS_FILE), JSON.stringify(jobs))
  const { app } = await startServer({ DIST_DIR: dist })
  return { app, dist }
}

const listed = (html: string) =>
  [...html.matchAll(/<h3[^>]*><a[^>]*href="[^"]*\/careers\/jobs\/([^"]+)"/g)].map((m) => m[1])

describe('the job search answered by the server', () => {
  it('lists the open jobs only, the query’s, in the form and the results, in the page’s language', async () => {
    const { app } = await site()
    const jobs = published()
    const all = await app.inject('/careers/job_search')
    expect(all.statusCode).toBe(200)
    expect(all.headers['content-type']).toMatch(/^text\/html/)
    expect(listed(all.body)).toEqual(jobs.slice(0, 5).map((j) => j.id))
    expect(all.body).toContain('5 jobs found')
    expect(all.body).not.toContain('built card')
    expect(all.body).toContain('<aside>after the results</aside>')

    const country = jobs[0]!.country
    const inCountry = jobs.slice(0, 5).filter((j) => j.country === country)
    const answer = await app.inject(`/careers/job_search?country=${country}&status=`)
    expect(listed(answer.body)).toEqual(inCountry.map((j) => j.id))
    expect(answer.body).toContain(`<option value="${country}" selected="">`)
    expect(answer.body).toContain('<option value="" selected="">Any</option><option value="open">')

    const french = await app.inject(`/fr/careers/job_search?country=${country}`)
    expect(french.body).toMatch(/offres? trouvées?/)
    expect(listed(french.body).length).toBe(inCountry.length)
    expect(french.body).toContain(`href="/fr/careers/jobs/${inCountry[0]!.id}"`)
  })

  it('keeps the page’s CSP, revalidation and compressed copies, and answers quickly', async () => {
    const { app } = await site()
    const plain = await app.inject('/careers/job_search')
    const query = await app.inject({ url: '/careers/job_search?keyword=a', headers: { 'accept-encoding': 'br' } })
    expect(query.headers['content-security-policy']).toContain(scriptHash('window.x=1'))
    expect(query.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
    expect(query.headers['cache-control']).toBe('no-cache')
    expect(query.headers['content-encoding']).toBe('br')
    const identity = await app.inject({
      url: '/careers/job_search?keyword=a',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(brotliDecompressSync(query.rawPayload).toString()).toBe(identity.body)
    const gzip = await app.inject({ url: '/careers/job_search?keyword=a', headers: { 'accept-encoding': 'gzip' } })
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body)
    expect(identity.headers.etag).toBe(query.headers.etag)
    expect(identity.headers.etag).not.toBe(plain.headers.etag)
    const again = await app.inject({
      url: '/careers/job_search?keyword=a',
      headers: { 'if-none-match': String(identity.headers.etag) },
    })
    expect(again.statusCode).toBe(304)

    // A new search is answered in a few milliseconds (generous here: the machine may be busy).
    const started = performance.now()
    for (let i = 0; i < 50; i++) await app.inject(`/careers/job_search?keyword=word${i}&page=${i}`)
    expect((performance.now() - started) / 50).toBeLessThan(50)
  })

  it('drops a job the day after its last day, with no rebuild and no restart', async () => {
    const jobs = published()
    const { app, dist } = await site(jobs)
    const before = (await app.inject('/careers/job_search')).body
    expect(before).toContain(`${jobs.length - 1} jobs found`)
    expect(before).not.toContain(`/careers/jobs/${jobs[5]!.id}"`)
    // The build's list as it reads tomorrow: the first job has closed too, and a new build added one.
    jobs[0]!.validThrough = day(-1)
    const added = { ...JOBS[6]!, validThrough: day(1) }
    writeFileSync(join(dist, JOBS_FILE), JSON.stringify([...jobs, added]))
    await new Promise((done) => setTimeout(done, 1100))
    const answer = (await app.inject('/careers/job_search')).body
    expect(listed(answer)).toEqual([...jobs.slice(1, 5), added].map((j) => j.id))
    expect(answer).not.toContain(`/careers/jobs/${jobs[0]!.id}"`)
  })

  it('answers a hostile query with 200, escaped and clamped', async () => {
    const { app } = await site()
    for (const query of [
      'page=-1',
      'page=1e400',
      `keyword=${'%3Cscript%3E'.repeat(500)}`,
      'keyword=%E0%A4%A&country=%00',
      'country[]=US&page[]=2',
    ]) {
      const answer = await app.inject(`/careers/job_search?${query}`)
      expect(answer.statusCode, query).toBe(200)
      expect(answer.body.match(/<script/g), query).toEqual(['<script'])
      expect(answer.body, query).toMatch(/jobs found|No jobs match/)
    }
    const huge = await app.inject('/careers/job_search?page=99999999999999999999')
    expect(listed(huge.body)).toHaveLength(5)
    expect((await app.inject({ method: 'HEAD', url: '/careers/job_search?keyword=x' })).statusCode).toBe(200)
  })

  it('ranks a keyword as the page does: skills before the rest, words not parts of words, counts in the lists', async () => {
    const jobs = JOBS.map((job) => ({ ...job, validThrough: day(1) }))
    const { app } = await site(jobs)
    const python = jobs.filter((job) => job.requirements.some((line) => /\bpython\b/i.test(line)))
    const firstPages: (string | undefined)[] = []
    for (let page = 1; firstPages.length < python.length; page++)
      firstPages.push(...listed((await app.inject(`/careers/job_search?keyword=python&page=${page}`)).body))
    expect(firstPages.slice(0, python.length).sort()).toEqual(python.map((job) => job.id).sort())

    // Each list's options count what their values would find, the other choices kept.
    const answer = (await app.inject('/careers/job_search?keyword=python&status=open')).body
    const inIndia = python.filter((job) => job.country === 'IN' && job.status === 'open').length
    expect(answer).toContain(`<option value="IN">India (${inIndia})</option>`)
    const urgent = python.filter((job) => job.status === 'urgent').length
    expect(answer).toContain(`<option value="urgent">Urgent opening (${urgent})</option>`)

    // "ai" is a word: a job that says "retail" or "maintain" but not "AI" is not found.
    const ai = (await app.inject('/careers/job_search?keyword=ai')).body
    const text = (job: Job) => [job.description, ...job.responsibilities, ...job.requirements].join(' ')
    const expected = jobs.filter((job) => /\bai\b/i.test(text(job))).length
    expect(ai).toContain(`${expected} job${expected === 1 ? '' : 's'} found`)

    // The same in Japanese: the city's name finds the city's jobs.
    const hyderabad = jobs.filter((job) => job.city === 'hyderabad').length
    const ja = (await app.inject(`/ja/careers/job_search?keyword=${encodeURIComponent('ハイデラバード')}`)).body
    expect(ja).toMatch(new RegExp(`role="status"><h2[^>]*>[^<]*${hyderabad}`))
  })

  it('serves the page as built when it has no results region (the third-party job board)', async () => {
    const dist = siteFolder()
    mkdirSync(join(dist, 'careers'))
    writeFileSync(join(dist, 'careers', 'job_search.html'), '<!doctype html><div id="widget"></div>')
    const { app } = await startServer({ DIST_DIR: dist })
    expect((await app.inject('/careers/job_search?keyword=x')).body).toBe('<!doctype html><div id="widget"></div>')
  })
})
