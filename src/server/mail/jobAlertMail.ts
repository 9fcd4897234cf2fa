// The two mails of a job alert, in the alert's language: the confirmation
// (double opt-in; it goes to an address anyone can type, so it quotes nothing
// the requester wrote, not even the search) and the digest of new jobs. Both
// carry an unsubscribe link and RFC 8058 one-click headers. Every value is
// escaped in HTML; a text part comes with it.
import { BRAND_VALUES } from '../../config/brand'
import { directionOf, type LanguageCode } from '../../config/languages'
import { jobPath, localizedPath, PAGES } from '../../config/paths'
import type { Job } from '../../content/jobs'
import { jobCities, jobCountries, jobStates, jobStatuses, jobTitles, jobTypes } from '../../content/jobs/vocabulary'
import { applyConfirmation } from '../../forms/apply'
import type { Translate } from '../../forms/contact'
import { ALERT_MAIL_MAX_JOBS, JOB_ALERT_FILTERS, type JobAlertFilter } from '../../forms/jobAlert'
import { jobAlertMailText, jobAlertPageText } from '../../forms/jobAlertMessages'
import { escapeHtml } from '../../lib/html'
import type { JobAlert, OutgoingMail } from '../store'
import { oneLine } from './contactMail'
import { brandedSubject, linkLine } from './mailText'

export type AlertLinks = {
  /** The site's address in links (SITE_URL), without a trailing slash. */
  siteUrl: string
  /** Where the List-Unsubscribe mailto goes (an operator unsubscribes by the token in its subject). */
  unsubscribeMailbox: string
}

export const confirmUrl = (links: AlertLinks, token: string) =>
  `${links.siteUrl}/api/job-alerts/confirm?token=${encodeURIComponent(token)}`
export const unsubscribeUrl = (links: AlertLinks, token: string) =>
  `${links.siteUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`

/** The job search with the alert's filters, in its language. */
export function searchUrl(links: AlertLinks, lang: LanguageCode, filter: Partial<JobAlertFilter>): string {
  const query = new URLSearchParams()
  for (const field of JOB_ALERT_FILTERS) if (filter[field]) query.set(field, filter[field])
  const path = localizedPath(lang, PAGES['careers.search'].path)
  return `${links.siteUrl}${path}${query.size ? `?${query}` : ''}`
}

type Vocabulary = Record<string, Parameters<Translate>[0] | undefined>

/** A vocabulary key in words: a key a newer build added that this server lacks reads as itself. */
export const termOf = (vocabulary: object, key: string, t: Translate): string => {
  const message = (vocabulary as Vocabulary)[key]
  return message ? t(message) : key
}

/** The alert's search in words: its keyword and filters, translated, as a list in the language's way. */
export function searchSummary(filter: Partial<JobAlertFilter>, t: Translate): string {
  const vocabulary = { country: jobCountries, state: jobStates, city: jobCities, type: jobTypes, status: jobStatuses }
  const parts = JOB_ALERT_FILTERS.flatMap((field) => {
    const value = filter[field]
    if (!value) return []
    if (field === 'keyword') return [t(jobAlertPageText.keyword, { keyword: value })]
    return [termOf(vocabulary[field], value, t)]
  })
  if (!parts.length) return t(jobAlertPageText.allJobs)
  // Each language's own separator (、 in Japanese and Chinese, ، in Arabic): Intl's unit lists write none in some.
  return parts.reduceRight((rest, first) => t(jobAlertMailText.searchList, { first, rest }))
}

