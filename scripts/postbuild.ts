// After the pre-render (which finished each page's head and precompressed the
// pages: scripts/lib/prerender.ts): the loader-data manifest, the sitemaps and
// robots.txt, the strings the runtime translation may be asked for, the
// precompressed copies of everything else text-like for the server, and last
// the host configurations (nginx, static hosts) from the server's own rules.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { BRAND } from '../src/config/brand'
import { LANGUAGE_CODES } from '../src/config/languages'
import { GALLERY_EVENT_IDS } from '../src/content/galleryEvents'
import { JOBS as ALL_JOBS, isOpen, jobFacts, openJobs } from '../src/content/jobs'
import { FEEDS_FILE, feedOf, feedPath, jobFeedXml } from '../src/content/jobs/feed'
import { CLOSED_JOBS_FILE, JOBS_FILE, TRANSLATABLE_FILE } from '../src/server/siteBuild'
import { LocaleFiles } from './lib/catalogs'
import { builtFeeds } from './lib/jobFeeds'
import { widgetOrigins, writeHostConfig } from './lib/hostConfig'
import { writeJobImages } from './lib/jobImages'
import { writeJobPageData } from './lib/jobPages'
import { buildId, readManifest } from './lib/pageHead'
import { compressible, Precompressor, PRECOMPRESS_CACHE } from './lib/precompress'
import { POSTINGS_DIR } from './lib/postings'
import { writeSearchIndex } from './lib/searchIndex'
import { jobLastModified, sitemapPaths, sitemaps } from './lib/sitemaps'
import { translatableByLanguage } from './lib/translatable'

const DIST = 'dist'
/** The build publishes the jobs open today; the server drops each from then on as it closes (siteBuild.ts). */
const JOBS = openJobs()

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

// vite-react-ssg writes loader data for every page although no route has a
// loader; an empty manifest keeps client navigation from fetching any of it.
// Its pages name the build's own manifest (scripts/lib/pageHead.ts), not the random one it wrote.
for (const file of readdirSync(DIST)) {
  if (file.startsWith('static-loader-data-manifest-')) rmSync(join(DIST, file))
}
writeFileSync(join(DIST, `static-loader-data-manifest-${buildId(readManifest(DIST))}.json`), '{}')
rmSync(join(DIST, 'static-loader-data'), { recursive: true, force: true })

// What the runtime translation fallback may be asked for: per language, the
// English its catalog and postings memory lack (scripts/lib/translatable.ts).
// The server's /api/translate refuses anything else.
const locales = new LocaleFiles('locales')
const postingMemory = new LocaleFiles(POSTINGS_DIR)
const translatable = translatableByLanguage(
  locales.source(),
  (lang) => locales.catalog(lang),
  (lang) => postingMemory.catalog(lang),
  JOBS,
)
mkdirSync(join(DIST, '.meta'), { recursive: true })
writeFileSync(join(DIST, TRANSLATABLE_FILE), JSON.stringify(translatable))
writeFileSync(join(DIST, JOBS_FILE), JSON.stringify(JOBS))
// The content's jobs closed already: no page, but their addresses answer 410 with similar roles.
writeFileSync(join(DIST, CLOSED_JOBS_FILE), JSON.stringify(ALL_JOBS.filter((job) => !isOpen(job)).map(jobFacts)))
// Each job page's own data (the job and its translation), loaded by that page alone; the jobs
// closed already have theirs too, so the 410 page the server sends stays "closed" once its script runs.
writeJobPageData([...JOBS, ...ALL_JOBS.filter((job) => !isOpen(job))], DIST)

// The job feeds for aggregators, one per language, and what they list for the
// server, which leaves out the jobs that close after the build (routes/feeds.ts).
const feeds = builtFeeds(JOBS, new Date())
writeFileSync(join(DIST, FEEDS_FILE), JSON.stringify(feeds))
mkdirSync(join(DIST, 'feeds'), { recursive: true })
for (const lang of LANGUAGE_CODES) writeFileSync(join(DIST, feedPath(lang)), jobFeedXml(feedOf(feeds, lang)))

// Each job's link-preview picture in each language (drawn only when new or changed).
const images = await writeJobImages(JOBS, DIST)
console.log(`postbuild: ${images.pictures} job pictures, ${images.drawn} drawn, in ${(images.ms / 1000).toFixed(1)} s`)

// The sitemaps: every indexed page in every language, each with its alternates.
const canonicalPaths = sitemapPaths(
  GALLERY_EVENT_IDS,
  JOBS.map((job) => job.id),
)
rmSync(join(DIST, 'sitemaps'), { recursive: true, force: true })
mkdirSync(join(DIST, 'sitemaps'))
const sitemapFiles = sitemaps(BRAND.siteUrl, canonicalPaths, undefined, jobLastModified(JOBS))
for (const [name, text] of sitemapFiles) writeFileSync(join(DIST, name), text)
writeFileSync(join(DIST, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${BRAND.siteUrl}/sitemap.xml\n`)

// The site search's index, per language, of the pages that are their own canonical URL.
const search = await writeSearchIndex(
  DIST,
  walk(DIST).filter((f) => f.endsWith('.html')),
)
console.log(
  `postbuild: search index of ${search.indexed.length} pages (${search.excluded.size} left out) in ` +
    `${Object.keys(search.languages).length} languages, ${(search.bytes / 1024).toFixed(0)} KiB, ${(search.ms / 1000).toFixed(1)} s`,
)

// Precompressed copies for the server (brotli and gzip), in worker threads: the
// pages and assets were done during the pre-render (vite.config.ts) and are found
// in the cache, as is every file an earlier build compressed already.
const started = Date.now()
const precompressor = new Precompressor()
for (const file of walk(DIST)) {
  if (!compressible(relative(DIST, file), statSync(file).size)) continue
  await precompressor.ready()
  void precompressor.add(file, readFileSync(file))
}
const { compressed, reused } = await precompressor.close()
const pruned = precompressor.prune(started)
const pages = walk(DIST).filter((f) => f.endsWith('.html')).length
console.log(
  `postbuild: ${pages} pages, ${canonicalPaths.length * LANGUAGE_CODES.length} URLs in ${sitemapFiles.size - 1} sitemaps, ` +
    `${compressed} files precompressed, ${reused} already (${pruned} old copies dropped from ${PRECOMPRESS_CACHE})`,
)

// What nginx and static hosts serve each page with, from the rules the server applies (last: it
// reads every page and dates the compressed copies just written).
console.log(`postbuild: host config ${writeHostConfig(DIST, widgetOrigins())}`)
