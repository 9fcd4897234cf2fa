// A job opening as HR writes it in jobs.json. Title, places, type and status
// are keys of catalog messages; the description, responsibilities and
// requirements are the posting's own English text (shown as English, marked
// lang="en", on other languages' pages). Used at build (../checks.ts) and by
// jobs:import; the pages import only the Job type.
import { z } from '../../lib/zod'
import { PLACES } from './places'
import { jobCities, jobCountries, jobStates, jobStatuses, jobTitles, jobTypes } from './vocabulary'

const keysOf = <T extends object>(record: T) =>
  Object.keys(record) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]]

export const jobSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
      .max(80),
    title: z.enum(keysOf(jobTitles)),
    country: z.enum(keysOf(jobCountries)),
    state: z.enum(keysOf(jobStates)),
    city: z.enum(keysOf(jobCities)),
    type: z.enum(keysOf(jobTypes)),
    status: z.enum(keysOf(jobStatuses)),
    postedAt: z.iso.date(),
    description: z.string().trim().min(40).max(4000),
    responsibilities: z.array(z.string().trim().min(5).max(300)).min(2).max(15),
    requirements: z.array(z.string().trim().min(5).max(300)).min(2).max(15),
  })
  .superRefine((job, ctx) => {
    const cities = PLACES[job.country][job.state]
    if (!cities)
      ctx.addIssue({ code: 'custom', path: ['state'], message: `${job.state} is not a state of ${job.country}` })
    else if (!cities.includes(job.city))
      ctx.addIssue({ code: 'custom', path: ['city'], message: `${job.city} is not a city of ${job.state}` })
  })

export type Job = z.infer<typeof jobSchema>

export const jobsSchema = z.array(jobSchema).superRefine((jobs, ctx) => {
  const seen = new Set<string>()
  jobs.forEach((job, i) => {
    if (seen.has(job.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate id ${job.id}` })
    seen.add(job.id)
  })
})
