// The sitemaps: sitemap.xml is an index (robots.txt names it) of one sitemap per
// language, sitemaps/{lang}.xml, each page listed with its alternates in every
// language. A language with more pages than a file should hold is split
// (sitemaps/{lang}-2.xml …): the format allows 50,000 URLs and 50 MB a file.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageTag, type LanguageCode } from '../../src/config/languages'
import { PAGE_KEYS, PAGES, galleryEventPath, isNoindex, jobPath, localizedPath } from '../../src/config/paths'

/** URLs a sitemap holds at most here: with their alternates, some 20 MB. */
export const URLS_PER_SITEMAP = 10_000
const MAX_BYTES = 50 * 1024 * 1024

const XML = '<?xml version="1.0" encoding="UTF-8"?>'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/**
 * The canonical paths the sitemaps list: every page of the route table but /jobdetails (the
 * server answers it with the job's own page) and the pages marked noindex, each gallery event,
 * each open job.
 */
export function sitemapPaths(galleryEventIds: readonly string[], jobIds: readonly string[]): string[] {
  return [
    ...PAGE_KEYS.filter((key) => key !== 'careers.jobDetails' && !isNoindex(key)).map((key) => PAGES[key].path),
    ...galleryEventIds.map(galleryEventPath),
    ...jobIds.map(jobPath),
  ]
}

/** The day each job's page last changed (the day it was posted), by canonical path: the sitemaps' `<lastmod>`. */
export const jobLastModified = (jobs: readonly { id: string; postedAt: string }[]): Map<string, string> =>
  new Map(jobs.map((job) => [jobPath(job.id), job.postedAt]))

/**
 * The sitemap files, by their path from the site's root: the index first.
 * `paths` are the canonical paths of the pages (each exists in every language);
 * `lastModified` the day a page last changed, for those that have one we know
 * (a job's): a page without gets no `<lastmod>` rather than a made-up one.
 */
export function sitemaps(
  siteUrl: string,
  paths: readonly string[],
  perFile = URLS_PER_SITEMAP,
  lastModified: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const lastmod = (day: string | undefined) => (day ? `\n    <lastmod>${day}</lastmod>` : '')
  const url = (lang: LanguageCode, path: string) => siteUrl + localizedPath(lang, path).replace(/^\/$/, '/')
  const entry = (lang: LanguageCode, path: string) => {
    const alternates = [
      ...LANGUAGE_CODES.map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${languageTag(alt)}" href="${url(alt, path)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE, path)}"/>`,
    ]
    return `  <url>\n    <loc>${url(lang, path)}</loc>${lastmod(lastModified.get(path))}\n${alternates.join('\n')}\n  </url>`
  }
  const files = new Map<string, string>()
  const newest = new Map<string, string>()
  for (const lang of LANGUAGE_CODES) {
    for (let start = 0, n = 1; start < paths.length; start += perFile, n++) {
      const name = `sitemaps/${lang}${n > 1 ? `-${n}` : ''}.xml`
      const part = paths.slice(start, start + perFile)
      const days = part.flatMap((path) => lastModified.get(path) ?? []).sort()
      if (days.length) newest.set(name, days[days.length - 1]!)
      const entries = part.map((path) => entry(lang, path))
      files.set(
        name,
        `${XML}\n<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
      )
    }
  }
  for (const [name, text] of files)
    if (Buffer.byteLength(text) > MAX_BYTES) throw new Error(`sitemaps: ${name} is over 50 MB; lower URLS_PER_SITEMAP`)
  const index = [...files.keys()].map(
    (name) => `  <sitemap>\n    <loc>${siteUrl}/${name}</loc>${lastmod(newest.get(name))}\n  </sitemap>`,
  )
  return new Map([
    ['sitemap.xml', `${XML}\n<sitemapindex xmlns="${NS}">\n${index.join('\n')}\n</sitemapindex>\n`],
    ...files,
  ])
}
