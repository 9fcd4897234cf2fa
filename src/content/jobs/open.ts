// What is known of one job without the jobs file (when it is open, its
// texts in page order): pages that show one job or the search import this.
import type { Job } from './schema'

/** Today's date (UTC) as the jobs file writes dates. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10)

/** A job is open through its validThrough day, inclusive. */
export const isOpen = (job: Pick<Job, 'validThrough'>, today: string = todayIso()): boolean => job.validThrough >= today

/** Every text of a posting that HR writes, in the order the page shows them. */
export function postingTexts(job: Job): string[] {
  return [job.description, ...job.responsibilities, ...job.requirements]
}

/** Whole days between a posting date and the build date (never negative). */
export function daysSince(postedAt: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${postedAt}T00:00:00Z`)) / 86_400_000)
  return Math.max(0, days)
}
