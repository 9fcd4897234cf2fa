/** Set by vite.config.ts at build time. */
declare const __BUILD_YEAR__: number | undefined
/** The build's date (YYYY-MM-DD): job postings' age is told relative to it. */
declare const __BUILD_DATE__: string | undefined

/** The photographs' manifest, written by the build (scripts/lib/photos.ts). */
declare module 'virtual:photos' {
  const manifest: import('./lib/photos').PhotoManifest
  export default manifest
}
