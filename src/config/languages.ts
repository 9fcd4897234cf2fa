// The twelve languages of SPEC section 9. English is the default and the
// translation source; it lives unprefixed, the others under `/{code}/`.
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: 'gb', dir: 'ltr' },
  { code: 'es', name: 'Español', flag: 'es', dir: 'ltr' },
  { code: 'fr', name: 'Français', flag: 'fr', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', flag: 'de', dir: 'ltr' },
  { code: 'it', name: 'Italiano', flag: 'it', dir: 'ltr' },
  { code: 'pt', name: 'Português', flag: 'pt', dir: 'ltr' },
  { code: 'ru', name: 'Русский', flag: 'ru', dir: 'ltr' },
  { code: 'ja', name: '日本語', flag: 'jp', dir: 'ltr' },
  { code: 'ko', name: '한국어', flag: 'kr', dir: 'ltr' },
  { code: 'zh', name: '中文', flag: 'cn', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', flag: 'in', dir: 'ltr' },
  { code: 'ar', name: 'العربية', flag: 'sa', dir: 'rtl' },
] as const

export type Language = (typeof LANGUAGES)[number]
export type LanguageCode = Language['code']
export type FlagCode = Language['flag']

export const DEFAULT_LANGUAGE: LanguageCode = 'en'
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code)
export const TRANSLATED_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES.filter((c) => c !== DEFAULT_LANGUAGE)

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value)
}

export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0]
}

export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return languageOf(code).dir
}
