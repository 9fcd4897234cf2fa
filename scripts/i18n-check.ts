// `npm run i18n:check`: every id in all twelve catalogs, valid ICU with the
// English placeholders, nothing stale, nothing left in English, right script.
import { TRANSLATED_LANGUAGES } from '../src/config/languages'
import { LocaleFiles } from './lib/catalogs'
import { checkCatalogs } from './lib/i18nCheck'

const files = new LocaleFiles(process.argv[2] ?? 'locales')
const problems = checkCatalogs({
  source: files.source(),
  languages: TRANSLATED_LANGUAGES,
  catalogs: Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, files.catalog(l)])),
  provenance: Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, files.provenance(l)])),
  allowlist: files.allowlist(),
})

const count = Object.keys(files.source()).length
if (problems.length === 0) {
  console.log(`i18n check passed: ${count} messages in ${TRANSLATED_LANGUAGES.length + 1} languages`)
} else {
  for (const p of problems.slice(0, 200)) console.error(`${p.lang}\t${p.kind}\t${p.id}\t${p.detail}`)
  if (problems.length > 200) console.error(`… and ${problems.length - 200} more`)
  const byKind = problems.reduce<Record<string, number>>((acc, p) => ({ ...acc, [p.kind]: (acc[p.kind] ?? 0) + 1 }), {})
  console.error(`i18n check failed: ${problems.length} problem(s) ${JSON.stringify(byKind)}`)
  process.exitCode = 1
}
