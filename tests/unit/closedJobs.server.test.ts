// A job's address through its life, as the server answers it from a build:
// open (its page), closed since the build (410, a day after its validThrough,
// no rebuild), closed already at build (410), unknown (404); in every
// language, with similar open roles, never another job's page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_CODES } from '../../src/config/languages'
import { jobPath, localizedPath } from '../../src/config/paths'
import { CLOSED_JOB_PAGE, UNKNOWN_JOB_PAGE, jobFacts, type Job } from '../../src/content/jobs'
import { closedJobText } from '../../src/content/jobs/closedText'
import { similarJobs } from '../../src/content/jobs/similar'
import { jobTitles } from '../../src/content/jobs/vocabulary'
import { formatDay } from '../../src/i18n/formatDay'
import { intlFor } from '../../src/server/i18n'
import { pageRoutes } from '../../src/server/routes/pages'
import { CLOSED_JOBS_FILE, JOBS_FILE, SiteBuild } from '../../src/server/siteBuild'
import { closeAfterTest } from './serverHarness'
import { sitemaps } from '../../scripts/lib/sitemaps'

const SITE = 'https://www.example.com'

const job = (id: string, fields: Partial<Job>): Job => ({
  id,
  title: 'dataEngineer',
  country: 'IN',
  state: 'maharashtra',
  city: 'pune',
  type: 'fullTime',
  status: 'open',
  postedAt: '2026-10-01',
  validThrough: '2026-12-31',
  description: 'Build and run the data pipelines of a growing capability centre, with a friendly team.',
  responsibilities: ['Build pipelines', 'Run pipelines'],
  requirements: ['SQL and Python', 'Three years of data work'],
  ...fields,
})

/** Published by the build: one closing on 1 December, two like it, one unlike it. */
const CLOSING = job('data-engineer-pune', { validThrough: '2026-12-01' })
const LIKE_IT = job('data-analyst-mumbai', { title: 'dataAnalyst', city: 'mumbai', postedAt: '2026-11-20' })
const ALSO_LIKE_IT = job('ml-engineer-london', {
  title: 'machineLearningEngineer',
  country: 'GB',
  state: 'england',
  city: 'london',
})
const UNLIKE_IT = job('payroll-specialist-sydney', {
  title: 'payrollSpecialist',
  country: 'AU',
  state: 'newSouthWales',
  city: 'sydney',
  type: 'partTime',
})
/** Closed before the build: it has no page. */
const CLOSED_AT_BUILD = job('data-engineer-chennai', {
  state: 'tamilNadu',
  city: 'chennai',
  validThrough: '2026-11-01',
})
const PUBLISHED = [CLOSING, LIKE_IT, ALSO_LIKE_IT, UNLIKE_IT]

