// Everything under DATA_DIR is personal data or a secret: folders are the
// owner's only (0700) and files too (0600), from their first write, whatever
// the process's umask. The server refuses to start without a DATA_DIR it can
// use, or with one the web can reach: compared by real paths, so a symbolic
// link (DIST_DIR/data pointing at it, or DATA_DIR reached through a link into
// the site) cannot put the store and the anti-bot key on the web.
import { accessSync, chmodSync, constants, existsSync, mkdirSync, readdirSync, realpathSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'

export const OWNER_ONLY_DIR = 0o700
export const OWNER_ONLY_FILE = 0o600

/** Where accepted résumés are kept, and the local copies of mail written when no SMTP server is set. */
export const resumesDir = (dataDir: string) => join(dataDir, 'uploads', 'resumes')
export const emlDir = (dataDir: string) => join(dataDir, 'outbox')

/** Creates the folder (and its parents) owner-only, and tightens it if it already existed. */
export function ownerOnlyDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: OWNER_ONLY_DIR })
  chmodSync(path, OWNER_ONLY_DIR)
}

/** Creates DATA_DIR owner-only (or tightens it) and checks the server can write in it; else says why not. */
export function prepareDataDir(dataDir: string): void {
  try {
    ownerOnlyDir(dataDir)
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK)
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error)
    throw new Error(
      `DATA_DIR (${dataDir}) cannot be used (${reason}): create it, owned by the user the server runs as, with mode 0700, or choose another folder.`,
      { cause: error },
    )
  }
}

/** True when `inner` is `outer` or a folder below it. */
export const isWithin = (inner: string, outer: string) => {
  const path = relative(outer, inner)
  return !path.startsWith('..') && !isAbsolute(path)
}

/** The path with every link resolved, for a path that may not exist yet (its existing part resolved). */
export function realPath(path: string): string {
  const absolute = resolve(path)
  if (existsSync(absolute)) return realpathSync(absolute)
  const parent = dirname(absolute)
  return parent === absolute ? absolute : join(realPath(parent), basename(absolute))
}

/** Refuses a DATA_DIR the site folder would serve: inside it, or reached by a link in it. */
export function assertDataDirOffTheWeb(dataDir: string, distDir: string): void {
  const data = realPath(dataDir)
  const dist = realPath(distDir)
  const refuse = (how: string) => {
    throw new Error(`DATA_DIR (${dataDir}) ${how} DIST_DIR (${distDir}): choose a folder outside the site.`)
  }
  if (isWithin(data, dist)) refuse('lies inside')
  if (!existsSync(dist)) return
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue
    let target: string
    try {
      target = realpathSync(join(entry.parentPath, entry.name))
    } catch {
      continue // a broken link serves nothing
    }
    if (isWithin(target, data) || isWithin(data, target))
      refuse(`is reached by the link ${join(entry.parentPath, entry.name)} inside`)
  }
}
