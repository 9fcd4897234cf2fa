// The job search's index, one chunk per language (written by i18n:compile
// from the jobs, the catalogs and the translated postings), loaded by the
// search page only: job pages never carry it.
import type { LanguageCode } from '../../config/languages'
import { languageChunks } from '../../i18n/languageChunks'
import { loadJobIndex, type JobIndex } from './searchIndex'

type SerializedIndex = Parameters<typeof loadJobIndex>[0]

const chunks = languageChunks<SerializedIndex | null>(
  import.meta.glob<{ default: SerializedIndex }>('../../i18n/compiled/jobIndex/*.json'),
  (lang) => `../../i18n/compiled/jobIndex/${lang}.json`,
  null,
)
const indexes = new Map<LanguageCode, JobIndex>()

/** Loads the language's index (before the search page's first render: main.tsx). */
export const loadJobSearchIndex = async (lang: LanguageCode): Promise<void> => void (await chunks.load(lang))

/** The language's index if loaded already; undefined until then. */
export function loadedJobSearchIndex(lang: LanguageCode): JobIndex | undefined {
  let index = indexes.get(lang)
  const json = chunks.loaded(lang)
  if (!index && json) indexes.set(lang, (index = loadJobIndex(json)))
  return index
}
