// The openings as jobs.json holds them. The build checks the file against
// jobsSchema (../checks.ts), so the job pages get it without zod.
import raw from './jobs.json' with { type: 'json' }
import type { Job } from './schema'

export const JOBS = raw as readonly Job[]

export function jobById(id: string | null | undefined): Job | undefined {
  return JOBS.find((job) => job.id === id)
}

/** Every text of a posting that HR writes, in the order the page shows them. */
export function postingTexts(job: Job): string[] {
  return [job.description, ...job.responsibilities, ...job.requirements]
}

export type { Job }
