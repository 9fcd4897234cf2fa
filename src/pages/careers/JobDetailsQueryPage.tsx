import { useSearchParams } from 'react-router-dom'
import { useHydrated } from '../../lib/useHydrated'
import { JOBS, jobById } from '../../content/jobs'
import { JobDetail } from './JobDetail'

/**
 * /jobdetails keeps working as it did: the job named by ?id= (or ?job=), or
 * the first job. Its canonical home is the job's own page.
 */
export default function JobDetailsQueryPage() {
  const [params] = useSearchParams()
  const running = useHydrated()
  const chosen = running ? jobById(params.get('id') ?? params.get('job')) : undefined
  const job = chosen ?? JOBS[0]
  return job ? <JobDetail job={job} ownPage={false} /> : null
}
