import { useParams } from 'react-router-dom'
import { jobById } from '../../content/jobs'
import NotFoundPage from '../notFound/NotFoundPage'
import { JobDetail } from './JobDetail'

/** /careers/jobs/{id}: pre-rendered for every opening. */
export default function JobDetailPage() {
  const { id } = useParams()
  const job = jobById(id)
  return job ? <JobDetail job={job} /> : <NotFoundPage />
}
