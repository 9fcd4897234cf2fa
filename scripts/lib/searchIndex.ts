// The site search's index (Pagefind), written into the export after the
// pre-render: one index per language (Pagefind splits by `<html lang>`), of
// each page's `<main>` only (`data-pagefind-body`, app/LanguageLayout.tsx).
// Only pages that are their own canonical URL are indexed: the alternate
// spellings (files whose canonical link names another path), the not-found
// pages and anything else marked noindex are left out, and so are the search
// page itself and the /jobdetails address the server redirects.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import * as pagefind from 'pagefind'
import { PAGES, SEARCH_BUNDLE_PATH, splitLanguage } from '../../src/config/paths'

/** Pages that are their own canonical URL but hold nothing to find. */
const NOT_SEARCHABLE = new Set<string>([PAGES.search.path, PAGES['careers.jobDetails'].path])

/** What Pagefind writes for its ready-made interfaces: the site draws its own (pages/search). */
const UNUSED_BUNDLE_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
]

/** The URL a built file is served at: `fr/impact/csr.html` → `/fr/impact/csr`, `index.html` → `/`. */
export function urlOfFile(relativePath: string): string {
  const path =
    '/' +
    relativePath
      .split(sep)
      .join('/')
      .replace(/\.html$/, '')
  return path === '/index' ? '/' : path
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** The tags of a kind in a page's head, e.g. every `<link …>`. */
const tagsIn = (html: string, name: string) =>
  html.slice(0, html.indexOf('</head>')).match(new RegExp(`<${name}\\s[^>]*>`, 'g')) ?? []

/** Why a built page stays out of the index, or undefined when it is indexed. */
export function exclusionOf(url: string, html: string): 'noindex' | 'alternate' | 'not searchable' | undefined {
  if (
    tagsIn(html, 'meta').some(
      (tag) => attribute(tag, 'name') === 'robots' && /noindex/.test(attribute(tag, 'content') ?? ''),
    )
  )
    return 'noindex'
  const canonical = tagsIn(html, 'link').find((tag) => attribute(tag, 'rel') === 'canonical')
  const href = canonical && attribute(canonical, 'href')
  if (!href || new URL(href).pathname !== url) return 'alternate'
  if (NOT_SEARCHABLE.has(splitLanguage(url).path)) return 'not searchable'
  return undefined
}

/**
 * Pagefind joins the text of neighbouring inline elements without a space
 * (a job's `<span>India</span><span>Full-time</span>` became "IndiaFull-time",
 * found by neither word): the copy it indexes gets one between them.
 */
export const spaceInlineElements = (html: string) =>
  html.replace(/(<\/(?:a|abbr|b|em|i|label|mark|q|small|span|strong|time)>)(?=<[a-zA-Z])/g, '$1 ')

export type SearchIndexReport = {
  indexed: string[]
  excluded: Map<string, string>
  languages: Record<string, { page_count: number }>
  bytes: number
  ms: number
}

/** Indexes the export's pages (`files`: every built HTML file) and writes the bundle into `dist/pagefind`. */
export async function writeSearchIndex(dist: string, files: readonly string[]): Promise<SearchIndexReport> {
  const started = Date.now()
  const bundle = join(dist, SEARCH_BUNDLE_PATH)
  rmSync(bundle, { recursive: true, force: true })
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`)
  const indexed: string[] = []
  const excluded = new Map<string, string>()
  const pages = files.map((file) => ({ url: urlOfFile(relative(dist, file)), file }))
  // A few at a time: Pagefind's indexer is a separate process working through a queue.
  for (let i = 0; i < pages.length; i += 32) {
    await Promise.all(
      pages.slice(i, i + 32).map(async ({ url, file }) => {
        const html = readFileSync(file, 'utf8')
        const reason = exclusionOf(url, html)
        if (reason) return void excluded.set(url, reason)
        const added = await index.addHTMLFile({ url, content: spaceInlineElements(html) })
        if (added.errors.length) throw new Error(`pagefind: ${url}: ${added.errors.join('; ')}`)
        indexed.push(url)
      }),
    )
  }
  const written = await index.writeFiles({ outputPath: bundle })
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`)
  await pagefind.close()
  for (const name of UNUSED_BUNDLE_FILES) rmSync(join(bundle, name), { force: true })
  const entry = JSON.parse(readFileSync(join(bundle, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>
  }
  const bytes = readdirSync(bundle, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0)
  return { indexed: indexed.sort(), excluded, languages: entry.languages, bytes, ms: Date.now() - started }
}
