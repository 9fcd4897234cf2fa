// The job search's relevance set (jobSearchRelevance.json): queries in several
// languages, each with a rule over the jobs' own data that says which jobs
// must come first. Run against the indexes the build writes for the page
// (src/i18n/compiled/jobIndex, by npm run i18n:compile), which the server's
// own index equals (jobSearchPage.test.tsx).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_CODES, type LanguageCode } from '../../src/config/languages'
import { JOBS, openJobs, postingTexts, todayIso, type Job } from '../../src/content/jobs'
import { EMPTY_FILTER, FACETS, searchJobs, workplaceOf, type JobFilter } from '../../src/content/jobs/search'
import { loadJobIndex, rankedJobs, type JobIndex } from '../../src/content/jobs/searchIndex'
import { englishOf } from '../../src/i18n/defineMessages'
import { jobTitles } from '../../src/content/jobs/vocabulary'
import set from './jobSearchRelevance.json' with { type: 'json' }

const indexes = new Map<LanguageCode, JobIndex>()
const indexOf = (lang: LanguageCode) => {
  let index = indexes.get(lang)
  if (!index) indexes.set(lang, (index = loadJobIndex(readFileSync(`src/i18n/compiled/jobIndex/${lang}.json`, 'utf8'))))
  return index
}
const lang = (code: string) => code as LanguageCode
const ids = (lang: LanguageCode, query: string) => rankedJobs(indexOf(lang), query).map((job) => job.id)
const postings = (lang: LanguageCode): Record<string, string[]> =>
  JSON.parse(readFileSync(`src/i18n/compiled/postings/${lang}.json`, 'utf8')) as Record<string, string[]>
/** A whole word of a text, case and accents aside ("\b" knows no accented letters). */
const hasWord = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'iu').test(text)
const idsOf = (jobs: readonly Job[]) => jobs.map((job) => job.id)

describe('the job search’s relevance set', () => {
  it.each(set.skill)('$query ($lang) lists first every job whose skills name it', ({ lang: code, query, skill }) => {
    const expected = idsOf(JOBS.filter((job) => job.requirements.some((line) => hasWord(line, skill))))
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(lang(code), query).slice(0, expected.length).sort()).toEqual(expected.sort())
  })

  it.each(set.city)('$query ($lang) finds exactly the jobs in its city', ({ lang: code, query, city }) => {
    const expected = idsOf(JOBS.filter((job) => job.city === city))
    expect(ids(lang(code), query).sort()).toEqual(expected.sort())
  })

  it.each(set.postingWord)(
    '$query ($lang) finds every job whose translated posting has it',
    ({ lang: code, query, word }) => {
      const translated = postings(lang(code))
      const expected = idsOf(JOBS.filter((job) => hasWord((translated[job.id] ?? []).join(' '), word)))
      expect(expected.length).toBeGreaterThan(0)
      expect(ids(lang(code), query)).toEqual(expect.arrayContaining(expected))
    },
  )

  it.each(set.title)('$query ($lang) lists the jobs with it in their title first', ({ lang: code, query, word }) => {
    const inTitle = idsOf(JOBS.filter((job) => hasWord(englishOf(jobTitles[job.title]), word)))
    const found = ids(lang(code), query)
    expect(inTitle.length).toBeGreaterThan(0)
    expect(found.length).toBeGreaterThan(inTitle.length) // the posting of others has it too
    expect(found.slice(0, inTitle.length).sort()).toEqual(inTitle.sort())
  })

  it.each(set.sameAs)('$query ($lang) finds what $sameAs finds', ({ lang: code, query, sameAs }) => {
    const right = ids(lang(code), sameAs)
    expect(right.length).toBeGreaterThan(0)
    expect(ids(lang(code), query).slice(0, right.length).sort()).toEqual([...right].sort())
  })

  it.each(set.word)('$query ($lang) is a word, never the inside of one', ({ lang: code, query, word, notInside }) => {
    const text = (job: Job) => [englishOf(jobTitles[job.title]), ...postingTexts(job)].join(' ')
    const expected = idsOf(JOBS.filter((job) => hasWord(text(job), word)))
    // The data has jobs the old substring search found, and must no longer.
    const inside = JOBS.filter((job) => !hasWord(text(job), word) && notInside.some((w) => hasWord(text(job), w)))
    expect(inside.length).toBeGreaterThan(0)
    expect(ids(lang(code), query).sort()).toEqual(expected.sort())
  })
})

describe('a search’s lists, counts and order', () => {
  const today = todayIso()
  const open = openJobs(JOBS, today)
  const search = (filter: Partial<JobFilter>, code: LanguageCode = 'en') =>
    searchJobs(indexOf(code), { ...EMPTY_FILTER, ...filter }, today)

  it('counts, for each list, what each value would find with the other choices kept', () => {
    const results = search({ keyword: 'python', type: 'fullTime' })
    const python = new Set(ids('en', 'python'))
    for (const facet of FACETS) {
      const expected: Record<string, number> = {}
      for (const job of open.filter((j) => python.has(j.id) && (facet === 'type' || j.type === 'fullTime'))) {
        const value = facet === 'workplace' ? workplaceOf(job) : job[facet]
        expected[value] = (expected[value] ?? 0) + 1
      }
      expect(results.counts[facet], facet).toEqual(expected)
    }
    expect(results.found).toBe(
      results.counts.country && Object.values(results.counts.country).reduce((a, b) => a + b, 0),
    )
  })

  it('narrows by workplace (a posting that names none is on-site)', () => {
    for (const workplace of ['onSite', 'hybrid', 'remote']) {
      const expected = open.filter((job) => workplaceOf(job) === workplace).length
      expect(search({ workplace }).found, workplace).toBe(expected)
    }
    expect(open.some((job) => job.workplace === 'remote')).toBe(true)
  })

  it('sorts by relevance or by the date posted, newest first', () => {
    const newest = search({ keyword: 'engineer', sort: 'newest' })
    const all = searchJobs(indexOf('en'), { ...EMPTY_FILTER, keyword: 'engineer', sort: 'newest', page: 1 }, today)
    const dates = rankedJobs(indexOf('en'), 'engineer')
      .map((job) => job.postedAt)
      .sort()
      .reverse()
    expect(newest.items.map((job) => job.postedAt)).toEqual(dates.slice(0, newest.items.length))
    expect(all.found).toBe(search({ keyword: 'engineer' }).found)
  })

  it('lists every open job in every language when nothing is asked', () => {
    for (const code of LANGUAGE_CODES) expect(search({}, code).found).toBe(open.length)
  })
})
