// A job opening as HR writes it in jobs.json. Title, places, type and status
// are keys of catalog messages; the description, responsibilities and
// requirements are the posting's own English text (shown as English, marked
// lang="en", on other languages' pages). Used at build (../checks.ts) and by
// jobs:import; the pages import only the Job type.
import { z } from '../../lib/zod'
import { payRangeRuleFor } from './payTransparency'
import { PLACES } from './places'
import { jobCities, jobCountries, jobStates, jobStatuses, jobTitles, jobTypes } from './vocabulary'

const keysOf = <T extends object>(record: T) =>
  Object.keys(record) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]]

/** Where the work is done: schema.org's jobLocationType TELECOMMUTE is 'remote'. */
export const WORKPLACES = ['onSite', 'hybrid', 'remote'] as const
export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const
/** How long a posting stays open when the import names no end: the build and jobs:import default to it. */
export const DEFAULT_VALID_DAYS = 60

const salarySchema = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as USD'),
    min: z.number().positive(),
    max: z.number().positive(),
    unit: z.enum(SALARY_UNITS),
  })
  .refine((s) => s.max >= s.min, { path: ['max'], message: 'max is below min' })

const jobFields = z.object({
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
  /** The last day the posting is open (inclusive). After it the job is closed everywhere. */
  validThrough: z.iso.date(),
  workplace: z.enum(WORKPLACES).optional(),
  baseSalary: salarySchema.optional(),
  /** Countries (ISO 3166-1 alpha-2) a remote job's applicants may live in. */
  applicantLocationRequirements: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code'))
    .min(1)
    .optional(),
  description: z.string().trim().min(40).max(4000),
  responsibilities: z.array(z.string().trim().min(5).max(300)).min(2).max(15),
  requirements: z.array(z.string().trim().min(5).max(300)).min(2).max(15),
})

type JobFields = z.infer<typeof jobFields>

function checkJob(job: JobFields, ctx: z.RefinementCtx) {
  const cities = PLACES[job.country][job.state]
  if (!cities)
    ctx.addIssue({ code: 'custom', path: ['state'], message: `${job.state} is not a state of ${job.country}` })
  else if (!cities.includes(job.city))
    ctx.addIssue({ code: 'custom', path: ['city'], message: `${job.city} is not a city of ${job.state}` })
  if (job.validThrough < job.postedAt)
    ctx.addIssue({ code: 'custom', path: ['validThrough'], message: 'validThrough is before postedAt' })
  const rule = payRangeRuleFor(job)
  if (rule && !job.baseSalary)
    ctx.addIssue({
      code: 'custom',
      path: ['baseSalary'],
      message: `a pay range is required for a job in ${job.city}, ${job.state} (${rule.law})`,
    })
  if (job.workplace === 'remote' && !job.applicantLocationRequirements)
    ctx.addIssue({
      code: 'custom',
      path: ['applicantLocationRequirements'],
      message: 'a remote job names the countries its applicants may live in',
    })
}

/** A job as jobs.json holds it: every field explicit. */
export const jobSchema = jobFields.superRefine(checkJob)

/** A job as an import may give it: validThrough defaults to postedAt + DEFAULT_VALID_DAYS. */
export const importedJobSchema = jobFields
  .extend({ validThrough: z.iso.date().optional() })
  .transform((job) => ({ ...job, validThrough: job.validThrough ?? addDays(job.postedAt, DEFAULT_VALID_DAYS) }))
  .superRefine(checkJob)

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

export type Job = z.infer<typeof jobSchema>

export const jobsSchema = z.array(jobSchema).superRefine((jobs, ctx) => {
  const seen = new Set<string>()
  jobs.forEach((job, i) => {
    if (seen.has(job.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate id ${job.id}` })
    seen.add(job.id)
  })
})
