// The two mails an application becomes: a notification to the careers inbox
// (all values escaped in HTML, a text part too), and a confirmation to the
// applicant in their language. The confirmation goes to an address anyone can
// type, so it quotes nothing the visitor wrote: our own words only. The résumé stays in the store: the
// notification names its id for `npm run admin -- resume <id>`. Its rows
// follow the form's field table (APPLY_FORM). Both name the job (our own title
// and place) and the application's reference, the number the applicant can quote.
import { BRAND_VALUES } from '../../config/brand'
import { directionOf, type LanguageCode } from '../../config/languages'
import type { Job } from '../../content/jobs'
import { jobCities, jobCountries, jobTitles } from '../../content/jobs/vocabulary'
import { APPLY_FORM, applyConfirmation, type ApplyValues } from '../../forms/apply'
import { englishOf } from '../../i18n/defineMessages'
import type { Translate } from '../../forms/contact'
import { mailRows } from '../../forms/fieldTable'
import type { OutgoingMail } from '../store'
import { escapeHtml } from '../../lib/html'
import { oneLine } from './contactMail'
import { brandedSubject } from './mailText'

/** The number an applicant quotes for their application: the store's id, so an operator finds it at once. */
export const applicationReference = (applicationId: number): string => `APP-${String(applicationId).padStart(6, '0')}`

export function applyMails(
  values: ApplyValues,
  meta: {
    inbox: string
    lang: string
    /** The job applied for, as the server knows it. */
    job: Job
    applicationId: number
    resumeKind: string
    resumeBytes: number
    t: Translate
    /** False when this address was sent a confirmation recently: the notification alone. */
    confirm: boolean
  },
): OutgoingMail[] {
  const { job } = meta
  const reference = applicationReference(meta.applicationId)
  const position = `${englishOf(jobTitles[job.title])}, ${englishOf(jobCities[job.city])}, ${englishOf(jobCountries[job.country])}`
  const rows: [string, string][] = [
    ['Reference', reference],
    ['Position', position],
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
    subject: oneLine(`Application ${reference}: ${name} for ${position} (${job.id})`),
    text: rows.map(([k, v]) => `${k}: ${v}`).join('\n') + '\n',
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0b1f3a"><h2>New application ${reference}</h2>
<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(([k, v]) => `<tr><th align="left" style="color:#555">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table></body></html>`,
  }
  const { t } = meta
  const lines = [
    t(applyConfirmation.greeting),
    t(applyConfirmation.body, BRAND_VALUES),
    t(applyConfirmation.job, {
      title: t(jobTitles[job.title]),
      city: t(jobCities[job.city]),
      country: t(jobCountries[job.country]),
      jobId: job.id,
    }),
    t(applyConfirmation.reference, { reference }),
    t(applyConfirmation.signature, BRAND_VALUES),
  ]
  const confirmation: OutgoingMail = {
    to: oneLine(values.email),
    subject: brandedSubject(t(applyConfirmation.subject, { reference }), t),
    text: lines.join('\n\n') + '\n',
    html: `<!doctype html><html lang="${escapeHtml(meta.lang)}" dir="${directionOf(meta.lang as LanguageCode)}"><body style="font-family:Arial,sans-serif;color:#0b1f3a">${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}</body></html>`,
  }
  return meta.confirm ? [notification, confirmation] : [notification]
}
