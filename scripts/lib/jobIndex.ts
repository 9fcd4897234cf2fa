// The job search's index per language (src/content/jobs/searchIndex.ts),
// written beside the compiled catalogs for the search page to load.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '../../src/config/languages'
import type { Job } from '../../src/content/jobs'
import { languageIndex } from '../../src/content/jobs/searchIndex'
import { intlFor } from '../../src/server/i18n'

/** Writes `{outDir}/jobIndex/{lang}.json`; reads the translated postings `{outDir}/postings/{lang}.json`. */
export function writeJobIndexes(jobs: readonly Job[], outDir: string): void {
  mkdirSync(join(outDir, 'jobIndex'), { recursive: true })
  for (const lang of LANGUAGE_CODES) {
    const intl = intlFor(lang)
    const postings =
      lang === DEFAULT_LANGUAGE
        ? {}
        : (JSON.parse(readFileSync(join(outDir, 'postings', `${lang}.json`), 'utf8')) as Record<string, string[]>)
    const index = languageIndex(jobs, (message) => intl.formatMessage(message), postings)
    writeFileSync(join(outDir, 'jobIndex', `${lang}.json`), JSON.stringify(index))
  }
}
