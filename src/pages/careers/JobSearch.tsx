import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { focusElement } from '../../lib/focus'
import { scrollToElement } from '../../lib/scroll'
import { useHydrated } from '../../lib/useHydrated'
import { useSearchParams } from 'react-router-dom'
import { JOBS } from '../../content/jobs'
import { jobCities, jobCountries, jobStates, jobStatuses, jobTypes } from '../../content/jobs/vocabulary'
import type { Message } from '../../i18n/defineMessages'
import { JobAlertForm } from './JobAlertForm'
import { JobCard } from './JobCard'
import {
  changeFilter,
  EMPTY_FILTER,
  filterFromQuery,
  filterJobs,
  filterToQuery,
  paginate,
  placeOptions,
  type FilterField,
  type JobFilter,
} from './jobQuery'
import { jobText } from './jobText'
import { useJobLabels } from './useJobLabels'

/**
 * The job search: filters, results and pages, all kept in the URL query so a
 * search can be shared and the Back button works. The pre-rendered page shows
 * every job; the query applies once the page is running. A filter chosen
 * with the pointer applies at once; one a keyboard user arrows through
 * applies when they leave the list, press Enter or search, not at every step.
 */
export function JobSearch() {
  const intl = useIntl()
  const id = useId()
  const label = useJobLabels()
  const [params, setParams] = useSearchParams()
  const running = useHydrated()
  const filter = running ? filterFromQuery(params) : EMPTY_FILTER
  const [keyword, setKeyword] = useState(filter.keyword)
  useEffect(() => setKeyword(filter.keyword), [filter.keyword])
  // A value reached with the arrow keys, not applied yet.
  const [draft, setDraft] = useState<{ field: FilterField; value: string } | null>(null)
  const arrowing = useRef(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)

  const apply = (next: JobFilter) => {
    setDraft(null)
    setParams(filterToQuery(next))
  }
  const withDraft = (base: JobFilter) => (draft ? changeFilter(base, draft.field, draft.value) : base)
  const commitDraft = () => draft && apply(withDraft(filter))
  const found = filterJobs(JOBS, filter, (job) => [label.englishTitle(job), label.title(job)])
  const { items, page, pages } = paginate(found, filter.page)
  const { states, cities } = placeOptions(filter)

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    apply(changeFilter(withDraft(filter), 'keyword', keyword.trim()))
  }
  const showPage = (p: number) => {
    apply({ ...filter, page: p })
    // The visitor goes on reading at the results, which announce the new page.
    scrollToElement(resultsHeading.current)
    focusElement(resultsHeading.current)
  }

  const select = (field: FilterField, options: readonly string[], messages: Record<string, Message>) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-600 text-navy">
        {intl.formatMessage(jobText[field as keyof typeof jobText])}
      </label>
      <select
        id={`${id}-${field}`}
        name={field}
        value={draft?.field === field ? draft.value : filter[field]}
        onPointerDown={() => (arrowing.current = false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitDraft()
          else arrowing.current = true
        }}
        onBlur={commitDraft}
        onChange={(e) => {
          if (arrowing.current) setDraft({ field, value: e.target.value })
          else apply(changeFilter(filter, field, e.target.value))
        }}
        className="mt-1.5 w-full rounded-lg border border-navy/25 bg-white px-3 py-2.5 text-navy"
      >
        <option value="">{intl.formatMessage(jobText.any)}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {messages[value] ? intl.formatMessage(messages[value]) : value}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <section className="bg-mist py-12 md:py-16">
      <div className="container-site">
        <form
          role="search"
          aria-label={intl.formatMessage(jobText.filters)}
          onSubmit={onSearch}
          className="rounded-2xl bg-white p-5 shadow-[0_8px_24px_rgba(11,31,58,0.07)] md:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <div className="sm:col-span-2 lg:col-span-3">
              <label htmlFor={`${id}-keyword`} className="block text-sm font-600 text-navy">
                {intl.formatMessage(jobText.keyword)}
              </label>
              <input
                id={`${id}-keyword`}
                name="keyword"
                type="search"
                value={keyword}
                maxLength={100}
                placeholder={intl.formatMessage(jobText.keywordPlaceholder)}
                onChange={(e) => setKeyword(e.target.value)}
                className="mt-1.5 w-full rounded-lg border border-navy/25 px-3.5 py-2.5 text-navy"
              />
            </div>
            {select('country', Object.keys(jobCountries), jobCountries)}
            {select('state', states, jobStates)}
            {select('city', cities, jobCities)}
            {select('type', Object.keys(jobTypes), jobTypes)}
            {select('status', Object.keys(jobStatuses), jobStatuses)}
          </div>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="submit" className="btn-primary">
              {intl.formatMessage(jobText.search)}
            </button>
            <button
              type="button"
              className="btn-base border border-navy/20 text-navy hover:bg-mist"
              onClick={() => apply(EMPTY_FILTER)}
            >
              {intl.formatMessage(jobText.backToAll)}
            </button>
          </div>
        </form>

        <h2 ref={resultsHeading} className="mt-8 scroll-mt-24 text-lg font-700 text-navy">
          <span role="status">
            {intl.formatMessage(jobText.results, { count: found.length })}
            {pages > 1 ? (
              <span className="sr-only"> · {intl.formatMessage(jobText.pageOf, { page, pages })}</span>
            ) : null}
          </span>
        </h2>
        {found.length === 0 ? <p className="mt-2 text-navy/75">{intl.formatMessage(jobText.noResults)}</p> : null}
        <ul className="mt-4 space-y-4">
          {items.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
        {pages > 1 ? <Pagination page={page} pages={pages} onPage={showPage} /> : null}
        <JobAlertForm filter={filter} />
      </div>
    </section>
  )
}

function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const intl = useIntl()
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  const button = 'min-w-11 rounded-lg border px-3 py-2 text-sm font-600'
  return (
    <nav
      aria-label={intl.formatMessage(jobText.pages)}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      <button
        type="button"
        className={`${button} border-navy/20 text-navy disabled:opacity-40`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {intl.formatMessage(jobText.previous)}
      </button>
      {numbers.map((n, i) => (
        <span key={n} className="flex items-center gap-2">
          {i > 0 && n - (numbers[i - 1] ?? n) > 1 ? <span aria-hidden="true">…</span> : null}
          <button
            type="button"
            className={`${button} ${n === page ? 'border-navy bg-navy text-white' : 'border-navy/20 text-navy hover:bg-white'}`}
            aria-current={n === page ? 'page' : undefined}
            aria-label={intl.formatMessage(jobText.goToPage, { page: n })}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        </span>
      ))}
      <button
        type="button"
        className={`${button} border-navy/20 text-navy disabled:opacity-40`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {intl.formatMessage(jobText.next)}
      </button>
    </nav>
  )
}
