// The pre-rendered site: canonical spellings answered with 301 (and
// /jobdetails?id= with the job's own page), the job search with the results
// of its query (jobSearch.ts), a closed job's address with 410 and an unknown
// job's with 404 (jobPages.ts), pages with
// their HTML (revalidated on every visit), hashed assets cached for a year,
// unknown paths with the localized not-found page and status 404.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { LanguageCode } from '../../config/languages'
import {
  PAGES,
  SEARCH_BUNDLE_PATH,
  jobPath,
  localizedPath,
  canonicalUrlFor,
  pageHref,
  splitLanguage,
} from '../../config/paths'
import { MISSING_GALLERY_EVENT } from '../../content/galleryEvents'
import { CLOSED_JOB_PAGE, UNKNOWN_JOB_PAGE } from '../../content/jobs'
import { chooseEncoding } from '../encoding'
import { JobSearchAnswers } from '../jobSearch'
import {
  ASSETS_PATH,
  documentPolicyOf,
  fileCacheControl,
  GALLERY_PREFIX,
  isNeverServed,
  isSitemap,
  METHOD_NOT_ALLOWED,
  missingGalleryFile,
  notFoundFile,
  pageFileOf,
  pageHeaders,
} from '../servingRules'
import type { SiteBuild } from '../siteBuild'
import { notModified, StaticFiles, type StaticFile } from '../staticFiles'
import { fillUnavailablePage, unavailableJobDetails, withoutClosedJobs } from './jobPages'

const ENCODINGS = ['br', 'gzip', 'identity']

const preferredEncoding = (request: FastifyRequest, offered: readonly string[]) =>
  chooseEncoding(request.headers['accept-encoding'], offered)

