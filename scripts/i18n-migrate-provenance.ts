// `tsx scripts/i18n-migrate-provenance.ts`: brings provenance records written
// in the earlier format (status 'corrected', a `review` sentence for invented
// plural forms, no English kept) to the current one (scripts/lib/catalogs.ts):
// 'corrected' becomes 'reviewed' with the English it was reviewed against
// (when the record's hash says it is today's English), and the `review`
// sentence becomes the list of `plurals`. Run once when the format changed;
// running it again changes nothing, so a branch that still writes the earlier
// format can be brought over after a merge.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TRANSLATED_LANGUAGES } from '../src/config/languages'
import { hashText, LocaleFiles, type ProvenanceEntry } from './lib/catalogs'
import { isMainModule } from './lib/main'
import { POSTINGS_DIR } from './lib/postings'

type EarlierEntry = Omit<ProvenanceEntry, 'status'> & {
  status: ProvenanceEntry['status'] | 'corrected'
  review?: string
}

export function migrateEntry(entry: EarlierEntry, english: string | undefined): ProvenanceEntry {
  const { review, status, ...rest } = entry
  const plurals = review?.match(/plural categories without an English counterpart: (.+)$/)?.[1]?.split(', ')
  const reviewed = status === 'corrected' || status === 'reviewed'
  const knownEnglish = english !== undefined && entry.source === hashText(english) ? english : undefined
  return {
    ...rest,
    status: reviewed ? 'reviewed' : 'machine',
    ...(reviewed && rest.english === undefined && knownEnglish !== undefined ? { english: knownEnglish } : {}),
    ...(plurals ? { plurals } : {}),
  }
}

/** Migrates every language's record in a folder; returns how many files changed. */
export function migrate(files: LocaleFiles): number {
  const source = files.source()
  let changed = 0
  for (const lang of TRANSLATED_LANGUAGES) {
    const file = join(files.dir, 'provenance', `${lang}.json`)
    if (!existsSync(file)) continue
    const before = readFileSync(file, 'utf8')
    const records = files.provenance(lang) as Record<string, EarlierEntry>
    files.writeProvenance(
      lang,
      Object.fromEntries(Object.entries(records).map(([id, e]) => [id, migrateEntry(e, source[id]?.defaultMessage)])),
    )
    if (readFileSync(file, 'utf8') !== before) changed += 1
  }
  return changed
}

if (isMainModule(import.meta.url)) {
  for (const dir of ['locales', POSTINGS_DIR])
    console.log(`${dir}: ${migrate(new LocaleFiles(dir))} provenance files migrated`)
}
