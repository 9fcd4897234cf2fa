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

/**
 * The pages pre-rendered for a job the site no longer (or never) had: the
 * server answers such an address with one of them (410 or 404), its job's
 * details filled in. Never a job's id (ids have no underscore).
 */
export const CLOSED_JOB_PAGE = '_closed'
export const UNKNOWN_JOB_PAGE = '_unknown'

/** What a closed job's page says of it and looks up similar roles by (the build keeps these of the jobs it leaves out). */
export type JobFacts = Pick<Job, 'id' | 'title' | 'country' | 'state' | 'city' | 'type' | 'postedAt' | 'validThrough'>

export const jobFacts = ({ id, title, country, state, city, type, postedAt, validThrough }: JobFacts): JobFacts => ({
  id,
  title,
  country,
  state,
  city,
  type,
  postedAt,
  validThrough,
})

/** What a job's address shows: the job, the job closed, or nothing known. */
export type JobState = { kind: 'open'; job: Job } | { kind: 'closed'; job: Job } | { kind: 'unknown' }

export function jobState(id: string | null | undefined, today: string = todayIso()): JobState {
  const job = jobById(id)
  if (!job) return { kind: 'unknown' }
  return isOpen(job, today) ? { kind: 'open', job } : { kind: 'closed', job }
}

export function jobById(id: string | null | undefined): Job | undefined {
  return JOBS.find((job) => job.id === id)
}

/** Every text of a posting that HR writes, in the order the page shows them. */
export function postingTexts(job: Job): string[] {
  return [job.description, ...job.responsibilities, ...job.requirements]
}

export type { Job }
