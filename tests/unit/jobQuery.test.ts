import { describe, expect, it } from 'vitest'
import { JOBS, type Job } from '../../src/content/jobs'
import { jobTitles } from '../../src/content/jobs/vocabulary'
import { englishOf } from '../../src/i18n/defineMessages'
import {
  changeFilter,
  daysSince,
  EMPTY_FILTER,
  filterFromQuery,
  filterJobs,
  filterToQuery,
  fold,
  pageNumbers,
  paginate,
  placeOptions,
  searchHref,
  type JobFilter,
} from '../../src/content/jobs/search'

const english = (job: Job) => [englishOf(jobTitles[job.title])]
const search = (f: Partial<JobFilter>) => filterJobs(JOBS, { ...EMPTY_FILTER, ...f }, english)

describe('the jobs data', () => {
  it('holds openings with unique ids, each in a place the filters offer', () => {
    expect(JOBS.length).toBeGreaterThan(0)
    expect(new Set(JOBS.map((j) => j.id)).size).toBe(JOBS.length)
    for (const job of JOBS) expect(placeOptions(job).cities, job.id).toContain(job.city)
  })
})

describe('job search', () => {
  it('matches the keyword in title and description, ignoring case and accents', () => {
    const java = search({ keyword: 'JAVA' })
    expect(java.length).toBeGreaterThan(0)
    expect(java.every((j) => /java/i.test(`${english(j)[0]} ${j.description}`))).toBe(true)
    expect(search({ keyword: 'sao paulo' })).toEqual(search({ keyword: 'São Paulo' }))
    expect(search({ keyword: 'sao paulo' }).length).toBeGreaterThan(0)
    expect(fold('Résumé ÉTÉ')).toBe('resume ete')
    expect(search({ keyword: 'zzzz-nothing' })).toEqual([])
  })

  it('searches the title in the page’s language too', () => {
    const french = (job: Job) => [...english(job), job.title === 'dataAnalyst' ? 'Analyste de données' : '']
    const found = filterJobs(JOBS, { ...EMPTY_FILTER, keyword: 'analyste de donnees' }, french)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((j) => j.title === 'dataAnalyst')).toBe(true)
  })

  it('narrows by each field and by combinations', () => {
    const sample = JOBS[JOBS.length - 1]!
    for (const field of ['country', 'state', 'city', 'type', 'status'] as const) {
      const value = sample[field]
      const found = search({ [field]: value })
      expect(found.length, field).toBeGreaterThan(0)
      expect(
        found.every((j) => j[field] === value),
        field,
      ).toBe(true)
    }
    const combined = search({ country: 'IN', status: 'urgent', keyword: 'engineer' })
    expect(combined.every((j) => j.country === 'IN' && j.status === 'urgent')).toBe(true)
    expect(combined.length).toBeLessThan(search({ country: 'IN' }).length)
  })

  it('narrows the state list by country and the city list by state', () => {
    expect(placeOptions({ country: 'CA', state: '' })).toEqual({
      states: ['ontario', 'britishColumbia'],
      cities: ['toronto', 'vancouver'],
    })
    expect(placeOptions({ country: 'IN', state: 'maharashtra' }).cities).toEqual(['pune', 'mumbai'])
    expect(placeOptions({ country: '', state: '' }).cities.length).toBe(21)
  })

  it('pages by 5, and any filter change goes back to page 1 (a new country clears state and city)', () => {
    const pages = Math.ceil(JOBS.length / 5)
    const all = paginate(search({}), Math.min(3, pages))
    expect(all).toMatchObject({ page: Math.min(3, pages), pages })
    expect(all.items).toHaveLength(Math.min(5, JOBS.length - (all.page - 1) * 5))
    expect(paginate(search({}), pages + 99).page).toBe(pages)
    expect(paginate(search({}), -1).page).toBe(1)
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pages: 1 })
    const filter = { ...EMPTY_FILTER, country: 'IN', state: 'telangana', city: 'hyderabad', page: 4 }
    expect(changeFilter(filter, 'type', 'contract')).toMatchObject({ page: 1, city: 'hyderabad' })
    expect(changeFilter(filter, 'country', 'US')).toMatchObject({ page: 1, country: 'US', state: '', city: '' })
    expect(changeFilter(filter, 'state', 'karnataka')).toMatchObject({ page: 1, state: 'karnataka', city: '' })
  })

  it('keeps filters and page in the URL query, and reads them back', () => {
    const filter = { ...EMPTY_FILTER, keyword: 'data', country: 'IN', page: 2 }
    const query = filterToQuery(filter)
    expect(query.toString()).toBe('keyword=data&country=IN&page=2')
    expect(filterFromQuery(query)).toEqual(filter)
    expect(filterFromQuery(new URLSearchParams('page=-3&type=contract'))).toMatchObject({ page: 1, type: 'contract' })
  })

  it('reads a hostile or stale query safely: what the form cannot show counts as any', () => {
    const read = (query: string) => filterFromQuery(new URLSearchParams(query))
    expect(read('country=ZZ&type=x&status=<b>&state=nowhere&city=atlantis')).toEqual(EMPTY_FILTER)
    // The country changed without script while the state of the old one stayed chosen.
    expect(read('country=US&state=maharashtra&city=pune')).toMatchObject({ country: 'US', state: '', city: '' })
    expect(read('country=IN&state=maharashtra&city=pune')).toMatchObject({ state: 'maharashtra', city: 'pune' })
    expect(read('state=texas&city=pune')).toMatchObject({ state: 'texas', city: '' })
    expect(read(`keyword=${'x'.repeat(10_000)}`).keyword).toHaveLength(100)
    expect(read('keyword=a%00b%0Ac%1Fd').keyword).toBe('abcd')
    for (const page of ['-1', '0', 'abc', '', 'NaN', '-Infinity']) expect(read(`page=${page}`).page, page).toBe(1)
    expect(read('page=2.7').page).toBe(2)
    for (const page of ['1e20', 'Infinity', '99999999999999999999999'])
      expect(read(`page=${page}`).page, page).toBe(Number.MAX_SAFE_INTEGER)
    expect(paginate(search({}), read('page=1e20').page).page).toBe(Math.ceil(JOBS.length / 5))
    expect(read('keyword=x&keyword=y').keyword).toBe('x')
  })

  it('writes a page’s address with the search, and numbers the pager', () => {
    const filter = { ...EMPTY_FILTER, keyword: 'a&b c', country: 'IN' }
    expect(searchHref('/fr/careers/job_search', filter, 3)).toBe(
      '/fr/careers/job_search?keyword=a%26b+c&country=IN&page=3',
    )
    expect(searchHref('/careers/job_search', EMPTY_FILTER)).toBe('/careers/job_search')
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 20)).toEqual([1, 2, 20])
    expect(pageNumbers(10, 20)).toEqual([1, 9, 10, 11, 20])
    expect(pageNumbers(20, 20)).toEqual([1, 19, 20])
  })

  it('tells the age of a posting in days', () => {
    expect(daysSince('2026-11-21', '2026-11-21')).toBe(0)
    expect(daysSince('2026-11-11', '2026-11-21')).toBe(10)
    expect(daysSince('2026-12-01', '2026-11-21')).toBe(0)
  })
})

describe('the workplace filter and the sort in the URL', () => {
  it('reads a known workplace and the newest-first sort, and drops what the form cannot show', () => {
    const filter = filterFromQuery(new URLSearchParams('workplace=remote&sort=newest&keyword=sql'))
    expect(filter).toMatchObject({ workplace: 'remote', sort: 'newest', keyword: 'sql' })
    expect(filterToQuery(filter).toString()).toBe('keyword=sql&workplace=remote&sort=newest')
    expect(filterFromQuery(new URLSearchParams('workplace=moon&sort=random'))).toMatchObject({
      workplace: '',
      sort: 'relevance',
    })
    // Relevance is the default: not written in the URL, and not a narrowing of the list.
    expect(filterToQuery({ ...EMPTY_FILTER, sort: 'relevance' }).toString()).toBe('')
    expect(changeFilter({ ...EMPTY_FILTER, page: 3 }, 'sort', 'newest')).toMatchObject({ sort: 'newest', page: 1 })
  })
})
