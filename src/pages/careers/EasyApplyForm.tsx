import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { ErrorSummary } from '../../components/ErrorSummary'
import { PrivacyNotice } from '../../components/PrivacyNotice'
import { componentText } from '../../components/messages'
import {
  APPLY_LABELS,
  APPLY_MAX_LENGTH,
  applyErrors,
  applyCountries,
  applyText,
  callingCodeOf,
  checkResumeChoice,
  EXPERIENCE,
  EXPERIENCE_CASE,
  hasIndianRules,
  validateApply,
  WORK_AUTH,
  type ApplyErrors,
  type ApplyField,
} from '../../forms/apply'
import { contactText, type Translate } from '../../forms/contact'
import { useAntiBotSolution } from '../../forms/useAntiBot'
import { useFieldVisits } from '../../forms/useFieldVisits'
import type { Job } from '../../content/jobs'
import { jobCountries } from '../../content/jobs/vocabulary'
import { pageHref } from '../../config/paths'
import { useTranslation } from '../../i18n/TranslationProvider'
import { familyNameFirst } from '../../config/languages'

type Values = Record<Exclude<ApplyField, 'resume' | 'captcha' | 'acceptTerms' | 'jobId'>, string>
/** The typed and chosen values, in the order a failed check looks for the field to focus. */
const EMPTY: Values = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  workAuth: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  jobTitle: '',
  primarySkills: '',
  experience: '',
}
const FIELD_ORDER: ApplyField[] = [...(Object.keys(EMPTY) as (keyof Values)[]), 'resume', 'acceptTerms', 'captcha']
/** The country choices' names: SPEC 5.2's two words for a job in India, else a job's country code. */
const COUNTRY_KEY: Record<string, keyof typeof jobCountries> = { India: 'IN', USA: 'US' }
const countryKey = (value: string) => COUNTRY_KEY[value] ?? (value as keyof typeof jobCountries)

/**
 * The Easy Apply form for a job (SPEC 5.2; the phone and country rules follow
 * the job's country: see forms/apply.ts). A field's error shows once it has been
 * changed and left; a submit checks every field, from then on at every
 * change, and lists the errors in a summary at the top that takes focus.
 * Sent as multipart with the résumé and a solved anti-bot challenge (solved
 * once the visitor starts on the form). Labels come from the form's field
 * table. `onDone` receives the server's confirmation.
 */
