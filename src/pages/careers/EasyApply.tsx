import { useCallback, useState, type MouseEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { Modal } from '../../components/Modal'
import { applyText } from '../../forms/apply'
import { pageHref } from '../../config/paths'
import { useTranslation } from '../../i18n/TranslationProvider'
import { careersText } from './messages'
import { EasyApplyForm } from './EasyApplyForm'

/** The Easy Apply modal and the page's announcement of a sent application. */
export function useEasyApply(jobId?: string, jobTitle?: string) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState('')
  const dialog = (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={intl.formatMessage(careersText['careers.easyApply'].name)}
      closeLabel={intl.formatMessage(applyText.close)}
    >
      {jobTitle ? (
        <p className="-mt-2 mb-3 font-600 text-navy">{intl.formatMessage(applyText.forJob, { title: jobTitle })}</p>
      ) : null}
      <EasyApplyForm
        jobId={jobId}
        onCancel={() => setOpen(false)}
        onDone={(message) => {
          setSent(message)
          setOpen(false)
        }}
      />
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
