// What each answer of the built site carries, as rules the Node server applies
// per request (routes/pages.ts, staticFiles.ts, security.ts) and the build
// writes out for nginx and for static hosts (scripts/lib/hostConfig.ts): one
// function per rule, so every arrangement serves a page the same way.
import { LANGUAGE_CODES, type LanguageCode } from '../config/languages'
import {
  PAGES,
  SEARCH_BUNDLE_PATH,
  aliasesOf,
  canonicalUrlFor,
  galleryEventPath,
  jobPath,
  localizedPath,
  PAGE_KEYS,
  isSearchPage,
} from '../config/paths'
import { MISSING_GALLERY_EVENT } from '../content/galleryEventIds'
import { contentSecurityPolicy, PERMISSIONS_POLICY, SEARCH_WORKER_POLICY, SVG_POLICY } from './security'

/** Content types by file extension (the types nginx is given too). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  // The search index (Pagefind): its own compressed formats, which its script unpacks
  // (so never sent with a content-encoding), and WebAssembly.
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
  '.wasm': 'application/wasm',
}

export const CACHE_CONTROL = {
  /** Pages (and their 404s): revalidated on every visit, so a new build shows at once. */
  page: 'no-cache',
  /** Files named by their content's hash: kept a year. */
  hashed: 'public, max-age=31536000, immutable',
  /** Other files (pictures, PDFs, robots.txt, sitemaps): an hour. */
  file: 'public, max-age=3600, must-revalidate',
} as const

export const ASSETS_PATH = '/assets/'

/** The search index's chunks are named by their hash; its entry file, script and WebAssembly are not. */
export const isHashedSearchFile = (pathname: string) =>
  pathname.startsWith(SEARCH_BUNDLE_PATH) && /\.pf_(meta|index|fragment)$/.test(pathname)

/** The Cache-Control of a file that is not a page. */
export function fileCacheControl(pathname: string): string {
  if (pathname.startsWith(ASSETS_PATH) || isHashedSearchFile(pathname)) return CACHE_CONTROL.hashed
  if (pathname.startsWith(SEARCH_BUNDLE_PATH)) return CACHE_CONTROL.page
  return CACHE_CONTROL.file
}

/** The policy of a script that is a document of its own: the search index's worker. */
export const isSearchWorker = (pathname: string) =>
  pathname.startsWith(SEARCH_BUNDLE_PATH) && pathname.endsWith('-worker.js')

/** The headers that go with a page (or a not-found page): its own CSP, the permissions policy, revalidation. */
export function pageHeaders(
  pageFile: string,
  scriptHashes: readonly string[],
  thirdParty: readonly string[] = [],
): Record<string, string> {
  // Only the search page may compile WebAssembly (the index's code).
  const wasm = isSearchPage(pageFile.replace(/\.html$/, ''))
  return {
    'cache-control': CACHE_CONTROL.page,
    'content-security-policy': contentSecurityPolicy(scriptHashes, thirdParty, { wasm }),
    'permissions-policy': PERMISSIONS_POLICY,
  }
}

/** The policies of a document that is not a page: an SVG opened on its own, the search worker. */
export const documentPolicyOf = (pathname: string, type: string): string | undefined =>
  type.startsWith('image/svg') ? SVG_POLICY : isSearchWorker(pathname) ? SEARCH_WORKER_POLICY : undefined

/** The file of a canonical page address. */
export const pageFileOf = (canonical: string) => (canonical === '/' ? '/index.html' : `${canonical}.html`)

/** The not-found page of a language. */
export const notFoundFile = (lang: LanguageCode) => `${localizedPath(lang, '/404')}.html`

export const GALLERY_PREFIX = `${PAGES['media.gallery'].path}/`

/** The gallery's own not-found page (an unknown event), in a language. */
export const missingGalleryFile = (lang: LanguageCode) =>
  `${localizedPath(lang, galleryEventPath(MISSING_GALLERY_EVENT))}.html`

/**
 * Addresses no arrangement serves as files: the build's compressed copies (sent in
 * place of their file), the static hosts' own configuration, and (in paths)
 * control and invisible format characters, which could not go into a Location header.
 */
export const HOST_FILES = ['/_headers', '/_redirects'] as const
export const isNeverServed = (pathname: string) =>
  /\.(br|gz)$/.test(pathname) ||
  (HOST_FILES as readonly string[]).includes(pathname) ||
  /[\p{Cc}\p{Cf}]/u.test(pathname)

/** Pages are read-only: any other method is answered so, with what is allowed. */
export const METHOD_NOT_ALLOWED = {
  allow: 'GET, HEAD',
  type: 'application/json; charset=utf-8',
  body: JSON.stringify({ error: 'Method not allowed' }),
} as const

/** A sitemap by language: served less the jobs closed since the build. */
export const isSitemap = (pathname: string) => /^\/sitemaps\/[a-z0-9-]+\.xml$/.test(pathname)

/**
 * The pages whose answer is worked out per request, by today's date or the query:
 * a job's page (410 once closed, with similar roles), the old /jobdetails address,
 * the job search (its results written in for a browser without JavaScript). Static
 * hosting cannot do that: nginx sends these to the Node servers.
 */
export const REQUEST_TIME_PAGES = [jobPath(''), PAGES['careers.jobDetails'].path, PAGES['careers.search'].path] as const

/**
 * Every address that answers 301, as the tables above spell them (lower case, and
 * with a trailing slash), in every language, with where it goes: what the Node
 * server answers for any letter case (canonicalUrlFor), listed for the hosts.
 */
export function pageRedirects(): { from: string; to: string }[] {
  const redirects: { from: string; to: string }[] = []
  for (const lang of LANGUAGE_CODES) {
    for (const key of PAGE_KEYS) {
      for (const spelling of [PAGES[key].path, ...aliasesOf(key)]) {
        const path = localizedPath(lang, spelling)
        for (const from of new Set([path, path.toLowerCase(), path === '/' ? path : `${path}/`])) {
          const to = canonicalUrlFor(from)
          if (to && to !== from) redirects.push({ from, to })
        }
      }
    }
  }
  return redirects
}
