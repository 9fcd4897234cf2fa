// Figures of SPEC section 9 that the shell uses, named once so code and
// comments cannot drift apart. Page issues add theirs here.
export const STORAGE_KEYS = {
  preferredLanguage: 'preferredLanguage',
  /** `translation_{language}_{base64 of source text}` */
  translationPrefix: 'translation_',
} as const

/** The logo waits this long before scrolling to the top. */
export const LOGO_SCROLL_DELAY_MS = 50

/** Runtime translation fallback: how long strings gather before one batch call. */
export const TRANSLATION_BATCH_DELAY_MS = 30
/** Google Translation v2 accepts at most 128 strings a request. */
export const TRANSLATION_BATCH_MAX = 128

/**
 * The year of the build, for the copyright line: fixed at build time so the
 * pre-rendered page and the browser agree (a clock read at hydration could not).
 */
export const BUILD_YEAR: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear()

/** The build's date (YYYY-MM-DD), for "Today" / "N days ago" on job postings. */
export const BUILD_DATE: string =
  typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : new Date().toISOString().slice(0, 10)

/** The site search's filters, set on each job page (data-pagefind-filter) and offered on the search page. */
export const SEARCH_FILTERS = ['country', 'type', 'workplace'] as const
export type SearchFilter = (typeof SEARCH_FILTERS)[number]

/** Results shown at first, and added by each "Show more". */
export const SEARCH_RESULTS_PAGE = 10

/** How long a proof-of-work challenge the server issues stays valid. */
export const ANTI_BOT_CHALLENGE_TTL_MS = 20 * 60_000
/**
 * A solution kept this long is solved again before it can be used: a visitor who takes
 * longer than the challenge lives to fill a form still posts a valid one.
 */
export const ANTI_BOT_RENEW_MS = ANTI_BOT_CHALLENGE_TTL_MS - 3 * 60_000
