// The host configurations the build writes beside the site, from the rules the
// Node server applies (src/server/servingRules.ts, security.ts): an nginx
// include (maps at http level, locations at server level, used by
// deploy/nginx.conf) and the `_headers` and `_redirects` files Netlify and
// Cloudflare Pages read. Each page's CSP carries the hashes of its own inline
// scripts, taken from the page as built.
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, extname, join, relative } from 'node:path'
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '../../src/config/languages'
import {
  PAGES,
  aliasesOf,
  canonicalUrlFor,
  galleryEventPath,
  jobPath,
  localizedPath,
  splitLanguage,
} from '../../src/config/paths'
import { CLOSED_JOB_PAGE, type JobFacts } from '../../src/content/jobs'
import { feedPath } from '../../src/content/jobs/feed'
import { securityHeaders } from '../../src/server/security'
import {
  CONTENT_TYPES,
  documentPolicyOf,
  fileCacheControl,
  GALLERY_PREFIX,
  HOST_FILES,
  METHOD_NOT_ALLOWED,
  missingGalleryFile,
  notFoundFile,
  pageFileOf,
  pageHeaders,
  pageRedirects,
  REQUEST_TIME_PAGES,
} from '../../src/server/servingRules'
import { CLOSED_JOBS_FILE, inlineScriptHashes } from '../../src/server/siteBuild'

/** Where the nginx include is written: a dot folder, which no arrangement serves. */
export const NGINX_DIR = '.meta/nginx'
export const NGINX_MAPS = `${NGINX_DIR}/maps.conf`
export const NGINX_SITE = `${NGINX_DIR}/site.conf`
/** The upstream the including configuration defines: the Node servers. */
export const API_UPSTREAM = 'site_api'

const OTHER_LANGUAGES = LANGUAGE_CODES.filter((lang) => lang !== DEFAULT_LANGUAGE)

type SiteFile = { path: string; type: string | undefined; scriptHashes: string[] }

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []
    const full = join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

/** The site's files (not the compressed copies), as addresses from the root. */
function siteFiles(dist: string): SiteFile[] {
  return walk(dist)
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => {
      const path = `/${relative(dist, file)}`
      const type = CONTENT_TYPES[extname(path).toLowerCase()]
      const scriptHashes = path.endsWith('.html') ? inlineScriptHashes(readFileSync(file, 'utf8')) : []
      return { path, type, scriptHashes }
    })
    .filter((file) => !(HOST_FILES as readonly string[]).includes(file.path))
}

/** The canonical address a page file answers at, or undefined for a file no address serves as a page. */
function pageAddressOf(file: string): string | undefined {
  if (!file.endsWith('.html')) return undefined
  const address = file === '/index.html' ? '/' : file.slice(0, -'.html'.length)
  return canonicalUrlFor(address) === address && pageFileOf(address) === file ? address : undefined
}

/** Served per request by the Node server (by today's date or the query), never as a file. */
const isRequestTime = (address: string) => {
  const { path } = splitLanguage(address)
  return REQUEST_TIME_PAGES.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p))
}

const isMissingGallery = (file: string) => LANGUAGE_CODES.some((lang) => missingGalleryFile(lang) === file)

/** nginx string quoting: double quotes, with backslashes and quotes escaped. */
const quote = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One entry per key, the first kept: nginx compares a map's plain keys without regard to case. */
function mapBlock(
  source: string,
  variable: string,
  entries: [string, string][],
  defaultValue = '',
  regexes: [string, string][] = [],
) {
  const seen = new Set<string>()
  const lines = [`map ${source} ${variable} {`, `  default ${quote(defaultValue)};`]
  for (const [key, value] of entries) {
    if (seen.has(key.toLowerCase())) continue
    seen.add(key.toLowerCase())
    lines.push(`  ${quote(key)} ${quote(value)};`)
  }
  for (const [regex, value] of regexes) lines.push(`  ${quote(regex)} ${quote(value)};`)
  lines.push('}')
  return lines.join('\n')
}

type HostInput = { files: SiteFile[]; thirdParty: readonly string[]; closedJobs: readonly JobFacts[] }

