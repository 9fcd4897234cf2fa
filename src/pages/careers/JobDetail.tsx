import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { Seo } from '../../components/Seo'
import { UiIcon } from '../../components/Icon'
import { BRAND } from '../../config/brand'
import { DEFAULT_LANGUAGE } from '../../config/languages'
import { jobPath, pageHref } from '../../config/paths'
import type { Job } from '../../content/jobs'
import { jobPostingJsonLd } from '../../content/jobs/jsonLd'
import { useMachineTranslation } from '../../i18n/useMachineTranslation'
import { useTranslation } from '../../i18n/TranslationProvider'
import { EasyApplyButton, useEasyApply } from './EasyApply'
import { jobText } from './jobText'
import { useJobLabels } from './useJobLabels'

/**
 * One opening: title, place, age, the two ways to apply, and the posting's
 * own text. That text is HR's English: on other languages' pages it is marked
 * lang="en", and replaced by a machine translation (marked as such, with the
 * original a click away) when the server can provide one.
 */
export function JobDetail({ job, ownPage }: { job: Job; ownPage: boolean }) {
  const intl = useIntl()
  const { language, dir } = useTranslation()
  const label = useJobLabels()
  const english = [job.description, ...job.responsibilities, ...job.requirements]
  const machine = useMachineTranslation(english)
  const [showOriginal, setShowOriginal] = useState(false)
  const translated = machine.translated && !showOriginal
  const texts = translated ? machine.texts : english
  const textLang = language === DEFAULT_LANGUAGE ? undefined : translated ? `${language}-x-mtfrom-en` : 'en'
  // English shown on a right-to-left page keeps its own direction.
  const posting = { lang: textLang, dir: textLang === 'en' && dir === 'rtl' ? ('ltr' as const) : undefined }
  const [description = '', ...rest] = texts
  const responsibilities = rest.slice(0, job.responsibilities.length)
  const requirements = rest.slice(job.responsibilities.length)
  const title = label.title(job)
  const easyApply = useEasyApply(job.id, title)
  const mailto = `mailto:${BRAND.email}?subject=${encodeURIComponent(intl.formatMessage(jobText.applySubject, { title: label.englishTitle(job), id: job.id }))}`

  return (
    <>
      <Seo
        title={title}
        description={`${label.location(job)}. ${job.description.slice(0, 140)}`}
        // /jobdetails shows a job too; its canonical home is the job's own page.
        path={jobPath(job.id)}
        jsonLd={ownPage ? jobPostingJsonLd(job) : undefined}
      />
      <section className="hero-bg text-white">
        <div className="container-site py-14 md:py-20">
          <Link
            to={pageHref('careers.search', language)}
            className="inline-flex items-center gap-1.5 text-sm font-600 text-white/85 hover:text-white"
          >
            <UiIcon name="arrowEnd" className="size-4 -scale-x-100 rtl:scale-x-100" />
            {intl.formatMessage(jobText.backToJobs)}
          </Link>
          <h1 className="mt-4 text-balance text-3xl font-800 md:text-5xl">{title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-white/85">
            <span className="inline-flex items-center gap-1.5">
              <UiIcon name="pin" className="size-4 text-accent-light" />
              {label.location(job)}
            </span>
            <span>{label.type(job)}</span>
            <span>{label.status(job)}</span>
            <span>{label.posted(job)}</span>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={mailto} className="btn-light">
              {intl.formatMessage(jobText.applyNow)}
            </a>
            <EasyApplyButton jobId={job.id} onOpen={easyApply.open} className="btn-primary">
              {intl.formatMessage(jobText.easyApply)}
            </EasyApplyButton>
          </div>
        </div>
      </section>
      {easyApply.status}
      {easyApply.dialog}
      <section className="container-site grid gap-10 py-12 md:py-16 lg:grid-cols-[2fr_1fr]">
        <div>
          {language !== DEFAULT_LANGUAGE ? (
            <p className="mb-6 flex flex-wrap items-center gap-3 rounded-lg bg-mist px-4 py-3 text-sm text-navy/80">
              {intl.formatMessage(machine.translated ? jobText.machineTranslated : jobText.englishOnly)}
              {machine.translated ? (
                <button
                  type="button"
                  className="font-700 text-accent-dark underline"
                  onClick={() => setShowOriginal(!showOriginal)}
                >
                  {intl.formatMessage(showOriginal ? jobText.showTranslation : jobText.showOriginal)}
                </button>
              ) : null}
            </p>
          ) : null}
          <h2 className="text-2xl font-700 text-navy">{intl.formatMessage(jobText.description)}</h2>
          <p className="mt-3 leading-relaxed text-navy/85" {...posting}>
            {description}
          </p>
          <h2 className="mt-10 text-2xl font-700 text-navy">{intl.formatMessage(jobText.responsibilities)}</h2>
          <ul className="mt-3 list-disc space-y-2 ps-6 text-navy/85" {...posting}>
            {responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2 className="mt-10 text-2xl font-700 text-navy">{intl.formatMessage(jobText.requirements)}</h2>
          <ul className="mt-3 list-disc space-y-2 ps-6 text-navy/85" {...posting}>
            {requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <aside className="h-fit rounded-2xl bg-mist p-6">
          <p className="text-lg font-700 text-navy">{title}</p>
          <p className="mt-2 text-sm text-navy/75">{label.location(job)}</p>
          <div className="mt-5 flex flex-col gap-3">
            <EasyApplyButton jobId={job.id} onOpen={easyApply.open} className="btn-primary">
              {intl.formatMessage(jobText.easyApply)}
            </EasyApplyButton>
            <a href={mailto} className="btn-base border border-navy/20 text-navy hover:bg-white">
              {intl.formatMessage(jobText.applyNow)}
            </a>
          </div>
        </aside>
      </section>
    </>
  )
}
