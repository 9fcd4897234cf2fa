// The Noto family of each script Noto Sans does not cover, for its own
// language's pages only: the Japanese, Korean and Chinese stylesheets are
// each about 100 KB of @font-face rules (one per subset of characters), more
// than all the rest of the site's CSS. The post-build links a page's one in
// its <head> (scripts/lib/pageHead.ts); loadScriptFont.ts loads it for a visitor
// who switches language without a page load. Noto Sans itself is in main.tsx.
import type { LanguageCode } from '../config/languages'

/** Each script font's stylesheet, by language: the post-build finds them in the build's manifest by these paths. */
export const SCRIPT_FONT_STYLESHEETS = {
  ar: 'src/app/fonts/arabic.css',
  ja: '@fontsource-variable/noto-sans-jp/wght.css',
  ko: '@fontsource-variable/noto-sans-kr/wght.css',
  zh: '@fontsource-variable/noto-sans-sc/wght.css',
} as const

/**
 * The one font file a page's first screen is sure to need, preloaded so the
 * text swaps in early: the script most of its words are in (Japanese, Korean
 * and Chinese are split in a hundred files by character, none of them sure).
 */
export const FIRST_SCREEN_FONTS: Record<LanguageCode, string> = {
  en: 'noto-sans/files/noto-sans-latin-wght-normal.woff2',
  es: 'noto-sans/files/noto-sans-latin-wght-normal.woff2',
  fr: 'noto-sans/files/noto-sans-latin-wght-normal.woff2',
  de: 'noto-sans/files/noto-sans-latin-wght-normal.woff2',
  it: 'noto-sans/files/noto-sans-latin-wght-normal.woff2',
  pt: 'noto-sans/files/noto-sans-latin-wght-normal.woff2',
  ru: 'noto-sans/files/noto-sans-cyrillic-wght-normal.woff2',
  ja: 'noto-sans/files/noto-sans-latin-wght-normal.woff2',
  ko: 'noto-sans/files/noto-sans-latin-wght-normal.woff2',
  zh: 'noto-sans/files/noto-sans-latin-wght-normal.woff2',
  hi: 'noto-sans/files/noto-sans-devanagari-wght-normal.woff2',
  // Its core letters, cut from the whole file (src/app/fonts/arabic.css).
  ar: 'src/app/fonts/noto-sans-arabic-core.woff2',
}
