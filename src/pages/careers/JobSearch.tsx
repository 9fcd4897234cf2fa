import { use, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { todayIso } from '../../content/jobs/open'
import { JOB_RESULTS_ID, SORTS, type Facet } from '../../content/jobs/search'
import { jobCities, jobCountries, jobStates, jobStatuses, jobTypes, jobWorkplaces } from '../../content/jobs/vocabulary'
import type { Message } from '../../i18n/defineMessages'
import { loadedJobSearchIndex, loadJobSearchIndex } from '../../content/jobs/indexChunks'
import { useTranslation } from '../../i18n/TranslationProvider'
import { usePageHref } from '../../i18n/usePageHref'
import { focusElement } from '../../lib/focus'
import { scrollToElement } from '../../lib/scroll'
import { useHydrated } from '../../lib/useHydrated'
import { JobAlertForm } from './JobAlertForm'
import {
  changeFilter,
  EMPTY_FILTER,
  filterFromQuery,
  filterToQuery,
  isFiltered,
  placeOptions,
  searchJobs,
  type FilterField,
  type JobFilter,
} from './jobQuery'
import { JobResults } from './JobResults'
import { jobText } from './jobText'

/** Labels of the sort's choices. */
const SORT_LABELS = { relevance: jobText.sortRelevance, newest: jobText.sortNewest }

/** The language's job index: loaded before the page renders (main.tsx), or waited for. */
function useJobIndex() {
  const { language } = useTranslation()
  const loaded = loadedJobSearchIndex(language)
  if (!loaded) use(loadJobSearchIndex(language))
  return loaded ?? loadedJobSearchIndex(language)!
}

/** A plain click, which the page handles itself; a modified one (new tab, new window) is the browser's. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The job search: filters, results and pages, all kept in the URL query so a
 * search can be shared and the Back button works. It is an ordinary GET form
 * with real links: without script the server answers the query (it writes the
 * results region, src/server/jobSearch.ts, as this component renders it, so the
 * page hydrates onto it); with script the page answers it in place. A filter
 * chosen with the pointer applies at once; one a keyboard user arrows through
 * applies when they leave the list, press Enter or search, not at every step.
 */
export function JobSearch() {
  const intl = useIntl()
  const id = useId()
  const index = useJobIndex()
  const path = usePageHref()('careers.search')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { hash } = useLocation()
  const running = useHydrated()
  const filter = filterFromQuery(params)
  const [keyword, setKeyword] = useState(filter.keyword)
  useEffect(() => setKeyword(filter.keyword), [filter.keyword])
  // A value reached with the arrow keys, not applied yet.
  const [draft, setDraft] = useState<{ field: FilterField | 'sort'; value: string } | null>(null)
  const arrowing = useRef(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)

  const apply = (next: JobFilter) => {
    setDraft(null)
    const query = filterToQuery(next).toString()
    // The anchor stays (#job-results, from a link or a search sent without script): a new one would move the page.
    navigate({ search: query ? `?${query}` : '', hash })
  }
  const withDraft = (base: JobFilter) => (draft ? changeFilter(base, draft.field, draft.value) : base)
  const commitDraft = () => draft && apply(withDraft(filter))
  // Jobs close by date: one past its last day leaves the list without a rebuild.
  const results = searchJobs(index, filter, todayIso())
  // Until the page runs, every state and city is offered, as the server's page offers them:
  // a visitor without script may change the country and the state in one go.
  const { states, cities } = placeOptions(running ? filter : EMPTY_FILTER)

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    apply(changeFilter(withDraft(filter), 'keyword', keyword.trim()))
  }
  const showPage = (page: number) => {
    apply({ ...filter, page })
    // The visitor goes on reading at the results, which announce the new page.
    scrollToElement(resultsHeading.current)
    focusElement(resultsHeading.current)
  }

  /** A list of the form: a filter with each value's count, or the sort (no "Any", no counts). */
  const select = (field: Facet | 'sort', options: readonly string[], messages: Record<string, Message>) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block type-label text-navy">
        {intl.formatMessage(jobText[field])}
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
        {field !== 'sort' && <option value="">{intl.formatMessage(jobText.any)}</option>}
        {options.map((value) => {
          const label = messages[value] ? intl.formatMessage(messages[value]) : value
          return (
            <option key={value} value={value}>
              {field === 'sort'
                ? label
                : intl.formatMessage(jobText.optionCount, { label, count: results.counts[field][value] ?? 0 })}
            </option>
          )
        })}
      </select>
    </div>
  )

  return (
    <section className="bg-mist py-12 md:py-16">
      <div className="container-site">
        <form
          role="search"
          aria-label={intl.formatMessage(jobText.filters)}
          method="get"
          action={`${path}#${JOB_RESULTS_ID}`}
          onSubmit={onSearch}
          className="rounded-2xl bg-white p-5 shadow-[0_8px_24px_rgba(11,31,58,0.07)] md:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <div className="sm:col-span-2 lg:col-span-3">
              <label htmlFor={`${id}-keyword`} className="block type-label text-navy">
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
            {select('workplace', Object.keys(jobWorkplaces), jobWorkplaces)}
            {select('sort', SORTS, SORT_LABELS)}
          </div>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="submit" className="btn-primary">
              {intl.formatMessage(jobText.search)}
            </button>
            {/* Only for a search that narrows the list (the server's page for a query shows it the same way). */}
            <a
              href={path}
              className="btn-secondary"
              data-back-to-all=""
              hidden={!isFiltered(filter)}
              onClick={(e) => {
                if (!isPlainClick(e)) return
                e.preventDefault()
                apply(EMPTY_FILTER)
                // The link hides itself once the list is whole: focus goes on to the results, as paging does.
                focusElement(resultsHeading.current)
              }}
            >
              {intl.formatMessage(jobText.backToAll)}
            </a>
          </div>
        </form>
        <JobResults
          path={path}
          filter={filter}
          results={results}
          headingRef={resultsHeading}
          onPage={(page, event) => {
            if (!isPlainClick(event)) return
            event.preventDefault()
            showPage(page)
          }}
        />
        {/* Below the results: what a visitor may do with this search next (such as an alert for it). */}
        <JobAlertForm filter={filter} />
      </div>
    </section>
  )
}
