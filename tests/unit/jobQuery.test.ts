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
  paginate,
  placeOptions,
  type JobFilter,
} from '../../src/pages/careers/jobQuery'

const english = (job: Job) => [englishOf(jobTitles[job.title])]
const search = (f: Partial<JobFilter>) => filterJobs(JOBS, { ...EMPTY_FILTER, ...f }, english)

describe('the jobs data', () => {
  it('holds openings with unique ids (how many, and where, is the content’s business)', () => {
    expect(JOBS.length).toBeGreaterThan(0)
    expect(new Set(JOBS.map((j) => j.id)).size).toBe(JOBS.length)
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
    const all = paginate(search({}), 3)
    const pages = Math.ceil(JOBS.length / 5)
    expect(all).toMatchObject({ page: Math.min(3, pages), pages })
    expect(paginate(search({}), 99).page).toBe(pages)
    expect(
      paginate(
        Array.from({ length: 12 }, (_, i) => i),
        3,
      ).items,
    ).toEqual([10, 11])
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
    expect(filterFromQuery(new URLSearchParams('page=-3&type=x'))).toMatchObject({ page: 1, type: 'x' })
  })

  it('tells the age of a posting in days', () => {
    expect(daysSince('2026-11-21', '2026-11-21')).toBe(0)
    expect(daysSince('2026-11-11', '2026-11-21')).toBe(10)
    expect(daysSince('2026-12-01', '2026-11-21')).toBe(0)
  })
})
