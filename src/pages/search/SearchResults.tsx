import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { excerptRuns } from './excerpt'
import type { SearchHit, SearchHitData } from './pagefind'

/** One found page: its heading as the link, and its words around the match with the matches marked. */
function SearchResult({ hit, focus }: { hit: SearchHit; focus: boolean }) {
  const [data, setData] = useState<SearchHitData>()
  const link = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (focus && data) link.current?.focus()
  }, [focus, data])
  useEffect(() => {
    let live = true
    void hit.data().then((loaded) => live && setData(loaded))
    return () => {
      live = false
    }
  }, [hit])
  if (!data) return <li className="h-24 animate-pulse rounded-2xl bg-white/70" aria-hidden="true" />
  return (
    <li className="rounded-2xl bg-white p-5 shadow-[0_8px_24px_rgba(11,31,58,0.07)] md:p-6">
      <h3 className="type-card text-navy">
        <Link ref={link} to={data.url} data-search-result="" className="rounded hover:text-accent-dark">
          {data.meta.title ?? data.url}
        </Link>
      </h3>
      <p className="mt-2 type-small leading-relaxed text-navy/80">
        {excerptRuns(data.excerpt).map((run, i) =>
          run.match ? (
            <mark key={i} className="rounded bg-accent/20 px-0.5 text-navy">
              {run.text}
            </mark>
          ) : (
            run.text
          ),
        )}
      </p>
    </li>
  )
}

/** `focusAt`: the result that takes focus once drawn (the first of those "Show more" added). */
export function SearchResults({ hits, focusAt }: { hits: readonly SearchHit[]; focusAt?: number }) {
  return (
    <ol className="mt-4 space-y-4">
      {hits.map((hit, i) => (
        <SearchResult key={hit.id} hit={hit} focus={i === focusAt} />
      ))}
    </ol>
  )
}
