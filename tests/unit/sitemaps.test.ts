import { describe, expect, it } from 'vitest'
import { jobLastModified, sitemapPaths, sitemaps } from '../../scripts/lib/sitemaps'
import { LANGUAGE_CODES } from '../../src/config/languages'
import { PAGES, PAGE_KEYS, isNoindex } from '../../src/config/paths'

const SITE = 'https://example.org'
const PATHS = ['/', '/impact/csr', '/careers/jobs/a', '/careers/jobs/b', '/careers/jobs/c']

describe('sitemaps', () => {
  it('is an index of one sitemap per language, each with every page and its alternates', () => {
    const files = sitemaps(SITE, PATHS)
    const index = files.get('sitemap.xml')!
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(index.match(/<sitemap>/g)).toHaveLength(LANGUAGE_CODES.length)
    expect(index).toContain(`<loc>${SITE}/sitemaps/ar.xml</loc>`)
    expect([...files.keys()].slice(1)).toEqual(LANGUAGE_CODES.map((lang) => `sitemaps/${lang}.xml`))

    const ar = files.get('sitemaps/ar.xml')!
    expect(ar.match(/<url>/g)).toHaveLength(PATHS.length)
    expect(ar).toContain(`<loc>${SITE}/ar/impact/csr</loc>`)
    expect(ar).not.toContain(`<loc>${SITE}/impact/csr</loc>`)
    expect(ar).toContain(`hreflang="x-default" href="${SITE}/impact/csr"`)
    expect(ar).toContain(`hreflang="pt-BR" href="${SITE}/pt/impact/csr"`)
    expect(ar.match(/<xhtml:link /g)).toHaveLength(PATHS.length * (LANGUAGE_CODES.length + 1))
    expect(files.get('sitemaps/en.xml')).toContain(`<loc>${SITE}/</loc>`)
  })

  it('gives a job page the day it was posted as <lastmod>, and no made-up day to the others', () => {
    const jobs = [
      { id: 'a', postedAt: '2026-11-02' },
      { id: 'b', postedAt: '2026-11-20' },
    ]
    const files = sitemaps(SITE, PATHS, 3, jobLastModified(jobs))
    const fr = files.get('sitemaps/fr.xml')!
    expect(fr).toContain(`<loc>${SITE}/fr/careers/jobs/a</loc>\n    <lastmod>2026-11-02</lastmod>`)
    expect(fr.match(/<lastmod>/g)).toHaveLength(1) // the file's first three pages: /, /impact/csr and job a
    expect(files.get('sitemaps/fr-2.xml')).toContain(`/fr/careers/jobs/b</loc>\n    <lastmod>2026-11-20</lastmod>`)
    expect(files.get('sitemaps/fr-2.xml')).not.toContain(`/fr/careers/jobs/c</loc>\n    <lastmod>`)
    const index = files.get('sitemap.xml')!
    expect(index).toContain(`<loc>${SITE}/sitemaps/fr.xml</loc>\n    <lastmod>2026-11-02</lastmod>`)
    expect(index).toContain(`<loc>${SITE}/sitemaps/fr-2.xml</loc>\n    <lastmod>2026-11-20</lastmod>`)
  })

  it("splits a language's sitemap when it has more pages than a file holds", () => {
    const files = sitemaps(SITE, PATHS, 2)
    expect([...files.keys()].filter((name) => name.startsWith('sitemaps/fr'))).toEqual([
      'sitemaps/fr.xml',
      'sitemaps/fr-2.xml',
      'sitemaps/fr-3.xml',
    ])
    expect(files.get('sitemaps/fr-3.xml')!.match(/<url>/g)).toHaveLength(1)
    expect(files.get('sitemap.xml')!.match(/<sitemap>/g)).toHaveLength(3 * LANGUAGE_CODES.length)
  })

  it('list every page of the route table but /jobdetails and the noindex ones (/easyapplymodal), each event and job', () => {
    const paths = sitemapPaths(['boat-camp'], ['data-engineer-toronto'])
    expect(isNoindex('careers.easyApply')).toBe(true)
    expect(paths).not.toContain('/easyapplymodal')
    expect(paths).not.toContain('/jobdetails')
    expect(paths).toContain('/careers/job_search')
    expect(paths).toContain('/News_and_Media/picture_gallery/boat-camp')
    expect(paths).toContain('/careers/jobs/data-engineer-toronto')
    const indexed = PAGE_KEYS.filter((key) => key !== 'careers.jobDetails' && !isNoindex(key))
    expect(paths).toHaveLength(indexed.length + 2)
    expect(indexed.map((key) => PAGES[key].path)).toContain('/')
    expect(sitemaps(SITE, paths).get('sitemaps/de.xml')).not.toContain('easyapplymodal')
  })
})
