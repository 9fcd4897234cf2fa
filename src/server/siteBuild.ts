// What the server knows about the build it serves, read from the files
// themselves and read again when a new build replaces them, so publishing a
// build needs no restart: the strings each language may have machine-translated and the jobs the
// build published are reloaded when they change (a page's CSP hashes come with
// the page: staticFiles.ts).
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { isOpen, todayIso, type Job, type JobFacts } from '../content/jobs'

/** Inline scripts (the router's hydration data, the language redirect), not JSON-LD data. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g

/** Language → the English its catalog and postings memory lack (scripts/lib/translatable.ts). */
export const TRANSLATABLE_FILE = '.meta/translatable.json'
/** Every job the build published (open ones: the build leaves closed ones out), as jobs.json has them. */
export const JOBS_FILE = '.meta/jobs.json'
/** The jobs of the content that were closed already on build day (no page): their addresses answer 410. */
export const CLOSED_JOBS_FILE = '.meta/closed-jobs.json'

/** What the build says of a job's address today. */
export type PublishedJobState = { kind: 'open'; job: Job } | { kind: 'closed'; job: JobFacts } | { kind: 'unknown' }

/** The CSP source for an inline script's text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The CSP sources of a page's inline scripts. */
export const inlineScriptHashes = (html: string) => [...html.matchAll(INLINE_SCRIPT)].map((m) => scriptHash(m[1] ?? ''))

const stampOf = (file: string): string | undefined => {
  try {
    const stat = statSync(file)
    return `${stat.mtimeMs}:${stat.size}`
  } catch {
    return undefined
  }
}

/** A JSON file of the build, parsed again when it changes (looked at at most once a second). */
export class BuildFile<T> {
  private stamp = ''
  private checkedAt = -Infinity
  private value: T

  constructor(
    private readonly file: string,
    private readonly parse: (data: unknown) => T,
    empty: T,
    private readonly now: () => number,
  ) {
    this.value = empty
  }

  get(): T {
    if (this.now() - this.checkedAt >= 1000) {
      this.checkedAt = this.now()
      const stamp = stampOf(this.file)
      if (stamp && stamp !== this.stamp) {
        try {
          this.value = this.parse(JSON.parse(readFileSync(this.file, 'utf8')))
          this.stamp = stamp
        } catch {
          // written this very moment: keep the previous value until the next look
        }
      }
    }
    return this.value
  }
}

export class SiteBuild {
  private readonly translatable: BuildFile<Map<string, Set<string>>>
  private readonly jobList: BuildFile<readonly Job[]>
  private readonly closedList: BuildFile<readonly JobFacts[]>

  constructor(
    readonly root: string,
    private readonly now: () => number = Date.now,
  ) {
    this.translatable = new BuildFile(
      join(root, TRANSLATABLE_FILE),
      (d) => new Map(Object.entries(d as Record<string, string[]>).map(([lang, texts]) => [lang, new Set(texts)])),
      new Map(),
      now,
    )
    this.jobList = new BuildFile(join(root, JOBS_FILE), (d) => d as readonly Job[], [], now)
    this.closedList = new BuildFile(join(root, CLOSED_JOBS_FILE), (d) => d as readonly JobFacts[], [], now)
  }

  /** True for English text the build publishes without a translation into `lang`. */
  isTranslatable(text: string, lang: string): boolean {
    return this.translatable.get().get(lang)?.has(text) ?? false
  }

  /** The jobs of the build being served that are still open today: a job closes without a rebuild. */
  openJobs(): Job[] {
    const today = todayIso(new Date(this.now()))
    return this.jobList.get().filter((job) => isOpen(job, today))
  }

  /** A job the build published, open or not (undefined for an id it never had). */
  publishedJob(id: string): Job | undefined {
    return this.jobList.get().find((job) => job.id === id)
  }

  /**
   * A job's address today: open, closed (since the build, or already closed
   * when it was built), or unknown to the build.
   */
  jobState(id: string): PublishedJobState {
    const job = this.publishedJob(id)
    if (job) return isOpen(job, todayIso(new Date(this.now()))) ? { kind: 'open', job } : { kind: 'closed', job }
    const closed = this.closedList.get().find((j) => j.id === id)
    return closed ? { kind: 'closed', job: closed } : { kind: 'unknown' }
  }
}
