// The job search answered by the server without script (src/server/jobSearch.ts)
// against the page itself: the pre-rendered page (rendered as the build does,
// with no query) and the server's answer for a query must be exactly what the
// page renders for that query before it runs, so the page hydrates onto the
// server's answer with no mismatch and no flash, in every language.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGE_CODES, type LanguageCode } from '../../src/config/languages'
import { pageHref } from '../../src/config/paths'
import { JOBS, openJobs, todayIso } from '../../src/content/jobs'
import { loadCatalog } from '../../src/i18n/catalogs'
import { loadJobSearchIndex } from '../../src/content/jobs/indexChunks'
import { TranslationProvider } from '../../src/i18n/TranslationProvider'
import { JobSearch } from '../../src/pages/careers/JobSearch'
import { intlFor } from '../../src/server/i18n'
import { jobSearchPage } from '../../src/server/jobSearch'

beforeAll(async () => {
  // The page's catalogs are compiled from locales/ (the server reads locales/ itself). They must be there
  // before this module is loaded (the catalog loader lists them when it is imported): npm run test:unit
  // compiles them first.
  if (!existsSync('src/i18n/compiled/fr/index.ts')) throw new Error('No compiled catalogs: run npm run i18n:compile')
  for (const lang of LANGUAGE_CODES) {
    await loadCatalog(lang)
    await loadCatalog(lang, 'careers/JobSearchPage')
    await loadJobSearchIndex(lang)
  }
}, 120_000)

/** The search as the page renders it for a URL before it runs (as the build does, and as hydration does). */
const renderPage = (lang: LanguageCode, query = '') =>
  renderToString(
    <MemoryRouter initialEntries={[`${pageHref('careers.search', lang)}${query ? `?${query}` : ''}`]}>
      <TranslationProvider language={lang}>
        <JobSearch />
      </TranslationProvider>
    </MemoryRouter>,
  )

/** HTML as a browser reads it (and as the build writes its pages: vite-react-ssg serializes them with jsdom). */
// jsdom ships no types of its own; this is the part used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window } }
const { document } = new JSDOM('<!doctype html>').window
const parsed = (html: string) => {
  const body = document.createElement('body')
  body.innerHTML = html
  return body.innerHTML
}

const serverAnswer = (lang: LanguageCode, query: string, jobs = openJobs(JOBS, todayIso())) =>
  jobSearchPage(parsed(renderPage(lang)), {
    lang,
    intl: intlFor(lang),
    path: pageHref('careers.search', lang),
    query: new URLSearchParams(query),
    jobs,
  })

const QUERIES = [
  '',
  'keyword=data&country=US',
  'keyword=engineer&page=2',
  'page=3',
  `page=${10 ** 9}`,
  'page=-1',
  'country=IN&state=maharashtra&city=pune',
  'country=US&state=maharashtra',
  'country=ZZ&type=x&status=y',
  'keyword=zzzz-nothing',
  `keyword=${encodeURIComponent('<script>alert("x")</script> & \' "q"')}`,
  `keyword=${'a'.repeat(5000)}`,
  'type=contract&status=urgent',
]

describe('the job search without script', () => {
  it.each(LANGUAGE_CODES)('answers every query with what the page renders for it (%s)', (lang) => {
    for (const query of QUERIES)
      expect(parsed(serverAnswer(lang, query) ?? ''), `${lang} ?${query}`).toBe(parsed(renderPage(lang, query)))
  })
})

describe('the server’s answer', () => {
  const region = (html: string) => parsed(html).slice(parsed(html).indexOf('id="job-results"'))

  it('is the query’s, in the page’s language, not the page as built', () => {
    const built = parsed(renderPage('fr'))
    const answer = parsed(serverAnswer('fr', 'keyword=data&country=US') ?? '')
    expect(answer).not.toBe(built)
    expect(answer).toContain('value="data"')
    expect(answer).toContain('<option value="US" selected="">')
    expect(region(answer)).toMatch(/offres? trouvées?|Aucune offre/)
  })

  it('shows Back to All Jobs only for a search that narrows the list', () => {
    const backLink = (html: string) => /<a [^>]*data-back-to-all=""[^>]*>/.exec(parsed(html))?.[0] ?? ''
    expect(backLink(renderPage('en'))).toContain('hidden=""')
    expect(backLink(serverAnswer('en', '') ?? '')).toContain('hidden=""')
    expect(backLink(serverAnswer('en', 'page=2') ?? '')).toContain('hidden=""')
    expect(backLink(serverAnswer('en', 'keyword=data') ?? '')).not.toContain('hidden')
    expect(backLink(serverAnswer('ar', 'type=contract') ?? '')).not.toContain('hidden')
  })

  it('leaves out the jobs it is not given (closed since the build)', () => {
    const open = openJobs(JOBS, todayIso())
    const [closed, ...rest] = open
    expect(region(serverAnswer('en', '', open) ?? '')).toContain(`/careers/jobs/${closed!.id}"`)
    const answer = region(serverAnswer('en', '', rest) ?? '')
    expect(answer).not.toContain(`/careers/jobs/${closed!.id}"`)
    expect(answer).toContain(`${rest.length} job`)
  })

  it('escapes what the visitor typed, and answers nothing for a page without the search', () => {
    const answer = serverAnswer('en', `keyword=${encodeURIComponent('"><script>alert(1)</script>')}`) ?? ''
    expect(answer).not.toContain('<script>alert(1)')
    expect(answer).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(
      jobSearchPage('<main><p>No search here</p></main>', {
        lang: 'en',
        intl: intlFor('en'),
        path: '/careers/job_search',
        query: new URLSearchParams('keyword=x'),
        jobs: JOBS,
      }),
    ).toBeUndefined()
  })
})
