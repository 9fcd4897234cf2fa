// Share a job: copy its link, LinkedIn, WhatsApp, e-mail. Plain links to the
// networks' own share addresses, so no third-party script loads and nothing is
// sent anywhere until the visitor chooses. Without scripts "Copy link" is the
// job's own link (to copy from the browser's menu); with them it copies.
import { useEffect, useId, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { SocialIcon, UiIcon } from '../../components/Icon'
import { componentText } from '../../components/messages'
import { absoluteUrl, type SeoImage } from '../../components/Seo'
import { BRAND } from '../../config/brand'
import { jobPath, localizedPath } from '../../config/paths'
import type { Job } from '../../content/jobs'
import { JOB_IMAGE, jobImagePath } from '../../content/jobs/image'
import { useTranslation } from '../../i18n/TranslationProvider'
import { useHydrated } from '../../lib/useHydrated'
import { shareText } from './shareText'
import { useJobLabels } from './useJobLabels'

/** The networks' share addresses, each carrying the job page's address. */
export function shareLinks(url: string, text: { message: string; subject: string }) {
  const e = encodeURIComponent
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${e(url)}`,
    whatsapp: `https://wa.me/?text=${e(text.message)}`,
    email: `mailto:?subject=${e(text.subject)}&body=${e(text.message)}`,
  }
}

// Not among the brand's social icons: drawn here.
const WHATSAPP =
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 1.8a8.2 8.2 0 1 1-4.2 15.3l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8Zm-3.3 4.4c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.2 5 4.3 2.4 1 2.9.8 3.4.7.6 0 1.7-.7 2-1.4.2-.6.2-1.2.2-1.3-.1-.2-.3-.2-.6-.4l-2-1c-.3 0-.5-.1-.7.2l-.9 1.1c-.2.2-.3.2-.6.1-.3-.2-1.3-.5-2.4-1.5-.9-.8-1.5-1.8-1.7-2.1-.2-.3 0-.4.1-.6l.5-.5.3-.5v-.5l-.9-2.2c-.2-.5-.5-.5-.7-.5h-.5Z'
const LINK = 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1m2 5a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1'

const item =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-navy/20 bg-white px-4 type-small font-600 text-navy hover:border-navy/40 hover:bg-mist'

/** The job's link-preview picture in the page's language (drawn at build: scripts/lib/jobImages.ts). */
export function useJobImage(job: Job): SeoImage {
  const intl = useIntl()
  const { language } = useTranslation()
  const label = useJobLabels()
  const alt = intl.formatMessage(shareText.imageAlt, {
    title: label.title(job),
    location: label.location(job),
    company: BRAND.legalName,
  })
  return { path: jobImagePath(job.id, language), ...JOB_IMAGE, alt }
}

/** The share links of a job's page, in the page's language. */
export function JobShareLinks({ job }: { job: Job }) {
  const { language } = useTranslation()
  const label = useJobLabels()
  const url = absoluteUrl(localizedPath(language, jobPath(job.id)))
  return <ShareLinks url={url} title={label.title(job)} location={label.location(job)} />
}

export function ShareLinks({ url, title, location }: { url: string; title: string; location: string }) {
  const intl = useIntl()
  const hydrated = useHydrated()
  const headingId = useId()
  const [copied, setCopied] = useState<'done' | 'failed' | undefined>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const message = intl.formatMessage(shareText.message, { title, location, company: BRAND.legalName, url })
  const subject = intl.formatMessage(shareText.emailSubject, { title, company: BRAND.legalName })
  const links = shareLinks(url, { message, subject })
  const newTab = <span className="sr-only"> {intl.formatMessage(componentText.newTab)}</span>

  const copy = async () => {
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(url)
      setCopied('done')
    } catch {
      setCopied('failed')
    }
    timer.current = setTimeout(() => setCopied(undefined), 6000)
  }
  const copyLabel = (
    <>
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={LINK} />
      </svg>
      {intl.formatMessage(shareText.copy)}
    </>
  )

  return (
    // The same words on every job page: not what site search should find (Pagefind's attribute).
    <div className="mt-6 border-t border-navy/10 pt-5" data-pagefind-ignore="">
      <h2 id={headingId} className="type-small font-700 text-navy">
        {intl.formatMessage(shareText.heading)}
      </h2>
      <ul aria-labelledby={headingId} className="mt-3 flex flex-wrap gap-2" data-share>
        <li>
          {hydrated ? (
            <button type="button" className={item} onClick={() => void copy()}>
              {copyLabel}
            </button>
          ) : (
            <a href={url} className={item}>
              {copyLabel}
            </a>
          )}
        </li>
        <li>
          <a href={links.linkedin} target="_blank" rel="noopener noreferrer" className={item}>
            <SocialIcon network="linkedin" />
            LinkedIn{newTab}
          </a>
        </li>
        <li>
          <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={item}>
            <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
              <path d={WHATSAPP} />
            </svg>
            WhatsApp{newTab}
          </a>
        </li>
        <li>
          <a href={links.email} className={item}>
            <UiIcon name="mail" className="size-4" />
            {intl.formatMessage(shareText.email)}
          </a>
        </li>
      </ul>
      <p role="status" className={copied ? 'mt-3 type-small font-600 text-green-800' : 'sr-only'}>
        {copied === 'done'
          ? intl.formatMessage(shareText.copied)
          : copied === 'failed'
            ? intl.formatMessage(shareText.copyFailed)
            : null}
      </p>
    </div>
  )
}
