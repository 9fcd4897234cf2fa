// The job search's logic, apart from its page: filters, their URL form,
// narrowing lists, paging and posting age. Pure functions, unit-tested.
import type { Job } from '../../content/jobs'
import { PLACES } from '../../content/jobs/places'
import type { CityKey, CountryKey, StateKey } from '../../content/jobs/vocabulary'

export const PAGE_SIZE = 5
export const FILTER_FIELDS = ['keyword', 'country', 'state', 'city', 'type', 'status'] as const
export type FilterField = (typeof FILTER_FIELDS)[number]
export type JobFilter = Record<FilterField, string> & { page: number }

export const EMPTY_FILTER: JobFilter = { keyword: '', country: '', state: '', city: '', type: '', status: '', page: 1 }

/** Case- and accent-insensitive form of a text: "Résumé" and "resume" match. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

export function filterFromQuery(params: URLSearchParams): JobFilter {
  const filter = { ...EMPTY_FILTER }
  for (const field of FILTER_FIELDS) filter[field] = params.get(field)?.slice(0, 100) ?? ''
  const page = Number(params.get('page'))
  filter.page = Number.isInteger(page) && page > 0 ? page : 1
  return filter
}

export function filterToQuery(filter: JobFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const field of FILTER_FIELDS) if (filter[field]) params.set(field, filter[field])
  if (filter.page > 1) params.set('page', String(filter.page))
  return params
}

/** Changing a filter starts again at page 1; a new country clears state and city, a new state clears the city. */
export function changeFilter(filter: JobFilter, field: FilterField, value: string): JobFilter {
  const next = { ...filter, [field]: value, page: 1 }
  if (field === 'country') Object.assign(next, { state: '', city: '' })
  if (field === 'state') next.city = ''
  return next
}

/** States offered for the chosen country (all when none), cities for the chosen state. */
export function placeOptions(filter: Pick<JobFilter, 'country' | 'state'>): { states: StateKey[]; cities: CityKey[] } {
  const countries = (filter.country ? [filter.country] : Object.keys(PLACES)) as CountryKey[]
  const states = countries.flatMap((c) => Object.keys(PLACES[c] ?? {}) as StateKey[])
  const chosenStates = filter.state ? states.filter((s) => s === filter.state) : states
  const cities = countries.flatMap((c) => chosenStates.flatMap((s) => PLACES[c]?.[s] ?? []))
  return { states, cities }
}

/**
 * The jobs matching a filter. The keyword is looked for in the title (in
 * English and in the page's language, as `titleOf` gives it) and in the
 * description; every other field narrows by equality.
 */
export function filterJobs(jobs: readonly Job[], filter: JobFilter, titleOf: (job: Job) => string[]): Job[] {
  const words = fold(filter.keyword).split(/\s+/).filter(Boolean)
  return jobs.filter((job) => {
    if (filter.country && job.country !== filter.country) return false
    if (filter.state && job.state !== filter.state) return false
    if (filter.city && job.city !== filter.city) return false
    if (filter.type && job.type !== filter.type) return false
    if (filter.status && job.status !== filter.status) return false
    if (!words.length) return true
    const haystack = fold([...titleOf(job), job.description].join(' '))
    return words.every((w) => haystack.includes(w))
  })
}

export function paginate<T>(items: readonly T[], page: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE))
  const current = Math.min(Math.max(1, page), pages)
  return { items: items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), page: current, pages }
}

/** Whole days between a posting date and the build date (never negative). */
export function daysSince(postedAt: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${postedAt}T00:00:00Z`)) / 86_400_000)
  return Math.max(0, days)
}
