// Messages in the visitor's language on the server (form errors, the no-script
// result page), from the same catalogs as the site.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import Negotiator from 'negotiator'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, languageTag, type LanguageCode } from '../config/languages'
import type { Translate } from '../forms/contact'

/** The catalogs, found from this module, whatever folder the server was started from. */
export const LOCALES_DIR = fileURLToPath(new URL('../../locales', import.meta.url))

const cache = createIntlCache()
const intls = new Map<string, IntlShape>()

/** The language's messages for the server's own pages, from the site's catalogs (kept per language and folder). */
export function intlFor(lang: LanguageCode, localesDir = LOCALES_DIR): IntlShape {
  const key = `${lang}\0${localesDir}`
  let intl = intls.get(key)
  if (!intl) {
    const messages =
      lang === DEFAULT_LANGUAGE
        ? {}
        : (JSON.parse(readFileSync(join(localesDir, `${lang}.json`), 'utf8')) as Record<string, string>)
    intl = createIntl(
      { locale: languageTag(lang), defaultLocale: DEFAULT_LANGUAGE, messages, onError: () => {} },
      cache,
    )
    intls.set(key, intl)
  }
  return intl
}

const translators = new Map<string, Translate>()

/** One translator per language and folder, kept: the forms cache their schemas by it. */
export function translatorFor(lang: LanguageCode, localesDir = LOCALES_DIR): Translate {
  const key = `${lang}\0${localesDir}`
  let t = translators.get(key)
  if (!t) {
    const intl = intlFor(lang, localesDir)
    translators.set(key, (t = (message, values) => intl.formatMessage(message, values)))
  }
  return t
}

/**
 * The form's `lang` field when valid, else the best match of Accept-Language
 * (by q-value, a region or script matching its language: fr-CA → fr), else English.
 */
export function requestLanguage(field: unknown, acceptLanguage: string | undefined): LanguageCode {
  if (isLanguageCode(field)) return field
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([...LANGUAGE_CODES])
  return isLanguageCode(best) ? best : DEFAULT_LANGUAGE
}
