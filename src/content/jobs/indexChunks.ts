// The job search's index, one chunk per language (written by i18n:compile
// from the jobs, the catalogs and the translated postings), loaded by the
// search page (and a closed job's page, for similar roles) only: open job
// pages never carry it, nor the search engine.
import type { LanguageCode } from '../../config/languages'
import { languageChunks } from '../../i18n/languageChunks'
import type { JobIndex, JobSummary } from './searchIndex'

type SerializedIndex = object

const chunks = languageChunks<SerializedIndex | null>(
  import.meta.glob<{ default: SerializedIndex }>('../../i18n/compiled/jobIndex/*.json'),
  (lang) => `../../i18n/compiled/jobIndex/${lang}.json`,
  null,
)
const indexes = new Map<LanguageCode, JobIndex>()
const pending = new Map<LanguageCode, Promise<JobIndex>>()

/** Loads the language's index and the engine (before the search page's first render: main.tsx). */
export function loadJobSearchIndex(lang: LanguageCode): Promise<JobIndex> {
  let promise = pending.get(lang)
  if (!promise) {
    promise = Promise.all([chunks.load(lang), import('./searchIndex')]).then(([json, { loadJobIndex }]) => {
      const index = loadJobIndex(json ?? {})
      indexes.set(lang, index)
      return index
    })
    pending.set(lang, promise)
  }
  return promise
}

/** The language's index if loaded already; undefined until then. */
export const loadedJobSearchIndex = (lang: LanguageCode): JobIndex | undefined => indexes.get(lang)

const listed = new Map<LanguageCode, Promise<JobSummary[]>>()

/** Every job of the language's index (the jobs the build published), as the search lists them; one promise per language. */
export function indexedJobs(lang: LanguageCode): Promise<JobSummary[]> {
  let promise = listed.get(lang)
  if (!promise) {
    promise = Promise.all([import('./searchIndex'), loadJobSearchIndex(lang)]).then(([{ rankedJobs }, index]) =>
      rankedJobs(index, ''),
    )
    listed.set(lang, promise)
  }
  return promise
}
