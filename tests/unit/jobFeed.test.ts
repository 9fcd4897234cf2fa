import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtFeeds } from '../../scripts/lib/jobFeeds'
import { BRAND } from '../../src/config/brand'
import { LANGUAGE_CODES } from '../../src/config/languages'
import { JOBS, openJobs, todayIso, type Job } from '../../src/content/jobs'
import { cdata, feedOf, jobFeedXml } from '../../src/content/jobs/feed'
import { addDays } from '../../src/content/jobs/schema'

const SCHEMA = 'public/feeds/jobs.xsd'
const NOW = new Date('2026-11-26T09:30:00Z')
const TODAY = todayIso(NOW)

const fileOf = (xml: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'feed-')), 'feed.xml')
  writeFileSync(file, xml)
  return file
}

/** xmllint's verdict on a feed against the schema (libxml2-utils; .ci/run installs it). */
function validate(xml: string): { valid: boolean; errors: string } {
  const file = fileOf(xml)
  try {
    execFileSync('xmllint', ['--noout', '--schema', SCHEMA, file], { stdio: 'pipe' })
    return { valid: true, errors: '' }
  } catch (error) {
    return { valid: false, errors: String((error as { stderr?: Buffer }).stderr) }
  }
}

/** What an XML parser reads in the feed: the text of each job's element `name` (undefined where it has none). */
function read(xml: string, name: string): (string | undefined)[] {
  const file = fileOf(xml)
  const count = Number(execFileSync('xmllint', ['--xpath', 'count(/source/job)', file], { encoding: 'utf8' }))
  return Array.from({ length: count }, (_, i) => {
    const path = `/source/job[${i + 1}]/${name}`
    if (execFileSync('xmllint', ['--xpath', `count(${path})`, file], { encoding: 'utf8' }).trim() === '0')
      return undefined
    // (xmllint ends its answer with a line break)
    return execFileSync('xmllint', ['--xpath', `string(${path})`, file], { encoding: 'utf8' }).replace(/\n$/, '')
  })
}

const base: Job = {
  id: 'data-engineer-austin',
  title: 'dataEngineer',
  country: 'US',
  state: 'texas',
  city: 'austin',
  type: 'fullTime',
  status: 'open',
  postedAt: '2026-11-01',
  validThrough: addDays(TODAY, 10),
  workplace: 'hybrid',
  baseSalary: { currency: 'USD', min: 120000, max: 150000, unit: 'YEAR' },
  // HR's text with everything XML and HTML hold special, a CDATA end and a control character.
  description:
    'Tom & Jerry\'s "data" team builds <pipelines> for R&D; a ]]> in the text, a bell\u0007 and 5 < 6 > 4 — 日本語 عربي.',
  responsibilities: ['Own ETL & ELT jobs', 'Write <b>clean</b> SQL'],
  requirements: ['3+ years of "real" data work', 'Python & Spark'],
}
const closed: Job = { ...base, id: 'closed-yesterday', validThrough: addDays(TODAY, -1), workplace: undefined }
const remote: Job = {
  ...base,
  id: 'remote-role',
  type: 'contract',
  workplace: 'remote',
  applicantLocationRequirements: ['US'],
  baseSalary: undefined,
}

describe('job feed writer', () => {
  const feeds = builtFeeds([base, closed, remote], NOW)
  const en = jobFeedXml(feedOf(feeds, 'en'))

  it('keeps HR text intact through CDATA and HTML escaping', () => {
    expect(validate(en)).toEqual({ valid: true, errors: '' })
    // The description is HTML holding HR's text escaped (less the control character XML cannot carry).
    const [description] = read(en, 'description')
    expect(description).toBe(
      '<p>Tom &amp; Jerry&#39;s &quot;data&quot; team builds &lt;pipelines&gt; for R&amp;D; a ]]&gt; in the text, a bell and 5 &lt; 6 &gt; 4 — 日本語 عربي.</p>' +
        '<h3>Key Responsibilities</h3><ul><li>Own ETL &amp; ELT jobs</li><li>Write &lt;b&gt;clean&lt;/b&gt; SQL</li></ul>' +
        '<h3>Requirements</h3><ul><li>3+ years of &quot;real&quot; data work</li><li>Python &amp; Spark</li></ul>',
    )
    expect(en).toContain('<![CDATA[<p>Tom &amp; Jerry')
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>')
  })

  it('leaves out the jobs closed on build day, and the server drops those that close later', () => {
    expect(feeds.languages.en!.map((job) => job.id)).toEqual(['data-engineer-austin', 'remote-role'])
    const later = feedOf(feeds, 'fr', new Set(['remote-role']))
    expect(later.jobs.map((job) => job.id)).toEqual(['remote-role'])
    // The list changed the day after the dropped job's last day.
    expect(later.lastBuildDate.toISOString()).toBe(`${addDays(base.validThrough, 1)}T00:00:00.000Z`)
    expect(feedOf(feeds, 'fr').lastBuildDate).toEqual(NOW)
    expect(jobFeedXml(later)).not.toContain('data-engineer-austin')
  })

  it('carries the fields of the format: place, pay, workplace, expiry, the page in the language', () => {
    const field = (name: string) => read(en, name)
    expect(field('title')).toEqual(['Data Engineer', 'Data Engineer'])
    expect(field('referencenumber')).toEqual([base.id, remote.id])
    expect(field('url')).toEqual([
      `${BRAND.siteUrl}/careers/jobs/${base.id}`,
      `${BRAND.siteUrl}/careers/jobs/${remote.id}`,
    ])
    expect(field('company')).toEqual([BRAND.legalName, BRAND.legalName])
    expect([field('city')[0], field('state')[0], field('country')[0]]).toEqual(['Austin', 'Texas', 'US'])
    expect(field('date')[0]).toBe('2026-11-01')
    expect(field('expirationdate')[0]).toBe(base.validThrough)
    const [salary, noSalary] = field('salary')
    expect(salary).toMatch(/^US\$120,000\s?–\s?US\$150,000 per year$/)
    expect(noSalary).toBeUndefined()
    expect(field('jobtype')).toEqual(['fulltime', 'contract'])
    expect(field('remotetype')).toEqual(['Hybrid remote', 'Fully remote'])

    const ja = jobFeedXml(feedOf(feeds, 'ja'))
    expect(read(ja, 'url')[0]).toBe(`${BRAND.siteUrl}/ja/careers/jobs/${base.id}`)
    expect(read(ja, 'title')[0]).not.toBe('Data Engineer')
    expect(read(ja, 'referencenumber')[0]).toBe(base.id)
  })

  it('writes feeds of the real jobs that validate against the schema in every language', () => {
    const real = builtFeeds(JOBS, NOW)
    for (const lang of LANGUAGE_CODES) {
      const feed = feedOf(real, lang)
      expect(feed.jobs).toHaveLength(openJobs(JOBS, TODAY).length)
      const result = validate(jobFeedXml(feed))
      expect(result, lang).toEqual({ valid: true, errors: '' })
    }
  })

  it('has a schema that refuses a feed missing what the format requires', () => {
    const without = (name: string) => en.replace(new RegExp(`<${name}>.*?</${name}>`), '')
    for (const name of ['title', 'referencenumber', 'url', 'expirationdate']) {
      expect(validate(without(name)).valid, name).toBe(false)
    }
    expect(validate(en.replace('Hybrid remote', 'Sometimes')).valid).toBe(false)
    // Two jobs with one reference number.
    expect(validate(en.replace('remote-role', base.id)).valid).toBe(false)
  })
})
