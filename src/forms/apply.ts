// The Easy Apply form's rules, one module for the modal and the server. The
// rules follow the job's country: for a job in India SPEC 5.2's (a 10-digit
// mobile starting 6 to 9, country India or USA); elsewhere any valid phone
// number (libphonenumber-js, a national number read in the job's country),
// kept in E.164, and the job's own country. The server takes the job from its
// own list, never the browser's word. The résumé's own checks (its bytes must
// be a PDF or a DOCX) run on the server; the form checks what a browser can:
// name, type and size.
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { z } from '../lib/zod'
import { englishOf, type Message } from '../i18n/defineMessages'
import type { Job } from '../content/jobs'
import { jobCountries, jobPlaceLabels } from '../content/jobs/vocabulary'
import { contactText, type Translate } from './contact'
import { applyErrors, applyText } from './applyMessages'
import { labelsOf, type FormFieldSpec } from './fieldTable'
import { cleanLine, cleanText, isApplicantName } from './text'

export { applyConfirmation, applyErrors, applyText } from './applyMessages'

export const RESUME_MAX_BYTES = 5 * 1024 * 1024
export const WORK_AUTH = ['Citizen', 'Work Visa'] as const
export const EXPERIENCE = ['0-1', '1-3', '3+'] as const
/** Each experience choice's case in the message that words it (ICU select keys cannot hold - or +). */
export const EXPERIENCE_CASE: Record<(typeof EXPERIENCE)[number], string> = {
  '0-1': 'upToOne',
  '1-3': 'oneToThree',
  '3+': 'other',
}
/** The country choices for a job in India (SPEC 5.2); a job elsewhere takes its own country. */
export const APPLY_COUNTRIES = ['India', 'USA'] as const

/** What the rules need of the job applied for: the server's own record of it. */
export type ApplyJob = Pick<Job, 'id' | 'country'>
/** The jobs whose applications follow SPEC 5.2's Indian rules. */
export const hasIndianRules = (job: ApplyJob) => job.country === 'IN'
/** The country values the form offers for a job: India or USA in India, else the job's country code. */
export const applyCountries = (job: ApplyJob): readonly [string, ...string[]] =>
  hasIndianRules(job) ? APPLY_COUNTRIES : [job.country]

/** Longest accepted value per text field: longer is refused, never cut. */
export const APPLY_MAX_LENGTH = {
  firstName: 50,
  lastName: 50,
  email: 100,
  address: 200,
  city: 100,
  state: 100,
  zipcode: 10,
  jobTitle: 100,
  primarySkills: 500,
  jobId: 100,
  /** An international number as people type it: "+44 (0)7400 123 456". */
  mobile: 30,
} as const

const MOBILE = /^[6-9]\d{9}$/

/** A phone number in E.164 (+447400123456), a national one read in the job's country; undefined when not valid. */
export function phoneInE164(text: string, jobCountry: string): string | undefined {
  const number = parsePhoneNumberFromString(text, { defaultCountry: jobCountry as CountryCode, extract: false })
  return number?.isValid() ? number.number : undefined
}

/** The calling code of the job's country (44 for GB), shown beside the phone field. */
export const callingCodeOf = (jobCountry: string): string => getCountryCallingCode(jobCountry as CountryCode)

/** The text and choice fields for an application to this job (the résumé and the challenge are checked apart). */
export function applySchema(t: Translate, job: ApplyJob) {
  const text = (field: keyof typeof APPLY_MAX_LENGTH, required: Message, clean = cleanLine) =>
    z
      .string(t(required))
      .overwrite(clean)
      .trim()
      .min(1, t(required))
      .max(APPLY_MAX_LENGTH[field], t(applyErrors.tooLong, { max: APPLY_MAX_LENGTH[field] }))
  const choice = <T extends readonly [string, ...string[]]>(values: T, required: Message) => z.enum(values, t(required))
  return z.object({
    jobId: z.literal(job.id, t(applyErrors.jobClosed)),
    // A line break in a name is refused, not joined: names are one line of letters.
    firstName: text('firstName', applyErrors.firstName, cleanText).refine(isApplicantName, t(applyErrors.nameChars)),
    lastName: text('lastName', applyErrors.lastName, cleanText).refine(isApplicantName, t(applyErrors.nameChars)),
    mobile: hasIndianRules(job)
      ? z
          .string(t(applyErrors.mobileRequired))
          .trim()
          .min(1, t(applyErrors.mobileRequired))
          .regex(MOBILE, t(applyErrors.mobile))
      : z
          .string(t(applyErrors.mobileRequired))
          .overwrite(cleanLine)
          .trim()
          .min(1, t(applyErrors.mobileRequired))
          .max(APPLY_MAX_LENGTH.mobile, t(applyErrors.tooLong, { max: APPLY_MAX_LENGTH.mobile }))
          .transform((text, ctx) => {
            const e164 = phoneInE164(text, job.country)
            if (!e164) ctx.addIssue({ code: 'custom', message: t(applyErrors.phone) })
            return e164 ?? text
          }),
    email: text('email', applyErrors.emailRequired).pipe(z.email(t(applyErrors.email))),
    workAuth: choice(WORK_AUTH, applyErrors.workAuth),
    address: text('address', applyErrors.address),
    city: text('city', applyErrors.city),
    state: text('state', applyErrors.state),
    zipcode: text('zipcode', applyErrors.zipcode),
    jobTitle: text('jobTitle', applyErrors.jobTitle),
    primarySkills: text('primarySkills', applyErrors.primarySkills, cleanText),
    experience: choice(EXPERIENCE, applyErrors.experience),
    country: choice(applyCountries(job), applyErrors.country),
    acceptTerms: z.literal(['true', 'on', true], t(applyErrors.acceptTerms)),
  })
}

