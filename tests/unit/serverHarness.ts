// A server as the tests use it: a temporary site and store, no port, the
// outbox stopped (tests drive it); valid form posts, with the anti-bot challenge solved, from formPosts.ts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { buildServer, type AppOptions } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { JOBS_FILE } from '../../src/server/siteBuild'
import { siteJobs } from './formPosts'

export const INBOX = 'inbox@company.test'
export const CAREERS = 'careers@company.test'

const open: { close: () => Promise<unknown> }[] = []
afterEach(async () => {
  while (open.length) await open.pop()?.close()
})

/** Closed after the test. */
export function closeAfterTest<T extends { close: () => Promise<unknown> }>(thing: T): T {
  open.push(thing)
  return thing
}

export function siteFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>')
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>404</title>')
  mkdirSync(join(dist, '.meta'))
  writeFileSync(join(dist, JOBS_FILE), JSON.stringify(siteJobs()))
  return dist
}

export async function startServer(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'data-')),
  options: Omit<AppOptions, 'config'> = { outboxStopped: true },
) {
  const config = loadConfig({
    DIST_DIR: siteFolder(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CONTACT_INBOX: INBOX,
    CAREERS_INBOX: CAREERS,
    // A quick proof of work: the tests solve many.
    ALTCHA_MAX_NUMBER: '5000',
    ...env,
  })
  const app = closeAfterTest(await buildServer({ ...options, config }))
  return { app, dataDir }
}

export {
  applyValues,
  closedJob,
  contactValues,
  jobIn,
  postApplication,
  postContact,
  postContactForm,
  solved,
} from './formPosts'
export { freePort } from '../../scripts/lib/freePort'
