// Versioned schema changes, one SQL file per version and engine
// (migrations/<engine>/NNN-what.sql), applied in order at start-up; each
// engine records the version it reached in the database itself.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export type Migration = { version: number; name: string; sql: string }

export function migrations(engine: 'sqlite' | 'postgres'): Migration[] {
  const dir = fileURLToPath(new URL(`./migrations/${engine}/`, import.meta.url))
  const list = readdirSync(dir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file, sql: readFileSync(dir + file, 'utf8') }))
  list.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`${engine} migrations: ${m.name} should be number ${i + 1}`)
  })
  return list
}
