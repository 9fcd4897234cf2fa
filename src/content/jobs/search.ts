// The job search's logic, shared by the page (in the browser and at build)
// and the server (which answers a search without script): filters, their URL
// form, narrowing lists, paging. Pure functions, unit-tested.
import type { Job } from './schema'
import { PLACES } from './places'
import { rankedJobs, type JobIndex, type JobSummary } from './searchIndex'
import { jobStatuses, jobTypes, jobWorkplaces, type CityKey, type CountryKey, type StateKey } from './vocabulary'

export const PAGE_SIZE = 5
/** The results region's id: the server finds it in the page by it, links and the form land on it. */
export const JOB_RESULTS_ID = 'job-results'
/** The longest keyword kept (the field's maxlength); the rest of a longer one is dropped. */
export const KEYWORD_MAX_LENGTH = 100
export const FILTER_FIELDS = ['keyword', 'country', 'state', 'city', 'type', 'status', 'workplace'] as const
export type FilterField = (typeof FILTER_FIELDS)[number]
/** The lists that narrow a search, each with a count per value. */
export const FACETS = ['country', 'state', 'city', 'type', 'status', 'workplace'] as const
export type Facet = (typeof FACETS)[number]
/** Best match first (the file's order without a keyword), or the latest posted first. */
export const SORTS = ['relevance', 'newest'] as const
export type Sort = (typeof SORTS)[number]
export type JobFilter = Record<FilterField, string> & { sort: Sort; page: number }

export const EMPTY_FILTER: JobFilter = {
  keyword: '',
  country: '',
  state: '',
  city: '',
  type: '',
  status: '',
  workplace: '',
  sort: 'relevance',
  page: 1,
}

/** A job's workplace: on-site unless the posting says otherwise. */
export const workplaceOf = (job: Pick<Job, 'workplace'>) => job.workplace ?? 'onSite'

/** Case- and accent-insensitive form of a text: "Résumé" and "resume" match. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** States offered for the chosen country (all when none), cities for the chosen state. */
export function placeOptions(filter: Pick<JobFilter, 'country' | 'state'>): { states: StateKey[]; cities: CityKey[] } {
  const countries = (filter.country ? [filter.country] : Object.keys(PLACES)) as CountryKey[]
  const states = countries.flatMap((c) => Object.keys(PLACES[c] ?? {}) as StateKey[])
  const chosenStates = filter.state ? states.filter((s) => s === filter.state) : states
  const cities = countries.flatMap((c) => chosenStates.flatMap((s) => PLACES[c]?.[s] ?? []))
  return { states, cities }
}

const has = (list: readonly string[], value: string) => list.includes(value)

/**
 * The filter a URL query asks for. A value the form cannot show (an unknown
 * country, a state of another country than the one chosen, as a form sent
 * without script leaves it after the country changed) counts as "any", so
 * the results always match what the form shows; a page below 1 or not a
 * number is page 1 (one past the last is brought back by `paginate`).
 */
export function filterFromQuery(params: URLSearchParams): JobFilter {
  const read = (field: FilterField | 'sort' | 'page') => params.get(field) ?? ''
  const filter: JobFilter = {
    // No control characters: nothing to type, and nothing a page should echo.
    keyword: read('keyword')
      .replace(/\p{Cc}/gu, '')
      .slice(0, KEYWORD_MAX_LENGTH),
    country: has(Object.keys(PLACES), read('country')) ? read('country') : '',
    state: '',
    city: '',
    type: has(Object.keys(jobTypes), read('type')) ? read('type') : '',
    status: has(Object.keys(jobStatuses), read('status')) ? read('status') : '',
    workplace: has(Object.keys(jobWorkplaces), read('workplace')) ? read('workplace') : '',
    sort: read('sort') === 'newest' ? 'newest' : 'relevance',
    page: 1,
  }
  filter.state = has(placeOptions(filter).states, read('state')) ? read('state') : ''
  filter.city = has(placeOptions(filter).cities, read('city')) ? read('city') : ''
  const page = Math.floor(Number(read('page')))
  filter.page = page >= 1 ? Math.min(page, Number.MAX_SAFE_INTEGER) : 1
  return filter
}

