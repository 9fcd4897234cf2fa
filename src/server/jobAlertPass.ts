// The job alerts' daily mail: a pass, at start and then hourly, looks at each
// confirmed alert not mailed in the last day, compares the build's open jobs
// with those it was already told about, and queues one digest of the new
// matching ones in the alert's language through the outbox. Alerts are claimed
// by the store (FOR UPDATE SKIP LOCKED on PostgreSQL, with a lease), so several
// servers on one database mail each alert once; a pass that fails is logged
// and the next hour's tries again.
import type { FastifyBaseLogger } from 'fastify'
import { isLanguageCode, type LanguageCode } from '../config/languages'
import type { Job } from '../content/jobs'
import { jobTitles, type JobTitleKey } from '../content/jobs/vocabulary'
import { jobMatchesAlert } from '../forms/jobAlert'
import { englishOf } from '../i18n/defineMessages'
import { DAY_MS, HOUR_MS } from './formGuard'
import { translatorFor } from './i18n'
import { jobAlertMail, termOf, type AlertLinks } from './mail/jobAlertMail'
import type { Store } from './store'

export type JobAlertPassOptions = {
  store: Store
  /** The build's jobs open today (SiteBuild.openJobs()). */
  openJobs: () => Job[]
  links: AlertLinks
  /** How long a server's claim on an alert lasts before another may take it. */
  leaseMs?: number
  log?: FastifyBaseLogger
  /** Called when mail was queued (the outbox sends it at once). */
  onQueued?: () => void
}

const BATCH = 50

/** One pass at time `now`: queues the digests due; returns how many were queued and how many alerts were looked at. */
export async function runJobAlertPass(
  options: JobAlertPassOptions,
  now = Date.now(),
): Promise<{ checked: number; mailed: number }> {
  const jobs = options.openJobs()
  // No job list (a build without one, or being replaced): nothing is compared, so nothing is forgotten.
  if (!jobs.length) return { checked: 0, mailed: 0 }
  const openIds = jobs.map((job) => job.id)
  let checked = 0
  let mailed = 0
  for (;;) {
    const alerts = await options.store.claimDueJobAlerts(
      now,
      { mailedBefore: now - DAY_MS, checkedBefore: now },
      BATCH,
      options.leaseMs ?? 5 * 60_000,
    )
    if (!alerts.length) break
    for (const alert of alerts) {
      const lang: LanguageCode = isLanguageCode(alert.lang) ? alert.lang : 'en'
      const t = translatorFor(lang)
      const known = new Set(alert.knownJobs)
      const fresh = jobs.filter(
        (job) =>
          !known.has(job.id) &&
          jobMatchesAlert(job, alert.filter, [
            jobTitles[job.title as JobTitleKey] ? englishOf(jobTitles[job.title as JobTitleKey]) : job.title,
            termOf(jobTitles, job.title, t),
          ]),
      )
      const mail = fresh.length ? jobAlertMail({ ...alert, lang }, fresh, options.links, t) : null
      // Every open job is known from now on: one that does not match never will (the search is fixed).
      await options.store.recordJobAlertCheck(alert.id, now, openIds, mail)
      checked++
      if (mail) mailed++
    }
  }
  if (mailed) options.onQueued?.()
  return { checked, mailed }
}

/** Runs a pass now and every hour; returns a function that stops it (and waits for a pass under way). */
export function scheduleJobAlerts(options: JobAlertPassOptions): () => Promise<unknown> {
  let running: Promise<unknown> = Promise.resolve()
  const pass = () => {
    running = runJobAlertPass(options).then(
      (result) => options.log?.info(result, 'job alert pass done'),
      (error: unknown) => options.log?.error({ err: error }, 'job alert pass failed'),
    )
  }
  pass()
  const timer = setInterval(pass, HOUR_MS)
  timer.unref()
  return () => {
    clearInterval(timer)
    return running
  }
}
