// The job alert pages the server answers with, plain HTML in the visitor's
// (or the alert's) language and direction: the answer to a form posted
// without JavaScript, and the confirm and unsubscribe pages the mails link
// to. A link opened by a mail scanner changes nothing: confirming and
// unsubscribing take a button (a POST).
import { directionOf, type LanguageCode } from '../../config/languages'
import { PAGES, localizedPath } from '../../config/paths'
import type { Translate } from '../../forms/contact'
import { JOB_ALERT_FILTERS, jobAlertText } from '../../forms/jobAlert'
import { jobAlertPageText } from '../../forms/jobAlertMessages'
import { escapeHtml } from '../../lib/html'
import { RESULT_PAGE_STYLE } from './contactResultPage'

type Options = {
  lang: LanguageCode
  t: Translate
  heading: string
  paragraphs: string[]
  /** A paragraph announced as an alert (an error). */
  notice?: string
  /** A button posting the token to `action`. */
  action?: { url: string; token: string; button: string }
  /** The subscription form again, with the visitor's values (a no-script post with an error). */
  form?: { values: Record<string, string>; emailError?: string }
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`

export function jobAlertPage({ lang, t, heading, paragraphs, notice, action, form }: Options): string {
  const searchUrl = localizedPath(lang, PAGES['careers.search'].path)
  const parts = [
    notice ? `<p role="alert" class="error">${escapeHtml(notice)}</p>` : '',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
  ]
  if (action) {
    parts.push(`<form method="post" action="${escapeHtml(action.url)}">${hidden('token', action.token)}${hidden('lang', lang)}
<button type="submit">${escapeHtml(action.button)}</button></form>`)
  }
  if (form) {
    const error = form.emailError
    parts.push(`<form method="post" action="/api/job-alerts" novalidate>${hidden('lang', lang)}${JOB_ALERT_FILTERS.map(
      (field) => hidden(field, form.values[field] ?? ''),
    ).join('')}
<label for="email">${escapeHtml(t(jobAlertText.email))}</label>
<input id="email" name="email" type="email" dir="ltr" autocomplete="email" value="${escapeHtml(form.values.email ?? '')}"${
      error ? ' aria-invalid="true" aria-describedby="email-error"' : ''
    }>${error ? `<p class="error" id="email-error">${escapeHtml(error)}</p>` : ''}
<button type="submit">${escapeHtml(t(jobAlertText.submit))}</button></form>`)
  }
  parts.push(`<p><a href="${searchUrl}">${escapeHtml(t(jobAlertPageText.backToSearch))}</a></p>`)
  return `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title><style>${RESULT_PAGE_STYLE}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1>${parts.join('\n')}</main></body></html>`
}
