// Each open job's page data, per language (src/content/jobs/jobPage.ts): the
// job and its posting translated at build time, one small file per job and
// language, so a job page never loads the other jobs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../src/config/languages'
import type { Job } from '../../src/content/jobs'
import { jobDataPath, type JobPageData } from '../../src/content/jobs/jobPage'

/** Writes `{dist}/data/jobs/{lang}/{id}.json` from the translated postings i18n:compile wrote in `compiledDir`. */
export function writeJobPageData(jobs: readonly Job[], dist: string, compiledDir = 'src/i18n/compiled'): void {
  for (const lang of LANGUAGE_CODES) {
    const postings =
      lang === DEFAULT_LANGUAGE
        ? {}
        : (JSON.parse(readFileSync(join(compiledDir, 'postings', `${lang}.json`), 'utf8')) as Record<string, string[]>)
    mkdirSync(join(dist, 'data', 'jobs', lang), { recursive: true })
    for (const job of jobs) {
      const texts = postings[job.id]
      const data: JobPageData = texts ? { job, texts } : { job }
      writeFileSync(join(dist, jobDataPath(lang, job.id)), JSON.stringify(data))
    }
  }
}
