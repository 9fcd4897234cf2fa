import { useIntl } from 'react-intl'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { jobById } from '../../content/jobs'
import { jobPath, localizedPath, pageHref } from '../../config/paths'
import { useTranslation } from '../../i18n/TranslationProvider'
import { useHydrated } from '../../lib/useHydrated'
import { PageHeader } from '../PageHeader'
import { jobText } from './jobText'

/**
 * /jobdetails?id= is an old address: the server answers it with the job's own
 * page, and so does this page when reached inside the site. Without a known
 * job it leads to the search rather than showing some other job.
 */
export default function JobDetailsQueryPage() {
  const intl = useIntl()
  const { language } = useTranslation()
  const [params] = useSearchParams()
  const running = useHydrated()
  const job = running ? jobById(params.get('id') ?? params.get('job')) : undefined
  if (job) return <Navigate replace to={localizedPath(language, jobPath(job.id))} />
  return (
    <>
      <PageHeader page="careers.jobDetails" />
      <section className="container-site py-12">
        <Link to={pageHref('careers.search', language)} className="btn-primary">
          {intl.formatMessage(jobText.backToJobs)}
        </Link>
      </section>
    </>
  )
}
