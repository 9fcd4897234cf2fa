// The job search answered without script: the server takes the pre-rendered
// search page of the visitor's language and writes into it what the query in
// the URL asks for — the form's values and the results region (count, the
// page of open jobs, links to the other pages) — from the jobs still open
// today and the same catalogs as the page. The markup is the page's own
// (JobSearch.tsx, JobResults.tsx, JobCard.tsx render it; a unit test holds
// the two together), so with script the page hydrates onto it unchanged.
import { escapeHtmlAsReact } from '../lib/html'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { IntlShape } from '@formatjs/intl'
import { jobPath, localizedPath, pageHref } from '../config/paths'
import { DEFAULT_LANGUAGE, type LanguageCode } from '../config/languages'
import { todayIso, type Job } from '../content/jobs'
import {
  FACETS,
  FILTER_FIELDS,
  JOB_RESULTS_ID,
  filterFromQuery,
  filterToQuery,
  isFiltered,
  pageNumbers,
  searchHref,
  searchJobs,
  type Facet,
  type JobFilter,
  type SearchResults,
} from '../content/jobs/search'
import { languageIndex, type JobIndex, type JobSummary } from '../content/jobs/searchIndex'
import { jobSearchText as text } from '../content/jobs/searchText'
import {
  jobCities,
  jobCountries,
  jobStates,
  jobStatuses,
  jobTitles,
  jobTypes,
  jobWorkplaces,
} from '../content/jobs/vocabulary'
import type { Message } from '../i18n/defineMessages'
import { formatDay } from '../i18n/formatDay'
import { intlFor } from './i18n'
import type { StaticFile } from './staticFiles'

/** UiIcon (src/components/Icon.tsx) as it renders the two icons of a job card. */
const icon = (path: string, className: string) =>
  `<svg viewBox="0 0 24 24" class="${className}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${path}"></path></svg>`
const PIN_ICON = icon(
  'M12 22s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12Zm0-9.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  'size-4 text-accent-dark',
)
const ARROW_ICON = icon('M5 12h14m-6-6 6 6-6 6', 'size-4 rtl:-scale-x-100')

type Render = { lang: LanguageCode; intl: IntlShape; path: string }

/** The translated postings i18n:compile wrote (job id → texts), read once per language; none before it ran. */
const POSTINGS_DIR = fileURLToPath(new URL('../i18n/compiled/postings', import.meta.url))
const postings = new Map<LanguageCode, Record<string, string[]>>()
function postingsOf(lang: LanguageCode): Record<string, string[]> {
  let found = postings.get(lang)
  if (!found) {
    try {
      found =
        lang === DEFAULT_LANGUAGE
          ? {}
          : (JSON.parse(readFileSync(`${POSTINGS_DIR}/${lang}.json`, 'utf8')) as typeof found)
    } catch {
      found = {}
    }
    postings.set(lang, found!)
  }
  return found!
}

/** The search index of the jobs in a language, the page's own (searchIndex.ts), kept for the last list of jobs. */
const indexes = new Map<LanguageCode, { ids: string; index: JobIndex }>()
export function jobIndexFor(lang: LanguageCode, intl: IntlShape, jobs: readonly Job[]): JobIndex {
  const ids = jobs.map((job) => job.id).join(' ')
  const known = indexes.get(lang)
  if (known?.ids === ids) return known.index
  const index = languageIndex(jobs, (message) => intl.formatMessage(message), postingsOf(lang))
  indexes.set(lang, { ids, index })
  return index
}

function jobCard(job: JobSummary, { lang, intl }: Render): string {
  const href = escapeHtmlAsReact(localizedPath(lang, jobPath(job.id)))
  const title = escapeHtmlAsReact(intl.formatMessage(jobTitles[job.title]))
  const location = intl.formatMessage(text.location, {
    city: intl.formatMessage(jobCities[job.city]),
    state: intl.formatMessage(jobStates[job.state]),
    country: intl.formatMessage(jobCountries[job.country]),
  })
  const status = job.status === 'urgent' ? 'bg-accent/15 text-[#9a3412]' : 'bg-green-100 text-green-800'
  return (
    '<li class="rounded-2xl bg-white p-5 shadow-[0_8px_24px_rgba(11,31,58,0.07)] transition-shadow hover:shadow-[0_12px_32px_rgba(11,31,58,0.12)] md:p-6">' +
    '<div class="flex flex-wrap items-start justify-between gap-3"><div class="min-w-0">' +
    `<h3 class="type-card text-navy"><a class="hover:text-accent-dark" href="${href}">${title}</a></h3>` +
    '<p class="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 type-small text-navy/75">' +
    `<span class="inline-flex items-center gap-1">${PIN_ICON}${escapeHtmlAsReact(location)}</span>` +
    `<span>${escapeHtmlAsReact(intl.formatMessage(jobTypes[job.type]))}</span>` +
    `<time datetime="${escapeHtmlAsReact(job.postedAt)}">${escapeHtmlAsReact(formatDay(intl, job.postedAt, 'medium'))}</time>` +
    '</p></div>' +
    `<span class="shrink-0 rounded-full px-3 py-1 type-caption font-700 ${status}">${escapeHtmlAsReact(intl.formatMessage(jobStatuses[job.status]))}</span>` +
    '</div>' +
    `<a class="mt-4 inline-flex items-center gap-1.5 type-small font-700 text-accent-dark hover:underline" href="${href}">` +
    `${escapeHtmlAsReact(intl.formatMessage(text.viewJob))}<span class="sr-only">${escapeHtmlAsReact(intl.formatMessage(text.viewJobTitle, { title: intl.formatMessage(jobTitles[job.title]) }))}</span>${ARROW_ICON}</a>` +
    '</li>'
  )
}

