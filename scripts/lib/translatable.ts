// What the runtime translation fallback may be asked for, per language: only
// what that language's served catalog and postings memory lack. The browser
// asks for a simple message its catalog has no entry for (TranslationProvider)
// and for every text of a job whose posting is not wholly in the memory
// (JobDetail); anything else is refused by the server before any cost, so a
// client cannot spend the budget on text the catalogs already hold.
import { TRANSLATED_LANGUAGES } from '../../src/config/languages'
import { postingTexts, type Job } from '../../src/content/jobs'
import { isSimpleMessage } from '../../src/i18n/literal'
import type { Catalog, SourceCatalog } from './catalogs'
import { translatedPosting } from './postings'

export type TranslatableText = Record<string, string[]>

export function translatableByLanguage(
  source: SourceCatalog,
  catalogOf: (lang: string) => Catalog,
  postingsOf: (lang: string) => Catalog,
  jobs: readonly Job[],
): TranslatableText {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((lang) => {
      const catalog = catalogOf(lang)
      const memory = postingsOf(lang)
      const messages = Object.entries(source)
        .filter(([id, m]) => catalog[id] === undefined && isSimpleMessage(m.defaultMessage))
        .map(([, m]) => m.defaultMessage)
      const postings = jobs.filter((job) => !translatedPosting(job, memory)).flatMap(postingTexts)
      return [lang, [...new Set([...messages, ...postings])].sort()]
    }),
  )
}
