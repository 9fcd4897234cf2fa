// The job alert form's rules, one module for the form and the server: an
// e-mail address and the search it was made from (the job search's filters).
// The filters are checked against the job vocabulary, so a stored alert only
// ever holds values the search itself offers. The page loads this module (and
// zod with it) only once the visitor starts on the form; its words and fields
// are in jobAlertFields.ts.
import { z } from '../lib/zod'
import { jobCities, jobCountries, jobStates, jobStatuses, jobTypes } from '../content/jobs/vocabulary'
import type { Job } from '../content/jobs'
import { EMPTY_FILTER, filterJobs } from '../content/jobs/search'
import { CONTACT_LIMITS, EXAMPLE_EMAIL_HOST, contactErrors, type Translate } from './contact'
import {
  JOB_ALERT_FILTERS,
  KEYWORD_MAX,
  jobAlertText,
  type JobAlertFilter,
  type JobAlertFilterField,
} from './jobAlertFields'
import { cleanLine } from './text'

export * from './jobAlertFields'
// The server's pages and mails about alerts, with the rules: every message must belong to a page's
// catalog part (scripts/lib/messageParts.ts), and these belong with the form that leads to them.
export { jobAlertMailText, jobAlertPageText } from './jobAlertMessages'

const EMAIL_DOMAIN = /^[^\s@]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/

const keysOf = (record: object) => Object.keys(record)
const VOCABULARY: Record<Exclude<JobAlertFilterField, 'keyword'>, readonly string[]> = {
  country: keysOf(jobCountries),
  state: keysOf(jobStates),
  city: keysOf(jobCities),
  type: keysOf(jobTypes),
  status: keysOf(jobStatuses),
}

/** The schema with its messages in one language: the address as the contact form takes it, and the filters. */
export function jobAlertSchema(t: Translate) {
  const filter = (field: keyof typeof VOCABULARY) =>
    z
      .string()
      .refine((v) => v === '' || VOCABULARY[field].includes(v), t(jobAlertText.badSearch))
      .default('')
  return z.object({
    email: z
      .string(t(contactErrors.emailRequired))
      .trim()
      .min(1, t(contactErrors.emailRequired))
      .pipe(
        z
          .email(t(contactErrors.emailInvalid))
          .max(CONTACT_LIMITS.email.max, t(contactErrors.emailMax))
          .regex(EMAIL_DOMAIN, t(contactErrors.emailDomain, { host: EXAMPLE_EMAIL_HOST })),
      ),
    keyword: z.string().overwrite(cleanLine).trim().max(KEYWORD_MAX, t(jobAlertText.badSearch)).default(''),
    country: filter('country'),
    state: filter('state'),
    city: filter('city'),
    type: filter('type'),
    status: filter('status'),
  })
}

export type JobAlertValues = z.infer<ReturnType<typeof jobAlertSchema>>
/** The address's error, or the search's (any filter that is not the search's own). */
export type JobAlertErrors = { email?: string; search?: string }

const schemas = new WeakMap<Translate, ReturnType<typeof jobAlertSchema>>()

export function validateJobAlert(
  input: Record<string, unknown>,
  t: Translate,
): { ok: true; values: JobAlertValues } | { ok: false; errors: JobAlertErrors } {
  let schema = schemas.get(t)
  if (!schema) schemas.set(t, (schema = jobAlertSchema(t)))
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, values: result.data }
  const errors: JobAlertErrors = {}
  for (const issue of result.error.issues) {
    const key = issue.path[0] === 'email' ? 'email' : 'search'
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}

/** The alert's filters alone (no address), with the empty ones left out. */
export const alertFilter = (values: Partial<Record<string, unknown>>): Partial<JobAlertFilter> =>
  Object.fromEntries(
    JOB_ALERT_FILTERS.flatMap((field) => {
      const value = values[field]
      return typeof value === 'string' && value !== '' ? [[field, value]] : []
    }),
  )

/** True when a job matches an alert's search, by the job search's own rule (filterJobs). */
export function jobMatchesAlert(job: Job, filter: Partial<JobAlertFilter>, titles: readonly string[]): boolean {
  return filterJobs([job], { ...EMPTY_FILTER, ...filter }, () => [...titles]).length === 1
}
