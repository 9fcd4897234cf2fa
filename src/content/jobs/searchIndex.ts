// The job search's full-text index (MiniSearch), the same in the browser, at
// build and on the server that answers a search without script: one index per
// language over each job's title, skills (its requirements), place and
// posting text, in the language and in English. The build writes it as JSON
// per language (scripts/i18n-compile.ts) for the search page to load; the
// server builds the same from the jobs it serves. Ranking: title, then
// skills, then place, then the rest of the posting.
import MiniSearch, { type Options, type SearchOptions } from 'minisearch'
import { englishOf, type Message } from '../../i18n/defineMessages'
import type { Job } from './schema'
import { jobCities, jobCountries, jobStates, jobTitles } from './vocabulary'

/** What a result shows and is filtered by: a job's card, without its posting. */
export type JobSummary = Pick<
  Job,
  'id' | 'title' | 'country' | 'state' | 'city' | 'type' | 'status' | 'postedAt' | 'validThrough' | 'workplace'
>

const STORED = ['title', 'country', 'state', 'city', 'type', 'status', 'postedAt', 'validThrough', 'workplace'] as const

export const summaryOf = (job: JobSummary): JobSummary =>
  Object.fromEntries(
    [['id', job.id], ...STORED.map((f) => [f, job[f]])].filter(([, v]) => v !== undefined),
  ) as JobSummary

type JobDocument = JobSummary & { name: string; skills: string; place: string; body: string }

/** Scripts written without spaces between words: indexed by pairs of characters, as Pagefind does. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
const WORD = /[\p{L}\p{M}\p{N}]+/gu

/**
 * A text's search terms: its words, lower-cased and without accents ("Résumé"
 * finds "resume"); a run of Chinese or Japanese characters as its overlapping
 * pairs ("ハイデラバード" → ハイ, イデ, …), so a name matches inside a
 * sentence as well as alone. Devanagari's vowel signs stay (they are part
 * of the letters), only Latin, Greek and Cyrillic accents go.
 */
export function searchTerms(text: string): string[] {
  const terms: string[] = []
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
  for (const [word] of plain.matchAll(WORD)) {
    if (!UNSPACED.test(word)) {
      terms.push(word)
      continue
    }
    // A run may mix scripts (e.g. "SQLの"): split it where spaced and unspaced script meet.
    for (const [part] of word.matchAll(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu,
    )) {
      if (!UNSPACED.test(part)) terms.push(part)
      else if (part.length === 1) terms.push(part)
      else for (let i = 0; i + 1 < part.length; i++) terms.push(part.slice(i, i + 2))
    }
  }
  return terms
}

const isPair = (term: string) => UNSPACED.test(term)

export const INDEX_OPTIONS: Options<JobDocument> = {
  fields: ['name', 'skills', 'place', 'body'],
  storeFields: [...STORED],
  tokenize: searchTerms,
  // Terms are already folded by searchTerms.
  processTerm: (term) => term,
}

/**
 * How a keyword is looked up: every word must be found (in any field); a
 * word of three letters or more also as the start of a longer one ("dev"
 * finds "developer"), one of five or more with a typo; "ai" is only the word
 * "ai", never the inside of "retail".
 */
export const QUERY_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  boost: { name: 4, skills: 3, place: 2, body: 1 },
  prefix: (term) => !isPair(term) && term.length >= 3,
  fuzzy: (term) => (!isPair(term) && term.length >= 5 ? 0.2 : false),
  weights: { fuzzy: 0.3, prefix: 0.6 },
}

/** A job's texts in one language, as the index holds them: `format` gives a catalog message in the language. */
export function jobDocument(
  job: Job,
  format: (message: Message) => string,
  english: (message: Message) => string,
  translated?: readonly string[],
): JobDocument {
  const both = (message: Message) => [...new Set([english(message), format(message)])].join(' ')
  const responsibilities = job.responsibilities.length
  const [description = '', ...rest] = translated ?? []
  return {
    ...summaryOf(job),
    name: both(jobTitles[job.title]),
    skills: [...job.requirements, ...rest.slice(responsibilities)].join(' '),
    place: [jobCities[job.city], jobStates[job.state], jobCountries[job.country]].map(both).join(' '),
    body: [job.description, ...job.responsibilities, description, ...rest.slice(0, responsibilities)].join(' '),
  }
}

export type JobIndex = MiniSearch<JobDocument>

export function buildJobIndex(documents: readonly JobDocument[]): JobIndex {
  const index = new MiniSearch<JobDocument>(INDEX_OPTIONS)
  index.addAll(documents)
  return index
}

/** The index as the build writes it for the page (`JSON.stringify` of it). */
export const loadJobIndex = (json: string | object): JobIndex =>
  typeof json === 'string'
    ? MiniSearch.loadJSON<JobDocument>(json, INDEX_OPTIONS)
    : MiniSearch.loadJS<JobDocument>(json as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS)

/** The jobs matching a keyword, best first, or every job in the index's order when there is none. */
export function rankedJobs(index: JobIndex, keyword: string): JobSummary[] {
  const query = keyword.trim() ? keyword : MiniSearch.wildcard
  return index.search(query, QUERY_OPTIONS).map((hit) => summaryOf(hit as unknown as JobSummary))
}

/** The index of a language's jobs: `format` gives a catalog message in the language, `postings` the translated posting texts by job id. */
export function languageIndex(
  jobs: readonly Job[],
  format: (message: Message) => string,
  postings: Readonly<Record<string, readonly string[]>> = {},
): JobIndex {
  return buildJobIndex(jobs.map((job) => jobDocument(job, format, englishOf, postings[job.id])))
}
