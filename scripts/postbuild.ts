// After the pre-render: tidy each page's <head>, write sitemap.xml and
// robots.txt, list the strings the runtime translation may be asked for, and
// precompress everything text-like for the server.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { BRAND } from '../src/config/brand'
import { FIRST_SCREEN_FONTS, SCRIPT_FONT_STYLESHEETS } from '../src/app/scriptFonts'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageTag, type LanguageCode } from '../src/config/languages'
import { PAGE_KEYS, PAGES, jobPath, localizedPath, showsPosting, splitLanguage } from '../src/config/paths'
import { GALLERY_EVENT_IDS } from '../src/content/galleryEvents'
import { JOBS, postingTexts } from '../src/content/jobs'
import { SHELL_PART } from '../src/i18n/catalogParts'
import { isSimpleMessage } from '../src/i18n/literal'
import { TRANSLATABLE_FILE } from '../src/server/siteBuild'
import { LocaleFiles } from './lib/catalogs'

const DIST = 'dist'

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

// vite-react-ssg writes loader data for every page although no route has a
// loader; an empty manifest keeps client navigation from fetching any of it.
for (const file of readdirSync(DIST)) {
  if (file.startsWith('static-loader-data-manifest-')) writeFileSync(join(DIST, file), '{}')
}
rmSync(join(DIST, 'static-loader-data'), { recursive: true, force: true })

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isDynamicEntry?: boolean; assets?: string[] }
>
const chunkOf = (source: string) => manifest[source]?.file
// Every part of every language's catalog, by chunk (src/i18n/catalogParts.ts).
const catalogParts = Object.entries(manifest).flatMap(([source, { file }]) => {
  // A language's module (index.ts) holds its shell; each page's part is a chunk of its own.
  const match = /src\/i18n\/compiled\/(\w+)\/([\w.]+)\.(json|ts)$/.exec(source)
  if (!match || match[1] === 'postings') return []
  return [{ lang: match[1]!, part: match[2] === 'index' ? SHELL_PART : match[2]!.replace('.', '/'), file }]
})
/** The catalog parts a page needs: its language's shell, and the part of each page module it preloads. */
const ownCatalogParts = (lang: string, html: string) =>
  catalogParts
    .filter((c) => c.lang === lang)
    .filter((c) => c.part === SHELL_PART || html.includes(`/${chunkOf(`src/pages/${c.part}.tsx`)}"`))
    .map((c) => c.file)
// Widget libraries the pages import on demand (motion, carousel, lightbox): loaded when a visitor
// can use them, so never preloaded, whatever the pre-renderer saw (react-dom's client is preloaded below).
const onDemandChunks = Object.entries(manifest)
  .filter(([source, chunk]) => chunk.isDynamicEntry && /(^|\/)node_modules\//.test(source))
  .filter(([source]) => !source.endsWith('react-dom/client.js'))
  .map(([, { file }]) => file)
// A script a chunk emits as an asset is a worker's (the anti-bot proof of work): started when a form is used.
const workerScripts = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.assets ?? []))].filter((file) =>
  file.endsWith('.js'),
)
const postingsChunk = (lang: string) => chunkOf(`src/i18n/compiled/postings/${lang}.json`)
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`

// The typeface: the first screen's font file preloaded, and the page's script stylesheet
// (Arabic, Japanese, Korean, Chinese) linked (src/app/scriptFonts.ts says why).
// The manifest names a package's file by its path from the project, which is not always
// `node_modules/…` (a linked node_modules resolves elsewhere): found by the package path's end.
const packageFile = (source: string) => {
  const key = Object.keys(manifest).find((name) => name.endsWith(`/${source}`))
  if (!key) throw new Error(`postbuild: ${source} is not in the build`)
  return manifest[key]!.file
}
// The entry imports React's client renderer only when it hydrates: fetched with the other chunks, not a second later.
const reactDomClient = packageFile('react-dom/client.js')
const fontLinks = (lang: LanguageCode) => {
  const first = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${packageFile(`@fontsource-variable/${FIRST_SCREEN_FONTS[lang]}`)}">`
  const stylesheet =
    lang in SCRIPT_FONT_STYLESHEETS ? SCRIPT_FONT_STYLESHEETS[lang as keyof typeof SCRIPT_FONT_STYLESHEETS] : undefined
  return first + (stylesheet ? `<link rel="stylesheet" crossorigin href="/${packageFile(stylesheet)}">` : '')
}

