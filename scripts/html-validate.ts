// Part of `npm run test:pipeline`, after the build: the W3C's Nu Html Checker (vnu-jar, on Java)
// over one built page of every kind of the route table in English, Arabic and Japanese, a job
// page, a gallery event and the 404 page, and over what the server writes itself, fetched from
// it running on a hard-linked copy of the build: the job search's results without JavaScript, a
// closed job's 410 and a contact form's error page. One Java process checks every file. Any
// error fails the run; warnings are listed. A page with a planted error is checked with them,
// and must fail, so a checker that stopped reporting would not pass unseen.
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { jobPath, localizedPath, PAGES } from '../src/config/paths'
import { GALLERY_EVENT_IDS } from '../src/content/galleryEvents'
import { openJobs } from '../src/content/jobs'
import { AUDITED_PAGES } from '../src/content/policies/accessibility'
import { buildServer } from '../src/server/app'
import { loadConfig } from '../src/server/config'
import { JOBS_FILE } from '../src/server/siteBuild'

const DIST = 'dist'
const LANGUAGES = ['en', 'ar', 'ja'] as const
/** The checker's jar, as the vnu-jar package ships it. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

type VnuMessage = { type: string; subType?: string; url?: string; message: string; lastLine?: number; extract?: string }

/** The built file of a path (`/` and a language's root are folders with an index). */
function builtFile(path: string): string {
  for (const candidate of [`${path}.html`, `${path}/index.html`, `${path === '/' ? '' : path}/index.html`]) {
    const file = join(DIST, candidate)
    if (existsSync(file)) return file
  }
  throw new Error(`no built page for ${path} in ${DIST}/: run npm run build first`)
}

/** One page of every kind of the route table (all but a redirect) in each language, a job, a gallery event, the 404 page. */
function builtPages(): string[] {
  const paths = LANGUAGES.flatMap((lang) => AUDITED_PAGES.map((key) => localizedPath(lang, PAGES[key].path)))
  paths.push(jobPath(openJobs()[0]!.id), `${PAGES['media.gallery'].path}/${GALLERY_EVENT_IDS[0]}`, '/404')
  return [...new Set(paths)].map(builtFile)
}

/** What the server writes itself, fetched from it running on a copy of the build with one job closed. */
async function serverPages(into: string): Promise<string[]> {
  const site = join(into, 'site')
  // Hard links: the copy costs no disk, and the jobs file is replaced, not written through.
  execFileSync('cp', ['-al', DIST, site])
  const jobsFile = join(site, JOBS_FILE)
  const jobs = JSON.parse(readFileSync(jobsFile, 'utf8')) as { id: string; validThrough?: string }[]
  const closed = jobs[0]!
  closed.validThrough = '2020-01-01'
  unlinkSync(jobsFile)
  writeFileSync(jobsFile, JSON.stringify(jobs))

  const config = loadConfig({
    DIST_DIR: site,
    DATA_DIR: join(into, 'data'),
    LOG_LEVEL: 'silent',
    CONTACT_INBOX: 'inbox@company.test',
    CAREERS_INBOX: 'careers@company.test',
  })
  const app = await buildServer({ config, outboxStopped: true })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const fetched: [name: string, status: number, init: RequestInit, path: string][] = [
    ['job-search-results-en', 200, {}, `${PAGES['careers.search'].path}?country=IN&type=fullTime`],
    ['job-search-results-ar', 200, {}, `${localizedPath('ar', PAGES['careers.search'].path)}?country=IN`],
    ['closed-job-en', 410, {}, jobPath(closed.id)],
    ['closed-job-ja', 410, {}, localizedPath('ja', jobPath(closed.id))],
    [
      'contact-errors-en',
      422,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ name: 'A', email: 'not-an-address', subject: '<b>', message: 'short' }),
      },
      '/api/contact',
    ],
  ]
  try {
    const files: string[] = []
    for (const [name, status, init, path] of fetched) {
      const response = await fetch(`${origin}${path}`, { ...init, headers: { accept: 'text/html', ...init.headers } })
      const html = await response.text()
      if (response.status !== status || !html.startsWith('<!doctype html>'))
        throw new Error(`${path} answered ${response.status} (${html.slice(0, 80)}), not a ${status} page`)
      const file = join(into, `${name}.html`)
      writeFileSync(file, html)
      files.push(file)
    }
    return files
  } finally {
    await app.close()
  }
}

/** A built page with an error the checker must find (a live region inside a heading). */
function plantedError(into: string): string {
  const file = join(into, 'planted-error.html')
  const html = readFileSync(builtFile('/'), 'utf8')
  writeFileSync(file, html.replace('</main>', '<h2><span role="status">planted</span></h2></main>'))
  return file
}

/**
 * What the checker's CSS grammar does not know yet, in style attributes the pages need: container
 * queries (container-type) and custom properties (--aside). Listed with the warnings, not errors.
 */
const CHECKER_CSS_GAPS = /^CSS: “(?:container-type|--[\w-]+)”/

/** Runs the checker once over every file; its JSON report comes on stderr. */
async function check(files: string[]): Promise<VnuMessage[]> {
  const run = promisify(execFile)
  const args = ['-Xss1m', '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files]
  const { stderr } = await run('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new Error('java is missing: install a Java runtime (Debian: default-jre-headless; .ci/run does)')
    throw error
  })
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages
}

const work = mkdtempSync(join(tmpdir(), 'html-validate-'))
try {
  const started = Date.now()
  const built = builtPages()
  const served = await serverPages(work)
  const planted = plantedError(work)
  const messages = await check([...built, ...served, planted])
  const fileOf = (m: VnuMessage) => decodeURIComponent(new URL(m.url ?? 'file:///').pathname)
  const name = (file: string) => (file.startsWith(work) ? `server: ${relative(work, file)}` : relative(DIST, file))
  const gap = (m: VnuMessage) => CHECKER_CSS_GAPS.test(m.message)
  const errors = messages.filter((m) => (m.type === 'error' || m.type === 'non-document-error') && !gap(m))
  const plantedFound = errors.filter((m) => fileOf(m) === planted)
  const real = errors.filter((m) => fileOf(m) !== planted)
  const warnings = messages.filter(
    (m) => ((m.type === 'info' && m.subType === 'warning') || (m.type === 'error' && gap(m))) && fileOf(m) !== planted,
  )

  const byMessage = new Map<string, string[]>()
  for (const w of warnings) byMessage.set(w.message, [...(byMessage.get(w.message) ?? []), name(fileOf(w))])
  for (const [message, where] of byMessage) console.log(`warning (${where.length}×, e.g. ${where[0]}): ${message}`)
  for (const e of real) console.error(`error: ${name(fileOf(e))}:${e.lastLine ?? '?'}: ${e.message}`)

  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (plantedFound.length === 0) throw new Error('the checker found no error in the page with a planted one')
  if (real.length) throw new Error(`${real.length} HTML error(s) in ${new Set(real.map(fileOf)).size} page(s)`)
  console.log(
    `html check passed: ${built.length} built pages and ${served.length} server pages valid (${warnings.length} warnings), the planted error found, in ${seconds} s`,
  )
} catch (error) {
  console.error(`html check failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
