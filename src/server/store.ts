// The embedded store: node:sqlite under DATA_DIR, WAL with full sync so an
// acknowledged write survives a crash. Kept behind this small interface so a
// PostgreSQL adapter can replace it when one machine is outgrown.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

export interface Store {
  cachedTranslation(lang: string, text: string): string | undefined
  saveTranslation(lang: string, text: string, translated: string): void
  close(): void
}

const MIGRATIONS = [
  `CREATE TABLE translation_cache (
     lang TEXT NOT NULL,
     source TEXT NOT NULL,
     translated TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (datetime('now')),
     PRIMARY KEY (lang, source)
   )`,
]

export function openStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(join(dataDir, 'site.db'))
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;')
  const version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
  for (let v = version; v < MIGRATIONS.length; v++) {
    db.exec('BEGIN')
    db.exec(MIGRATIONS[v] ?? '')
    db.exec(`PRAGMA user_version = ${v + 1}`)
    db.exec('COMMIT')
  }
  const getTranslation = db.prepare('SELECT translated FROM translation_cache WHERE lang = ? AND source = ?')
  const putTranslation = db.prepare(
    'INSERT INTO translation_cache (lang, source, translated) VALUES (?, ?, ?) ON CONFLICT (lang, source) DO UPDATE SET translated = excluded.translated',
  )
  return {
    cachedTranslation(lang, text) {
      const row = getTranslation.get(lang, text) as { translated: string } | undefined
      return row?.translated
    },
    saveTranslation(lang, text, translated) {
      putTranslation.run(lang, text, translated)
    },
    close() {
      db.close()
    },
  }
}