const htmlFiles = walk(DIST).filter((f) => f.endsWith('.html'))
for (const file of htmlFiles) {
  let html = readFileSync(file, 'utf8')
  // The charset must come first in <head>; the head manager puts its tags before it.
  html = html.replace(/\s*<meta charset="UTF-8">/i, '').replace('<head>', '<head><meta charset="UTF-8">')
  const { lang, path } = splitLanguage(
    '/' +
      relative(DIST, file)
        .replace(/\.html$/, '')
        .replace(/(^|\/)index$/, ''),
  )
  // The pre-renderer preloads every catalog part and postings it loaded while rendering; a page
  // needs only its language's shell and its own page's part, and its own postings when it shows
  // one. Fetch those alongside the app, not after it.
  const own = [...ownCatalogParts(lang, html), showsPosting(path) ? postingsChunk(lang) : undefined].filter(
    Boolean,
  ) as string[]
  for (const chunk of [
    ...catalogParts.map((c) => c.file),
    ...LANGUAGE_CODES.map(postingsChunk),
    ...onDemandChunks,
    ...workerScripts,
  ]) {
    if (chunk) html = html.replace(new RegExp(`<link rel="modulepreload"[^>]*href="/${escapeRegExp(chunk)}">`, 'g'), '')
  }
  html = html.replace('</head>', `${[reactDomClient, ...own].map(preload).join('')}${fontLinks(lang)}</head>`)
  writeFileSync(file, html)
}

// What the runtime translation fallback may be asked for: the English of every
// message it can send (simple ones: see literal.ts) and of every posting. The
// server's /api/translate refuses anything else.
const translatable = [
  ...Object.values(new LocaleFiles('locales').source())
    .map((m) => m.defaultMessage)
    .filter(isSimpleMessage),
  ...new Set(JOBS.flatMap(postingTexts)),
]
mkdirSync(join(DIST, '.meta'), { recursive: true })
writeFileSync(join(DIST, TRANSLATABLE_FILE), JSON.stringify(translatable))

// sitemap.xml: every page in every language, each with its alternates
// (not /jobdetails, which the server answers with the job's own page).
const canonicalPaths = [
  ...PAGE_KEYS.filter((key) => key !== 'careers.jobDetails').map((key) => PAGES[key].path),
  ...GALLERY_EVENT_IDS.map((id) => `${PAGES['media.gallery'].path}/${id}`),
  ...JOBS.map((job) => jobPath(job.id)),
]
const url = (lang: (typeof LANGUAGE_CODES)[number], path: string) =>
  BRAND.siteUrl + localizedPath(lang, path).replace(/^\/$/, '/')
const entries = canonicalPaths.flatMap((path) =>
  LANGUAGE_CODES.map((lang) => {
    const alternates = [
      ...LANGUAGE_CODES.map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${languageTag(alt)}" href="${url(alt, path)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE, path)}"/>`,
    ]
    return `  <url>\n    <loc>${url(lang, path)}</loc>\n${alternates.join('\n')}\n  </url>`
  }),
)
writeFileSync(
  join(DIST, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
)
writeFileSync(join(DIST, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${BRAND.siteUrl}/sitemap.xml\n`)

// Precompressed copies for the server (brotli and gzip).
let compressed = 0
for (const file of walk(DIST)) {
  if (!/\.(html|js|css|json|svg|xml|txt|webmanifest)$/.test(file) || file.includes(`${DIST}/.`)) continue
  const body = readFileSync(file)
  if (body.length < 1024) continue
  // Best brotli for the shared assets; a faster level for the hundreds of pages.
  const quality = file.endsWith('.html') ? 9 : 11
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }))
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  compressed++
}
console.log(
  `postbuild: ${htmlFiles.length} pages, ${entries.length} sitemap entries, ${compressed} files precompressed`,
)
