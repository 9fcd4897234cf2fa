// What a job's page needs of the jobs: that one job and its posting
// translated into the page's language, never the whole list. The build
// writes one small JSON file per job and language (scripts/postbuild.ts);
// the page loads it before it first renders (main.tsx) or when the router
// opens it. Pre-rendering and the dev server read the jobs file itself.
import type { LanguageCode } from '../../config/languages'
import { DEFAULT_LANGUAGE } from '../../config/languages'
import type { Job } from './schema'

/** A job as its page shows it: the job, and its texts in the page's language when the build translated them. */
export type JobPageData = { job: Job; texts?: string[] }

/** Where the built site keeps a job's data for the pages of one language. */
export const jobDataPath = (lang: LanguageCode, id: string) => `/data/jobs/${lang}/${id}.json`

const pending = new Map<string, Promise<JobPageData | null>>()
const loaded = new Map<string, JobPageData | null>()
const key = (lang: LanguageCode, id: string) => `${lang}/${id}`

async function read(lang: LanguageCode, id: string): Promise<JobPageData | null> {
  if (import.meta.env.SSR || import.meta.env.DEV) {
    const [{ jobById }, { loadPostings }] = await Promise.all([import('./index'), import('../../i18n/postings')])
    const job = jobById(id)
    if (!job) return null
    const texts = lang === DEFAULT_LANGUAGE ? undefined : (await loadPostings(lang))[job.id]
    return texts ? { job, texts } : { job }
  }
  // Ids are lower-case words and hyphens: anything else names no job (and no file).
  if (!/^[a-z0-9-]+$/.test(id)) return null
  const response = await fetch(jobDataPath(lang, id))
  return response.ok ? ((await response.json()) as JobPageData) : null
}

/** Loads a job's page data once (null: the site has no such job). */
export function loadJobPage(lang: LanguageCode, id: string): Promise<JobPageData | null> {
  let promise = pending.get(key(lang, id))
  if (!promise) {
    promise = read(lang, id).then((data) => {
      loaded.set(key(lang, id), data)
      return data
    })
    pending.set(key(lang, id), promise)
  }
  return promise
}

/** The job's page data if loaded already (undefined: not yet). */
export const loadedJobPage = (lang: LanguageCode, id: string): JobPageData | null | undefined =>
  loaded.get(key(lang, id))

/** A job whose page data is loaded, in any language (the apply modal of its page). */
export function knownJob(id: string | undefined): Job | undefined {
  if (!id) return undefined
  for (const data of loaded.values()) if (data?.job.id === id) return data.job
  return undefined
}
