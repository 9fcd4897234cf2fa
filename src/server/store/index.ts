// Which engine keeps the site's data: PostgreSQL when DATABASE_URL is set
// (several servers on one database), else the embedded SQLite store in
// DATA_DIR (one machine, nothing to set up).
import { openPostgresStore } from './postgres'
import { openSqliteStore } from './sqlite'
import type { Store } from './types'

export type * from './types'
export { STORE_FILE } from './sqlite'

export type StoreOptions = {
  dataDir: string
  databaseUrl?: string
  /** False: a DATA_DIR holding no embedded store is an error (the admin command must not report on nothing). */
  create?: boolean
}

export async function openStore({ dataDir, databaseUrl, create = true }: StoreOptions): Promise<Store> {
  return databaseUrl ? openPostgresStore(databaseUrl) : openSqliteStore(dataDir, { create })
}
