// The openings, validated when the site is built: a bad jobs.json fails the build.
import raw from './jobs.json' with { type: 'json' }
import { jobsSchema, type Job } from './schema'

export const JOBS: readonly Job[] = jobsSchema.parse(raw)

export function jobById(id: string | null | undefined): Job | undefined {
  return JOBS.find((job) => job.id === id)
}

/** Every text of a posting that HR writes, in the order the page shows them. */
export function postingTexts(job: Job): string[] {
  return [job.description, ...job.responsibilities, ...job.requirements]
}

export type { Job }
