import { Fragment } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { SectionArt } from '../../components/SectionArt'
import { Seo } from '../../components/Seo'
import { UiIcon } from '../../components/Icon'
import { BRAND } from '../../config/brand'
import { DEFAULT_LANGUAGE, languageTag } from '../../config/languages'
import { jobPath, pageHref } from '../../config/paths'
import { postingTexts } from '../../content/jobs/open'
import type { Job } from '../../content/jobs/schema'
import { jobPostingJsonLd, type PostingText } from '../../content/jobs/jsonLd'
import { useMachineTranslation } from '../../i18n/useMachineTranslation'
import { useTranslation } from '../../i18n/TranslationProvider'
import { EasyApplyButton, useEasyApply } from './EasyApply'
import { JobFacts } from './JobFacts'
import { jobText } from './jobText'
import { PostedDate } from './PostedDate'
import { JobShareLinks, useJobImage } from './ShareLinks'
import { useSearchFilters } from './searchFilters'
import { useJobLabels } from './useJobLabels'

/** Splits a posting's texts (page order) into its parts. */
function partsOf(job: Job, title: string, texts: readonly string[]): PostingText {
  const [description = '', ...rest] = texts
  return {
    title,
    description,
    responsibilities: rest.slice(0, job.responsibilities.length),
    requirements: rest.slice(job.responsibilities.length),
  }
}

/**
 * One opening: title, place, age, the two ways to apply, and the posting's
 * own text. That text is HR's English; on other languages' pages it is the
 * translation made at build time (marked `{lang}-x-mtfrom-en`, with a note
 * and the original in the page), given with the job by its page. A posting the translation memory lacks is
 * shown in English, marked lang="en", until the runtime fallback fills it in.
 */
