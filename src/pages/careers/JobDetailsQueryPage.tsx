import { use } from 'react'
import { useIntl } from 'react-intl'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { loadJobPage } from '../../content/jobs/jobPage'
import { isOpen } from '../../content/jobs/open'
import { jobPath, localizedPath, pageHref } from '../../config/paths'
import { useTranslation } from '../../i18n/TranslationProvider'
import { useHydrated } from '../../lib/useHydrated'
import { PageHeader } from '../PageHeader'
import { JOB_UNAVAILABLE_DETAILS, JobUnavailable } from './JobUnavailable'
import { jobText } from './jobText'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.careers.jobDetails.heading',
    defaultMessage: 'Job Details',
    description: 'Main heading of the page showing one job posting in full',
  },
  intro: {
    id: 'page.careers.jobDetails.intro',
    defaultMessage: 'Everything you need to know about the role, and two quick ways to apply.',
  },
})

/**
 * /jobdetails?id= is an old address: the server answers it with the job's own
 * page (a redirect), a closed job's page (410) or the unknown job's (404), and
 * so does this page when reached inside the site; never another job. Without
 * an id it leads to the search.
 */
export default function JobDetailsQueryPage() {
  const intl = useIntl()
  const { language } = useTranslation()
  const [params] = useSearchParams()
  const running = useHydrated()
  const id = (params.get('id') ?? params.get('job'))?.trim().toLowerCase()
  // Our server answers with the closed- or unknown-job page, drawn at once; a
  // plain static host with this page's own pre-render, drawn as such until it runs.
  const served = typeof document !== 'undefined' && document.getElementById(JOB_UNAVAILABLE_DETAILS) !== null
  if (id && (running || served)) {
    // That one job's data, as its own page loads it (null: the site never had it).
    const job = use(loadJobPage(language, id))?.job
    if (job && isOpen(job)) return <Navigate replace to={localizedPath(language, jobPath(job.id))} />
    return <JobUnavailable job={job} closed={job !== undefined} />
  }
  return (
    <>
      <PageHeader page="careers.jobDetails" text={hero} />
      <section className="container-site py-12">
        <Link to={pageHref('careers.search', language)} className="btn-primary">
          {intl.formatMessage(jobText.backToJobs)}
        </Link>
      </section>
    </>
  )
}
