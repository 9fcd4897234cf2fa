// `npm run i18n:review -- <lang> [--postings] [--machine] (<id> … | --all)`:
// records the current translations of a language (the ids given, or every
// entry with --all) as made from the current English. By default they are
// marked 'corrected' (a person reviewed them, so the translate script never
// overwrites them); --machine marks them as machine output still awaiting
// review. --postings works on the job postings' translation memory, whose
// ids are the hashes in locales/postings/en.json.
import { TRANSLATED_LANGUAGES } from '../src/config/languages'
import { hashText, LocaleFiles } from './lib/catalogs'
import { isMainModule } from './lib/main'
import { POSTINGS_DIR } from './lib/postings'

const USAGE = 'Usage: npm run i18n:review -- <lang> [--postings] [--machine] (<id> … | --all)'

export type ReviewResult = { recorded: number } | { error: string }

export function review(
  files: LocaleFiles,
  lang: string | undefined,
  ids: readonly string[],
  options: { machine: boolean; all: boolean },
): ReviewResult {
  if (!lang || !(TRANSLATED_LANGUAGES as readonly string[]).includes(lang)) {
    return { error: `${USAGE}\n<lang> is one of ${TRANSLATED_LANGUAGES.join(', ')}.` }
  }
  if (!ids.length && !options.all) {
    return { error: `${USAGE}\nName the entries you reviewed, or pass --all to record every entry of ${lang}.` }
  }
  const source = files.source()
  const catalog = files.catalog(lang)
  const unknown = ids.filter((id) => source[id] === undefined || catalog[id] === undefined)
  if (unknown.length) {
    return { error: `No ${lang} entry with the id ${unknown.join(', ')}: nothing was recorded.` }
  }
  const provenance = files.provenance(lang)
  const chosen = ids.length ? ids : Object.keys(catalog).filter((id) => id in source)
  for (const id of chosen) {
    provenance[id] = {
      source: hashText(source[id]?.defaultMessage ?? ''),
      status: options.machine ? 'machine' : 'corrected',
      text: hashText(catalog[id] ?? ''),
    }
  }
  for (const id of Object.keys(provenance)) if (!(id in source)) delete provenance[id]
  files.writeProvenance(lang, provenance)
  return { recorded: chosen.length }
}

if (isMainModule(import.meta.url)) {
  const args = process.argv.slice(2)
  const lang = args.shift()
  const flags = new Set(args.filter((a) => a.startsWith('--')))
  const machine = flags.has('--machine')
  const result = review(
    new LocaleFiles(flags.has('--postings') ? POSTINGS_DIR : 'locales'),
    lang,
    args.filter((a) => !a.startsWith('--')),
    { machine, all: flags.has('--all') },
  )
  if ('error' in result) {
    console.error(result.error)
    process.exitCode = 2
  } else {
    const n = result.recorded
    console.log(
      `${lang}: ${n} entr${n === 1 ? 'y' : 'ies'} recorded as ${machine ? 'machine output' : 'reviewed by a person'}`,
    )
  }
}
