import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { Link, useSearchParams } from 'react-router-dom'
import { NoScript } from '../../components/NoScript'
import { SEARCH_FILTERS, SEARCH_RESULTS_PAGE, type SearchFilter } from '../../config/constants'
import { usePageHref } from '../../i18n/usePageHref'
import { useTranslation } from '../../i18n/TranslationProvider'
import { searchText } from './messages'
import { SearchResults } from './SearchResults'
import { useSiteSearch } from './useSiteSearch'

type SearchState = { q: string } & Record<SearchFilter, string>
const EMPTY: SearchState = { q: '', country: '', type: '', workplace: '' }

/**
 * The words and filters, kept in the address too (`?q=…&country=…`) so a
 * search can be shared and reloaded. The box types into state of its own (the
 * address follows), so no keystroke waits for the router. The pre-rendered page
 * has no query: the address is read once hydrated, so both renders agree.
 */
function useSearchState() {
  const [params, setParams] = useSearchParams()
  const [state, setState] = useState<SearchState>()
  useEffect(() => {
    setState(Object.fromEntries(Object.keys(EMPTY).map((name) => [name, params.get(name) ?? ''])) as SearchState)
    // Read once: from then on the state leads and the address follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    if (state) setParams(Object.fromEntries(Object.entries(state).filter(([, v]) => v)), { replace: true })
  }, [state, setParams])
  const { q: query, ...filters } = state ?? EMPTY
  const update = (next: Partial<SearchState>) => setState((now) => ({ ...(now ?? EMPTY), ...next }))
  return { query, filters, update }
}

/**
 * One box for the whole site: pages and job openings in the page's language,
 * with the job filters the index holds. Down arrow from the box moves into the
 * results, up and down arrows move through them, Escape returns to the box.
 * Without scripts the box is hidden and a note says why.
 */
export function SiteSearch() {
  const intl = useIntl()
  const id = useId()
  const href = usePageHref()
  const { language } = useTranslation()
  const { query, filters, update } = useSearchState()
  const { status, available, answer } = useSiteSearch(language, query, filters)
  const [shown, setShown] = useState(SEARCH_RESULTS_PAGE)
  const [focusAt, setFocusAt] = useState<number>()
  const box = useRef<HTMLInputElement>(null)
  const results = useRef<HTMLDivElement>(null)

  // Opening the search page is asking to type.
  useEffect(() => box.current?.focus(), [])
  useEffect(() => {
    setShown(SEARCH_RESULTS_PAGE)
    setFocusAt(undefined)
  }, [query, filters.country, filters.type, filters.workplace])

  const resultLinks = () => [...(results.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? [])]
  const onKeyDown = (event: KeyboardEvent) => {
    const links = resultLinks()
    const at = links.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'ArrowDown' && (event.target === box.current || at >= 0)) {
      event.preventDefault()
      links[Math.min(at + 1, links.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault()
      if (at === 0) box.current?.focus()
      else links[at - 1]?.focus()
    } else if (event.key === 'Escape' && at >= 0) {
      box.current?.focus()
    }
  }

  const filterNames = SEARCH_FILTERS.filter((name) => Object.keys(available[name] ?? {}).length > 0)
  const hits = answer?.results ?? []
  return (
    <section className="bg-mist py-12 md:py-16">
      <div className="container-site" onKeyDown={onKeyDown}>
        <NoScript>
          <div className="rounded-2xl bg-white p-5 text-navy shadow-[0_8px_24px_rgba(11,31,58,0.07)] md:p-6">
            <p>{intl.formatMessage(searchText.needsScript)}</p>
            <Link to={href('careers.search')} className="btn-primary mt-4">
              {intl.formatMessage(searchText.jobSearch)}
            </Link>
          </div>
        </NoScript>
        <form
          role="search"
          data-needs-script=""
          action={href('search')}
          onSubmit={(event) => event.preventDefault()}
          className="rounded-2xl bg-white p-5 shadow-[0_8px_24px_rgba(11,31,58,0.07)] md:p-6"
        >
          <label htmlFor={`${id}-q`} className="block type-label text-navy">
            {intl.formatMessage(searchText.label)}
          </label>
          <div className="mt-1.5 flex flex-wrap gap-3">
            <input
              ref={box}
              id={`${id}-q`}
              name="q"
              type="search"
              value={query}
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={`${id}-hint`}
              placeholder={intl.formatMessage(searchText.placeholder)}
              onChange={(e) => update({ q: e.target.value })}
              className="min-w-0 flex-1 basis-60 rounded-lg border border-navy/25 px-3.5 py-2.5 text-navy"
            />
            <button type="submit" className="btn-primary">
              {intl.formatMessage(searchText.submit)}
            </button>
          </div>
          <p id={`${id}-hint`} className="sr-only">
            {intl.formatMessage(searchText.keyboardHint)}
          </p>
          {filterNames.length ? (
            <fieldset className="mt-5">
              <legend className="type-small font-700 text-navy">{intl.formatMessage(searchText.filters)}</legend>
              <div className="mt-2 grid gap-4 sm:grid-cols-3">
                {filterNames.map((name) => (
                  <div key={name}>
                    <label htmlFor={`${id}-${name}`} className="block type-label text-navy">
                      {intl.formatMessage(searchText[name])}
                    </label>
                    <select
                      id={`${id}-${name}`}
                      name={name}
                      value={filters[name]}
                      onChange={(e) => update({ [name]: e.target.value })}
                      className="mt-1.5 w-full rounded-lg border border-navy/25 bg-white px-3 py-2.5 text-navy"
                    >
                      <option value="">{intl.formatMessage(searchText.any)}</option>
                      {Object.keys(available[name] ?? {})
                        .sort((a, b) => a.localeCompare(b, intl.locale))
                        .map((value) => (
                          <option key={value} value={value}>
                            {value}
                          </option>
                        ))}
                    </select>
                  </div>
                ))}
              </div>
            </fieldset>
          ) : null}
        </form>

        <div ref={results} data-needs-script="">
          {/* The live region holds the heading (HTML allows no status inside a heading). */}
          <div role="status">
            <h2 className="mt-8 type-card text-navy">
              {status === 'failed'
                ? intl.formatMessage(searchText.failed)
                : status === 'loading'
                  ? intl.formatMessage(searchText.loading)
                  : answer
                    ? intl.formatMessage(searchText.results, { count: hits.length })
                    : intl.formatMessage(searchText.prompt)}
            </h2>
          </div>
          {answer && hits.length === 0 ? (
            <p className="mt-2 text-navy/75">{intl.formatMessage(searchText.noResults)}</p>
          ) : null}
          <SearchResults hits={hits.slice(0, shown)} focusAt={focusAt} />
          {hits.length > shown ? (
            <button
              type="button"
              className="btn-secondary mt-6"
              onClick={() => {
                // Focus goes on to the first of the results added, as reading would.
                setFocusAt(shown)
                setShown(shown + SEARCH_RESULTS_PAGE)
              }}
            >
              {intl.formatMessage(searchText.showMore)}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  )
}