const page = (title: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><script>hydrate()</script></head><body><main><h1>${title}</h1><div id="job-unavailable-details"></div></main></body></html>`

function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), text)
  }
  write('index.html', '<!doctype html><title>home</title>')
  for (const lang of LANGUAGE_CODES) {
    write(`${localizedPath(lang, '/404')}.html`, `<!doctype html><title>404 ${lang}</title>`)
    write(`${localizedPath(lang, jobPath(CLOSED_JOB_PAGE))}.html`, page('closed', lang))
    write(`${localizedPath(lang, jobPath(UNKNOWN_JOB_PAGE))}.html`, page('unknown', lang))
    for (const j of PUBLISHED) write(`${localizedPath(lang, jobPath(j.id))}.html`, `<!doctype html><h1>${j.id}</h1>`)
  }
  for (const [name, text] of sitemaps(SITE, ['/', ...PUBLISHED.map((j) => jobPath(j.id))])) write(name, text)
  write(JOBS_FILE, JSON.stringify(PUBLISHED))
  write(CLOSED_JOBS_FILE, JSON.stringify([jobFacts(CLOSED_AT_BUILD)]))
  return dist
}

/** The server on a built site, its clock in the test's hands. */
async function serve(today: string) {
  const clock = { now: Date.parse(`${today}T12:00:00Z`) }
  const app = closeAfterTest(Fastify())
  await app.register(pageRoutes, { build: new SiteBuild(builtSite(), () => clock.now) })
  return { app, clock }
}

const linksIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])

describe('a job’s address', () => {
  it('shows the job through its last day, then answers 410 with similar open roles, without a rebuild', async () => {
    const { app, clock } = await serve('2026-12-01')
    const open = await app.inject(jobPath(CLOSING.id))
    expect(open.statusCode).toBe(200)
    expect(open.body).toContain(`<h1>${CLOSING.id}</h1>`)

    clock.now += 86_400_000 // the next day, same build
    const closed = await app.inject(jobPath(CLOSING.id))
    expect(closed.statusCode).toBe(410)
    expect(closed.headers['cache-control']).toBe('no-cache')
    expect(closed.headers['content-security-policy']).toContain("'sha256-")
    expect(closed.body).toContain('<h1>closed</h1>')
    expect(closed.body).toContain(
      `The last day to apply for Data Engineer in Pune, India was ${formatDay(intlFor('en'), '2026-12-01', 'long')}.`,
    )
    expect(closed.body).toContain('Similar open roles')
    // The roles like it, most alike first; never the closed job, never one unlike it.
    expect(linksIn(closed.body)).toEqual([jobPath(LIKE_IT.id), jobPath(ALSO_LIKE_IT.id)])
    // The old query address says the same, with the same status.
    const query = await app.inject(`/jobdetails?id=${CLOSING.id}`)
    expect(query.statusCode).toBe(410)
    expect(linksIn(query.body)).toEqual([jobPath(LIKE_IT.id), jobPath(ALSO_LIKE_IT.id)])
    // …and a closed role is offered nowhere as similar.
    const other = await app.inject(`/jobdetails?id=${CLOSED_AT_BUILD.id}`)
    expect(linksIn(other.body)).not.toContain(jobPath(CLOSING.id))
  })

  it('answers 410 for a job the build left out as closed', async () => {
    const { app } = await serve('2026-12-01')
    const res = await app.inject(`/fr${jobPath(CLOSED_AT_BUILD.id)}`)
    expect(res.statusCode).toBe(410)
    expect(res.body).toContain(
      'Le dernier jour pour postuler à l’offre «\u202fIngénieur data\u202f» (Chennai, Inde) était le 1er novembre 2026.',
    )
    // Pune's is open until the evening of its last day.
    expect(linksIn(res.body)).toEqual([CLOSING, LIKE_IT, ALSO_LIKE_IT].map((j) => `/fr${jobPath(j.id)}`))
  })

  it('says it in the page’s language, all twelve', async () => {
    const { app } = await serve('2026-12-05')
    for (const lang of LANGUAGE_CODES) {
      const res = await app.inject(localizedPath(lang, jobPath(CLOSING.id)))
      expect(res.statusCode, lang).toBe(410)
      expect(res.body, lang).toContain(`<html lang="${lang}"`)
      const intl = intlFor(lang)
      expect(res.body, lang).toContain(intl.formatMessage(closedJobText.similarHeading))
      expect(res.body, lang).toContain(`>${intl.formatMessage(jobTitles.dataAnalyst)}</a>`)
      if (lang !== 'en') expect(res.body, lang).not.toContain('Similar open roles')
    }
  })

  it('answers an unknown id with 404 and the newest open roles, never another job’s page', async () => {
    const { app } = await serve('2026-12-05')
    for (const url of [
      '/jobdetails?id=nope',
      '/careers/jobs/nope',
      '/fr/jobdetails?job=nope',
      '/jobdetails?id=../../etc/passwd',
      // The pre-rendered pages themselves are no job.
      jobPath(CLOSED_JOB_PAGE),
      jobPath(UNKNOWN_JOB_PAGE),
    ]) {
      const res = await app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).toContain('<h1>unknown</h1>')
      expect(res.body, url).not.toContain('The last day to apply')
      for (const j of PUBLISHED) expect(res.body, url).not.toContain(`<h1>${j.id}</h1>`)
    }
    const res = await app.inject('/careers/jobs/nope')
    expect(res.body).toContain('Our latest open roles')
    // Newest first; the closed one is not among them.
    expect(linksIn(res.body)).toEqual(
      similarJobs(undefined, [LIKE_IT, ALSO_LIKE_IT, UNLIKE_IT]).map((j) => jobPath(j.id)),
    )
    expect(linksIn(res.body)[0]).toBe(jobPath(LIKE_IT.id))
  })

  it('sends an open job’s old query address to its page, and compresses the filled-in page', async () => {
    const { app } = await serve('2026-12-01')
    const moved = await app.inject(`/de/jobdetails?id=${LIKE_IT.id.toUpperCase()}`)
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe(`/de${jobPath(LIKE_IT.id)}`)
    const gzipped = await app.inject({ url: jobPath(CLOSED_AT_BUILD.id), headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.statusCode).toBe(410)
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toContain('Similar open roles')
  })
})

describe('the sitemaps', () => {
  it('drop a job the day after its last day, with its alternates, without a rebuild', async () => {
    const { app, clock } = await serve('2026-12-01')
    const entries = (xml: string) => xml.match(/<url>/g)?.length
    for (const lang of ['en', 'ja']) {
      const built = await app.inject(`/sitemaps/${lang}.xml`)
      expect(built.statusCode).toBe(200)
      expect(entries(built.body)).toBe(1 + PUBLISHED.length)
      expect(built.body).toContain(`${SITE}/ja${jobPath(CLOSING.id)}"`)
    }
    clock.now += 86_400_000
    for (const lang of ['en', 'ja']) {
      const res = await app.inject({ url: `/sitemaps/${lang}.xml`, headers: { 'accept-encoding': 'gzip' } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('xml')
      const xml = gunzipSync(res.rawPayload).toString('utf8')
      expect(entries(xml)).toBe(PUBLISHED.length)
      expect(xml).not.toContain(CLOSING.id)
      expect(xml).toContain(`${localizedPath(lang as 'en' | 'ja', jobPath(LIKE_IT.id))}</loc>`)
      expect(xml).toMatch(/<\/url>\n<\/urlset>\n$/)
    }
  })
})

describe('similar roles', () => {
  it('prefers the same title family, then the country and type; never the job itself or a role unlike it', () => {
    expect(similarJobs(CLOSING, PUBLISHED).map((j) => j.id)).toEqual([LIKE_IT.id, ALSO_LIKE_IT.id])
    const anotherDataEngineer = job('data-engineer-austin', { country: 'US', state: 'texas', city: 'austin' })
    expect(similarJobs(CLOSING, [...PUBLISHED, anotherDataEngineer])[0]).toBe(anotherDataEngineer)
    expect(similarJobs(CLOSING, PUBLISHED, 1)).toHaveLength(1)
    expect(similarJobs(UNLIKE_IT, [CLOSING, LIKE_IT])).toEqual([])
  })
})