const BOX = 'inline-block min-w-11 rounded-lg border px-3 py-2 text-center type-small font-600'
const IDLE = `${BOX} border-navy/20 text-navy hover:bg-white`

function pager(filter: JobFilter, { page, pages }: SearchResults, { intl, path }: Render): string {
  const href = (n: number) => escapeHtmlAsReact(`${searchHref(path, filter, n)}#${JOB_RESULTS_ID}`)
  const step = (to: number, rel: 'prev' | 'next', label: string) =>
    to >= 1 && to <= pages
      ? `<a href="${href(to)}" rel="${rel}" class="${IDLE}">${escapeHtmlAsReact(label)}</a>`
      : `<span aria-hidden="true" class="${BOX} invisible">${escapeHtmlAsReact(label)}</span>`
  const numbers = pageNumbers(page, pages)
  const links = numbers.map((n, i) => {
    const gap = i > 0 && n - (numbers[i - 1] ?? n) > 1 ? '<span aria-hidden="true">…</span>' : ''
    const look = n === page ? `${BOX} border-navy bg-navy text-white` : IDLE
    const current = n === page ? ' aria-current="page"' : ''
    const label = escapeHtmlAsReact(intl.formatMessage(text.goToPage, { page: n }))
    return `<span class="flex items-center gap-2">${gap}<a href="${href(n)}" class="${look}"${current} aria-label="${label}">${n}</a></span>`
  })
  return (
    `<nav aria-label="${escapeHtmlAsReact(intl.formatMessage(text.pages))}" class="mt-8 flex flex-wrap items-center justify-center gap-2">` +
    step(page - 1, 'prev', intl.formatMessage(text.previous)) +
    links.join('') +
    step(page + 1, 'next', intl.formatMessage(text.next)) +
    '</nav>'
  )
}

/** The results region as JobResults renders it. */
export function resultsRegion(filter: JobFilter, results: SearchResults, render: Render): string {
  const { intl } = render
  const { found, items, page, pages } = results
  const pageOf =
    pages > 1
      ? `<span class="sr-only"> ${escapeHtmlAsReact(intl.formatMessage(text.pageSuffix, { pageOf: intl.formatMessage(text.pageOf, { page, pages }) }))}</span>`
      : ''
  return (
    `<div id="${JOB_RESULTS_ID}" class="scroll-mt-24">` +
    `<div role="status"><h2 class="mt-8 scroll-mt-24 type-card text-navy">${escapeHtmlAsReact(intl.formatMessage(text.results, { count: found }))}${pageOf}</h2></div>` +
    (found === 0 ? `<p class="mt-2 text-navy/75">${escapeHtmlAsReact(intl.formatMessage(text.noResults))}</p>` : '') +
    `<ul class="mt-4 space-y-4">${items.map((job) => jobCard(job, render)).join('')}</ul>` +
    (pages > 1 ? pager(filter, results, render) : '') +
    '</div>'
  )
}

/** Where an element that starts at `start` ends (after its closing tag), counting nested ones of its name. */
function elementEnd(html: string, start: number, name: string): number {
  const tags = new RegExp(`<(/?)${name}[\\s>]`, 'g')
  tags.lastIndex = start
  let depth = 0
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1
    if (depth === 0) return html.indexOf('>', m.index) + 1
  }
  return -1
}

/** Each list's values, as the page names them. */
const FACET_MESSAGES: Record<Facet, Record<string, Message>> = {
  country: jobCountries,
  state: jobStates,
  city: jobCities,
  type: jobTypes,
  status: jobStatuses,
  workplace: jobWorkplaces,
}

