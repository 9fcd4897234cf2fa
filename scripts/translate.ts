// `npm run i18n:translate [-- lang …]`: for each language, translates the
// catalog entries and the job postings' texts that are missing or whose
// English changed, in batches through the Google Translation v2 API, and
// records where each entry came from. Publishing never waits on a person:
// when the English under a person's entry (reviewed, or edited by hand)
// changes, the new English is machine-translated and published, and the
// person's text is kept in the record beside the English it was written for,
// listed as stale for them to reconcile. An entry with no record at all is a
// person's and is left alone. Plural messages come back with every category
// the target language needs; the categories the English lacks are flagged.
import { typeset } from './lib/typeset'
import { TRANSLATED_LANGUAGES } from '../src/config/languages'
import { batches, googleTranslator, type MachineTranslator } from '../src/server/translation/machine'
import { toServiceError, TranslationServiceError } from '../src/server/translation/serviceError'
import { planMessage } from '../src/server/translation/protect'
import { hashText, LocaleFiles, machineEntry, type ProvenanceEntry } from './lib/catalogs'
import { isMainModule } from './lib/main'
import { POSTINGS_DIR } from './lib/postings'

export type TranslateReport = {
  lang: string
  translated: number
  /** Entries a person wrote whose English changed: the machine text is published, theirs kept in the record (stale). */
  needsReview: string[]
  /** Entries whose plural categories were produced without an English counterpart. */
  addedPlurals: string[]
}

export async function translateCatalogs(
  files: LocaleFiles,
  translator: MachineTranslator,
  languages: readonly string[] = TRANSLATED_LANGUAGES,
): Promise<TranslateReport[]> {
  const source = files.source()
  const reports: TranslateReport[] = []
  for (const lang of languages) {
    const catalog = files.catalog(lang)
    const provenance = files.provenance(lang)
    const todo: string[] = []
    const needsReview: string[] = []
    for (const [id, { defaultMessage }] of Object.entries(source)) {
      const current = catalog[id]
      const entry = provenance[id]
      if (current === undefined) todo.push(id)
      else if (entry && entry.source !== hashText(defaultMessage)) {
        todo.push(id)
        if (entry.status !== 'machine' || entry.text !== hashText(current)) needsReview.push(id)
      }
    }
    const addedPlurals: string[] = []
    let translated = 0
    const save = () => {
      for (const id of Object.keys(catalog)) if (!(id in source)) delete catalog[id]
      for (const id of Object.keys(provenance)) if (!(id in source)) delete provenance[id]
      files.writeLanguage(lang, catalog, provenance)
    }
    // Batch by batch, each written as soon as it is back: a failure (a quota
    // spent, the service down) loses nothing that was paid for, and the next
    // run sends only what is still missing.
    for (const chunk of batchesOf(todo, (id) => source[id]?.defaultMessage ?? '')) {
      const english = chunk.map((id) => source[id]?.defaultMessage ?? '')
      let results: readonly string[]
      try {
        results = refuseShortAnswer(await translator.translate(english, lang), english, lang)
      } catch (error) {
        reports.push({ lang, translated, needsReview, addedPlurals })
        throw new TranslationInterrupted(reports, lang, todo.length - translated, error)
      }
      chunk.forEach((id, i) => {
        const text = typeset(results[i] ?? '', lang)
        const added = planMessage(english[i] ?? '', lang).added
        if (added.length) addedPlurals.push(`${id} (${added.join(', ')})`)
        provenance[id] = {
          ...machineEntry(english[i] ?? '', text, added),
          earlier: keptText(provenance[id], catalog[id]),
        }
        catalog[id] = text
      })
      translated += chunk.length
      save()
    }
    save()
    reports.push({ lang, translated, needsReview, addedPlurals })
  }
  return reports
}

/**
 * What a person wrote that a new machine translation replaces, kept in the
 * record for them to reconcile: a reviewed or hand-edited text, with the
 * English it was written for; or what was kept already.
 */
function keptText(entry: ProvenanceEntry | undefined, current: string | undefined): ProvenanceEntry['earlier'] {
  if (!entry || current === undefined) return undefined
  if (entry.status === 'machine' && entry.text === hashText(current)) return entry.earlier
  return { text: current, ...(entry.english !== undefined ? { english: entry.english } : {}) }
}

