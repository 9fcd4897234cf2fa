// Compiles every catalog to message ASTs for the browser (src/i18n/compiled/),
// so no ICU parser ships to visitors. English comes from its defaultMessages.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from '@formatjs/icu-messageformat-parser'
import { LANGUAGE_CODES } from '../src/config/languages'
import { LocaleFiles } from './lib/catalogs'

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
      .map(([id, message]) => [id, parse(message)]),
  )
  writeFileSync(join(outDir, `${lang}.json`), JSON.stringify(compiled))
}
console.log(`Compiled ${LANGUAGE_CODES.length} catalogs to ${outDir}`)
