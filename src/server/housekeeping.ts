// What the server tidies on a schedule, at start and then hourly: personal
// data past its retention period (contact messages, applications with their
// résumés, job alerts, mail, the local .eml copies), job alerts never confirmed, budget windows that have ended, and
// used anti-bot solutions that have expired. A pass that fails is logged and
// tried again at the next hour; nothing here blocks a request.
import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { emlDir } from './dataFiles'
import { DAY_MS, HOUR_MS } from './formGuard'
import type { Store } from './store'

/** Days a job alert waits for its confirmation before it is deleted. */
export const UNCONFIRMED_ALERT_DAYS = 7

export type HousekeepingOptions = {
  store: Store
  dataDir: string
  /** Personal data older than this many days is deleted (RETENTION_DAYS). */
  retentionDays: number
  log?: FastifyBaseLogger
}

export type Tidied = {
  messages: number
  applications: number
  jobAlerts: number
  unconfirmedJobAlerts: number
  mails: number
  emlFiles: number
  budgets: number
  challenges: number
}

/** Files in `dir` last written before `before` (ms), deleted; returns how many. */
async function removeFilesBefore(dir: string, before: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[])
  let removed = 0
  for (const name of names) {
    const path = join(dir, name)
    const info = await stat(path).catch(() => undefined)
    if (info?.isFile() && info.mtimeMs < before) {
      await rm(path, { force: true })
      removed++
    }
  }
  return removed
}

export async function tidy(options: HousekeepingOptions, now = Date.now()): Promise<Tidied> {
  const { store, dataDir } = options
  const cutoff = now - options.retentionDays * DAY_MS
  // The store's part first (the server may close while files are deleted); résumés go with their applications.
  const purged = await store.purgeBefore(cutoff)
  // A job alert nobody confirmed within a week was likely not wanted by the address's owner.
  const unconfirmedJobAlerts = await store.forgetUnconfirmedJobAlerts(now - UNCONFIRMED_ALERT_DAYS * DAY_MS)
  const budgets = await store.forgetBudgets(now - 2 * DAY_MS)
  const challenges = await store.forgetChallenges(now)
  return {
    ...purged,
    unconfirmedJobAlerts,
    emlFiles: await removeFilesBefore(emlDir(dataDir), cutoff),
    budgets,
    challenges,
  }
}

/** Tidies now and every hour; returns a function that stops it. */
export function scheduleHousekeeping(options: HousekeepingOptions): () => void {
  const pass = () =>
    tidy(options).then(
      (tidied) => options.log?.info({ tidied }, 'housekeeping done'),
      (error: unknown) => options.log?.error({ err: error }, 'housekeeping failed'),
    )
  void pass()
  const timer = setInterval(() => void pass(), HOUR_MS)
  timer.unref()
  return () => clearInterval(timer)
}
