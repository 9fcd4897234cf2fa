// Each pre-rendered page's <head>, finished as the page is rendered (ssgOptions.onPageRendered
// in vite.config.ts), from the client build's manifest: one pass over the page, before it is
// written, so no step reads and rewrites every page again.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FIRST_SCREEN_FONTS, SCRIPT_FONT_STYLESHEETS } from '../../src/app/scriptFonts'
import { LANGUAGE_CODES, type LanguageCode } from '../../src/config/languages'
import { jobPath, showsJobSearch, splitLanguage } from '../../src/config/paths'
import { jobDataPath } from '../../src/content/jobs/jobPage'
import { SHELL_PART } from '../../src/i18n/catalogParts'
import { deferHydration } from './hydrationLoader'

type Manifest = Record<string, { file: string; isDynamicEntry?: boolean; assets?: string[] }>

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest

/**
 * The build's own name for its pages' loader data (vite-react-ssg's is random for
 * each build): the entry chunk's content hash, so a build of unchanged sources
 * writes the same pages, byte for byte, and their compressed copies are reused.
 */
export const buildId = (manifest: Manifest) => {
  const entry = manifest['index.html']?.file
  const id = entry && /-([\w-]+)\.js$/.exec(entry)?.[1]
  if (!id) throw new Error('pageHead: no entry chunk in the manifest')
  return id
}

/** Where vite-react-ssg writes a route's page (dirStyle 'flat'), from dist/. */
export const pageFile = (route: string) => `${(route.endsWith('/') ? `${route}index` : route).replace(/^\//, '')}.html`

/** The pre-renderer's placeholder for its loader-data hash in each page. */
const HASH_PLACEHOLDER = '/* SCRIPT_COMMENT_PLACEHOLDER */'

/** Returns the function that finishes a page's HTML, given the route and what vite-react-ssg rendered. */
export function pageHeadFinisher(dist: string): (route: string, html: string) => string {
  const manifest = readManifest(dist)
  const chunkOf = (source: string) => manifest[source]?.file
  // Every part of every language's catalog, by chunk (src/i18n/catalogParts.ts).
  const catalogParts = Object.entries(manifest).flatMap(([source, { file }]) => {
    // A language's module (index.ts) holds its shell; each page's part is a chunk of its own.
    const match = /src\/i18n\/compiled\/(\w+)\/([\w.]+)\.(json|ts)$/.exec(source)
    if (!match || match[1] === 'postings' || match[1] === 'jobIndex') return []
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
  const workerScripts = Object.values(manifest).flatMap((chunk) =>
    (chunk.assets ?? []).filter((f) => f.endsWith('.js')),
  )
  const jobIndexChunk = (lang: string) => chunkOf(`src/i18n/compiled/jobIndex/${lang}.json`)
  // What the pre-renderer reads to draw a job page (every job, every posting), which the page never loads.
  const prerenderOnly = [
    chunkOf('src/content/jobs/index.ts'),
    ...LANGUAGE_CODES.map((lang) => chunkOf(`src/i18n/compiled/postings/${lang}.json`)),
  ]
  /** Chunks the pre-renderer may preload that a page fetches only when it needs them, or as its own (below). */
  const notPreloaded = new Set(
    [
      ...catalogParts.map((c) => c.file),
      ...LANGUAGE_CODES.map(jobIndexChunk),
      ...prerenderOnly,
      ...onDemandChunks,
      ...workerScripts,
    ].filter(Boolean),
  )
  const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`

  // The typeface: the first screen's font file preloaded, and the page's script stylesheet
  // (Arabic, Japanese, Korean, Chinese) linked (src/app/scriptFonts.ts says why).
  // The manifest names a package's file by its path from the project, which is not always
  // `node_modules/…` (a linked node_modules resolves elsewhere): found by the package path's end.
  const packageFile = (source: string) => {
    const key = Object.keys(manifest).find((name) => name === source || name.endsWith(`/${source}`))
    if (!key) throw new Error(`pageHead: ${source} is not in the build`)
    return manifest[key]!.file
  }
  // The entry imports React's client renderer only when it hydrates: fetched with the other chunks, not a second later.
  const reactDomClient = packageFile('react-dom/client.js')
  // A font of the project's own (src/…) or of a Fontsource package.
  const fontSource = (file: string) => (file.startsWith('src/') ? file : `@fontsource-variable/${file}`)
  const fontLinks = Object.fromEntries(
    LANGUAGE_CODES.map((lang: LanguageCode) => {
      const first = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${packageFile(fontSource(FIRST_SCREEN_FONTS[lang]))}">`
      const stylesheet =
        lang in SCRIPT_FONT_STYLESHEETS
          ? SCRIPT_FONT_STYLESHEETS[lang as keyof typeof SCRIPT_FONT_STYLESHEETS]
          : undefined
      return [
        lang,
        first + (stylesheet ? `<link rel="stylesheet" crossorigin href="/${packageFile(stylesheet)}">` : ''),
      ]
    }),
  )
  const hashScript = `window.__VITE_REACT_SSG_HASH__ = '${buildId(manifest)}'`

  return (route, html) => {
    // The charset must come first in <head>; the head manager puts its tags before it.
    html = html.replace(/\s*<meta charset="UTF-8"\s*\/?>/i, '').replace('<head>', '<head><meta charset="UTF-8">')
    const { lang, path } = splitLanguage(
      '/' +
        pageFile(route)
          .replace(/\.html$/, '')
          .replace(/(^|\/)index$/, ''),
    )
    // The pre-renderer preloads every catalog part it loaded while rendering; a page needs only its
    // language's shell and its own page's part, the job search its language's index, and a job page
    // its own job's data. Fetch those alongside the app, not after it.
    const own = [...ownCatalogParts(lang, html), showsJobSearch(path) ? jobIndexChunk(lang) : undefined].filter(
      Boolean,
    ) as string[]
    const jobId = path.startsWith(jobPath('')) ? path.slice(jobPath('').length) : ''
    const jobData = /^[a-z0-9-]+$/.test(jobId)
      ? `<link rel="preload" as="fetch" crossorigin href="${jobDataPath(lang, jobId)}">`
      : ''
    html = html.replace(/<link rel="modulepreload"[^>]*href="\/([^"]*)">/g, (link, file: string) =>
      notPreloaded.has(file) ? '' : link,
    )
    html = html.replace('</head>', `${[reactDomClient, ...own].map(preload).join('')}${jobData}</head>`)
    return deferHydration(html, fontLinks[lang]!).replace(HASH_PLACEHOLDER, hashScript)
  }
}
