import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { SectionArt } from '../../components/SectionArt'
import { Seo } from '../../components/Seo'
import { UiIcon } from '../../components/Icon'
import { jobPath, localizedPath, pageHref } from '../../config/paths'
import { use } from 'react'
import { indexedJobs } from '../../content/jobs/indexChunks'
import { isOpen, todayIso } from '../../content/jobs/open'
import type { Job } from '../../content/jobs/schema'
import type { JobSummary } from '../../content/jobs/searchIndex'
import { closedJobText as t } from '../../content/jobs/closedText'
import { similarJobs } from '../../content/jobs/similar'
import { jobCities, jobCountries, jobTitles } from '../../content/jobs/vocabulary'
import { formatDay } from '../../i18n/formatDay'
import { useTranslation } from '../../i18n/TranslationProvider'
import { useHydrated } from '../../lib/useHydrated'
import { jobText } from './jobText'

/** The element the server fills in (src/server/routes/jobPages.ts writes the same markup). */
export const JOB_UNAVAILABLE_DETAILS = 'job-unavailable-details'

/**
 * A job that closed (the server answers 410) or that the site never had (404):
 * no posting, no way to apply, but the way on, to open roles like it. The
 * page is pre-rendered once per language without a job; the server fills in
 * the job's last day and the similar roles of the day, so it reads whole
 * without JavaScript. Once the page runs, the browser draws that part itself.
 */
export function JobUnavailable({ job, closed }: { job?: Job; closed: boolean }) {
  const intl = useIntl()
  const { language } = useTranslation()
  const running = useHydrated()
  const heading = intl.formatMessage(closed ? t.closedHeading : t.unknownHeading)
  const lead = intl.formatMessage(closed ? t.closedLead : t.unknownLead)
  return (
    <>
      <Seo title={heading} description={lead} noindex />
      <section className="hero-bg relative overflow-hidden text-white">
        <div className="container-site relative py-14 md:py-20">
          <Link
            to={pageHref('careers.search', language)}
            className="inline-flex items-center gap-1.5 type-small font-600 text-white/85 hover:text-white"
          >
            <UiIcon name="arrowEnd" className="size-4 -scale-x-100 rtl:scale-x-100" />
            {intl.formatMessage(jobText.backToJobs)}
          </Link>
          <h1 className="mt-4 max-w-3xl type-title">{heading}</h1>
          <p className="mt-4 max-w-2xl type-lead text-white/85">{lead}</p>
          {/* The careers area's drawing, as on the open job's page. */}
          <SectionArt area="careers" />
        </div>
      </section>
      <section className="container-site py-12 md:py-16">
        {running ? (
          <div key="drawn" id={JOB_UNAVAILABLE_DETAILS}>
            <UnavailableDetails job={job} closed={closed} />
          </div>
        ) : (
          // As served: empty in the pre-render, filled in by the server; hydration leaves it as it is.
          <div
            key="served"
            id={JOB_UNAVAILABLE_DETAILS}
            dangerouslySetInnerHTML={{ __html: '' }}
            suppressHydrationWarning
          />
        )}
        <Link to={pageHref('careers.search', language)} className="btn-primary mt-10">
          {intl.formatMessage(t.allJobs)}
          <UiIcon name="arrowEnd" className="size-5" flip />
        </Link>
      </section>
    </>
  )
}

/** The job's last day and the open roles like it (the newest ones for an unknown job). */
function UnavailableDetails({ job, closed }: { job?: Job; closed: boolean }) {
  const intl = useIntl()
  const { language } = useTranslation()
  // The open roles are the search's (its index), loaded once the page runs.
  const today = todayIso()
  const similar = similarJobs(
    job,
    use(indexedJobs(language)).filter((other) => isOpen(other, today)),
  )
  const title = (j: JobSummary) => intl.formatMessage(jobTitles[j.title])
  const place = (j: JobSummary) =>
    intl.formatMessage(t.place, {
      city: intl.formatMessage(jobCities[j.city]),
      country: intl.formatMessage(jobCountries[j.country]),
    })
  return (
    <>
      {job && closed ? (
        <p className="type-lead text-navy/85">
          {intl.formatMessage(t.lastDay, {
            title: title(job),
            place: place(job),
            date: formatDay(intl, job.validThrough, 'long'),
          })}
        </p>
      ) : null}
      <h2 className="mt-8 type-subheading text-navy">{intl.formatMessage(job ? t.similarHeading : t.latestHeading)}</h2>
      {similar.length ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {similar.map((other) => (
            <li key={other.id} className="rounded-xl bg-mist p-4">
              <Link
                to={localizedPath(language, jobPath(other.id))}
                className="font-700 text-navy underline-offset-2 hover:text-accent-dark hover:underline"
              >
                {title(other)}
              </Link>
              <p className="mt-1 type-small text-navy/75">{place(other)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-navy/75">{intl.formatMessage(t.noneOpen)}</p>
      )}
    </>
  )
}
