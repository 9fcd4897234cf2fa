// Reading and writing the message catalogs and their provenance record.
//   locales/en.json            extracted from the code: id → { defaultMessage, description }
//   locales/{lang}.json        id → ICU message, sorted
//   locales/provenance/{lang}.json
//                              id → ProvenanceEntry (below), sorted
//   locales/glossary/{lang}.json
//                              English term → the translation every entry must use
//   locales/postings/          the same files for the job postings' texts (see postings.ts)
// A language's catalog and provenance are written together or not at all
// (see commitFiles), so an interrupted run never leaves machine text that the
// record no longer knows as the machine's (it would count as a person's work).
import { createHash } from 'node:crypto'
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { dirname, join } from 'node:path'

export type SourceCatalog = Record<string, { defaultMessage: string; description?: string }>
export type Catalog = Record<string, string>
export type ProvenanceEntry = {
  /** Hash of the English it was made from. */
  source: string
  /** 'machine': the translation service wrote it; 'reviewed': a person wrote or approved it. */
  status: 'machine' | 'reviewed'
  /** Hash of the translation as recorded: a catalog text with another hash was edited by hand. */
  text: string
  /** The English a person reviewed (reviewed entries): shown beside the new English when it changes. */
  english?: string
  /** Plural categories the machine wrote without an English counterpart (e.g. count:few): a person should look. */
  plurals?: string[]
  /**
   * A person's reviewed text that the machine's translation of changed English
   * replaced (so publishing never waits on a translator), kept to reconcile,
   * with the English it was written for (when recorded).
   */
  earlier?: { text: string; english?: string }
}
export type Provenance = Record<string, ProvenanceEntry>

export const hashText = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16)

export function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** An entry with its keys in one fixed order, so the files stay stable under rewrites. */
function orderedEntry({ status, source, text, english, plurals, earlier }: ProvenanceEntry): ProvenanceEntry {
  return {
    source,
    status,
    text,
    ...(english !== undefined ? { english } : {}),
    ...(plurals?.length ? { plurals } : {}),
    ...(earlier
      ? { earlier: { text: earlier.text, ...(earlier.english !== undefined ? { english: earlier.english } : {}) } }
      : {}),
  }
}

/** The record of a translation the machine just wrote for `english`. */
export const machineEntry = (english: string, text: string, plurals: string[] = []): ProvenanceEntry =>
  orderedEntry({ status: 'machine', source: hashText(english), text: hashText(text), plurals })

/** The record of a translation a person wrote or approved for `english`. */
export const reviewedEntry = (english: string, text: string): ProvenanceEntry => ({
  source: hashText(english),
  status: 'reviewed',
  text: hashText(text),
  english,
})

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback
}

const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** Writes a file and flushes it to the disk before returning. */
function writeDurably(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true })
  const fd = openSync(file, 'w')
  try {
    writeSync(fd, text)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** Writes a JSON file atomically: a temporary file renamed over it (readers see the old or the new file). */
export function writeJson(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`
  writeDurably(temporary, jsonText(value))
  renameSync(temporary, file)
}

const NEXT = '.next'
const JOURNAL = /^\.commit-(.+)\.json$/

/**
 * Writes several files of `dir` as one change. Each file goes to `<file>.next`;
 * then a journal naming them is written (atomically): from that moment the
 * change is decided. Then each `.next` is renamed over its file and the journal
 * removed. A run that stops before the journal leaves the old files (and stray
 * `.next` files, dropped later); one that stops after it is finished by
 * `recoverCommits` (every LocaleFiles calls it first).
 */
export function stageCommit(dir: string, name: string, files: Record<string, unknown>): string {
  for (const [file, value] of Object.entries(files)) writeDurably(join(dir, file + NEXT), jsonText(value))
  const journal = join(dir, `.commit-${name}.json`)
  writeJson(journal, Object.keys(files))
  return journal
}

export function finishCommit(dir: string, journal: string): void {
  for (const file of readJson<string[]>(journal, [])) {
    const next = join(dir, file + NEXT)
    if (existsSync(next)) renameSync(next, join(dir, file))
  }
  rmSync(journal)
}

/** Finishes the changes a stopped run had decided, and drops the `.next` files of those it had not. */
export function recoverCommits(dir: string): void {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) if (JOURNAL.test(name)) finishCommit(dir, join(dir, name))
  for (const folder of [dir, join(dir, 'provenance')]) {
    if (!existsSync(folder)) continue
    for (const name of readdirSync(folder)) if (name.endsWith(NEXT)) rmSync(join(folder, name))
  }
}

export class LocaleFiles {
  constructor(readonly dir: string) {
    recoverCommits(dir)
  }

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
  /** English term → the language's required translation (or its accepted forms, the first preferred). */
  glossary(lang: string): Record<string, string | string[]> {
    return readJson(join(this.dir, 'glossary', `${lang}.json`), {})
  }
  /** A language's catalog and its provenance, both or neither. */
  writeLanguage(lang: string, catalog: Catalog, provenance: Provenance): void {
    const journal = stageCommit(this.dir, lang, {
      [`${lang}.json`]: sortKeys(catalog),
      [join('provenance', `${lang}.json`)]: provenanceFile(provenance),
    })
    finishCommit(this.dir, journal)
  }
  writeCatalog(lang: string, catalog: Catalog): void {
    writeJson(join(this.dir, `${lang}.json`), sortKeys(catalog))
  }
  writeProvenance(lang: string, provenance: Provenance): void {
    writeJson(join(this.dir, 'provenance', `${lang}.json`), provenanceFile(provenance))
  }
}

const provenanceFile = (provenance: Provenance) =>
  sortKeys(Object.fromEntries(Object.entries(provenance).map(([id, entry]) => [id, orderedEntry(entry)])))
