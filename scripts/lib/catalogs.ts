// Reading and writing the message catalogs and their provenance record.
//   locales/en.json            extracted from the code: id → { defaultMessage, description }
//   locales/{lang}.json        id → ICU message, sorted
//   locales/provenance/{lang}.json
//                              id → { source: hash of the English it was made from,
//                                     status: 'machine' | 'corrected',
//                                     text: hash of the translation as recorded,
//                                     review: why a person should look at it, if anything }
//   locales/postings/                  the same files for the job postings' texts (see postings.ts)
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export type SourceCatalog = Record<string, { defaultMessage: string; description?: string }>
export type Catalog = Record<string, string>
export type ProvenanceEntry = {
  source: string
  status: 'machine' | 'corrected'
  text: string
  /** Why a person should look at this machine entry (plural forms it had to invent). */
  review?: string
}
export type Provenance = Record<string, ProvenanceEntry>

export const hashText = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16)

export function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback
}

export function writeJson(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}

export class LocaleFiles {
  constructor(readonly dir: string) {}

  source(): SourceCatalog {
    return readJson(join(this.dir, 'en.json'), {})
  }
  catalog(lang: string): Catalog {
    return readJson(join(this.dir, `${lang}.json`), {})
  }
  provenance(lang: string): Provenance {
    return readJson(join(this.dir, 'provenance', `${lang}.json`), {})
  }
  allowlist(): Record<string, string[]> {
    return readJson(join(this.dir, 'same-as-english.json'), {})
  }
  writeCatalog(lang: string, catalog: Catalog): void {
    writeJson(join(this.dir, `${lang}.json`), sortKeys(catalog))
  }
  writeProvenance(lang: string, provenance: Provenance): void {
    writeJson(join(this.dir, 'provenance', `${lang}.json`), sortKeys(provenance))
  }
}
