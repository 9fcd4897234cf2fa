import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '../PageHeader'
import { useEasyApply } from './EasyApply'

/** /easyapplymodal: the apply modal as a route, for the job named by ?job= (or a pointer to the open jobs). */
export default function EasyApplyPage() {
  const [params] = useSearchParams()
  const easyApply = useEasyApply(params.get('job') ?? undefined)
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
