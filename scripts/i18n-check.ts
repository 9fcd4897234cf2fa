// `npm run i18n:check`: every id in all twelve catalogs, valid ICU with the
// English placeholders, nothing stale, nothing left in English, right script;
// and the same for the job postings' translation memory (plain text).
import { TRANSLATED_LANGUAGES } from '../src/config/languages'
import { LocaleFiles } from './lib/catalogs'
import { checkCatalogs, type Problem } from './lib/i18nCheck'
import { POSTINGS_DIR } from './lib/postings'

function check(files: LocaleFiles, plainText: boolean): { problems: Problem[]; count: number } {
  const problems = checkCatalogs({
    source: files.source(),
    languages: TRANSLATED_LANGUAGES,
    catalogs: Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, files.catalog(l)])),
    provenance: Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, files.provenance(l)])),
    allowlist: files.allowlist(),
    plainText,
  })
  return { problems, count: Object.keys(files.source()).length }
}

const dir = process.argv[2] ?? 'locales'
const messages = check(new LocaleFiles(dir), false)
const postings = check(new LocaleFiles(dir === 'locales' ? POSTINGS_DIR : `${dir}/postings`), true)
const problems = [
  ...messages.problems.map((p) => ({ ...p, what: 'message' })),
  ...postings.problems.map((p) => ({ ...p, what: 'posting' })),
]

const languages = TRANSLATED_LANGUAGES.length + 1
if (problems.length === 0) {
  console.log(
    `i18n check passed: ${messages.count} messages and ${postings.count} posting texts in ${languages} languages`,
  )
} else {
  for (const p of problems.slice(0, 200)) console.error(`${p.what}\t${p.lang}\t${p.kind}\t${p.id}\t${p.detail}`)
  if (problems.length > 200) console.error(`… and ${problems.length - 200} more`)
  const byKind = problems.reduce<Record<string, number>>((acc, p) => {
    const key = `${p.what} ${p.lang} ${p.kind}`
    return { ...acc, [key]: (acc[key] ?? 0) + 1 }
  }, {})
  console.error(`i18n check failed: ${problems.length} problem(s)`)
  for (const [key, n] of Object.entries(byKind)) console.error(`  ${key}: ${n}`)
  console.error(
    'Missing or stale entries: npm run i18n:translate (or translate them by hand, then npm run i18n:review).',
  )
  process.exitCode = 1
}