/** List-Unsubscribe (the one-click URL and a mailbox) and List-Unsubscribe-Post, as RFC 8058 asks. */
function unsubscribeHeaders(links: AlertLinks, token: string): Record<string, string> {
  const mailto = `mailto:${links.unsubscribeMailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(links, token)}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

const page = (lang: LanguageCode, body: string) =>
  `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><body style="font-family:Arial,sans-serif;color:#0b1f3a;line-height:1.5">${body}</body></html>`
const button = (href: string, text: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background:#c2410c;color:#fff;font-weight:bold;text-decoration:none">${escapeHtml(text)}</a></p>`
const footer = (links: AlertLinks, token: string, t: Translate) =>
  `<p style="margin-top:24px;font-size:13px;color:#555">${escapeHtml(t(jobAlertMailText.footer))} <a href="${escapeHtml(unsubscribeUrl(links, token))}">${escapeHtml(t(jobAlertPageText.unsubscribeButton))}</a></p>`
const textFooter = (links: AlertLinks, token: string, t: Translate) =>
  `--\n${t(jobAlertMailText.footer)}\n${linkLine(t(jobAlertPageText.unsubscribeButton), unsubscribeUrl(links, token), t)}\n`

export function jobAlertConfirmationMail(
  alert: { email: string; lang: LanguageCode; token: string },
  links: AlertLinks,
  t: Translate,
): OutgoingMail {
  const link = confirmUrl(links, alert.token)
  const greeting = t(jobAlertMailText.greeting)
  const body = t(jobAlertMailText.confirmBody, BRAND_VALUES)
  const ignore = t(jobAlertMailText.confirmIgnore)
  const signature = t(applyConfirmation.signature, BRAND_VALUES)
  return {
    to: oneLine(alert.email),
    subject: brandedSubject(t(jobAlertMailText.confirmSubject), t),
    text: `${greeting}\n\n${body}\n${link}\n\n${ignore}\n\n${signature}\n\n${textFooter(links, alert.token, t)}`,
    html: page(
      alert.lang,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${button(link, t(jobAlertMailText.confirmLink))}
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p><p>${escapeHtml(ignore)}</p><p>${escapeHtml(signature)}</p>${footer(links, alert.token, t)}`,
    ),
    headers: unsubscribeHeaders(links, alert.token),
  }
}

/** The digest of `jobs` (new and matching) for a confirmed alert. */
export function jobAlertMail(alert: JobAlert, jobs: readonly Job[], links: AlertLinks, t: Translate): OutgoingMail {
  const lang = alert.lang as LanguageCode
  const listed = jobs.slice(0, ALERT_MAIL_MAX_JOBS).map((job) => ({
    title: termOf(jobTitles, job.title, t),
    place: t(jobAlertMailText.place, {
      city: termOf(jobCities, job.city, t),
      country: termOf(jobCountries, job.country, t),
    }),
    url: `${links.siteUrl}${localizedPath(lang, jobPath(job.id))}`,
  }))
  const search = t(jobAlertPageText.search, { search: searchSummary(alert.filter, t) })
  const intro = t(jobAlertMailText.alertIntro)
  const more = searchUrl(links, lang, alert.filter)
  const signature = t(applyConfirmation.signature, BRAND_VALUES)
  const greeting = t(jobAlertMailText.greeting)
  const text = [
    greeting,
    '',
    search,
    '',
    intro,
    '',
    ...listed.flatMap((job) => [`${job.title} · ${job.place}`, job.url, '']),
    linkLine(t(jobAlertMailText.more), more, t),
    '',
    signature,
    '',
    textFooter(links, alert.token, t),
  ].join('\n')
  const html = page(
    lang,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(search)}</p><p>${escapeHtml(intro)}</p><ul style="padding-inline-start:20px">${listed
      .map(
        (job) =>
          `<li style="margin-bottom:10px"><a href="${escapeHtml(job.url)}" style="font-weight:bold;color:#0b1f3a">${escapeHtml(job.title)}</a><br><span style="color:#555">${escapeHtml(job.place)}</span></li>`,
      )
      .join(
        '',
      )}</ul>${button(more, t(jobAlertMailText.more))}<p>${escapeHtml(signature)}</p>${footer(links, alert.token, t)}`,
  )
  return {
    to: oneLine(alert.email),
    subject: brandedSubject(t(jobAlertMailText.alertSubject, { count: jobs.length }), t),
    text,
    html,
    headers: unsubscribeHeaders(links, alert.token),
  }
}
