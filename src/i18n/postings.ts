// Job postings translated at build time (compiled from the translation memory
// in locales/postings/ by i18n:compile): one chunk per language, job id → the
// posting's texts in page order, loaded only by the pages that show a posting.
import type { LanguageCode } from '../config/languages'
import { languageChunks } from './languageChunks'

export type TranslatedPostings = Record<string, string[]>

const postings = languageChunks<TranslatedPostings>(
  import.meta.glob<{ default: TranslatedPostings }>('./compiled/postings/*.json'),
  (lang) => `./compiled/postings/${lang}.json`, // none for English, the postings' own language
  {},
)

export const loadPostings = (lang: LanguageCode): Promise<TranslatedPostings> => postings.load(lang)

/** The language's postings if loaded already (before the first render of a job page: main.tsx). */
export const loadedPostings = (lang: LanguageCode): TranslatedPostings | undefined => postings.loaded(lang)
