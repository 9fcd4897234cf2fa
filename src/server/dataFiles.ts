// Everything under DATA_DIR is personal data or a secret: folders are the
// owner's only (0700) and files too (0600), from their first write, whatever
// the process's umask.
import { chmodSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

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
