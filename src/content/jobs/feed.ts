// The job feed for aggregators, in the XML format Indeed set and others (LinkedIn's
// XML job feed, the job boards that read "Indeed XML") take: <source> with the
// publisher and a <job> per open posting. Every text goes in a CDATA section, as
// Indeed asks; the description is HTML, with HR's text escaped into it.
// The schema it keeps is feeds/jobs.xsd (tests/unit/jobFeed.test.ts validates against it).
// Used at build (scripts/lib/jobFeeds.ts) and by the server, which leaves out
// the jobs that have closed since (src/server/routes/feeds.ts).
import type { LanguageCode } from '../../config/languages'
import { escapeHtml } from '../../lib/html'
import type { Job } from './schema'

/** Indeed's words for the kind of contract. */
export const FEED_JOB_TYPES = {
  fullTime: 'fulltime',
  partTime: 'parttime',
  contract: 'contract',
  internship: 'internship',
} as const satisfies Record<Job['type'], string>

/** Indeed's <remotetype>: only remote and hybrid jobs carry one. */
export const FEED_REMOTE_TYPES = { remote: 'Fully remote', hybrid: 'Hybrid remote' } as const

/** One posting as a feed in one language says it: every text already in that language. */
export type FeedJob = {
  /** The job's id: the reference number, the same in every language. */
  id: string
  /** Inclusive last day (ISO date): the server drops the job after it. */
  validThrough: string
  title: string
  /** ISO date of first publication, as the job page shows it. */
  postedAt: string
  /** The job's page in the feed's language. */
  url: string
  company: string
  city: string
  state: string
  /** ISO 3166-1 alpha-2. */
  country: string
  /** HTML. */
  description: string
  salary?: string
  jobType: (typeof FEED_JOB_TYPES)[Job['type']]
  remoteType?: (typeof FEED_REMOTE_TYPES)[keyof typeof FEED_REMOTE_TYPES]
}

export type Feed = {
  publisher: string
  publisherUrl: string
  /** When the feed's list last changed. */
  lastBuildDate: Date
  jobs: readonly FeedJob[]
}

/** The posting's texts as one HTML description: the text, then the two lists under their headings. */
export function feedDescription(parts: {
  description: string
  responsibilities: { heading: string; items: readonly string[] }
  requirements: { heading: string; items: readonly string[] }
}): string {
  const list = ({ heading, items }: { heading: string; items: readonly string[] }) =>
    `<h3>${escapeHtml(heading)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
  return `<p>${escapeHtml(parts.description)}</p>${list(parts.responsibilities)}${list(parts.requirements)}`
}

/** Characters XML 1.0 does not allow anywhere, even in CDATA (controls, lone surrogates, U+FFFE/F). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** A CDATA section holding any text: a "]]>" inside is split across two sections. */
export const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`

const element = (name: string, text: string | undefined) =>
  text === undefined ? '' : `<${name}>${cdata(text)}</${name}>`

function jobXml(job: FeedJob): string {
  return [
    '  <job>',
    element('title', job.title),
    element('date', job.postedAt),
    element('referencenumber', job.id),
    element('url', job.url),
    element('company', job.company),
    element('city', job.city),
    element('state', job.state),
    element('country', job.country),
    element('description', job.description),
    element('salary', job.salary),
    element('jobtype', job.jobType),
    element('expirationdate', job.validThrough),
    element('remotetype', job.remoteType),
    '</job>',
  ]
    .filter(Boolean)
    .join('\n    ')
    .replace(/\n {4}<\/job>$/, '\n  </job>')
}

/** The whole feed document. */
export function jobFeedXml(feed: Feed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `  ${element('publisher', feed.publisher)}`,
    `  ${element('publisherurl', feed.publisherUrl)}`,
    `  ${element('lastBuildDate', feed.lastBuildDate.toISOString())}`,
    ...feed.jobs.map(jobXml),
    '</source>',
    '',
  ].join('\n')
}

/** What the build's feeds hold, per language (FEEDS_FILE), for the server to drop the jobs that close later. */
export type BuiltFeeds = {
  builtAt: string
  publisher: string
  publisherUrl: string
  languages: Partial<Record<LanguageCode, FeedJob[]>>
}

export const FEEDS_FILE = '.meta/feeds.json'

/** Where a language's feed is published. */
export const feedPath = (lang: LanguageCode) => `/feeds/jobs-${lang}.xml`

/** The day after a job's last one, when it leaves the feed. */
const dayAfter = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000

/**
 * A language's feed: every job the build published or, given the ids of the
 * jobs `open` today, those of them. Its lastBuildDate is when its list last
 * changed: the build, or the start of the day the latest of the jobs dropped since closed.
 */
export function feedOf(feeds: BuiltFeeds, lang: LanguageCode, open?: ReadonlySet<string>): Feed {
  const built = feeds.languages[lang] ?? []
  const jobs = open ? built.filter((job) => open.has(job.id)) : built
  const closedAt = open ? built.filter((job) => !open.has(job.id)).map((job) => dayAfter(job.validThrough)) : []
  return {
    publisher: feeds.publisher,
    publisherUrl: feeds.publisherUrl,
    lastBuildDate: new Date(Math.max(Date.parse(feeds.builtAt), ...closedAt)),
    jobs,
  }
}
