import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '../PageHeader'
import { useEasyApply } from './EasyApply'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.careers.easyApply.heading',
    defaultMessage: 'Easy Apply',
    description:
      'Main heading of the page with our quick job application form; keep it short, like the Easy Apply button',
  },
  intro: {
    id: 'page.careers.easyApply.intro',
    defaultMessage: 'Send us your details and résumé in a few minutes; our recruiters reply to every application.',
  },
})

/** /easyapplymodal: the apply modal as a route, for the job named by ?job= (or a pointer to the open jobs). */
export default function EasyApplyPage() {
  const [params] = useSearchParams()
  const easyApply = useEasyApply(params.get('job') ?? undefined)
  const { open } = easyApply
  // Opened once the page runs (a modal cannot be part of the pre-rendered page).
  useEffect(() => open(), [open])
  return (
    <>
      <PageHeader page="careers.easyApply" text={hero} />
      {easyApply.status}
      {easyApply.dialog}
    </>
  )
}
