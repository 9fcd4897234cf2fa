import { lazy, Suspense, useCallback, useState, type MouseEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { Modal } from '../../components/Modal'
import { applyText } from '../../forms/applyMessages'
import { pageHref } from '../../config/paths'
import { knownJob } from '../../content/jobs/jobPage'
import { isOpen } from '../../content/jobs/open'
import { useTranslation } from '../../i18n/TranslationProvider'
import { PAGE_NAMES } from '../pageNames'
import { useJobLabels } from './useJobLabels'

// The form and its rules (with the phone-number library) load when the modal first opens, never with the page.
const EasyApplyForm = lazy(() => import('./EasyApplyForm').then((module) => ({ default: module.EasyApplyForm })))

/** The Easy Apply modal for a job, and the page's announcement of a sent application. */
export function useEasyApply(jobId?: string) {
  const intl = useIntl()
  const { language } = useTranslation()
  const label = useJobLabels()
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState('')
  // Only an open job takes applications (the server checks again with its own list).
  const found = knownJob(jobId)
  const job = found && isOpen(found) ? found : undefined
  const dialog = (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={intl.formatMessage(PAGE_NAMES['careers.easyApply'])}
      closeLabel={intl.formatMessage(applyText.close)}
    >
      {job ? (
        <>
          <div className="-mt-2 mb-4">
            <p className="font-600 text-navy">{intl.formatMessage(applyText.forJob, { title: label.title(job) })}</p>
            <p className="type-small text-navy/75">
              {/* The id is isolated: on a right-to-left page its hyphens stay between its words. */}
              {intl.formatMessage(applyText.jobReference, { place: label.location(job), jobId: <bdi>{job.id}</bdi> })}
            </p>
          </div>
          <Suspense fallback={<div aria-busy="true" className="min-h-96" />}>
            <EasyApplyForm
              job={job}
              onCancel={() => setOpen(false)}
              onDone={(message) => {
                setSent(message)
                setOpen(false)
              }}
            />
          </Suspense>
        </>
      ) : (
        <p className="text-navy">
          {intl.formatMessage(applyText.noJob)}{' '}
          <Link to={pageHref('careers.search', language)} className="font-600 text-accent-dark underline">
            {intl.formatMessage(PAGE_NAMES['careers.search'])}
          </Link>
        </p>
      )}
    </Modal>
  )
  const status = (
    <p
      role="status"
      className={sent ? 'container-site mt-6 rounded-lg bg-green-50 px-4 py-3 font-600 text-green-800' : 'sr-only'}
    >
      {sent}
    </p>
  )
  const openDialog = useCallback(() => setOpen(true), [])
  return { open: openDialog, dialog, status }
}

/** An Easy Apply button: a link to /easyapplymodal without scripts, the modal with them. */
export function EasyApplyButton({
  jobId,
  onOpen,
  className,
  children,
}: {
  jobId?: string
  onOpen: () => void
  className: string
  children: ReactNode
}) {
  const { language } = useTranslation()
  const href = `${pageHref('careers.easyApply', language)}${jobId ? `?job=${encodeURIComponent(jobId)}` : ''}`
  return (
    <Link
      to={href}
      className={className}
      onClick={(event: MouseEvent) => {
        event.preventDefault()
        onOpen()
      }}
    >
      {children}
    </Link>
  )
}