/** What each file is sent with: the same functions the Node server calls per request. */
function headersOfFiles({ files, thirdParty }: HostInput) {
  return files.map((file) => {
    const headers: Record<string, string> = {}
    if (file.path.endsWith('.html')) Object.assign(headers, pageHeaders(file.path, file.scriptHashes, thirdParty))
    else {
      headers['cache-control'] = fileCacheControl(file.path)
      const policy = documentPolicyOf(file.path, file.type ?? '')
      if (policy) headers['content-security-policy'] = policy
    }
    // Every file the server keeps in memory is sent with its encodings' Vary.
    if (file.type) headers.vary = 'accept-encoding'
    return { file, headers }
  })
}

/** The http-level half of the nginx include: per-file headers, the 301 spellings and the not-found pages, as maps. */
export function nginxMaps(input: HostInput): string {
  const served = headersOfFiles(input).filter(({ file }) => !isRequestTime(file.path.replace(/\.html$/, '')))
  const header = (name: string) =>
    served.flatMap(({ file, headers }) => (headers[name] ? [[file.path, headers[name]] as [string, string]] : []))
  const pages = input.files.flatMap((file) => {
    const address = pageAddressOf(file.path)
    return address && !isRequestTime(address) && !isMissingGallery(file.path)
      ? [[address, file.path] as [string, string]]
      : []
  })
  // Every spelling of a page, in any letter case (nginx's plain map keys ignore it), to its canonical address;
  // the canonical address maps to itself, and $site_redirect is empty when the request is already there.
  const spellings: [string, string][] = [
    ...pages.map(([address]) => [address, address] as [string, string]),
    ...pageRedirects().map(({ from, to }) => [from, to] as [string, string]),
  ]
  const galleryPattern = '(?:news_and_media/picture_gallery|gallery)/([^/]+)/?$'
  const galleryRedirects: [string, string][] = LANGUAGE_CODES.map((lang) => [
    `~*^${escapeRegex(localizedPath(lang, '/'))}${lang === DEFAULT_LANGUAGE ? '' : '/'}${galleryPattern}`,
    `${localizedPath(lang, galleryEventPath(''))}$1`,
  ])
  const notFound: [string, string][] = [
    ...LANGUAGE_CODES.map(
      (lang) =>
        [`~^${escapeRegex(localizedPath(lang, GALLERY_PREFIX))}[^/]+$`, missingGalleryFile(lang)] as [string, string],
    ),
    ...OTHER_LANGUAGES.map((lang) => [`~*^/${lang}(/|$)`, notFoundFile(lang)] as [string, string]),
  ]
  return [
    '# Written by the build (scripts/lib/hostConfig.ts) from the rules the Node server applies: do not edit.',
    '# At http level, before the server that includes site.conf.',
    'map_hash_max_size 65536;',
    'map_hash_bucket_size 256;',
    mapBlock('$uri', '$site_page', pages),
    mapBlock('$uri', '$site_canonical', spellings, '', galleryRedirects),
    mapBlock('"$uri $site_canonical"', '$site_redirect', [], '$site_canonical', [
      ['~^(\\S+) \\1$', ''],
      ['~ $', ''],
    ]),
    mapBlock('$uri', '$site_not_found', [], notFoundFile(DEFAULT_LANGUAGE), notFound),
    mapBlock('$uri', '$site_cache_control', header('cache-control')),
    mapBlock('$uri', '$site_csp', header('content-security-policy')),
    mapBlock('$uri', '$site_permissions_policy', header('permissions-policy')),
    mapBlock('$uri', '$site_vary', header('vary')),
    '',
  ].join('\n\n')
}

/** The response headers of every file nginx serves itself (not those the servers answer, which carry their own). */
function nginxHeaders(): string[] {
  return [
    ...Object.entries(securityHeaders()).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'add_header cache-control $site_cache_control always;',
    'add_header content-security-policy $site_csp always;',
    'add_header permissions-policy $site_permissions_policy always;',
    'add_header vary $site_vary always;',
  ]
}

const indent = (lines: string[], by = '  ') => lines.map((line) => by + line)

