import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { jobById } from '../../content/jobs'
import { PageHeader } from '../PageHeader'
import { useEasyApply } from './EasyApply'
import { useJobLabels } from './useJobLabels'

/** /easyapplymodal: the apply modal as a route, for the job named by ?job= (or a general application). */
export default function EasyApplyPage() {
  const [params] = useSearchParams()
  const label = useJobLabels()
  const job = jobById(params.get('job'))
  const easyApply = useEasyApply(job?.id, job ? label.title(job) : undefined)
  const { open } = easyApply
  // Opened once the page runs (a modal cannot be part of the pre-rendered page).
  useEffect(() => open(), [open])
  return (
    <>
      <PageHeader page="careers.easyApply" />
      {easyApply.status}
      {easyApply.dialog}
    </>
  )
}
