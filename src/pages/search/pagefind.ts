// The search index's own script (Pagefind's pagefind.js, written into the
// export by the build), loaded from our origin only when the search page
// runs: no other page downloads it or its WebAssembly.
import { SEARCH_BUNDLE_PATH } from '../../config/paths'
import { languageTag, type LanguageCode } from '../../config/languages'

/** Filter name → value → number of pages. */
export type FilterCounts = Record<string, Record<string, number>>

export type SearchHitData = {
  url: string
  /** The page's words around the match, HTML-escaped, matches in `<mark>`. */
  excerpt: string
  meta: { title?: string }
}

export type SearchHit = { id: string; data: () => Promise<SearchHitData> }

export type SearchAnswer = { results: SearchHit[]; filters: FilterCounts; unfilteredResultCount: number }

export type SiteSearchIndex = {
  /** `term` null: every page that has the filters. Resolves to null when a newer call replaced this one. */
  debouncedSearch: (
    term: string | null,
    options: { filters: Record<string, string> },
    ms?: number,
  ) => Promise<SearchAnswer | null>
  filters: () => Promise<FilterCounts>
}

type PagefindModule = {
  createInstance: (options: { basePath: string }) => SiteSearchIndex & { init: () => Promise<void> }
}

const loaded = new Map<LanguageCode, Promise<SiteSearchIndex>>()

/** The index of the page's language (Pagefind picks it by `<html lang>`), loaded once per language. */
export function searchIndex(language: LanguageCode): Promise<SiteSearchIndex> {
  let index = loaded.get(language)
  if (!index) {
    index = (async () => {
      // The head may not show a language just switched to yet; Pagefind reads it when the instance is made.
      document.documentElement.lang = languageTag(language)
      const url = `${SEARCH_BUNDLE_PATH}pagefind.js`
      const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule
      const instance = pagefind.createInstance({ basePath: SEARCH_BUNDLE_PATH })
      await instance.init()
      return instance
    })()
    // A failed load (offline, a build without an index) may be tried again.
    index.catch(() => loaded.delete(language))
    loaded.set(language, index)
  }
  return index
}