export async function pageRoutes(
  app: FastifyInstance,
  opts: { build: SiteBuild; thirdPartyOrigins?: readonly string[] },
): Promise<void> {
  const root = resolve(opts.build.root)
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first.`)
  }

  // Large media (video, PDFs) are streamed by @fastify/static, with ranges; the rest comes from memory.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    dotfiles: 'deny',
    cacheControl: false, // set below, per kind of file
    etag: true,
    lastModified: true,
  })
  const files = new StaticFiles(root)
  const jobSearch = new JobSearchAnswers(() => opts.build.openJobs())
  const isFile = (relative: string) => files.isFile(relative)

  const sendFile = (request: FastifyRequest, reply: FastifyReply, relative: string, file = files.get(relative)) => {
    if (!file) return reply.sendFile(relative.slice(1))
    reply
      .header('content-type', file.type)
      .header('etag', file.etag)
      .header('last-modified', file.lastModified)
      .header('vary', 'accept-encoding')
    if (reply.statusCode === 200 && notModified(request.headers, file)) return reply.code(304).send()
    const encoding = preferredEncoding(
      request,
      ENCODINGS.filter((e) => e !== 'br' || file.br).filter((e) => e !== 'gzip' || file.gzip),
    )
    if (encoding === 'br' || encoding === 'gzip') reply.header('content-encoding', encoding)
    return reply.send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body)
  }

  // A page's headers (its CSP) are worked out once per version of the page.
  const headersOfPages = new WeakMap<StaticFile, Record<string, string>>()
  const headersOf = (relative: string, file: StaticFile | undefined) => {
    if (!file) return pageHeaders(relative, [], opts.thirdPartyOrigins)
    let headers = headersOfPages.get(file)
    if (!headers) headersOfPages.set(file, (headers = pageHeaders(relative, file.scriptHashes, opts.thirdPartyOrigins)))
    return headers
  }

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    relative: string,
    status = 200,
    file = files.get(relative),
  ) => {
    reply.code(status).headers(headersOf(relative, file))
    return sendFile(request, reply, relative, file)
  }

  /**
   * A job's address by what the build says of the job today: its page, or the
   * closed-job page (410) or unknown-job page (404) filled in; never another job.
   */
  const sendJob = (request: FastifyRequest, reply: FastifyReply, lang: LanguageCode, id: string) => {
    // Ids are lower-case words and hyphens: the pre-rendered _closed and _unknown pages are never a job.
    const valid = /^[a-z0-9-]+$/.test(id)
    const state = valid ? opts.build.jobState(id) : { kind: 'unknown' as const }
    const page = `${localizedPath(lang, jobPath(id))}.html`
    const pageFile = valid && state.kind !== 'closed' ? files.get(page) : undefined
    if (pageFile) return sendPage(request, reply, page, 200, pageFile)
    const closed = state.kind === 'closed'
    const template = `${localizedPath(lang, jobPath(closed ? CLOSED_JOB_PAGE : UNKNOWN_JOB_PAGE))}.html`
    const file = files.get(template)
    const status = closed ? 410 : 404
    if (!file) return sendPage(request, reply, notFoundFile(lang), status)
    const details = unavailableJobDetails(lang, closed ? state.job : undefined, opts.build.openJobs())
    const html = fillUnavailablePage(file.body.toString('utf8'), details)
    reply
      .code(status)
      .headers(headersOf(template, file))
      .header('content-type', file.type)
      .header('vary', 'accept-encoding')
    if (preferredEncoding(request, ['gzip', 'identity']) === 'gzip')
      return reply.header('content-encoding', 'gzip').send(gzipSync(html))
    return reply.send(html)
  }

  /** A sitemap as built, less the jobs closed since (a job drops out the day after its last day, no rebuild). */
  const sendSitemap = (request: FastifyRequest, reply: FastifyReply, file: StaticFile, relative: string) => {
    const xml = file.body.toString('utf8')
    const current = withoutClosedJobs(xml, (id) => opts.build.jobState(id).kind === 'closed')
    reply.header('cache-control', fileCacheControl(relative))
    if (current === xml) return sendFile(request, reply, relative, file)
    reply.header('content-type', file.type).header('vary', 'accept-encoding')
    if (preferredEncoding(request, ['gzip', 'identity']) === 'gzip')
      return reply.header('content-encoding', 'gzip').send(gzipSync(current))
    return reply.send(current)
  }

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://site.invalid')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      return reply.code(400).send({ error: 'Malformed URL' })
    }
    if (pathname.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' })
    // Never a file (servingRules.ts): the build's compressed copies (served in place of their file),
    // a static host's configuration, control and bidi characters (they could not go into a Location).
    if (isNeverServed(pathname)) return sendPage(request, reply, notFoundFile(splitLanguage(pathname).lang), 404)

    if (pathname.startsWith(ASSETS_PATH) || pathname.startsWith(SEARCH_BUNDLE_PATH)) {
      const file = files.get(pathname)
      if (file || isFile(pathname)) {
        reply.header('cache-control', fileCacheControl(pathname))
        const policy = documentPolicyOf(pathname, file?.type ?? '')
        if (policy) reply.header('content-security-policy', policy)
        return sendFile(request, reply, pathname, file)
      }
    }

    const canonical = canonicalUrlFor(pathname)
    if (canonical && canonical !== pathname) return reply.redirect(canonical + url.search, 301)
    const { lang, path } = splitLanguage(pathname)
    if (canonical && path.startsWith(GALLERY_PREFIX)) {
      // An event page, or for an unknown id the gallery's own not-found state.
      const id = path.slice(GALLERY_PREFIX.length)
      const file = pageFileOf(canonical)
      const page = id === MISSING_GALLERY_EVENT ? undefined : files.get(file)
      if (page) return sendPage(request, reply, file, 200, page)
      return sendPage(request, reply, missingGalleryFile(lang), 404)
    }
    if (canonical && path === PAGES['careers.jobDetails'].path) {
      // The old query address: a job's own page is its one home; without a job, the search.
      const id = (url.searchParams.get('id') ?? url.searchParams.get('job'))?.trim().toLowerCase()
      if (!id) return reply.redirect(pageHref('careers.search', lang), 301)
      const job = localizedPath(lang, jobPath(id))
      if (/^[a-z0-9-]+$/.test(id) && opts.build.jobState(id).kind !== 'closed' && isFile(`${job}.html`))
        return reply.redirect(job, 301)
      return sendJob(request, reply, lang, id)
    }
    if (canonical && path === PAGES['careers.search'].path) {
      // The query's results and only the jobs open today, written into the page (JavaScript or not).
      const file = pageFileOf(canonical)
      const page = files.get(file)
      if (page) return sendPage(request, reply, file, 200, jobSearch.page(page, lang, url.searchParams))
    }
    if (canonical && path.startsWith(jobPath(''))) return sendJob(request, reply, lang, path.slice(jobPath('').length))
    if (canonical) {
      const file = pageFileOf(canonical)
      const page = files.get(file)
      if (page) return sendPage(request, reply, file, 200, page)
    } else if (pathname !== '/' && !pathname.endsWith('.html')) {
      const file = files.get(pathname)
      if (file && isSitemap(pathname)) return sendSitemap(request, reply, file, pathname)
      if (file || isFile(pathname)) {
        reply.header('cache-control', fileCacheControl(pathname))
        return sendFile(request, reply, pathname, file)
      }
    }

    return sendPage(request, reply, notFoundFile(lang), 404)
  })

  // Pages are read-only: other methods get 405 with what is allowed (the API's own routes match first).
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' })
      return reply
        .code(405)
        .header('allow', METHOD_NOT_ALLOWED.allow)
        .type(METHOD_NOT_ALLOWED.type)
        .send(METHOD_NOT_ALLOWED.body)
    },
  })
}
