import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { ErrorSummary } from '../../components/ErrorSummary'
import { PrivacyNotice } from '../../components/PrivacyNotice'
import { focusElement } from '../../lib/focus'
import { scrollToElement } from '../../lib/scroll'
import type { ContactErrors } from '../../forms/contact'
import {
  CONTACT_FIELDS,
  CONTACT_FORM,
  CONTACT_LIMITS,
  contactText,
  type ContactField,
  type Translate,
} from '../../forms/contactMessages'
import { useAntiBotSolution } from '../../forms/useAntiBot'
import { useFieldVisits } from '../../forms/useFieldVisits'
import { useTranslation } from '../../i18n/TranslationProvider'

type Status = { kind: 'idle' | 'sending' } | { kind: 'sent' | 'failed'; text: string }

/** The form's rules (and zod with them) load once the visitor starts on the form, not with the page. */
const loadRules = () => import('../../forms/contact')
type Rules = Awaited<ReturnType<typeof loadRules>>

const EMPTY = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as Record<ContactField, string>

/**
 * The contact form (SPEC 5.1). It posts to the server without JavaScript
 * too. With it, a field's error shows once the visitor has changed the field
 * and left it (moving through an empty form says nothing); a submit shows
 * every error, listed in a summary at the top that takes focus. The anti-bot
 * challenge is solved in the background once the visitor starts on the form,
 * and the answer appears in a status region that takes focus too. The button
 * stays focusable while sending, so focus is never lost.
 */
export function ContactForm() {
  const intl = useIntl()
  const { language } = useTranslation()
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const visits = useFieldVisits<ContactField>()
  const [submitted, setSubmitted] = useState(false)
  // Set to move focus once the summary or the status has rendered.
  const [focusTarget, setFocusTarget] = useState<{ to: 'summary' | 'status' } | null>(null)
  const summary = useRef<HTMLDivElement>(null)
  const statusLine = useRef<HTMLParagraphElement>(null)
  const [serverErrors, setServerErrors] = useState<ContactErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const antiBot = useAntiBotSolution()
  const [rules, setRules] = useState<Rules | null>(null)
  const start = () => {
    antiBot.start()
    if (!rules) loadRules().then(setRules, (failure) => console.error('Contact form rules failed to load', failure))
  }

  useEffect(() => {
    if (!focusTarget) return
    const target = focusTarget.to === 'summary' ? summary.current : statusLine.current
    // The summary sits at the form's top, often above the window after a submit: bring it into view.
    if (focusTarget.to === 'summary') scrollToElement(target)
    focusElement(target)
  }, [focusTarget])

  const t: Translate = (message, v) => intl.formatMessage(message, v)
  // Until the rules have loaded (the first focus asks for them) no field has been left with an error to show.
  const check = rules ? rules.validateContact(values, t) : { ok: true as const }
  const errors: ContactErrors = { ...(check.ok ? {} : check.errors), ...serverErrors }

  const shown = (field: ContactField) =>
    submitted || serverErrors[field] || visits.visited(field) ? errors[field] : undefined
  const summaryErrors = submitted
    ? CONTACT_FIELDS.flatMap((field) => {
        const message = shown(field)
        return message ? [{ fieldId: `${id}-${field}`, message }] : []
      })
    : []

  const update = (field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    visits.markChanged(field)
    setServerErrors(({ [field]: _, ...rest }) => rest)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    setSubmitted(true)
    let loaded: Rules
    try {
      loaded = rules ?? (await loadRules())
    } catch (error) {
      console.error('Contact form rules failed to load', error)
      setStatus({ kind: 'failed', text: intl.formatMessage(contactText.failed) })
      setFocusTarget({ to: 'status' })
      return
    }
    setRules(loaded)
    const result = loaded.validateContact(values, t)
    if (!result.ok) {
      setFocusTarget({ to: 'summary' })
      return
    }
    setStatus({ kind: 'sending' })
    const website = (event.currentTarget.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    try {
      const altcha = await antiBot.take()
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...result.values, lang: language, website, altcha }),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string
        error?: string
        fields?: ContactErrors
      }
      if (response.status === 201) {
        setValues(EMPTY)
        visits.reset()
        setSubmitted(false)
        setStatus({ kind: 'sent', text: answer.message ?? intl.formatMessage(contactText.sent) })
        setFocusTarget({ to: 'status' })
      } else if (response.status === 422 && answer.fields && Object.keys(answer.fields).length) {
        setServerErrors(answer.fields)
        setStatus({ kind: 'failed', text: answer.error ?? intl.formatMessage(contactText.fixFields) })
        setFocusTarget({ to: 'summary' })
      } else {
        console.error('Contact submit failed', response.status, answer.error)
        // The server words a limit or a refusal in the page's language.
        setStatus({ kind: 'failed', text: answer.message ?? intl.formatMessage(contactText.failed) })
        setFocusTarget({ to: 'status' })
      }
    } catch (error) {
      console.error('Contact submit failed', error)
      setStatus({ kind: 'failed', text: intl.formatMessage(contactText.failed) })
      setFocusTarget({ to: 'status' })
    }
  }

  const input =
    'mt-1.5 w-full rounded-lg border border-navy/25 bg-white px-3.5 py-2.5 text-navy outline-none focus:border-navy focus:ring-2 focus:ring-navy/20'
  return (
    <form
      method="post"
      action="/api/contact"
      noValidate
      onSubmit={onSubmit}
      onFocus={start}
      onInput={start}
      className="space-y-5"
    >
      <ErrorSummary ref={summary} errors={summaryErrors} />
      <input type="hidden" name="lang" value={language} />
      {/* People never see this field; bots fill it in. */}
      <div className="absolute size-px overflow-hidden [clip-path:inset(50%)]" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{intl.formatMessage(contactText.honeypot)}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {CONTACT_FORM.map(({ name: field, label }) => {
        const error = shown(field)
        const common = {
          id: `${id}-${field}`,
          name: field,
          value: values[field],
          maxLength: CONTACT_LIMITS[field].max,
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${field}-error` : undefined,
          className: `${input} ${error ? 'border-red-700 ring-red-700/20' : ''}`,
          onBlur: () => visits.markLeft(field),
        }
        return (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className="block type-label text-navy">
              {intl.formatMessage(label)}
            </label>
            {field === 'message' ? (
              <textarea {...common} rows={6} onChange={(e) => update(field, e.target.value)} />
            ) : (
              <input
                {...common}
                type={field === 'email' ? 'email' : 'text'}
                // An address reads left to right on a right-to-left page too.
                dir={field === 'email' ? 'ltr' : undefined}
                autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
                onChange={(e) => update(field, e.target.value)}
              />
            )}
            {error ? (
              <p id={`${id}-${field}-error`} className="mt-1.5 type-small font-500 text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <PrivacyNotice text={contactText.privacyContact} />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="btn-primary aria-disabled:cursor-wait"
          aria-disabled={status.kind === 'sending'}
        >
          {intl.formatMessage(status.kind === 'sending' ? contactText.sending : contactText.send)}
        </button>
        <p
          ref={statusLine}
          role="status"
          aria-live="polite"
          className={`type-small font-600 ${status.kind === 'failed' ? 'text-red-700' : 'text-green-800'}`}
        >
          {status.kind === 'sent' || status.kind === 'failed' ? status.text : ''}
        </p>
      </div>
    </form>
  )
}
