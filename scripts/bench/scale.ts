// How the build grows with the number of jobs: `--scale=100,1000` builds a throwaway copy of
// the project (scripts/lib/projectCopy.ts) once per figure, its jobs.json holding that many
// openings made from today's (each a copy with its own id, so its texts and their
// translations are the ones HR's real postings have), from clean caches, and prints the
// pages written, the time per page and the peak memory of the build's largest process, and
// what the job data weighs: the bytes a job page loads (its HTML, scripts and own data,
// compressed) and the job search's index per job. `--index-scale=100,1000,10000` measures
// the index alone, in this process, in seconds instead of a build's minutes.
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompressSync } from 'node:zlib'
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../src/config/languages'
import { jobPath, localizedPath, pageHref } from '../../src/config/paths'
import type { Job } from '../../src/content/jobs'
import { languageIndex } from '../../src/content/jobs/searchIndex'
import { intlFor } from '../../src/server/i18n'
import { LocaleFiles } from '../lib/catalogs'
import { POSTINGS_DIR, translatedPosting } from '../lib/postings'
import { copyProject } from '../lib/projectCopy'

type Figure = {
  jobs: number
  pages: number
  seconds: number
  peakMb: number
  distMb: number
  jobPageKb: number
  indexBytesPerJob: number
}

/** The languages the weights are given for: English, one of Latin script, one of CJK, one of Devanagari. */
const WEIGHED: readonly LanguageCode[] = ['en', 'fr', 'ja', 'hi']

const brotli = (bytes: Buffer) => brotliCompressSync(bytes).length

/** What a built page loads before it runs (its HTML, scripts, stylesheets and preloaded data), in brotli bytes. */
export function pageBytes(dist: string, page: string): number {
  const html = readFileSync(join(dist, page.endsWith('/') || page === '' ? `${page}index.html` : `${page}.html`))
  // Scripts, stylesheets and data the page names (in tags, or in the loader that preloads them once it is idle).
  const files = new Set(
    [...html.toString().matchAll(/\/((?:assets|data)\/[\w./-]+\.(?:js|css|json))\b/g)].map((m) => m[1]!),
  )
  return [...files]
    .filter((file) => existsSync(join(dist, file)))
    .reduce((sum, file) => sum + brotli(readFileSync(join(dist, file))), brotli(html))
}

/** The job search index chunk of a language in a built site: the JSON module its search page preloads, in brotli bytes. */
function indexChunkBytes(dist: string, lang: LanguageCode): number {
  const html = readFileSync(join(dist, `${pageHref('careers.search', lang).slice(1)}.html`), 'utf8')
  const chunks = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!)
  const index = chunks.find((file) => readFileSync(join(dist, file), 'utf8').includes('"documentCount"'))
  return index ? brotli(readFileSync(join(dist, index))) : NaN
}

const JOBS_FILE = 'src/content/jobs/jobs.json'

/** `count` openings cycling through `jobs`: the first round keeps their ids, later ones add -x2, -x3… (some ids already end in -2) */
export function scaledJobs<T extends { id: string }>(jobs: readonly T[], count: number): T[] {
  return Array.from({ length: count }, (_, i) => {
    const job = jobs[i % jobs.length]!
    const round = Math.floor(i / jobs.length)
    return round === 0 ? job : { ...job, id: `${job.id}-x${round + 1}` }
  })
}

const sizeMb = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((bytes, entry) => bytes + readFileSync(join(entry.parentPath, entry.name)).length, 0) /
  2 ** 20

