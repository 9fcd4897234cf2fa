// The site search's index (scripts/lib/searchIndex.ts): which built pages go
// in, proven on a small export of real-shaped pages indexed by Pagefind itself.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BRAND } from '../../src/config/brand'
import { aliasesOf, PAGES } from '../../src/config/paths'
import { exclusionOf, spaceInlineElements, urlOfFile, writeSearchIndex } from '../../scripts/lib/searchIndex'

/** A page as the pre-render writes it: head with canonical link (or robots noindex), main marked for the index. */
function page({
  lang = 'en',
  canonical,
  noindex = false,
  body,
}: {
  lang?: string
  canonical?: string
  noindex?: boolean
  body: string
}) {
  const head = [
    noindex ? '<meta data-rh="true" name="robots" content="noindex">' : '',
    canonical ? `<link data-rh="true" rel="canonical" href="${BRAND.siteUrl}${canonical}">` : '',
  ].join('')
  return `<!DOCTYPE html><html lang="${lang}" dir="ltr"><head><meta charset="UTF-8"><title>t</title>${head}</head><body><header>Menu words everywhere</header><main id="main" data-pagefind-body="">${body}</main><footer>Footer words</footer></body></html>`
}

const talent = PAGES['solutions.talent'].path
const talentAlias = aliasesOf('solutions.talent')[0]!

describe('which pages the search index takes', () => {
  it('names each file by the URL the server answers it at', () => {
    expect(urlOfFile('index.html')).toBe('/')
    expect(urlOfFile('fr.html')).toBe('/fr')
    expect(urlOfFile(join('fr', 'impact', 'csr.html'))).toBe('/fr/impact/csr')
  })

  it('takes a page that is its own canonical URL', () => {
    expect(exclusionOf(talent, page({ canonical: talent, body: '<h1>Talent</h1>' }))).toBeUndefined()
    expect(
      exclusionOf(`/ja${talent}`, page({ lang: 'ja', canonical: `/ja${talent}`, body: '<h1>人材</h1>' })),
    ).toBeUndefined()
  })

  it('leaves out an alternate spelling (its canonical link names another path), a not-found page and the search page', () => {
    expect(exclusionOf(talentAlias, page({ canonical: talent, body: '<h1>Talent</h1>' }))).toBe('alternate')
    expect(exclusionOf('/404', page({ noindex: true, body: '<h1>Not found</h1>' }))).toBe('noindex')
    expect(exclusionOf('/fr/404', page({ lang: 'fr', noindex: true, body: '<h1>Introuvable</h1>' }))).toBe('noindex')
    expect(exclusionOf(PAGES.search.path, page({ canonical: PAGES.search.path, body: '<h1>Search</h1>' }))).toBe(
      'not searchable',
    )
    // No canonical link at all: not a page of the route table.
    expect(exclusionOf('/somewhere', page({ body: '<h1>?</h1>' }))).toBe('alternate')
  })

  it('keeps the words of neighbouring inline elements apart', () => {
    expect(spaceInlineElements('<p><span>Bengaluru, India</span><span>Full-time</span><time>Oct 30</time></p>')).toBe(
      '<p><span>Bengaluru, India</span> <span>Full-time</span> <time>Oct 30</time></p>',
    )
    // Block elements are apart already; text inside an element is untouched.
    expect(spaceInlineElements('<li>One</li><li>Two</li>')).toBe('<li>One</li><li>Two</li>')
  })

  it('indexes a small export with Pagefind: one index per language, the alias and the 404 pages left out', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'search-dist-'))
    const write = (file: string, html: string) => {
      mkdirSync(join(dist, file, '..'), { recursive: true })
      writeFileSync(join(dist, file), html)
      return join(dist, file)
    }
    const files = [
      write('index.html', page({ canonical: '/', body: '<h1>Welcome</h1><p>Quokka consulting.</p>' })),
      write(`${talent.slice(1)}.html`, page({ canonical: talent, body: '<h1>Talent</h1><p>Quokka hiring.</p>' })),
      write(`${talentAlias.slice(1)}.html`, page({ canonical: talent, body: '<h1>Talent</h1><p>Quokka hiring.</p>' })),
      write(`ja${talent}.html`, page({ lang: 'ja', canonical: `/ja${talent}`, body: '<h1>人材</h1><p>採用</p>' })),
      write('404.html', page({ noindex: true, body: '<h1>Not found</h1><p>Quokka missing.</p>' })),
      write('ja/404.html', page({ lang: 'ja', noindex: true, body: '<h1>見つかりません</h1>' })),
    ]
    const report = await writeSearchIndex(dist, files)
    expect(report.indexed).toEqual(['/', `/ja${talent}`, talent])
    expect([...report.excluded.keys()].sort()).toEqual(['/404', talentAlias, '/ja/404'].sort())
    expect(Object.keys(report.languages).sort()).toEqual(['en', 'ja'])
    expect(report.languages.en?.page_count).toBe(2)
    expect(report.languages.ja?.page_count).toBe(1)
    expect(report.bytes).toBeGreaterThan(0)
    // The browser side: the script, its worker and the index; not Pagefind's ready-made interfaces.
    expect(existsSync(join(dist, 'pagefind', 'pagefind.js'))).toBe(true)
    expect(existsSync(join(dist, 'pagefind', 'pagefind-worker.js'))).toBe(true)
    expect(existsSync(join(dist, 'pagefind', 'pagefind-ui.js'))).toBe(false)
    const entry = JSON.parse(readFileSync(join(dist, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, unknown>
    }
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'ja'])
  }, 60_000)
})