/** True when the search narrows the list (a keyword or any choice made); the page alone does not. */
export const isFiltered = (filter: JobFilter) => FILTER_FIELDS.some((field) => filter[field] !== '')

export function filterToQuery(filter: JobFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const field of FILTER_FIELDS) if (filter[field]) params.set(field, filter[field])
  if (filter.sort !== 'relevance') params.set('sort', filter.sort)
  if (filter.page > 1) params.set('page', String(filter.page))
  return params
}

/** The search's address for a page of the filter's results (`path` is the search page's own). */
export function searchHref(path: string, filter: JobFilter, page = filter.page): string {
  const query = filterToQuery({ ...filter, page }).toString()
  return query ? `${path}?${query}` : path
}

/** Changing a filter starts again at page 1; a new country clears state and city, a new state clears the city. */
export function changeFilter(filter: JobFilter, field: FilterField | 'sort', value: string): JobFilter {
  const next = { ...filter, [field]: value, page: 1 }
  if (field === 'country') Object.assign(next, { state: '', city: '' })
  if (field === 'state') next.city = ''
  return next
}

const folded = new WeakMap<Job, { text: string; folded: string }>()

/**
 * The jobs matching a filter. The keyword is looked for in the title (in
 * English and in the page's language, as `titleOf` gives it) and in the
 * description; every other field narrows by equality.
 */
export function filterJobs(jobs: readonly Job[], filter: JobFilter, titleOf: (job: Job) => string[]): Job[] {
  const words = fold(filter.keyword).split(/\s+/).filter(Boolean)
  const haystack = (job: Job) => {
    // Folding every description is most of a search's time: the last folded text of each job is kept.
    const text = [...titleOf(job), job.description].join(' ')
    const known = folded.get(job)
    if (known?.text === text) return known.folded
    const entry = { text, folded: fold(text) }
    folded.set(job, entry)
    return entry.folded
  }
  return jobs.filter((job) => {
    if (filter.country && job.country !== filter.country) return false
    if (filter.state && job.state !== filter.state) return false
    if (filter.city && job.city !== filter.city) return false
    if (filter.type && job.type !== filter.type) return false
    if (filter.status && job.status !== filter.status) return false
    if (!words.length) return true
    const text = haystack(job)
    return words.every((w) => text.includes(w))
  })
}

export function paginate<T>(items: readonly T[], page: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE))
  const current = Math.min(Math.max(1, page), pages)
  return { items: items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), page: current, pages }
}

/** The page numbers the pager shows: the first, the last, and the current one with its neighbours. */
export function pageNumbers(page: number, pages: number): number[] {
  return [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
}

/** How many jobs each value of a list would find, the other choices kept. */
export type FacetCounts = Record<Facet, Record<string, number>>

/** One page of the results of a search: what the page and the server both show. */
export type SearchResults = { found: number; items: JobSummary[]; page: number; pages: number; counts: FacetCounts }

const facetValue = (job: JobSummary, facet: Facet): string => (facet === 'workplace' ? workplaceOf(job) : job[facet])

/**
 * A search over the language's index: the jobs open on `today` that match
 * the keyword (ranked) and every list's choice, sorted as asked, one page of
 * them, and the count each list's values would find.
 */
export function searchJobs(index: JobIndex, filter: JobFilter, today: string): SearchResults {
  const matching = rankedJobs(index, filter.keyword).filter((job) => job.validThrough >= today)
  const chosen = FACETS.filter((facet) => filter[facet])
  const passes = (job: JobSummary, except?: Facet) =>
    chosen.every((facet) => facet === except || facetValue(job, facet) === filter[facet])
  const counts = Object.fromEntries(FACETS.map((facet) => [facet, {}])) as FacetCounts
  for (const job of matching)
    for (const facet of FACETS) {
      if (!passes(job, facet)) continue
      const value = facetValue(job, facet)
      counts[facet][value] = (counts[facet][value] ?? 0) + 1
    }
  const found = matching.filter((job) => passes(job))
  // A stable sort: jobs posted the same day keep their rank.
  if (filter.sort === 'newest') found.sort((a, b) => b.postedAt.localeCompare(a.postedAt))
  return { found: found.length, ...paginate(found, filter.page), counts }
}

export { daysSince } from './open'