async function buildWith(jobs: number): Promise<Figure> {
  const copy = copyProject('bench-scale-')
  try {
    const all = JSON.parse(readFileSync(JOBS_FILE, 'utf8')) as { id: string }[]
    writeFileSync(join(copy, JOBS_FILE), `${JSON.stringify(scaledJobs(all, jobs), null, 2)}\n`)
    const start = performance.now()
    // GNU time's "Maximum resident set size" is the largest of the build's processes.
    const { stderr } = await promisify(execFile)('/usr/bin/time', ['-v', 'npm', 'run', '-s', 'build'], {
      cwd: copy,
      maxBuffer: 256 * 2 ** 20,
    })
    const seconds = (performance.now() - start) / 1000
    const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? NaN)
    const dist = join(copy, 'dist')
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length
    const built = JSON.parse(readFileSync(join(dist, '.meta', 'jobs.json'), 'utf8')) as Job[]
    const job = built[built.length - 1]!.id
    const jobPageKb = average(WEIGHED.map((lang) => pageBytes(dist, localizedPath(lang, jobPath(job)).slice(1)))) / 1024
    const indexBytesPerJob = average(WEIGHED.map((lang) => indexChunkBytes(dist, lang))) / built.length
    return { jobs, pages, seconds, peakMb: peakKb / 1024, distMb: sizeMb(dist), jobPageKb, indexBytesPerJob }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

export async function benchScale(counts: readonly number[]): Promise<void> {
  console.log(`scale: a clean build of a copy with ${counts.join(', ')} jobs (minutes each)…`)
  const rows: Figure[] = []
  for (const jobs of counts) {
    const figure = await buildWith(jobs)
    console.log(
      `scale: ${jobs} jobs: ${figure.pages} pages in ${figure.seconds.toFixed(0)} s ` +
        `(${((figure.seconds * 1000) / figure.pages).toFixed(0)} ms per page), peak ${figure.peakMb.toFixed(0)} MB, dist ${figure.distMb.toFixed(0)} MB, ` +
        `a job page ${figure.jobPageKb.toFixed(1)} KB, search index ${figure.indexBytesPerJob.toFixed(0)} B per job (brotli, ${WEIGHED.join('/')} average)`,
    )
    rows.push(figure)
  }
  console.log('\njobs   pages  build s  ms/page  peak MB  dist MB  job page KB  index B/job')
  for (const r of rows)
    console.log(
      [
        r.jobs,
        r.pages,
        r.seconds.toFixed(0),
        ((r.seconds * 1000) / r.pages).toFixed(0),
        r.peakMb.toFixed(0),
        r.distMb.toFixed(0),
        r.jobPageKb.toFixed(1),
        r.indexBytesPerJob.toFixed(0),
      ]
        .map((v, i) => String(v).padStart([4, 7, 9, 9, 9, 9, 13, 13][i]!))
        .join(''),
    )
  console.log('targets: today’s site (100 jobs) ≤ 120 s, 1,000 jobs ≤ 10 min, on 2 cores\n')
}

const average = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length

/**
 * The search index alone at each job count, built here as the build builds it
 * (src/content/jobs/searchIndex.ts, from the jobs, the catalogs and the
 * translation memory): bytes per job, raw and compressed, and the time to build it.
 */
export function benchIndexScale(counts: readonly number[]): void {
  const all = JSON.parse(readFileSync(JOBS_FILE, 'utf8')) as Job[]
  const memory = new LocaleFiles(POSTINGS_DIR)
  console.log('\njobs  lang  index KB  brotli KB  raw B/job  brotli B/job  build ms')
  for (const count of counts) {
    const jobs = scaledJobs(all, count)
    for (const lang of WEIGHED) {
      const intl = intlFor(lang)
      const catalog = lang === DEFAULT_LANGUAGE ? {} : memory.catalog(lang)
      const postings = Object.fromEntries(
        lang === DEFAULT_LANGUAGE
          ? []
          : jobs.flatMap((job) => {
              const texts = translatedPosting(job, catalog)
              return texts ? [[job.id, texts]] : []
            }),
      )
      const start = performance.now()
      const json = Buffer.from(JSON.stringify(languageIndex(jobs, (m) => intl.formatMessage(m), postings)))
      const ms = performance.now() - start
      const packed = brotliCompressSync(json).length
      console.log(
        [
          count,
          lang,
          (json.length / 1024).toFixed(0),
          (packed / 1024).toFixed(0),
          (json.length / count).toFixed(0),
          (packed / count).toFixed(0),
          ms.toFixed(0),
        ]
          .map((v, i) => String(v).padStart([5, 6, 10, 11, 11, 14, 10][i]!))
          .join(''),
      )
    }
  }
  console.log(
    'a job page loads its own job only: its weight does not depend on the number of jobs (--scale measures it)\n',
  )
}