export type ApplyValues = z.infer<ReturnType<typeof applySchema>>
export type ApplyField = keyof ApplyValues | 'resume' | 'captcha'
export type ApplyErrors = Partial<Record<ApplyField, string>>

/** Built once per translator and job: the server keeps one translator per language. */
const applySchemas = new WeakMap<Translate, Map<string, ReturnType<typeof applySchema>>>()

export function validateApply(
  input: Record<string, unknown>,
  t: Translate,
  job: ApplyJob,
): { ok: true; values: ApplyValues } | { ok: false; errors: ApplyErrors } {
  let forJobs = applySchemas.get(t)
  if (!forJobs) applySchemas.set(t, (forJobs = new Map()))
  const key = `${job.id}\0${job.country}`
  let schema = forJobs.get(key)
  if (!schema) forJobs.set(key, (schema = applySchema(t, job)))
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, values: result.data }
  const errors: ApplyErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ApplyField
    if (!errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}

/** What a browser can tell of a chosen file; the server checks its bytes. */
export function checkResumeChoice(file: { name: string; size: number } | undefined, t: Translate): string | undefined {
  if (!file) return t(applyErrors.resumeRequired)
  if (!/\.(pdf|docx)$/i.test(file.name)) return t(applyErrors.resumeType)
  if (file.size > RESUME_MAX_BYTES) return t(applyErrors.resumeSize)
  return undefined
}

/** A country as the inbox reads it: India and USA as chosen, a job's country code by its English name. */
function countryName(value: unknown): string {
  const code = String(value ?? '')
  return Object.hasOwn(jobCountries, code) ? englishOf(jobCountries[code as keyof typeof jobCountries]) : code
}

/**
 * The application's fields in the order the careers inbox reads them: the
 * notification has a row for each (then the language and the résumé), and the
 * admin CSV a column for each but the job, which the CSV takes from the
 * application's own column before the language. The form lays them out in its
 * own order. Every field of the schema is here (tests/unit/formFields.test.ts).
 */
export const APPLY_FORM = [
  { name: 'jobId', mail: { label: 'Job' } },
  { name: 'firstName', label: applyText.firstName, mail: { label: 'First name' }, csv: true },
  { name: 'lastName', label: applyText.lastName, mail: { label: 'Last name' }, csv: true },
  { name: 'email', label: contactText.email, mail: { label: 'E-mail' }, csv: true },
  { name: 'mobile', label: applyText.mobile, mail: { label: 'Mobile' }, csv: true },
  { name: 'workAuth', label: applyText.workAuth, mail: { label: 'Work authorization' }, csv: true },
  { name: 'address', label: applyText.address, mail: { label: 'Address' }, csv: true },
  { name: 'city', label: jobPlaceLabels.city, mail: { label: 'City' }, csv: true },
  { name: 'state', label: jobPlaceLabels.state, mail: { label: 'State' }, csv: true },
  { name: 'zipcode', label: applyText.zipcode, mail: { label: 'ZIP code' }, csv: true },
  { name: 'country', label: jobPlaceLabels.country, mail: { label: 'Country' }, csv: true, show: countryName },
  { name: 'jobTitle', label: applyText.jobTitle, mail: { label: 'Current job title' }, csv: true },
  { name: 'primarySkills', label: applyText.primarySkills, mail: { label: 'Primary skills' }, csv: true },
  { name: 'experience', label: applyText.experience, mail: { label: 'Experience (years)' }, csv: true },
  { name: 'acceptTerms', label: applyText.acceptTerms },
] as const satisfies readonly FormFieldSpec<keyof ApplyValues>[]

/** The visible fields' labels by name. */
export const APPLY_LABELS = labelsOf(APPLY_FORM)
