// The page a visitor without JavaScript lands on after posting the contact
// form: what happened, or the errors beside the values they typed, ready to
// send again. Plain HTML in the visitor's language and direction.
import { directionOf, type LanguageCode } from '../../config/languages'
import { PAGES, localizedPath } from '../../config/paths'
import { CONTACT_FORM, contactText, type ContactErrors, type Translate } from '../../forms/contact'
import { escapeHtml } from '../../lib/html'

type Options = {
  lang: LanguageCode
  t: Translate
  /** Absent: the message was sent. */
  errors?: ContactErrors
  values?: Record<string, unknown>
  notice?: string
}

/** The server's own pages' look (also the job alert pages'). */
export const RESULT_PAGE_STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;color:#0b1f3a;background:#f4f6fa}
main{max-width:40rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(11,31,58,.08)}
h1{font-size:1.6rem;margin:0 0 1rem}label{display:block;font-weight:600;margin-top:1rem}
input,textarea{box-sizing:border-box;width:100%;margin-top:.35rem;padding:.7rem .8rem;border:1px solid #b8c2d3;border-radius:.5rem;font:inherit}
[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;margin:.35rem 0 0;font-size:.95rem}
button,.back{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border:0;border-radius:999px;background:#c2410c;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}`

export function contactResultPage({ lang, t, errors, values = {}, notice }: Options): string {
  const contactUrl = localizedPath(lang, PAGES['connect.contact'].path)
  const sent = errors === undefined
  const heading = t(sent ? contactText.resultSentHeading : contactText.resultFixHeading)
  const field = ({ name, label }: (typeof CONTACT_FORM)[number]) => {
    const value = escapeHtml(typeof values[name] === 'string' ? (values[name] as string) : '')
    const error = errors?.[name]
    const aria = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    const control =
      name === 'message'
        ? `<textarea id="${name}" name="${name}" rows="6"${aria}>${value}</textarea>`
        : `<input id="${name}" name="${name}" type="${name === 'email' ? 'email' : 'text'}" value="${value}"${aria}>`
    return `<label for="${name}">${escapeHtml(t(label))}</label>${control}${
      error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''
    }`
  }
  const body = sent
    ? `<p>${escapeHtml(t(contactText.resultSentText))}</p><a class="back" href="${contactUrl}">${escapeHtml(t(contactText.back))}</a>`
    : `<p role="alert">${escapeHtml(notice ?? t(contactText.fixFields))}</p>
<form method="post" action="/api/contact" novalidate>
<input type="hidden" name="lang" value="${lang}">
${CONTACT_FORM.map(field).join('\n')}
<button type="submit">${escapeHtml(t(contactText.send))}</button>
</form>
<p><a href="${contactUrl}">${escapeHtml(t(contactText.back))}</a></p>`
  return `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title><style>${RESULT_PAGE_STYLE}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`
}
