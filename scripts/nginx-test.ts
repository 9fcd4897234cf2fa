// Part of `npm run test:pipeline`: the scale-out arrangement as deploy/ runs it,
// on this machine (scripts/lib/siteCluster.ts): Debian's nginx with
// deploy/nginx.conf and the include the build wrote, in front of two site
// servers on a throwaway PostgreSQL, serving the built dist/. Through nginx, it
// checks what the browser suite checks through the Node server: each kind of
// page's headers and CSP (header by header against the Node server's own
// answer), the 301s, a 404 in every language, a 410 for a job closed after the
// build, the job search without JavaScript, a contact message and an
// application reaching the mail server, and /readyz.
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, cpSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { Challenge } from 'altcha-lib'
import { LANGUAGE_CODES } from '../src/config/languages'
import { galleryEventPath, jobPath, localizedPath, PAGES } from '../src/config/paths'
import { GALLERY_EVENT_IDS, MISSING_GALLERY_EVENT } from '../src/content/galleryEvents'
import type { Job } from '../src/content/jobs'
import { addDays } from '../src/content/jobs/schema'
import { feedPath } from '../src/content/jobs/feed'
import { BROWSER_ACCEPT_ENCODING } from '../src/server/encoding'
import { pageRedirects } from '../src/server/servingRules'
import { inlineScriptHashes, JOBS_FILE } from '../src/server/siteBuild'
import { multipartBody, pdf } from '../tests/unit/files'
import { applyValues, contactValues, solve } from '../tests/unit/formPosts'
import { startSmtpPeer } from '../tests/unit/smtpPeer'
import { startCluster } from './lib/siteCluster'

const DIST = resolve('dist')
const started = Date.now()
const failures: string[] = []
function check(ok: unknown, message: string): void {
  if (!ok) failures.push(message)
}

/**
 * Headers that differ between any two servers and say nothing of the site: the date,
 * the server's name, hop-by-hop connection headers.
 */
const HOP_HEADERS = new Set(['date', 'server', 'connection', 'keep-alive', 'transfer-encoding'])
/**
 * Compared for presence only: each server makes its validator its own way (nginx from the
 * file's time and size, Node from its content); nginx honours byte ranges on any file it
 * sends uncompressed, Node only on the media it streams.
 */
const PRESENCE_ONLY = new Set(['etag'])
const NGINX_ONLY = new Set(['accept-ranges'])

type Answer = { status: number; headers: Record<string, string>; body: Buffer }

/** A GET as a browser sends it, the body as sent (node:http: fetch would unpack it and hide the encoding). */
function get(base: string, path: string, acceptEncoding = 'gzip'): Promise<Answer> {
  return new Promise((done, fail) => {
    request(base + path, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)]))
        done({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
      })
    })
      .on('error', fail)
      .end()
  })
}

/** `each` on every item, eight at a time. */
async function inParallel<T>(items: readonly T[], each: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await each(items[next++]!)
  }
  await Promise.all(Array.from({ length: 8 }, worker))
}

const textOf = (answer: Answer) =>
  (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8')

/** nginx's answer and the Node server's, header by header and body by body; the differences, in words. */
function differences(path: string, nginx: Answer, node: Answer): string[] {
  const found: string[] = []
  if (nginx.status !== node.status)
    found.push(`${path}: status ${nginx.status} through nginx, ${node.status} from Node`)
  const names = new Set([...Object.keys(nginx.headers), ...Object.keys(node.headers)])
  for (const name of names) {
    if (HOP_HEADERS.has(name) || NGINX_ONLY.has(name)) continue
    const [a, b] = [nginx.headers[name], node.headers[name]]
    // nginx sends no Last-Modified with an error page; a not-found page has no date worth revalidating.
    if (name === 'last-modified' && node.status === 404 && a === undefined) continue
    if (PRESENCE_ONLY.has(name) ? (a === undefined) !== (b === undefined) : a !== b)
      found.push(`${path}: ${name} is ${a ?? '(none)'} through nginx, ${b ?? '(none)'} from Node`)
  }
  if (textOf(nginx) !== textOf(node)) found.push(`${path}: the bodies differ`)
  return found
}

// The built site as the arrangement serves it, with a build metadata folder of its own, so a job
// can close "after the build" without touching dist/: every other entry is a link to dist/'s.
const site = mkdtempSync(join(tmpdir(), 'nginx-site-'))
for (const entry of readdirSync(DIST)) {
  if (entry === '.meta') cpSync(join(DIST, entry), join(site, entry), { recursive: true })
  else symlinkSync(join(DIST, entry), join(site, entry))
}
const jobs = JSON.parse(readFileSync(join(site, JOBS_FILE), 'utf8')) as Job[]
// The job applied to below stays open; another closes.
const [closing, open] = jobs.filter((job) => job.id !== applyValues.jobId)
if (!closing || !open) throw new Error('the build published fewer than three jobs')

const smtp = await startSmtpPeer()
const cluster = await startCluster({
  dist: site,
  servers: 2,
  stdio: 'inherit',
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    CONTACT_INBOX: 'inbox@company.test',
    CAREERS_INBOX: 'careers@company.test',
    OUTBOX_POLL_MS: '200',
    ALTCHA_MAX_NUMBER: '1000', // a quick proof of work for the application below
  },
})
const nginx = cluster.url
const node = cluster.serverUrls[0]!
console.log(`nginx test: nginx and two servers on PostgreSQL up in ${((Date.now() - started) / 1000).toFixed(1)} s`)

