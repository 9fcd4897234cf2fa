// The typed table of the site's pages: canonical path, alternate spellings and
// menu key. Nothing else in the code builds a page URL by hand.
import { DEFAULT_LANGUAGE, type LanguageCode, isLanguageCode } from './languages'
import { PRINCIPLES_PATH } from './brand'

export const PAGES = {
  home: { path: '/' },
  'about.vision': { path: '/aboutus/ourvision' },
  'about.history': { path: '/aboutus/history' },
  'about.certifications': { path: '/aboutus/certifications' },
  'about.awards': { path: '/aboutus/awards' },
  'about.clients': { path: '/aboutus/clients' },
  'solutions.talent': { path: '/solutions/talent', aliases: ['/oursolutions'] },
  'solutions.technology': { path: '/solutions/technologySection' },
  'solutions.transformation': { path: '/solutions/transformation' },
  'gcc.talent': { path: '/gccOfferings/talent' },
  // The mobile menu of the old site spelled these two in lower case.
  'gcc.workplace': { path: '/gccOfferings/workplacestrategy', aliases: ['/gccofferings/workplacestrategy'] },
  'gcc.operations': { path: '/gccOfferings/businessoperations', aliases: ['/gccofferings/businessoperations'] },
  'impact.stories': { path: '/impact/successstories' },
  'impact.csr': { path: '/impact/csr' },
  'impact.testimonials': { path: '/impact/testimonals' },
  'media.gallery': { path: '/News_and_Media/picture_gallery' },
  'media.videos': { path: '/News_and_Media/video', aliases: ['/News_and_Media/Video', '/video'] },
  'media.press': {
    path: '/News_and_Media/press_Release',
    aliases: ['/News_and_Media/press_release', '/press_release', '/press_Release'],
  },
  'careers.search': { path: '/careers/job_search', aliases: ['/careers/joinus'] },
  'careers.jobDetails': { path: '/jobdetails' },
  // The apply form as a route (SPEC): without a job it has nothing of its own to show, so
  // search engines are asked to leave it out (noindex), and the sitemaps do.
  'careers.easyApply': { path: '/easyapplymodal', noindex: true },
  'connect.contact': { path: '/connect/contact' },
  'connect.locations': { path: '/connect/locations' },
  'policy.privacy': { path: '/privacy-policy' },
  'policy.disclaimer': { path: '/disclaimer' },
  'policy.terms': { path: '/terms-of-use' },
  'policy.antiSpam': { path: '/anti-spam-policy' },
  'policy.principles': { path: PRINCIPLES_PATH },
  'policy.accessibility': { path: '/accessibility' },
  // Site search: its pages run the search index's WebAssembly, so their CSP allows that (server/security.ts).
  search: { path: '/search' },
} as const satisfies Record<string, { path: string; aliases?: readonly string[]; noindex?: true }>

export type PageKey = keyof typeof PAGES
export const PAGE_KEYS = Object.keys(PAGES) as PageKey[]

/** A page search engines are asked not to index: it has a noindex robots tag and no sitemap entry. */
export function isNoindex(key: PageKey): boolean {
  const page = PAGES[key]
  return 'noindex' in page && page.noindex
}

export function aliasesOf(key: PageKey): readonly string[] {
  const page = PAGES[key]
  return 'aliases' in page ? page.aliases : []
}

/** The URL of a path in a language: English unprefixed, the others under `/{code}`. */
export function localizedPath(lang: LanguageCode, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}

export function pageHref(key: PageKey, lang: LanguageCode): string {
  return localizedPath(lang, PAGES[key].path)
}

/** Splits `/fr/impact/csr` into `fr` and `/impact/csr`; an unprefixed path is English. */
export function splitLanguage(pathname: string): { lang: LanguageCode; path: string } {
  const match = /^\/([a-zA-Z]{2})(?=\/|$)(.*)$/.exec(pathname)
  const code = match?.[1]?.toLowerCase()
  if (match && isLanguageCode(code) && code !== DEFAULT_LANGUAGE) {
    return { lang: code, path: match[2] || '/' }
  }
  return { lang: DEFAULT_LANGUAGE, path: pathname || '/' }
}

/** Every spelling a visitor may type, lower-cased, mapped to the page it reaches. */
const SPELLINGS: ReadonlyMap<string, PageKey> = new Map(
  PAGE_KEYS.flatMap((key) => [PAGES[key].path, ...aliasesOf(key)].map((p) => [p.toLowerCase(), key] as const)),
)

export function pageForPath(path: string): PageKey | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return SPELLINGS.get(trimmed.toLowerCase())
}

/**
 * The canonical URL for a requested one, or undefined when it is unknown.
 * Case, alternate spellings, a trailing slash and the language prefix's case
 * are all normalised; gallery details keep their id.
 */
export function canonicalUrlFor(pathname: string): string | undefined {
  const { lang, path } = splitLanguage(pathname)
  const key = pageForPath(path)
  if (key) return pageHref(key, lang)
  const detail = /^\/(?:news_and_media\/picture_gallery|gallery)\/([^/]+)\/?$/i.exec(path)
  if (detail?.[1]) return localizedPath(lang, galleryEventPath(detail[1]))
  const job = /^\/careers\/jobs\/([^/]+)\/?$/i.exec(path)
  if (job?.[1]) return localizedPath(lang, jobPath(job[1].toLowerCase()))
  return undefined
}

/** Each picture-gallery event's own page (also reached at /gallery/{id}). */
export const galleryEventPath = (id: string) => `${PAGES['media.gallery'].path}/${id}`

/** Each job opening's own page. */
export const jobPath = (id: string) => `/careers/jobs/${id}`

/** The pages that show a job posting (its own page and /jobdetails), by unprefixed path. */
export const showsPosting = (path: string) =>
  path.startsWith(jobPath('')) || path.toLowerCase() === PAGES['careers.jobDetails'].path

/** True for the job search's addresses (its alias too): the pages that load the job index. */
export const showsJobSearch = (path: string) =>
  [PAGES['careers.search'].path, ...(PAGES['careers.search'].aliases ?? [])].some(
    (known) => known.toLowerCase() === path.toLowerCase(),
  )

/** Where the built site keeps the search index (Pagefind's bundle), loaded only by the search page. */
export const SEARCH_BUNDLE_PATH = '/pagefind/'

/** True for the search page in any language (`/search`, `/fr/search`), which alone runs the index's WebAssembly. */
export const isSearchPage = (pathname: string) => splitLanguage(pathname).path === PAGES.search.path

/** Menu key of a path: the section whose title is highlighted. */
export function menuKeyOf(path: string): string {
  const first = path.split('/')[1] ?? ''
  return first.toLowerCase()
}
