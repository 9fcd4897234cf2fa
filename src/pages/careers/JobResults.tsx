import type { MouseEvent, Ref } from 'react'
import { useIntl } from 'react-intl'
import { JOB_RESULTS_ID, pageNumbers, searchHref, type JobFilter, type SearchResults } from '../../content/jobs/search'
import { JobCard } from './JobCard'
import { jobText } from './jobText'

type Props = {
  /** The search page's address in the page's language. */
  path: string
  filter: JobFilter
  results: SearchResults
  headingRef: Ref<HTMLHeadingElement>
  onPage: (page: number, event: MouseEvent) => void
}

/**
 * A page of results: how many, the jobs, links to the other pages. Without
 * script the server writes this region for the query in the URL
 * (src/server/jobSearch.ts); a unit test holds the two to the same markup.
 */
export function JobResults({ path, filter, results, headingRef, onPage }: Props) {
  const intl = useIntl()
  const { found, items, page, pages } = results
  const pageOf = intl.formatMessage(jobText.pageOf, { page, pages })
  return (
    <div id={JOB_RESULTS_ID} className="scroll-mt-24">
      {/* The live region holds the heading (HTML allows no status inside a heading). */}
      <div role="status">
        <h2 ref={headingRef} className="mt-8 scroll-mt-24 type-card text-navy">
          {intl.formatMessage(jobText.results, { count: found })}
          {pages > 1 ? (
            // One text (a space, then the language's separator and the page): no node between them.
            <span className="sr-only">{` ${intl.formatMessage(jobText.pageSuffix, { pageOf })}`}</span>
          ) : null}
        </h2>
      </div>
      {found === 0 ? <p className="mt-2 text-navy/75">{intl.formatMessage(jobText.noResults)}</p> : null}
      <ul className="mt-4 space-y-4">
        {items.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </ul>
      {pages > 1 ? (
        <Pager
          page={page}
          pages={pages}
          href={(n) => `${searchHref(path, filter, n)}#${JOB_RESULTS_ID}`}
          onPage={onPage}
        />
      ) : null}
    </div>
  )
}

const BOX = 'inline-block min-w-11 rounded-lg border px-3 py-2 text-center type-small font-600'
const IDLE = `${BOX} border-navy/20 text-navy hover:bg-white`

/** Real links, one per page, so every result can be reached without script. */
function Pager({
  page,
  pages,
  href,
  onPage,
}: {
  page: number
  pages: number
  href: (page: number) => string
  onPage: (page: number, event: MouseEvent) => void
}) {
  const intl = useIntl()
  const numbers = pageNumbers(page, pages)
  // At either end the step that leads nowhere keeps its place, unseen, so the numbers do not move.
  const step = (to: number, rel: 'prev' | 'next', text: string) =>
    to >= 1 && to <= pages ? (
      <a href={href(to)} rel={rel} className={IDLE} onClick={(e) => onPage(to, e)}>
        {text}
      </a>
    ) : (
      <span aria-hidden="true" className={`${BOX} invisible`}>
        {text}
      </span>
    )
  return (
    <nav
      aria-label={intl.formatMessage(jobText.pages)}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      {step(page - 1, 'prev', intl.formatMessage(jobText.previous))}
      {numbers.map((n, i) => (
        <span key={n} className="flex items-center gap-2">
          {i > 0 && n - (numbers[i - 1] ?? n) > 1 ? <span aria-hidden="true">…</span> : null}
          <a
            href={href(n)}
            className={n === page ? `${BOX} border-navy bg-navy text-white` : IDLE}
            aria-current={n === page ? 'page' : undefined}
            aria-label={intl.formatMessage(jobText.goToPage, { page: n })}
            onClick={(e) => onPage(n, e)}
          >
            {n}
          </a>
        </span>
      ))}
      {step(page + 1, 'next', intl.formatMessage(jobText.next))}
    </nav>
  )
}
