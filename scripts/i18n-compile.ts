// Compiles every catalog to message ASTs for the browser (src/i18n/compiled/),
// so no ICU parser ships to visitors. English comes from its defaultMessages.
// The group's figures ({placements, number}…) are written in, formatted for each language.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from '@formatjs/icu-messageformat-parser'
import { LANGUAGE_CODES, TRANSLATED_LANGUAGES, languageTag } from '../src/config/languages'
import { JOBS } from '../src/content/jobs'
import { LocaleFiles } from './lib/catalogs'
import { bakeFigures } from './lib/figures'
import { POSTINGS_DIR, translatedPosting } from './lib/postings'

const files = new LocaleFiles('locales')
const outDir = join('src', 'i18n', 'compiled')
mkdirSync(outDir, { recursive: true })

const source = files.source()
for (const lang of LANGUAGE_CODES) {
  const messages =
    lang === 'en'
      ? Object.fromEntries(Object.entries(source).map(([id, m]) => [id, m.defaultMessage]))
      : files.catalog(lang)
  const compiled = Object.fromEntries(
    Object.entries(messages)
      .filter(([id]) => id in source) // entries the code no longer uses are not shipped
      .map(([id, message]) => [id, bakeFigures(parse(message), languageTag(lang))]),
  )
  writeFileSync(join(outDir, `${lang}.json`), JSON.stringify(compiled))
}

// Postings: job id → its texts in the language, for the jobs whose every text
// is in the memory (a job page of another job shows HR's English).
const postings = new LocaleFiles(POSTINGS_DIR)
mkdirSync(join(outDir, 'postings'), { recursive: true })
const complete: string[] = []
for (const lang of TRANSLATED_LANGUAGES) {
  const memory = postings.catalog(lang)
  const byJob = Object.fromEntries(
    JOBS.flatMap((job) => {
      const texts = translatedPosting(job, memory)
      return texts ? [[job.id, texts]] : []
    }),
  )
  writeFileSync(join(outDir, 'postings', `${lang}.json`), JSON.stringify(byJob))
  complete.push(`${lang} ${Object.keys(byJob).length}`)
}
console.log(
  `Compiled ${LANGUAGE_CODES.length} catalogs to ${outDir}; translated postings of ${JOBS.length} jobs: ${complete.join(', ')}`,
)
