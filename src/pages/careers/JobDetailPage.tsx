import { use } from 'react'
import { useParams } from 'react-router-dom'
import { isOpen } from '../../content/jobs/open'
import { CLOSED_JOB_PAGE } from '../../content/jobs/closedPages'
import { loadedJobPage, loadJobPage } from '../../content/jobs/jobPage'
import { useTranslation } from '../../i18n/TranslationProvider'
import { JobDetail } from './JobDetail'
import { JobUnavailable } from './JobUnavailable'

/**
 * /careers/jobs/{id}: pre-rendered for every opening. A job closed since (the
 * server answers 410) or never known (404) gets the closed-job page, never
 * another job. The page loads that one job's data, never the list.
 */
export default function JobDetailPage() {
  const { language } = useTranslation()
  const id = useParams().id?.toLowerCase() ?? ''
  const data =
    loadedJobPage(language, id) ?? (loadedJobPage(language, id) === null ? null : use(loadJobPage(language, id)))
  if (data && isOpen(data.job)) return <JobDetail job={data.job} translated={data.texts} />
  if (data) return <JobUnavailable job={data.job} closed />
  return <JobUnavailable closed={id === CLOSED_JOB_PAGE} />
}
