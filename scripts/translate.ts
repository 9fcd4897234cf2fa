// `npm run i18n:translate`: for each language, translates the entries that are
// missing or whose English changed, in batches through the Google Translation
// v2 API, and records where each entry came from. An entry a person corrected
// (marked so, or edited since the machine wrote it) is never overwritten: it
// is listed for review instead.
import { TRANSLATED_LANGUAGES } from '../src/config/languages'
import { googleTranslator, type MachineTranslator } from '../src/server/translation/machine'
import { hashText, LocaleFiles } from './lib/catalogs'

export type TranslateReport = { lang: string; translated: number; needsReview: string[] }

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
      if (current === undefined) {
        todo.push(id)
        continue
      }
      if (entry && entry.source === hashText(defaultMessage)) continue
      const personTouched = entry?.status === 'corrected' || (entry !== undefined && entry.text !== hashText(current))
      if (personTouched) needsReview.push(id)
      else todo.push(id)
    }
    if (todo.length) {
      const results = await translator.translate(
        todo.map((id) => source[id]?.defaultMessage ?? ''),
        lang,
      )
      todo.forEach((id, i) => {
        const text = results[i] ?? ''
        catalog[id] = text
        provenance[id] = { source: hashText(source[id]?.defaultMessage ?? ''), status: 'machine', text: hashText(text) }
      })
    }
    for (const id of Object.keys(catalog)) if (!(id in source)) delete catalog[id]
    for (const id of Object.keys(provenance)) if (!(id in source)) delete provenance[id]
    files.writeCatalog(lang, catalog)
    files.writeProvenance(lang, provenance)
    reports.push({ lang, translated: todo.length, needsReview })
  }
  return reports
}

async function main(): Promise<void> {
  const key = process.env.GOOGLE_TRANSLATE_API_KEY
  if (!key) {
    console.error(
      'GOOGLE_TRANSLATE_API_KEY is not set: the translate script needs a Google Cloud Translation (v2) API key.\n' +
        'Optionally set GOOGLE_CLOUD_TRANSLATE_ENDPOINT to use another URL for the service.',
    )
    process.exit(1)
  }
  const translator = googleTranslator({ key, endpoint: process.env.GOOGLE_CLOUD_TRANSLATE_ENDPOINT })
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  const reports = await translateCatalogs(
    new LocaleFiles('locales'),
    translator,
    only.length ? only : TRANSLATED_LANGUAGES,
  )
  for (const r of reports) {
    console.log(`${r.lang}: ${r.translated} translated`)
    for (const id of r.needsReview)
      console.log(
        `  ${r.lang} ${id}: English changed, but a person corrected this entry: review it, then run npm run i18n:review -- ${r.lang} ${id}`,
      )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
