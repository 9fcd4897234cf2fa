// The two mails an application becomes: a notification to the careers inbox
// (all values escaped in HTML, a text part too), and a confirmation to the
// applicant in their language. The confirmation goes to an address anyone can
// type, so it quotes nothing the visitor wrote: our own words only. The résumé stays in the store: the
// notification names its id for `npm run admin -- resume <id>`. Its rows
// follow the form's field table (APPLY_FORM).
import { BRAND, BRAND_VALUES } from '../../config/brand'
import { APPLY_FORM, applyConfirmation, type ApplyValues } from '../../forms/apply'
import type { Translate } from '../../forms/contact'
import { mailRows } from '../../forms/fieldTable'
import type { OutgoingMail } from '../store'
import { escapeHtml } from '../../lib/html'
import { oneLine } from './contactMail'

export function applyMails(
  values: ApplyValues,
  meta: {
    inbox: string
    lang: string
    applicationId: number
    resumeKind: string
    resumeBytes: number
    t: Translate
    /** False when this address was sent a confirmation recently: the notification alone. */
    confirm: boolean
  },
): OutgoingMail[] {
  const rows: [string, string][] = [
    ...mailRows(APPLY_FORM, values),
    ['Language', meta.lang],
    [
      'Résumé',
      `${meta.resumeKind.toUpperCase()}, ${Math.ceil(meta.resumeBytes / 1024)} KB: npm run admin -- resume ${meta.applicationId}`,
    ],
  ]
  const name = `${values.firstName} ${values.lastName}`
  const notification: OutgoingMail = {
    to: meta.inbox,
    replyTo: oneLine(values.email),
    subject: oneLine(`Application #${meta.applicationId}: ${name}${values.jobId ? ` for ${values.jobId}` : ''}`),
    text: rows.map(([k, v]) => `${k}: ${v}`).join('\n') + '\n',
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0b1f3a"><h2>New application #${meta.applicationId}</h2>
<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(([k, v]) => `<tr><th align="left" style="color:#555">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table></body></html>`,
  }
  const { t } = meta
  const lines = [
    t(applyConfirmation.greeting),
    t(applyConfirmation.body, BRAND_VALUES),
    t(applyConfirmation.signature, BRAND_VALUES),
  ]
  const confirmation: OutgoingMail = {
    to: oneLine(values.email),
    subject: oneLine(`${t(applyConfirmation.subject)} · ${BRAND.legalName}`),
    text: lines.join('\n\n') + '\n',
    html: `<!doctype html><html lang="${escapeHtml(meta.lang)}"><body style="font-family:Arial,sans-serif;color:#0b1f3a">${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}</body></html>`,
  }
  return meta.confirm ? [notification, confirmation] : [notification]
}
