// The job feeds at build: one per language (/feeds/jobs-{lang}.xml), each with
// the titles, places and postings in that language and the job pages of that
// language. The build writes the feeds and, for the server, what they list
// (FEEDS_FILE), from which it drops the jobs that close later
// (src/server/routes/feeds.ts).
import { BRAND } from '../../src/config/brand'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageTag, type LanguageCode } from '../../src/config/languages'
import { jobPath, localizedPath } from '../../src/config/paths'
import { openJobs, todayIso, type Job } from '../../src/content/jobs'
import {
  FEED_JOB_TYPES,
  FEED_REMOTE_TYPES,
  feedDescription,
  type BuiltFeeds,
  type FeedJob,
} from '../../src/content/jobs/feed'
import { payRangeText } from '../../src/content/jobs/pay'
import { jobCities, jobPayText, jobStates, jobTitles } from '../../src/content/jobs/vocabulary'
import { jobText } from '../../src/pages/careers/jobText'
import { translatorFor } from '../../src/server/i18n'
import { LocaleFiles } from './catalogs'
import { POSTINGS_DIR, translatedPosting } from './postings'

/** The job as the feed in `lang` lists it; `memory` is the postings' translation memory of that language. */
export function feedJob(job: Job, lang: LanguageCode, memory: Record<string, string>): FeedJob {
  const t = translatorFor(lang)
  const english = [job.description, ...job.responsibilities, ...job.requirements]
  const [description = '', ...rest] =
    (lang === DEFAULT_LANGUAGE ? undefined : translatedPosting(job, memory)) ?? english
  const salary = job.baseSalary
  return {
    id: job.id,
    validThrough: job.validThrough,
    title: t(jobTitles[job.title]),
    postedAt: job.postedAt,
    url: BRAND.siteUrl + localizedPath(lang, jobPath(job.id)),
    company: BRAND.legalName,
    city: t(jobCities[job.city]),
    state: t(jobStates[job.state]),
    country: job.country,
    description: feedDescription({
      description,
      responsibilities: { heading: t(jobText.responsibilities), items: rest.slice(0, job.responsibilities.length) },
      requirements: { heading: t(jobText.requirements), items: rest.slice(job.responsibilities.length) },
    }),
    ...(salary && {
      salary: t(jobPayText.salary, {
        range: payRangeText(languageTag(lang), { ...salary, min: Math.round(salary.min), max: Math.round(salary.max) }),
        unit: salary.unit,
      }),
    }),
    jobType: FEED_JOB_TYPES[job.type],
    ...(job.workplace && job.workplace !== 'onSite' && { remoteType: FEED_REMOTE_TYPES[job.workplace] }),
  }
}

/** Every language's feed of the jobs open at `builtAt` (closed ones are left out). */
export function builtFeeds(jobs: readonly Job[], builtAt: Date): BuiltFeeds {
  const open = openJobs(jobs, todayIso(builtAt))
  const memories = new LocaleFiles(POSTINGS_DIR)
  return {
    builtAt: builtAt.toISOString(),
    publisher: BRAND.legalName,
    publisherUrl: BRAND.siteUrl,
    languages: Object.fromEntries(
      LANGUAGE_CODES.map((lang) => {
        const memory = lang === DEFAULT_LANGUAGE ? {} : memories.catalog(lang)
        return [lang, open.map((job) => feedJob(job, lang, memory))]
      }),
    ),
  }
}
