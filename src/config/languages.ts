// The twelve languages of SPEC section 9. English is the default and the
// translation source; it lives unprefixed, the others under `/{code}/`.
export const LANGUAGES = [
  // tag: the BCP 47 tag of the variant the text is written in, for lang, hreflang and Intl
  // (Portuguese is Brazil's: the office and most Portuguese-speaking candidates are there;
  // Chinese is written in Simplified characters). The URL prefix stays the short code.
  // ogLocale: the language_TERRITORY form Open Graph expects, for the same variant.
  { code: 'en', tag: 'en', name: 'English', flag: 'gb', dir: 'ltr', ogLocale: 'en_GB' },
  { code: 'es', tag: 'es', name: 'Español', flag: 'es', dir: 'ltr', ogLocale: 'es_ES' },
  { code: 'fr', tag: 'fr', name: 'Français', flag: 'fr', dir: 'ltr', ogLocale: 'fr_FR' },
  { code: 'de', tag: 'de', name: 'Deutsch', flag: 'de', dir: 'ltr', ogLocale: 'de_DE' },
  { code: 'it', tag: 'it', name: 'Italiano', flag: 'it', dir: 'ltr', ogLocale: 'it_IT' },
  { code: 'pt', tag: 'pt-BR', name: 'Português', flag: 'br', dir: 'ltr', ogLocale: 'pt_BR' },
  { code: 'ru', tag: 'ru', name: 'Русский', flag: 'ru', dir: 'ltr', ogLocale: 'ru_RU' },
  { code: 'ja', tag: 'ja', name: '日本語', flag: 'jp', dir: 'ltr', ogLocale: 'ja_JP' },
  { code: 'ko', tag: 'ko', name: '한국어', flag: 'kr', dir: 'ltr', ogLocale: 'ko_KR' },
  { code: 'zh', tag: 'zh-Hans', name: '中文', flag: 'cn', dir: 'ltr', ogLocale: 'zh_CN' },
  { code: 'hi', tag: 'hi', name: 'हिन्दी', flag: 'in', dir: 'ltr', ogLocale: 'hi_IN' },
  { code: 'ar', tag: 'ar', name: 'العربية', flag: 'sa', dir: 'rtl', ogLocale: 'ar_AR' },
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

/** The BCP 47 tag of a language's text (pt-BR, zh-Hans), for lang, hreflang and Intl. */
export function languageTag(code: LanguageCode): string {
  return languageOf(code).tag
}

export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return languageOf(code).dir
}

/** Languages whose forms ask for the family name first, as their people write a name (山田 太郎). */
const FAMILY_NAME_FIRST: ReadonlySet<LanguageCode> = new Set(['ja', 'ko', 'zh'])
export const familyNameFirst = (code: LanguageCode): boolean => FAMILY_NAME_FIRST.has(code)
