import { useId, useRef, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { componentText } from '../../components/messages'
import { pageHref } from '../../config/paths'
import { focusElement } from '../../lib/focus'
import type { Translate } from '../../forms/contact'
import { JOB_ALERT_FILTERS, jobAlertText, type JobAlertFilter } from '../../forms/jobAlertFields'
import { useAntiBotSolution } from '../../forms/useAntiBot'
import { useTranslation } from '../../i18n/TranslationProvider'

/** The form's rules (and zod with them) load once the visitor starts on the form, not with the page. */
const loadRules = () => import('../../forms/jobAlert')

type Status = { kind: 'idle' | 'sending' } | { kind: 'sent' | 'failed'; text: string }

/**
 * "Get new jobs like these by e-mail", below the job search's results: an
 * address, and the search being shown (its filters ride along as hidden
 * fields). It posts to the server without JavaScript too; with it, the
 * anti-bot proof is solved once the visitor starts typing, and the answer
 * appears in a status line that takes focus. The server answers the same
 * whether or not it mailed (see routes/jobAlerts.ts).
 */
export function JobAlertForm({ filter }: { filter: JobAlertFilter }) {
  const intl = useIntl()
  const { language } = useTranslation()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const statusLine = useRef<HTMLParagraphElement>(null)
  const emailField = useRef<HTMLInputElement>(null)
  const antiBot = useAntiBotSolution()
  const t: Translate = (message, values) => intl.formatMessage(message, values)

  const say = (next: Status) => {
    setStatus(next)
    requestAnimationFrame(() => focusElement(statusLine.current))
  }

  const begin = () => {
    antiBot.start()
    void loadRules()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const form = event.currentTarget
    let rules: Awaited<ReturnType<typeof loadRules>>
    try {
      rules = await loadRules()
    } catch (failure) {
      // A new build replaced the chunk: the server checks the form as an ordinary post instead.
      console.error('Job alert rules failed to load', failure)
      form.submit()
      return
    }
    const check = rules.validateJobAlert({ ...filter, email }, t)
    if (!check.ok) {
      setError(check.errors.email ?? check.errors.search)
      emailField.current?.focus()
      return
    }
    setError(undefined)
    setStatus({ kind: 'sending' })
    const website = (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    try {
      const altcha = await antiBot.take()
      const response = await fetch('/api/job-alerts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...check.values, lang: language, website, altcha }),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string
        error?: string
        fields?: { email?: string }
      }
      if (response.status === 201) {
        setEmail('')
        say({ kind: 'sent', text: answer.message ?? intl.formatMessage(jobAlertText.sent) })
      } else if (answer.fields?.email) {
        setError(answer.fields.email)
        setStatus({ kind: 'idle' })
        emailField.current?.focus()
      } else {
        console.error('Job alert request failed', response.status, answer.error)
        say({ kind: 'failed', text: answer.message ?? answer.error ?? intl.formatMessage(jobAlertText.failed) })
      }
    } catch (failure) {
      console.error('Job alert request failed', failure)
      say({ kind: 'failed', text: intl.formatMessage(jobAlertText.failed) })
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-10 rounded-2xl border border-navy/10 bg-white p-5 shadow-[0_8px_24px_rgba(11,31,58,0.07)] md:p-6"
    >
      <h2 id={`${id}-heading`} className="type-card text-navy">
        {intl.formatMessage(jobAlertText.heading)}
      </h2>
      <p className="mt-1 type-small text-navy/75">{intl.formatMessage(jobAlertText.intro)}</p>
      <form
        method="post"
        action="/api/job-alerts"
        noValidate
        onSubmit={onSubmit}
        onFocus={begin}
        onInput={begin}
        className="mt-4 space-y-3"
      >
        <input type="hidden" name="lang" value={language} />
        {JOB_ALERT_FILTERS.map((field) => (
          <input key={field} type="hidden" name={field} value={filter[field]} />
        ))}
        {/* People never see this field; bots fill it in. */}
        <div className="absolute size-px overflow-hidden [clip-path:inset(50%)]" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{intl.formatMessage(jobAlertText.honeypot)}</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <label htmlFor={`${id}-email`} className="block type-label text-navy">
          {intl.formatMessage(jobAlertText.email)}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <input
              ref={emailField}
              id={`${id}-email`}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              maxLength={100}
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-email-error` : undefined}
              onChange={(e) => {
                setEmail(e.target.value)
                setError(undefined)
              }}
              className={`w-full rounded-lg border bg-white px-3.5 py-2.5 text-navy outline-none focus:border-navy focus:ring-2 focus:ring-navy/20 ${error ? 'border-red-700' : 'border-navy/25'}`}
            />
            {error ? (
              <p id={`${id}-email-error`} className="mt-1.5 type-small font-500 text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className="btn-primary shrink-0 aria-disabled:cursor-wait"
            aria-disabled={status.kind === 'sending'}
          >
            {intl.formatMessage(status.kind === 'sending' ? jobAlertText.sending : jobAlertText.submit)}
          </button>
        </div>
        <p
          ref={statusLine}
          tabIndex={-1}
          role="status"
          aria-live="polite"
          className={`type-small font-600 outline-none ${status.kind === 'failed' ? 'text-red-700' : 'text-green-800'}`}
        >
          {status.kind === 'sent' || status.kind === 'failed' ? status.text : ''}
        </p>
        <p className="type-small text-navy/75">
          {intl.formatMessage(jobAlertText.privacy)}{' '}
          <Link
            to={pageHref('policy.privacy', language)}
            target="_blank"
            rel="noopener"
            className="font-600 text-accent-dark underline"
          >
            {intl.formatMessage(jobAlertText.privacyLink)}
            <span className="sr-only"> {intl.formatMessage(componentText.newTab)}</span>
          </Link>
        </p>
      </form>
    </section>
  )
}