/** A list's options with the count each value would find, as the page writes them. */
function countOptions(options: string, facet: Facet, { counts }: SearchResults, intl: IntlShape): string {
  return options.replace(
    /(<option value="([^"]+)"[^>]*>)[^<]*(<\/option>)/g,
    (_, open: string, value: string, close) => {
      const message = FACET_MESSAGES[facet][value]
      const label = message ? intl.formatMessage(message) : value
      const count = counts[facet][value] ?? 0
      return `${open}${escapeHtmlAsReact(intl.formatMessage(text.optionCount, { label, count }))}${close}`
    },
  )
}

/** The form as it shows the filter: the keyword typed, each list's choice selected, Back to All Jobs shown for a narrowed search. */
function fillForm(html: string, filter: JobFilter, results: SearchResults, intl: IntlShape): string {
  let out = html.replace(/<a\b[^>]*\bdata-back-to-all=""[^>]*>/, (link) =>
    isFiltered(filter) ? link.replace(' hidden=""', '') : link,
  )
  out = out.replace(/<input\b[^>]*\bname="keyword"[^>]*>/, (input) =>
    input.replace(/ value="[^"]*"/, ` value="${escapeHtmlAsReact(filter.keyword)}"`),
  )
  for (const field of [...FACETS, 'sort' as const]) {
    out = out.replace(
      new RegExp(`(<select\\b[^>]*\\bname="${field}"[^>]*>)([\\s\\S]*?)(</select>)`),
      (_, open, options: string, close) => {
        const counted = field === 'sort' ? options : countOptions(options, field, results, intl)
        const chosen = counted.replaceAll(' selected=""', '')
        const selected = filter[field]
        return (
          open +
          chosen.replace(
            `<option value="${escapeHtmlAsReact(selected)}">`,
            `<option value="${escapeHtmlAsReact(selected)}" selected="">`,
          ) +
          close
        )
      },
    )
  }
  return out
}

/** The job alert form below the results, which keeps the search it is made from in hidden fields. */
function fillAlertFields(html: string, filter: JobFilter): string {
  let out = html
  for (const field of FILTER_FIELDS)
    out = out.replace(
      new RegExp(`(<input type="hidden" name="${field}" value=")[^"]*"`),
      (_, start: string) => `${start}${escapeHtmlAsReact(filter[field])}"`,
    )
  return out
}

/**
 * The search page for a query: the pre-rendered page (`html`, of the page's
 * language) with the query's form values and results, from `jobs` (the ones
 * open today). Undefined when the page has no results region (the third-party
 * job board replaces our search).
 */
export function jobSearchPage(
  html: string,
  { query, jobs, ...render }: Render & { query: URLSearchParams; jobs: readonly Job[] },
): string | undefined {
  const start = html.indexOf(`<div id="${JOB_RESULTS_ID}"`)
  const end = start < 0 ? -1 : elementEnd(html, start, 'div')
  if (end < 0) return undefined
  // The search form is the one right before the results (the header may hold another).
  const form = html.lastIndexOf('<form', start)
  if (form < 0) return undefined
  const filter = filterFromQuery(query)
  const results = searchJobs(jobIndexFor(render.lang, render.intl, jobs), filter, todayIso())
  return (
    html.slice(0, form) +
    fillForm(html.slice(form, start), filter, results, render.intl) +
    resultsRegion(filter, results, render) +
    fillAlertFields(html.slice(end), filter)
  )
}

/**
 * The search page's answers, kept (least recently used first out) per page
 * version, language, day, open jobs and query, with their compressed copies:
 * a repeated search costs a lookup, a new one a few milliseconds.
 */
export class JobSearchAnswers {
  private readonly answers = new Map<string, StaticFile>()

  constructor(
    private readonly openJobs: () => readonly Job[],
    private readonly maxEntries = 100,
  ) {}

  /** The pre-rendered page `file` of language `lang`, answering `query`. */
  page(file: StaticFile, lang: LanguageCode, query: URLSearchParams): StaticFile {
    const jobs = this.openJobs()
    const filter = filterToQuery(filterFromQuery(query)).toString()
    const key = [file.etag, lang, filter, jobs.map((job) => job.id).join(' ')].join('\n')
    const known = this.answers.get(key)
    if (known) {
      this.answers.delete(key)
      this.answers.set(key, known)
      return known
    }
    const html = jobSearchPage(file.body.toString('utf8'), {
      lang,
      intl: intlFor(lang),
      path: pageHref('careers.search', lang),
      query,
      jobs,
    })
    if (html === undefined) return file
    const body = Buffer.from(html)
    const answer: StaticFile = {
      ...file,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      body,
      // Quick levels: within a few per cent of the best, several times faster.
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
      gzip: gzipSync(body, { level: 4 }),
    }
    this.answers.set(key, answer)
    for (const [old] of this.answers) {
      if (this.answers.size <= this.maxEntries) break
      this.answers.delete(old)
    }
    return answer
  }
}