/** The server-level half of the nginx include: file types, locations, the not-found pages, the servers for the rest. */
export function nginxSite(): string {
  const languages = OTHER_LANGUAGES.join('|')
  const spellingsOf = (key: keyof typeof PAGES) =>
    [PAGES[key].path, ...aliasesOf(key)].map((p) => escapeRegex(p.slice(1)))
  const requestTimePages = `~* ^(?:/(?:${languages}))?/(?:${escapeRegex(jobPath('').slice(1))}|(?:${[
    ...spellingsOf('careers.search'),
    ...spellingsOf('careers.jobDetails'),
  ].join('|')})/?$)`
  const types = Object.entries(CONTENT_TYPES).map(([ext, type]) => `  ${quote(type)} ${ext.slice(1)};`)
  const headers = nginxHeaders()
  const proxy = [`proxy_pass http://${API_UPSTREAM};`]
  const feeds = `~ ^(?:${LANGUAGE_CODES.map((lang) => escapeRegex(feedPath(lang))).join('|')})$`
  const location = (match: string, body: string[]) => [`location ${match} {`, ...indent(body), '}']
  return [
    '# Written by the build (scripts/lib/hostConfig.ts) from the rules the Node server applies: do not edit.',
    `# At server level, with root at the built site and an upstream named ${API_UPSTREAM} (the Node servers);`,
    '# maps.conf at http level. The pages worked out per request go to the servers.',
    'types {',
    ...types,
    '}',
    'default_type application/octet-stream;',
    'server_tokens off;',
    'merge_slashes off;',
    'absolute_redirect off;',
    '# The build writes a .gz and a .br beside each text file; nginx with the brotli module can add',
    "# `brotli_static on;` in the including server (Debian's nginx-light has no such module).",
    'gzip_static on;',
    'error_page 404 $site_not_found;',
    'error_page 405 @site_method_not_allowed;',
    '# To the servers: kept-alive connections, and who the visitor is.',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    '',
    '# The API, the health checks, and the pages answered per request (jobs by today, the job search by its',
    '# query, the sitemaps and feeds less the jobs closed since the build).',
    ...location('/api/', [
      ...proxy,
      'client_max_body_size 6m; # a résumé of 5 MB and the form around it',
      '# A post is tried on one server only: sending it again to the other could store it twice.',
      'proxy_next_upstream off;',
    ]),
    ...location('= /readyz', proxy),
    ...location('= /healthz', proxy),
    ...location(requestTimePages, proxy),
    ...location('~ ^/sitemaps/[a-z0-9-]+\\.xml$', proxy),
    ...location(feeds, proxy),
    '',
    '# Never files: dot folders (build metadata), the compressed copies (sent in place of their file),',
    "# a static host's own configuration, and a page's file by its name.",
    ...location('~ /\\.', ['return 404;']),
    ...location('~ \\.(br|gz)$', ['return 404;']),
    ...HOST_FILES.flatMap((file) => location(`= ${file}`, ['return 404;'])),
    ...location('~ \\.html$', ['internal;', ...headers]),
    ...location('@site_method_not_allowed', [
      `default_type ${quote(METHOD_NOT_ALLOWED.type)};`,
      ...Object.entries(securityHeaders()).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
      `add_header allow ${quote(METHOD_NOT_ALLOWED.allow)} always;`,
      `return 405 ${quote(METHOD_NOT_ALLOWED.body)};`,
    ]),
    '',
    '# Pages at their canonical address (other spellings answer 301), files as they are; read-only.',
    ...location('/', [
      'if ($request_method !~ ^(GET|HEAD)$) {',
      '  return 405;',
      '}',
      'if ($site_redirect) {',
      '  return 301 $site_redirect$is_args$args;',
      '}',
      'if ($site_page) {',
      '  rewrite ^ $site_page last;',
      '}',
      'try_files $uri =404;',
      ...headers,
    ]),
    '',
  ].join('\n')
}

