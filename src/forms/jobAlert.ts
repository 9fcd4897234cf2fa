// The job alert form's rules, one module for the form and the server: an
// e-mail address and the search it was made from (the job search's filters).
// The filters are checked against the job vocabulary, so a stored alert only
// ever holds values the search itself offers.
import { z } from '../lib/zod'
import { jobCities, jobCountries, jobStates, jobStatuses, jobTypes } from '../content/jobs/vocabulary'
import type { Job } from '../content/jobs'
import { defineMessages } from '../i18n/defineMessages'
import { CONTACT_LIMITS, EXAMPLE_EMAIL_HOST, contactErrors, type Translate } from './contact'
import { cleanLine } from './text'

/** The job search's filters an alert keeps, in the search's order (its URL query names). */
export const JOB_ALERT_FILTERS = ['keyword', 'country', 'state', 'city', 'type', 'status'] as const
export type JobAlertFilterField = (typeof JOB_ALERT_FILTERS)[number]
export type JobAlertFilter = Record<JobAlertFilterField, string>

export const KEYWORD_MAX = 100
/** Jobs listed in one alert mail; the rest are behind its link to the search. */
export const ALERT_MAIL_MAX_JOBS = 20

const EMAIL_DOMAIN = /^[^\s@]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/

export const jobAlertText = defineMessages({
  heading: {
    id: 'form.jobAlert.heading',
    defaultMessage: 'Get new jobs like these by e-mail',
    description: 'Heading of the small form below the job search results that creates an e-mail job alert',
  },
  intro: {
    id: 'form.jobAlert.intro',
    defaultMessage:
      'We e-mail you new jobs matching this search, at most once a day. No account needed, and every e-mail has a link to stop them.',
  },
  submit: {
    id: 'form.jobAlert.submit',
    defaultMessage: 'Create job alert',
    description: 'Button of the job alert form: saves the current search and sends a confirmation e-mail',
  },
  sent: {
    id: 'form.jobAlert.sent',
    defaultMessage: 'Almost done: open the link we have e-mailed you to confirm your job alert.',
    description:
      'Shown after the job alert form is sent; the alert starts only once the link in the e-mail is opened (double opt-in)',
  },
  privacy: {
    id: 'form.jobAlert.privacy',
    defaultMessage: 'We use your address only for these alerts, and keep it until you unsubscribe (two years at most).',
    description: 'Short privacy notice in the job alert form, followed by a link to the privacy policy',
  },
  badSearch: {
    id: 'form.jobAlert.badSearch',
    defaultMessage: 'This search cannot be saved. Please search again from the job search page.',
    description: 'Error when the search sent with the job alert form contains values the job search does not offer',
  },
  tooMany: {
    id: 'form.jobAlert.tooMany',
    defaultMessage: 'Too many job alerts have been requested from your connection. Please try again later.',
  },
})

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

/** Case- and accent-insensitive form of a text, as the job search folds it. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * True when a job matches an alert's search, by the job search's own rule: every
 * keyword word in the title (English or translated, `titles`) or the description;
 * every other filter by equality.
 */
export function jobMatchesAlert(job: Job, filter: Partial<JobAlertFilter>, titles: readonly string[]): boolean {
  for (const field of ['country', 'state', 'city', 'type', 'status'] as const)
    if (filter[field] && job[field] !== filter[field]) return false
  const words = fold(filter.keyword ?? '')
    .split(/\s+/)
    .filter(Boolean)
  if (!words.length) return true
  const haystack = fold([...titles, job.description].join(' '))
  return words.every((word) => haystack.includes(word))
}