export function JobDetail({ job, translated: prebuilt }: { job: Job; translated?: string[] }) {
  const intl = useIntl()
  const { language, dir } = useTranslation()
  const label = useJobLabels()
  const image = useJobImage(job)
  const english = postingTexts(job)
  const machine = useMachineTranslation(english, { skip: prebuilt !== undefined })
  const translated = prebuilt ?? (machine.translated ? machine.texts : undefined)
  const textLang =
    language === DEFAULT_LANGUAGE ? undefined : translated ? `${languageTag(language)}-x-mtfrom-en` : 'en'
  // English shown on a right-to-left page keeps its own direction.
  const englishDir = dir === 'rtl' ? ('ltr' as const) : undefined
  const title = label.title(job)
  const posting = partsOf(job, title, translated ?? english)
  const easyApply = useEasyApply(job.id)
  const searchFilters = useSearchFilters(job)
  const mailto = `mailto:${BRAND.email}?subject=${encodeURIComponent(intl.formatMessage(jobText.applySubject, { title: label.englishTitle(job), id: job.id }))}`

  return (
    <>
      <Seo
        title={title}
        description={intl.formatMessage(jobText.metaDescription, {
          location: label.location(job),
          description: posting.description,
        })}
        path={jobPath(job.id)}
        // One JobPosting per job: on the English page, the original posting (docs/features.md, "Jobs").
        jsonLd={language === DEFAULT_LANGUAGE ? jobPostingJsonLd(job) : undefined}
        image={image}
      />
      <section className="hero-bg relative overflow-hidden text-white">
        <div className="container-site relative py-14 md:py-20">
          {/* Links and buttons are left out of the search index, so a result's excerpt starts with the job. */}
          <Link
            to={pageHref('careers.search', language)}
            className="inline-flex items-center gap-1.5 type-small font-600 text-white/85 hover:text-white"
            data-pagefind-ignore="all"
          >
            <UiIcon name="arrowEnd" className="size-4 -scale-x-100 rtl:scale-x-100" />
            {intl.formatMessage(jobText.backToJobs)}
          </Link>
          <h1 className="mt-4 max-w-3xl type-title" {...searchFilters}>
            {title}
          </h1>
          <p className="mt-4 flex max-w-3xl flex-wrap gap-x-5 gap-y-1 text-white/85">
            <span className="inline-flex items-center gap-1.5">
              <UiIcon name="pin" className="size-4 text-accent-light" />
              {label.location(job)}
            </span>
            <span>{label.type(job)}</span>
            <span>{label.status(job)}</span>
            <PostedDate postedAt={job.postedAt} />
          </p>
          {/* As everywhere on the site: the primary action first, the secondary after it. */}
          <div className="mt-8 flex flex-wrap gap-3" data-pagefind-ignore="all">
            <EasyApplyButton jobId={job.id} onOpen={easyApply.open} className="btn-primary">
              {intl.formatMessage(jobText.easyApply)}
            </EasyApplyButton>
            <a href={mailto} className="btn-secondary-light">
              {intl.formatMessage(jobText.applyNow)}
            </a>
          </div>
          {/* The careers area's drawing, as on the job search and Easy Apply heroes. */}
          <SectionArt area="careers" />
        </div>
      </section>
      {easyApply.status}
      {easyApply.dialog}
      <section className="container-site grid gap-10 py-12 md:py-16 lg:grid-cols-[2fr_1fr]">
        <div>
          {language === DEFAULT_LANGUAGE ? null : translated ? (
            <details className="mb-6 rounded-lg bg-mist px-4 py-3 type-small text-navy/80">
              <summary className="cursor-pointer">
                {intl.formatMessage(jobText.machineTranslated)}{' '}
                <span className="font-700 text-accent-dark underline">{intl.formatMessage(jobText.showOriginal)}</span>
              </summary>
              <div lang="en" dir={englishDir} className="mt-4 border-t border-navy/10 pt-4" data-pagefind-ignore="all">
                <PostingBody posting={partsOf(job, label.englishTitle(job), english)} headingLevel={3} />
              </div>
            </details>
          ) : (
            <p className="mb-6 rounded-lg bg-mist px-4 py-3 type-small text-navy/80">
              {intl.formatMessage(jobText.englishOnly)}
            </p>
          )}
          <div lang={textLang} dir={textLang === 'en' ? englishDir : undefined}>
            <PostingBody posting={posting} headingLevel={2} />
          </div>
        </div>
        <div className="h-fit rounded-2xl bg-mist p-6">
          <p className="type-card text-navy">{title}</p>
          <p className="mt-2 type-small text-navy/75">{label.location(job)}</p>
          <JobFacts job={job} />
          <div className="mt-5 flex flex-col gap-3" data-pagefind-ignore="all">
            <EasyApplyButton jobId={job.id} onOpen={easyApply.open} className="btn-primary">
              {intl.formatMessage(jobText.easyApply)}
            </EasyApplyButton>
            <a href={mailto} className="btn-secondary">
              {intl.formatMessage(jobText.applyNow)}
            </a>
          </div>
          <JobShareLinks job={job} />
        </div>
      </section>
    </>
  )
}

/** Description, responsibilities and requirements under the page's headings. */
function PostingBody({ posting, headingLevel }: { posting: PostingText; headingLevel: 2 | 3 }) {
  const intl = useIntl()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const heading = headingLevel === 2 ? 'type-subheading text-navy' : 'type-card text-navy'
  // The section headings are the page's own words, in its language.
  const pageLang = { lang: intl.locale }
  return (
    <>
      <Heading className={heading} {...pageLang}>
        {intl.formatMessage(jobText.description)}
      </Heading>
      <p className="mt-3 leading-relaxed text-navy/85">{posting.description}</p>
      {(
        [
          [jobText.responsibilities, posting.responsibilities],
          [jobText.requirements, posting.requirements],
        ] as const
      ).map(([title, items]) => (
        <Fragment key={title.id}>
          <Heading className={`mt-10 ${heading}`} {...pageLang}>
            {intl.formatMessage(title)}
          </Heading>
          <ul className="mt-3 list-disc space-y-2 ps-6 text-navy/85">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Fragment>
      ))}
    </>
  )
}