export function EasyApplyForm({
  job,
  onDone,
  onCancel,
}: {
  job: Job
  onDone: (message: string) => void
  onCancel: () => void
}) {
  const intl = useIntl()
  const { language } = useTranslation()
  const id = useId()
  const indian = hasIndianRules(job)
  // A job outside India has one country: the job's, chosen from the start.
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, country: indian ? '' : job.country }))
  const [accepted, setAccepted] = useState(false)
  const [resume, setResume] = useState<File | undefined>()
  const [checked, setChecked] = useState(false)
  const visits = useFieldVisits<ApplyField>()
  const [showSummary, setShowSummary] = useState<object | null>(null)
  const summary = useRef<HTMLDivElement>(null)
  const [serverErrors, setServerErrors] = useState<ApplyErrors>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState('')
  const antiBot = useAntiBotSolution()

  const t: Translate = (message, v) => intl.formatMessage(message, v)
  const validate = (): ApplyErrors => {
    const result = validateApply({ ...values, jobId: job.id, acceptTerms: accepted ? 'true' : '' }, t, job)
    const errors: ApplyErrors = result.ok ? {} : { ...result.errors }
    const resumeError = checkResumeChoice(resume, t)
    if (resumeError) errors.resume = resumeError
    return errors
  }
  const all: ApplyErrors = { ...validate(), ...serverErrors }
  const errors: ApplyErrors = Object.fromEntries(
    FIELD_ORDER.filter((f) => all[f] && (checked || serverErrors[f] || visits.visited(f))).map((f) => [f, all[f]]),
  )
  const summaryErrors = checked
    ? FIELD_ORDER.flatMap((f) => (errors[f] && f !== 'captcha' ? [{ fieldId: `${id}-${f}`, message: errors[f] }] : []))
    : []
  useEffect(() => {
    if (showSummary) summary.current?.focus()
  }, [showSummary])

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    visits.markChanged(field)
    setServerErrors(({ [field]: _, ...rest }) => rest)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setChecked(true)
    setFailure('')
    const found = validate()
    if (FIELD_ORDER.some((f) => found[f])) {
      setShowSummary({})
      return
    }
    setSending(true)
    try {
      const body = new FormData()
      for (const [key, value] of Object.entries(values)) body.set(key, value.trim())
      body.set('acceptTerms', 'true')
      body.set('lang', language)
      body.set('jobId', job.id)
      body.set('altcha', (await antiBot.take()) ?? '')
      if (resume) body.set('resume', resume)
      const response = await fetch('/api/apply', { method: 'POST', body, headers: { accept: 'application/json' } })
      const answer = (await response.json().catch(() => ({}))) as { message?: string; fields?: ApplyErrors }
      if (response.status === 201) onDone(answer.message ?? intl.formatMessage(applyErrors.submitted))
      else if (response.status === 422 && answer.fields) {
        setServerErrors(answer.fields)
        if (answer.fields.captcha) setFailure(answer.fields.captcha)
        else setShowSummary({})
      } else setFailure(answer.message ?? intl.formatMessage(applyText.failed))
    } catch {
      setFailure(intl.formatMessage(applyText.failed))
    } finally {
      setSending(false)
    }
  }

  const field = (
    name: ApplyField,
    label: string,
    control: (a: {
      id: string
      'aria-invalid': boolean
      'aria-describedby'?: string
      name: string
      required: true
      onBlur: () => void
    }) => ReactNode,
    hint?: string,
  ) => {
    const error = errors[name]
    const describedBy = [hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ')
    return (
      <div className={name === 'address' || name === 'primarySkills' || name === 'resume' ? 'sm:col-span-2' : ''}>
        <label htmlFor={`${id}-${name}`} className="block type-label text-navy">
          {label}
        </label>
        {control({
          id: `${id}-${name}`,
          name,
          // "false" until a submit finds a problem: an empty required field is not announced invalid before anything is typed.
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy || undefined,
          required: true,
          onBlur: () => visits.markLeft(name),
        })}
        {hint ? (
          <span id={`${id}-${name}-hint`} className="mt-1 block type-caption text-navy/65">
            {hint}
          </span>
        ) : null}
        {error ? (
          <p id={`${id}-${name}-error`} className="mt-1 type-small font-500 text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  const input =
    'mt-1 w-full rounded-lg border border-navy/25 bg-white px-3 py-2 text-navy aria-[invalid=true]:border-red-700'
  const label = (name: keyof typeof APPLY_LABELS) => intl.formatMessage(APPLY_LABELS[name])
  const maxLength = (name: keyof Values) =>
    name === 'mobile' && indian
      ? 10
      : name in APPLY_MAX_LENGTH
        ? APPLY_MAX_LENGTH[name as keyof typeof APPLY_MAX_LENGTH]
        : undefined
  const text = (name: keyof Values, type = 'text', autoComplete = 'off', hint?: string) =>
    field(
      name,
      label(name),
      (a) => (
        <input
          {...a}
          type={type}
          // Addresses and phone numbers read left to right on a right-to-left page too.
          dir={type === 'email' || type === 'tel' ? 'ltr' : undefined}
          autoComplete={autoComplete}
          value={values[name]}
          maxLength={maxLength(name)}
          onChange={(e) => set(name)(e.target.value)}
          className={input}
        />
      ),
      hint,
    )
  const choice = (
    name: keyof Values,
    options: readonly string[],
    optionLabel: (o: string) => string,
    autoComplete = 'off',
    placeholder = true,
  ) =>
    field(name, label(name), (a) => (
      <select
        {...a}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        className={input}
      >
        {placeholder ? <option value="">{intl.formatMessage(applyText.choose)}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    ))

  return (
    <form noValidate onSubmit={onSubmit} onFocus={antiBot.start} onInput={antiBot.start}>
      <ErrorSummary ref={summary} errors={summaryErrors} />
      <p className="mb-5 text-navy/75">{intl.formatMessage(applyText.intro)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {familyNameFirst(language) ? (
          <>
            {text('lastName', 'text', 'family-name')}
            {text('firstName', 'text', 'given-name')}
          </>
        ) : (
          <>
            {text('firstName', 'text', 'given-name')}
            {text('lastName', 'text', 'family-name')}
          </>
        )}
        {indian
          ? text('mobile', 'tel', 'tel-national')
          : text(
              'mobile',
              'tel',
              'tel',
              intl.formatMessage(applyText.mobileHint, {
                country: intl.formatMessage(jobCountries[job.country]),
                // Isolated left to right: "+55" keeps its sign in front on a right-to-left page.
                callingCode: `\u2066+${callingCodeOf(job.country)}\u2069`,
              }),
            )}
        {text('email', 'email', 'email')}
        {choice('workAuth', WORK_AUTH, (o) =>
          intl.formatMessage(o === 'Citizen' ? applyText.citizen : applyText.workVisa),
        )}
        {choice(
          'country',
          applyCountries(job),
          (o) => intl.formatMessage(jobCountries[countryKey(o)]),
          'country-name',
          indian,
        )}
        {text('address', 'text', 'street-address')}
        {text('city', 'text', 'address-level2')}
        {text('state', 'text', 'address-level1')}
        {text('zipcode', 'text', 'postal-code')}
        {text('jobTitle', 'text', 'organization-title')}
        {choice('experience', EXPERIENCE, (o) =>
          intl.formatMessage(applyText.years, { range: EXPERIENCE_CASE[o as keyof typeof EXPERIENCE_CASE] }),
        )}
        {field('primarySkills', label('primarySkills'), (a) => (
          <textarea
            {...a}
            rows={3}
            value={values.primarySkills}
            maxLength={APPLY_MAX_LENGTH.primarySkills}
            onChange={(e) => set('primarySkills')(e.target.value)}
            className={input}
          />
        ))}
        {field(
          'resume',
          intl.formatMessage(applyText.resume),
          (a) => (
            <input
              {...a}
              type="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(e) => {
                setResume(e.target.files?.[0])
                visits.markChanged('resume')
                setServerErrors(({ resume: _, ...rest }) => rest)
              }}
              className="mt-1 block w-full type-small text-navy file:me-3 file:rounded-full file:border-0 file:bg-mist file:px-4 file:py-2 file:font-600 file:text-navy"
            />
          ),
          intl.formatMessage(applyText.resumeHint),
        )}
      </div>
      <div className="mt-4">
        <label className="flex items-start gap-2 type-small text-navy">
          <input
            id={`${id}-acceptTerms`}
            type="checkbox"
            name="acceptTerms"
            checked={accepted}
            required
            onChange={(e) => setAccepted(e.target.checked)}
            aria-invalid={Boolean(errors.acceptTerms)}
            aria-describedby={errors.acceptTerms ? `${id}-acceptTerms-error ${id}-privacy` : `${id}-privacy`}
            className="mt-0.5 size-4"
          />
          <span>
            {label('acceptTerms')} ·{' '}
            <Link
              to={pageHref('policy.terms', language)}
              target="_blank"
              rel="noopener"
              className="font-600 text-accent-dark underline"
            >
              {intl.formatMessage(applyText.termsLink)}
              <span className="sr-only"> {intl.formatMessage(componentText.newTab)}</span>
            </Link>
          </span>
        </label>
        {errors.acceptTerms ? (
          <p id={`${id}-acceptTerms-error`} className="mt-1 type-small font-500 text-red-700">
            {errors.acceptTerms}
          </p>
        ) : null}
        <div className="mt-2 ps-6">
          <PrivacyNotice id={`${id}-privacy`} text={contactText.privacyApply} />
        </div>
      </div>
      <p role="alert" className="mt-4 type-small font-600 text-red-700">
        {failure}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary aria-disabled:cursor-wait" aria-disabled={sending}>
          {intl.formatMessage(sending ? applyText.submitting : applyText.submit)}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {intl.formatMessage(applyText.cancel)}
        </button>
      </div>
    </form>
  )
}
