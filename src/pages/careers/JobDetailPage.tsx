import { useParams } from 'react-router-dom'
import { CLOSED_JOB_PAGE, jobState } from '../../content/jobs'
import { JobDetail } from './JobDetail'
import { JobUnavailable } from './JobUnavailable'

/**
 * /careers/jobs/{id}: pre-rendered for every opening. A job closed since (the
 * server answers 410) or never known (404) gets the closed-job page, never
 * another job.
 */
export default function JobDetailPage() {
  const { id } = useParams()
  const state = jobState(id?.toLowerCase())
  if (state.kind === 'open') return <JobDetail job={state.job} />
  if (state.kind === 'closed') return <JobUnavailable job={state.job} closed />
  return <JobUnavailable closed={id === CLOSED_JOB_PAGE} />
}
