import { useEffect, useState } from 'react'
import type { LanguageCode } from '../../config/languages'
import { searchIndex, type FilterCounts, type SearchAnswer, type SiteSearchIndex } from './pagefind'

export type SearchStatus = 'loading' | 'ready' | 'failed'

/** Only the filters with a value chosen. */
const chosen = (filters: Record<string, string>) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v))

/**
 * The index of the page's language, loaded when the search page opens, and
 * the answer for the words and filters as they change (debounced while typing).
 * No words and no filter: no answer.
 */
export function useSiteSearch(language: LanguageCode, query: string, filters: Record<string, string>) {
  const [index, setIndex] = useState<SiteSearchIndex>()
  const [status, setStatus] = useState<SearchStatus>('loading')
  const [available, setAvailable] = useState<FilterCounts>({})
  const [answer, setAnswer] = useState<SearchAnswer>()

  useEffect(() => {
    let live = true
    setStatus('loading')
    searchIndex(language)
      .then(async (loaded) => {
        const counts = await loaded.filters()
        if (!live) return
        setIndex(loaded)
        setAvailable(counts)
        setStatus('ready')
      })
      .catch(() => live && setStatus('failed'))
    return () => {
      live = false
    }
  }, [language])

  const term = query.trim()
  const key = JSON.stringify(chosen(filters))
  useEffect(() => {
    if (!index) return
    const active = JSON.parse(key) as Record<string, string>
    if (!term && Object.keys(active).length === 0) {
      setAnswer(undefined)
      return
    }
    let live = true
    index
      .debouncedSearch(term || null, { filters: active }, 200)
      .then((found) => {
        // null: a newer search replaced this one.
        if (live && found) setAnswer(found)
      })
      .catch(() => live && setStatus('failed'))
    return () => {
      live = false
    }
  }, [index, term, key])

  return { status, available, answer: term || key !== '{}' ? answer : undefined }
}
