// `npm run i18n:review -- <lang> [--machine] [id ...]`: records the current
// translations of a language (all, or the ids given) as made from the current
// English. By default they are marked 'corrected' (a person reviewed them, so
// the translate script never overwrites them); --machine marks them as
// machine output still awaiting review.
import { LANGUAGE_CODES } from '../src/config/languages'
import { hashText, LocaleFiles } from './lib/catalogs'

const args = process.argv.slice(2)
const lang = args.shift()
const machine = args.includes('--machine')
const ids = args.filter((a) => !a.startsWith('--'))
if (!lang || lang === 'en' || !LANGUAGE_CODES.includes(lang as never)) {
  console.error('Usage: npm run i18n:review -- <lang> [--machine] [id ...]')
  process.exit(2)
}

const files = new LocaleFiles('locales')
const source = files.source()
const catalog = files.catalog(lang)
const provenance = files.provenance(lang)
let recorded = 0
for (const id of ids.length ? ids : Object.keys(catalog)) {
  const english = source[id]?.defaultMessage
  const text = catalog[id]
  if (english === undefined || text === undefined) continue
  provenance[id] = { source: hashText(english), status: machine ? 'machine' : 'corrected', text: hashText(text) }
  recorded++
}
for (const id of Object.keys(provenance)) if (!(id in source)) delete provenance[id]
files.writeProvenance(lang, provenance)
console.log(
  `${lang}: ${recorded} entr${recorded === 1 ? 'y' : 'ies'} recorded as ${machine ? 'machine output' : 'reviewed by a person'}`,
)
