// The Noto family of each script Noto Sans does not cover, for its own
// language's pages only: the Japanese, Korean and Chinese stylesheets are
// each about 100 KB of @font-face rules (one per subset of characters), more
// than all the rest of the site's CSS. The post-build links a page's one in
// its <head> (scripts/postbuild.ts); loading it here serves a visitor who
// switches language without a page load. Noto Sans itself is in main.tsx.
import type { LanguageCode } from '../config/languages'

/** Each script font's stylesheet, by language: the post-build finds them in the build's manifest by these paths. */
export const SCRIPT_FONT_STYLESHEETS = {
  ar: '@fontsource-variable/noto-sans-arabic/wght.css',
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
  ar: 'noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
}

export const SCRIPT_FONTS = {
  ar: () => import('@fontsource-variable/noto-sans-arabic/wght.css'),
  ja: () => import('@fontsource-variable/noto-sans-jp/wght.css'),
  ko: () => import('@fontsource-variable/noto-sans-kr/wght.css'),
  zh: () => import('@fontsource-variable/noto-sans-sc/wght.css'),
} satisfies Partial<Record<LanguageCode, () => Promise<unknown>>>

/** Loads the language's script stylesheet, if it has one (it is shared, and loaded once). */
export function loadScriptFont(language: LanguageCode): void {
  if (language in SCRIPT_FONTS) void SCRIPT_FONTS[language as keyof typeof SCRIPT_FONTS]()
}
