// The openings as jobs.json holds them. The build checks the file against
// jobsSchema (../checks.ts), so the job pages get it without zod.
import raw from './jobs.json' with { type: 'json' }
import type { Job } from './schema'

export const JOBS = raw as readonly Job[]

/** Today's date (UTC) as the jobs file writes dates. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10)

/** A job is open through its validThrough day, inclusive. */
export const isOpen = (job: Job, today: string = todayIso()): boolean => job.validThrough >= today

/** The jobs still open on the given day, in the file's order. */
export const openJobs = (jobs: readonly Job[] = JOBS, today: string = todayIso()): Job[] =>
  jobs.filter((job) => isOpen(job, today))

export function jobById(id: string | null | undefined): Job | undefined {
  return JOBS.find((job) => job.id === id)
}

/** Every text of a posting that HR writes, in the order the page shows them. */
export function postingTexts(job: Job): string[] {
  return [job.description, ...job.responsibilities, ...job.requirements]
}

export type { Job }
