/** Set by vite.config.ts at build time. */
declare const __BUILD_YEAR__: number | undefined
/** The build's date (YYYY-MM-DD): job postings' age is told relative to it. */
declare const __BUILD_DATE__: string | undefined
