// The openings as jobs.json holds them. The build checks the file against
// jobsSchema (../checks.ts), so the job pages get it without zod.
import raw from './jobs.json' with { type: 'json' }
import type { Job } from './schema'

import { isOpen, todayIso } from './open'

export const JOBS = raw as readonly Job[]
export { isOpen, todayIso }

/** The jobs still open on the given day, in the file's order. */
export const openJobs = (jobs: readonly Job[] = JOBS, today: string = todayIso()): Job[] =>
  jobs.filter((job) => isOpen(job, today))

export { CLOSED_JOB_PAGE, UNKNOWN_JOB_PAGE } from './closedPages'

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

export { postingTexts } from './open'

export type { Job }
