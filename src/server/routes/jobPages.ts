// A job's address when the job is gone: the pre-rendered closed-job page
// (410) or unknown-job page (404) of the visitor's language, with the job's
// last day and the open roles like it filled in where the page keeps room for
// them. Worked out on each request from the build's jobs and today's date, so
// a job closes the day after its validThrough without a rebuild. The markup is
// the one the page draws itself in the browser (JobUnavailable.tsx).
import type { LanguageCode } from '../../config/languages'
import { jobPath, localizedPath } from '../../config/paths'
import type { Job, JobFacts } from '../../content/jobs'
import { closedJobText as t } from '../../content/jobs/closedText'
import { similarJobs } from '../../content/jobs/similar'
import { jobCities, jobCountries, jobTitles } from '../../content/jobs/vocabulary'
import { formatDay } from '../../i18n/formatDay'
import { escapeHtml } from '../../lib/html'
import { intlFor } from '../i18n'

/** The element of the pre-rendered page that is filled in (JOB_UNAVAILABLE_DETAILS in the page). */
const DETAILS = /(<div id="job-unavailable-details"[^>]*>)(<\/div>)/

/** The job's last day (a closed job) and the open roles like it (the newest ones for an unknown job), as HTML. */
export function unavailableJobDetails(lang: LanguageCode, job: JobFacts | undefined, open: readonly Job[]): string {
  const intl = intlFor(lang)
  const text = (value: string) => escapeHtml(value)
  const title = (j: Pick<Job, 'title'>) => intl.formatMessage(jobTitles[j.title])
  const place = (j: Pick<Job, 'city' | 'country'>) =>
    intl.formatMessage(t.place, {
      city: intl.formatMessage(jobCities[j.city]),
      country: intl.formatMessage(jobCountries[j.country]),
    })
  const similar = similarJobs(job, open)
  const lastDay = job
    ? `<p class="type-lead text-navy/85">${text(
        intl.formatMessage(t.lastDay, {
          title: title(job),
          place: place(job),
          date: formatDay(intl, job.validThrough, 'long'),
        }),
      )}</p>`
    : ''
  const heading = `<h2 class="mt-8 type-subheading text-navy">${text(
    intl.formatMessage(job ? t.similarHeading : t.latestHeading),
  )}</h2>`
  const list = similar.length
    ? `<ul class="mt-4 grid gap-3 sm:grid-cols-2">${similar
        .map(
          (other) =>
            `<li class="rounded-xl bg-mist p-4"><a href="${localizedPath(lang, jobPath(other.id))}" class="font-700 text-navy underline-offset-2 hover:text-accent-dark hover:underline">${text(title(other))}</a><p class="mt-1 type-small text-navy/75">${text(place(other))}</p></li>`,
        )
        .join('')}</ul>`
    : `<p class="mt-4 text-navy/75">${text(intl.formatMessage(t.noneOpen))}</p>`
  return lastDay + heading + list
}

/** The pre-rendered page with its details filled in (unchanged when it keeps no room for them). */
export const fillUnavailablePage = (html: string, details: string): string =>
  html.replace(DETAILS, (_, open: string, close: string) => open + details + close)

/** A sitemap's entry for a job's page (in any language), with the job's id. */
const JOB_ENTRY = / {2}<url>\n {4}<loc>[^<]*\/careers\/jobs\/([a-z0-9-]+)<\/loc>[\s\S]*?<\/url>\n/g

/** A sitemap without the entries of the jobs closed since it was built (the text itself when there is none). */
export const withoutClosedJobs = (xml: string, isClosed: (id: string) => boolean): string =>
  xml.replace(JOB_ENTRY, (entry, id: string) => (isClosed(id) ? '' : entry))