/** Every text asked for must come back translated: a short answer would be recorded as empty machine text. */
function refuseShortAnswer(results: readonly string[], english: readonly string[], lang: string): readonly string[] {
  const empty = english.findIndex((text, i) => text !== '' && !results[i])
  if (results.length !== english.length || empty >= 0) {
    throw new TranslationServiceError(
      `asked for ${english.length} ${lang} translations, got ${results.length}${empty >= 0 ? ` (an empty one for “${english[empty]}”)` : ''}: nothing of that batch was written`,
    )
  }
  return results
}

/** Ids in the service's batches (by count and characters of their English), in order. */
function batchesOf(ids: readonly string[], english: (id: string) => string): string[][] {
  let start = 0
  return batches(ids.map(english)).map((batch) => ids.slice(start, (start += batch.length)))
}

/** A run stopped by the service; what was translated before is written, and listed in `reports`. */
export class TranslationInterrupted extends Error {
  constructor(
    readonly reports: readonly TranslateReport[],
    readonly lang: string,
    readonly left: number,
    readonly cause: unknown,
  ) {
    super(`stopped at ${lang} with ${left} entries left`)
  }
}

/** The languages named on the command line, each checked; none named means all eleven. */
export function chosenLanguages(args: readonly string[]): readonly string[] {
  const named = args.filter((a) => !a.startsWith('--'))
  const unknown = named.filter((a) => !(TRANSLATED_LANGUAGES as readonly string[]).includes(a))
  if (unknown.length) {
    throw new UsageError(
      `Not a language to translate into: ${unknown.join(', ')}. Choose from ${TRANSLATED_LANGUAGES.join(', ')}` +
        ' (English is the source and is never overwritten).',
    )
  }
  return named.length ? named : TRANSLATED_LANGUAGES
}

export class UsageError extends Error {}

function printReports(what: string, reports: readonly TranslateReport[], reviewHint: (lang: string) => string): void {
  for (const r of reports) {
    console.log(`${what} ${r.lang}: ${r.translated} translated`)
    if (r.needsReview.length)
      console.log(
        `  ${r.lang}: ${r.needsReview.length} entr${r.needsReview.length === 1 ? 'y' : 'ies'} a person wrote had new English: machine text is published, theirs kept beside it (${r.needsReview.join(', ')}); to reconcile: ${reviewHint(r.lang)}`,
      )
    for (const line of r.addedPlurals) console.log(`  ${r.lang} ${line}: check the machine's wording of these forms`)
  }
}

async function main(): Promise<void> {
  const languages = chosenLanguages(process.argv.slice(2))
  const key = process.env.GOOGLE_TRANSLATE_API_KEY
  if (!key) {
    throw new UsageError(
      'GOOGLE_TRANSLATE_API_KEY is not set: the translate script needs a Google Cloud Translation (v2) API key' +
        ' (GOOGLE_CLOUD_TRANSLATE_ENDPOINT optionally replaces the service URL).',
    )
  }
  const translator = googleTranslator({ key, endpoint: process.env.GOOGLE_CLOUD_TRANSLATE_ENDPOINT })
  printReports(
    'messages',
    await translateCatalogs(new LocaleFiles('locales'), translator, languages),
    (lang) => `npm run i18n:review -- list ${lang} --messages --state stale`,
  )
  printReports(
    'postings',
    await translateCatalogs(new LocaleFiles(POSTINGS_DIR), translator, languages),
    (lang) => `npm run i18n:review -- list ${lang} --postings --state stale`,
  )
}

if (isMainModule(import.meta.url)) {
  try {
    await main()
  } catch (error) {
    if (error instanceof UsageError) console.error(error.message)
    else if (error instanceof TranslationInterrupted) {
      const reason = toServiceError(error.cause, process.env.GOOGLE_TRANSLATE_API_KEY).message
      const saved = error.reports.map((r) => `${r.lang} ${r.translated}`).join(', ')
      console.error(
        `The translation service stopped the run at ${error.lang} with ${error.left} entries left: ${reason}.` +
          ` What was translated before is saved (${saved}); run it again (when the quota allows) to send only the rest.`,
      )
    } else throw error
    process.exitCode = error instanceof UsageError ? 2 : 1
  }
}