try {
  // A page of each kind, its not-found pages, and the files beside them: the same answer from nginx as from Node.
  const asset = (ext: string) => `/assets/${readdirSync(join(DIST, 'assets')).find((f) => f.endsWith(ext))}`
  const worker = `/pagefind/${readdirSync(join(DIST, 'pagefind')).find((f) => f.endsWith('-worker.js'))}`
  const compared = [
    '/',
    '/ar',
    PAGES['about.history'].path,
    `/ja${PAGES['about.history'].path}`,
    galleryEventPath(GALLERY_EVENT_IDS[0]!),
    localizedPath('fr', galleryEventPath('no-such-event')),
    PAGES.search.path,
    PAGES['connect.contact'].path,
    PAGES['policy.privacy'].path,
    PAGES['careers.search'].path,
    jobPath(open.id),
    '/no-such-page',
    asset('.js'),
    asset('.css'),
    '/favicon.svg',
    worker,
    '/robots.txt',
    '/sitemaps/en.xml',
    feedPath('ja'),
    '/aboutus/history.html',
    '/index.html.gz',
    '/.meta/jobs.json',
    '/_headers',
  ]
  for (const path of compared) {
    const [a, b] = await Promise.all([get(nginx, path), get(node, path)])
    failures.push(...differences(path, a, b))
    if (a.headers['content-type']?.startsWith('text/html') && a.status !== 301) {
      // The CSP allows exactly the page's own inline scripts.
      const hashes = inlineScriptHashes(textOf(a))
      const scriptSrc = /script-src ([^;]*)/.exec(a.headers['content-security-policy'] ?? '')?.[1] ?? ''
      check(
        hashes.length > 0 && hashes.every((hash) => scriptSrc.includes(hash)),
        `${path}: the CSP does not name the page's inline scripts`,
      )
      check(a.headers['strict-transport-security'], `${path}: no HSTS through nginx`)
    }
  }
  check(
    (await get(nginx, PAGES.search.path)).headers['content-security-policy']?.includes("'wasm-unsafe-eval'"),
    'the search page may not run its index through nginx',
  )

  // A browser's Accept-Encoding: Node sends brotli; Debian's nginx has no brotli module and sends the gzip copy.
  const browserNode = await get(node, PAGES['about.history'].path, BROWSER_ACCEPT_ENCODING)
  const browserNginx = await get(nginx, PAGES['about.history'].path, BROWSER_ACCEPT_ENCODING)
  check(
    browserNode.headers['content-encoding'] === 'br',
    `a browser gets ${browserNode.headers['content-encoding']} from Node`,
  )
  check(
    browserNginx.headers['content-encoding'] === 'gzip',
    `a browser gets ${browserNginx.headers['content-encoding']} from nginx`,
  )

  // Every other spelling answers 301 to the same address as Node's, the query kept; in any letter case.
  const spellings = [
    ...pageRedirects().map(({ from }) => from),
    '/ABOUTUS/HISTORY?x=1',
    '/FR/aboutus/history/',
    '/ja/Gallery/some-event/',
    `/careers/jobs/${open.id.toUpperCase()}`,
    `/jobdetails?id=${open.id}`,
  ]
  await inParallel(spellings, async (path) => {
    const [a, b] = await Promise.all([get(nginx, path), get(node, path)])
    check(
      a.status === 301 && b.status === 301,
      `${path}: ${a.status} through nginx, ${b.status} from Node (301 expected)`,
    )
    check(a.headers.location === b.headers.location, `${path}: to ${a.headers.location}, Node to ${b.headers.location}`)
  })

  // Pages are read-only: a post to one is refused as Node refuses it.
  for (const path of [PAGES['about.history'].path, '/no-such-page']) {
    const post = (base: string) => fetch(base + path, { method: 'POST', body: 'x=1' })
    const [a, b] = await Promise.all([post(nginx), post(node)])
    for (const name of ['allow', 'content-type', 'x-frame-options'])
      check(a.headers.get(name) === b.headers.get(name), `POST ${path}: ${name} ${a.headers.get(name)} through nginx`)
    check(a.status === 405 && b.status === 405, `POST ${path}: ${a.status} through nginx, ${b.status} from Node`)
    check((await a.text()) === (await b.text()), `POST ${path}: not Node's answer through nginx`)
  }

  // The not-found page of each language, with status 404.
  for (const lang of LANGUAGE_CODES) {
    const path = localizedPath(lang, '/no-such-page')
    const [a, b] = await Promise.all([get(nginx, path), get(node, path)])
    check(a.status === 404, `${path}: ${a.status} through nginx`)
    check(textOf(a).includes(`<html lang="${lang}`), `${path}: not the ${lang} not-found page through nginx`)
    check(textOf(a) === textOf(b), `${path}: not Node's not-found page`)
  }
  const missingEvent = localizedPath('ar', galleryEventPath(MISSING_GALLERY_EVENT))
  check((await get(nginx, missingEvent)).status === 404, `${missingEvent} is not 404 through nginx`)

  // A job closed after the build: its address answers 410 with similar open roles, by today's date.
  const closingPage = jobPath(closing.id)
  check((await get(nginx, closingPage)).status === 200, `${closingPage} was not open before its last day`)
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1)
  writeFileSync(
    join(site, JOBS_FILE),
    JSON.stringify(jobs.map((job) => (job.id === closing.id ? { ...job, validThrough: yesterday } : job))),
  )
  await new Promise((done) => setTimeout(done, 1_100)) // the servers look at the build's jobs once a second
  for (const path of [closingPage, localizedPath('ar', closingPage)]) {
    const [a, b] = await Promise.all([get(nginx, path), get(node, path)])
    check(a.status === 410, `${path}: ${a.status} through nginx once the job has closed`)
    check(/id="job-unavailable-details"[^>]*>.*<a /s.test(textOf(a)), `${path}: no similar roles through nginx`)
    failures.push(...differences(path, a, b))
  }

  // The job search without JavaScript: the query's results written into the page, as Node answers.
  const query = `${PAGES['careers.search'].path}?keyword=${encodeURIComponent(open.id.split('-')[0]!)}`
  const [searchNginx, searchNode] = await Promise.all([get(nginx, query), get(node, query)])
  check(textOf(searchNginx).includes(`href="${jobPath(open.id)}"`), `${query}: ${open.id} not among the results`)
  failures.push(...differences(query, searchNginx, searchNode))

  // A contact message without JavaScript and an application, each mailed through the servers' outbox.
  const contact = await fetch(`${nginx}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams({ ...contactValues, subject: 'Through nginx', lang: 'en' }),
  })
  check(contact.status === 201, `contact post: ${contact.status} through nginx`)
  const challenge = (await (await fetch(`${nginx}/api/altcha/challenge`)).json()) as Challenge
  const { payload, headers } = multipartBody(
    { ...applyValues, altcha: await solve(challenge), lang: 'en' },
    { name: 'resume.pdf', type: 'application/pdf', data: pdf() },
  )
  const application = await fetch(`${nginx}/api/apply`, { method: 'POST', headers, body: payload })
  check(application.status === 201, `application: ${application.status} through nginx: ${await application.text()}`)
  const deadline = Date.now() + 20_000
  const mailedTo = (inbox: string) => smtp.received.some((mail) => mail.to.includes(inbox))
  while (!(mailedTo('inbox@company.test') && mailedTo('careers@company.test')) && Date.now() < deadline)
    await new Promise((done) => setTimeout(done, 100))
  check(mailedTo('inbox@company.test'), 'the contact message was not mailed')
  check(mailedTo('careers@company.test'), 'the application was not mailed')

  // The load balancer's health check, answered by a server.
  const ready = await fetch(`${nginx}/readyz`)
  const readyBody = (await ready.json()) as { ready?: boolean }
  check(
    ready.status === 200 && readyBody.ready === true,
    `/readyz through nginx: ${ready.status} ${JSON.stringify(readyBody)}`,
  )
} finally {
  await cluster.stop()
  await smtp.close()
  rmSync(site, { recursive: true, force: true })
}

if (failures.length) {
  console.error(`nginx test failed:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log(`nginx test: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
