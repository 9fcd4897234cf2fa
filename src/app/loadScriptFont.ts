// Loads a language's script stylesheet (scriptFonts.ts) for a visitor who switches language
// without a page load. Apart from the lists there, which the build reads too (as data: the
// build's config cannot bundle a stylesheet).
import type { LanguageCode } from '../config/languages'

export const SCRIPT_FONTS = {
  ar: () => import('./fonts/arabic.css'),
  ja: () => import('@fontsource-variable/noto-sans-jp/wght.css'),
  ko: () => import('@fontsource-variable/noto-sans-kr/wght.css'),
  zh: () => import('@fontsource-variable/noto-sans-sc/wght.css'),
} satisfies Partial<Record<LanguageCode, () => Promise<unknown>>>

/** Loads the language's script stylesheet, if it has one (it is shared, and loaded once). */
export function loadScriptFont(language: LanguageCode): void {
  if (language in SCRIPT_FONTS) void SCRIPT_FONTS[language as keyof typeof SCRIPT_FONTS]()
}
