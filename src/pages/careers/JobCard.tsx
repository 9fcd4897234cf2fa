import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { UiIcon } from '../../components/Icon'
import { jobPath, localizedPath } from '../../config/paths'
import type { JobSummary as Job } from '../../content/jobs/searchIndex'
import { useTranslation } from '../../i18n/TranslationProvider'
import { jobText } from './jobText'
import { PostedDate } from './PostedDate'
import { useJobLabels } from './useJobLabels'

export function JobCard({ job }: { job: Job }) {
  const intl = useIntl()
  const { language } = useTranslation()
  const label = useJobLabels()
  const href = localizedPath(language, jobPath(job.id))
  return (
    <li className="rounded-2xl bg-white p-5 shadow-[0_8px_24px_rgba(11,31,58,0.07)] transition-shadow hover:shadow-[0_12px_32px_rgba(11,31,58,0.12)] md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="type-card text-navy">
            <Link to={href} className="hover:text-accent-dark">
              {label.title(job)}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 type-small text-navy/75">
            <span className="inline-flex items-center gap-1">
              <UiIcon name="pin" className="size-4 text-accent-dark" />
              {label.location(job)}
            </span>
            <span>{label.type(job)}</span>
            <PostedDate postedAt={job.postedAt} />
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-3 py-1 type-caption font-700 ${job.status === 'urgent' ? 'bg-accent/15 text-[#9a3412]' : 'bg-green-100 text-green-800'}`}
        >
          {label.status(job)}
        </span>
      </div>
      <Link
        to={href}
        className="mt-4 inline-flex items-center gap-1.5 type-small font-700 text-accent-dark hover:underline"
      >
        {intl.formatMessage(jobText.viewJob)}
        <span className="sr-only">{intl.formatMessage(jobText.viewJobTitle, { title: label.title(job) })}</span>
        <UiIcon name="arrowEnd" className="size-4" flip />
      </Link>
    </li>
  )
}
