// The mail a contact message becomes. It goes only to the configured inbox;
// the visitor's address is only the Reply-To; the subject is one line; every
// value is escaped in the HTML body, and a plain-text body comes with it. The
// rows and the body follow the form's field table (CONTACT_FORM).
import { CONTACT_FORM, type ContactValues } from '../../forms/contact'
import { mailBodies, mailRows } from '../../forms/fieldTable'
import { escapeHtml } from '../../lib/html'
import type { OutgoingMail } from '../store'

/** No CR, LF or other control characters: a header value stays one header. */
export const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()

export function contactMail(
  values: ContactValues,
  meta: { inbox: string; lang: string; verified: boolean; receivedAt: Date },
): OutgoingMail {
  const rows: [string, string][] = [
    ...mailRows(CONTACT_FORM, values),
    ['Language', meta.lang],
    ['Received', meta.receivedAt.toISOString()],
  ]
  if (!meta.verified)
    rows.push([
      'Note',
      'Sent without the anti-bot check (no JavaScript); rate-limited and screened by the honeypot only.',
    ])
  // The rows, then each body field (the message) after a blank line.
  const bodies = mailBodies(CONTACT_FORM, values)
  const text = [...rows.map(([k, v]) => `${k}: ${v}`), ...bodies.flatMap((body) => ['', body]), ''].join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0b1f3a">
<h2 style="margin:0 0 12px">New message from the website contact form</h2>
<table cellpadding="4" style="border-collapse:collapse">${rows
    // A value keeps its own direction: an Arabic subject reads right to left in the English table.
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="color:#555">${escapeHtml(k)}</th><td dir="auto">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
${bodies
  .map(
    (body) =>
      `<p dir="auto" style="white-space:pre-wrap;border-top:1px solid #ddd;padding-top:12px">${escapeHtml(body)}</p>`,
  )
  .join('\n')}
</body></html>`
  return {
    to: meta.inbox,
    replyTo: oneLine(values.email),
    subject: oneLine(`Website contact: ${values.subject}`),
    text,
    html,
  }
}