/** Netlify's and Cloudflare Pages' `_headers`: what every answer carries, then each page's own. */
export function staticHostHeaders(input: HostInput): string {
  const site = Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`)
  const blocks = [['/*', ...site].join('\n')]
  blocks.push(['/assets/*', `  cache-control: ${fileCacheControl('/assets/')}`].join('\n'))
  for (const { file, headers } of headersOfFiles(input)) {
    const address = pageAddressOf(file.path) ?? (file.path.endsWith('.html') ? undefined : file.path)
    if (!address || address.startsWith('/assets/')) continue
    const own = Object.entries(headers).filter(([name]) => name !== 'vary')
    if (!file.path.endsWith('.html') && !own.some(([name]) => name === 'content-security-policy')) continue
    blocks.push([address, ...own.map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
  }
  return blocks.join('\n') + '\n'
}

/** Netlify's and Cloudflare Pages' `_redirects`: the 301 spellings, the jobs closed at build time (410), the 404s. */
export function staticHostRedirects(input: HostInput): string {
  const lines = ['# Written by the build from the rules the Node server applies (scripts/lib/hostConfig.ts).']
  for (const { from, to } of pageRedirects()) {
    // A spelling that differs from the canonical address by more than case and a trailing slash is a
    // file of its own (with a canonical link): forced ("!"), so the host redirects instead of serving it.
    const sameWord = from.replace(/\/$/, '').toLowerCase() === to.toLowerCase()
    lines.push(`${from} ${to} 301${sameWord ? '' : '!'}`)
  }
  for (const lang of LANGUAGE_CODES) {
    lines.push(`${localizedPath(lang, '/gallery')}/* ${localizedPath(lang, galleryEventPath(''))}:splat 301`)
  }
  for (const job of input.closedJobs) {
    for (const lang of LANGUAGE_CODES) {
      lines.push(`${localizedPath(lang, jobPath(job.id))} ${localizedPath(lang, jobPath(CLOSED_JOB_PAGE))} 410`)
    }
  }
  for (const lang of [...OTHER_LANGUAGES, DEFAULT_LANGUAGE]) {
    lines.push(`${lang === DEFAULT_LANGUAGE ? '' : `/${lang}`}/* ${notFoundFile(lang).replace(/\.html$/, '')} 404`)
  }
  return lines.join('\n') + '\n'
}

/** Reads the built site in `dist` and returns the files to write, by path under it. */
export function hostConfig(dist: string, thirdParty: readonly string[] = []): Map<string, string> {
  const closedJobs = JSON.parse(readFileSync(join(dist, CLOSED_JOBS_FILE), 'utf8')) as JobFacts[]
  const input: HostInput = { files: siteFiles(dist), thirdParty, closedJobs }
  return new Map([
    [NGINX_MAPS, nginxMaps(input)],
    [NGINX_SITE, nginxSite()],
    ['_headers', staticHostHeaders(input)],
    ['_redirects', staticHostRedirects(input)],
  ])
}

/**
 * The compressed copies take their file's time, so a host that serves a copy
 * (nginx's gzip_static) sends the same Last-Modified as the Node server.
 */
export function alignCopyTimes(dist: string): number {
  let aligned = 0
  for (const copy of walk(dist).filter((file) => /\.(br|gz)$/.test(file))) {
    const source = copy.slice(0, -3)
    try {
      const { atime, mtime } = statSync(source)
      utimesSync(copy, atime, mtime)
      aligned++
    } catch {
      // a copy without its file: not served
    }
  }
  return aligned
}

/** Writes the host configurations into `dist` and dates the compressed copies; what was written, and how long it took. */
export function writeHostConfig(dist: string, thirdParty: readonly string[] = []): string {
  const started = Date.now()
  const files = hostConfig(dist, thirdParty)
  for (const [name, text] of files) {
    mkdirSync(dirname(join(dist, name)), { recursive: true })
    writeFileSync(join(dist, name), text)
  }
  const aligned = alignCopyTimes(dist)
  const kib = [...files.values()].reduce((n, text) => n + text.length, 0) >> 10
  return (
    `${[...files.keys()].join(', ')} (${kib} KiB), ${aligned} compressed copies dated as their file, ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s`
  )
}

/** The job-board widget's origin, when the site uses one (JOB_WIDGET_ORIGIN): in every page's CSP, as the server puts it. */
export const widgetOrigins = (env: NodeJS.ProcessEnv = process.env): string[] =>
  env.JOB_WIDGET_ORIGIN ? [new URL(env.JOB_WIDGET_ORIGIN).origin] : []
