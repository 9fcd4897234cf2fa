// `npm run i18n:check [-- dir]`: every id in all twelve catalogs, valid ICU with
// the English placeholders, nothing left in English, right script, the
// language's typography and glossary; and the same for the job postings'
// translation memory (plain text). It fails on those problems. What waits on
// a translator (stale, edited, flagged entries) is listed and never fails:
// publishing goes on with the machine's text.
import { TRANSLATED_LANGUAGES } from '../src/config/languages'
import { LocaleFiles } from './lib/catalogs'
import { checkCatalogs, reviewNotices, type CheckInput } from './lib/i18nCheck'
import { POSTINGS_DIR, postingPlaces } from './lib/postings'
import { JOBS } from '../src/content/jobs'

function input(files: LocaleFiles, glossaries: LocaleFiles, plainText: boolean): CheckInput {
  return {
    source: files.source(),
    languages: TRANSLATED_LANGUAGES,
    catalogs: Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, files.catalog(l)])),
    provenance: Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, files.provenance(l)])),
    allowlist: files.allowlist(),
    plainText,
    glossary: Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, glossaries.glossary(l)])),
  }
}

const dir = process.argv[2] ?? 'locales'
const main = new LocaleFiles(dir)
const messages = input(main, main, false)
const postings = input(new LocaleFiles(dir === 'locales' ? POSTINGS_DIR : `${dir}/postings`), main, true)
// A posting text is named by its job and field (job-id#requirement-2), not by the hash that keys it.
const places = postingPlaces(JOBS)
const tagged = <T extends { id: string }>(what: 'message' | 'posting', list: T[]) =>
  list.map((p) => ({ ...p, what, id: what === 'posting' ? (places.get(p.id)?.[0]?.ref ?? p.id) : p.id }))
const problems = [...tagged('message', checkCatalogs(messages)), ...tagged('posting', checkCatalogs(postings))]
const notices = [...tagged('message', reviewNotices(messages)), ...tagged('posting', reviewNotices(postings))]

const countBy = (list: { what: string; lang: string; kind: string }[]) =>
  list.reduce<Record<string, number>>((acc, p) => {
    const key = `${p.what} ${p.lang} ${p.kind}`
    return { ...acc, [key]: (acc[key] ?? 0) + 1 }
  }, {})

const SHOWN = 200
if (notices.length) {
  for (const n of notices.slice(0, SHOWN)) console.log(`${n.what}\t${n.lang}\t${n.kind}\t${n.id}\t${n.detail}`)
  if (notices.length > SHOWN) console.log(`… and ${notices.length - SHOWN} more`)
  console.log(
    `${notices.length} entr${notices.length === 1 ? 'y waits' : 'ies wait'} on a translator (published meanwhile):`,
  )
  for (const [key, n] of Object.entries(countBy(notices))) console.log(`  ${key}: ${n}`)
  const langs = [...new Set(notices.map((n) => n.lang))].join(' ')
  console.log(`  See them with the English beside: npm run i18n:review -- list <lang> (for ${langs})`)
}

const languages = TRANSLATED_LANGUAGES.length + 1
const messageCount = Object.keys(messages.source).length
const postingCount = Object.keys(postings.source).length
if (problems.length === 0) {
  console.log(`i18n check passed: ${messageCount} messages and ${postingCount} posting texts in ${languages} languages`)
} else {
  for (const p of problems.slice(0, SHOWN)) console.error(`${p.what}\t${p.lang}\t${p.kind}\t${p.id}\t${p.detail}`)
  if (problems.length > SHOWN) console.error(`… and ${problems.length - SHOWN} more`)
  console.error(`i18n check failed: ${problems.length} problem(s)`)
  for (const [key, n] of Object.entries(countBy(problems))) console.error(`  ${key}: ${n}`)
  const kinds = new Set(problems.map((p) => p.kind))
  if (kinds.has('missing') || kinds.has('stale'))
    console.error('Missing entries, or machine text for English that changed: npm run i18n:translate.')
  if (kinds.has('no-record'))
    console.error(
      'An entry with no record: check it, then npm run i18n:review -- mark <lang> <id> records it as yours.',
    )
  if ([...kinds].some((k) => k !== 'missing' && k !== 'stale' && k !== 'no-record'))
    console.error('The others: correct the entry in locales/<lang>.json, then npm run i18n:review -- mark <lang> <id>.')
  process.exitCode = 1
}
