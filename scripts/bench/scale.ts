// How the build grows with the number of jobs: `--scale=100,1000` builds a throwaway copy of
// the project (scripts/lib/projectCopy.ts) once per figure, its jobs.json holding that many
// openings made from today's (each a copy with its own id, so its texts and their
// translations are the ones HR's real postings have), from clean caches, and prints the
// pages written, the time per page and the peak memory of the build's largest process.
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { copyProject } from '../lib/projectCopy'

type Figure = { jobs: number; pages: number; seconds: number; peakMb: number; distMb: number }

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
    return { jobs, pages, seconds, peakMb: peakKb / 1024, distMb: sizeMb(dist) }
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
        `(${((figure.seconds * 1000) / figure.pages).toFixed(0)} ms per page), peak ${figure.peakMb.toFixed(0)} MB, dist ${figure.distMb.toFixed(0)} MB`,
    )
    rows.push(figure)
  }
  console.log('\njobs   pages  build s  ms/page  peak MB  dist MB')
  for (const r of rows)
    console.log(
      [
        r.jobs,
        r.pages,
        r.seconds.toFixed(0),
        ((r.seconds * 1000) / r.pages).toFixed(0),
        r.peakMb.toFixed(0),
        r.distMb.toFixed(0),
      ]
        .map((v, i) => String(v).padStart([4, 7, 9, 9, 9, 9][i]!))
        .join(''),
    )
  console.log('targets: today’s site (100 jobs) ≤ 120 s, 1,000 jobs ≤ 10 min, on 2 cores\n')
}
