// Precompiled catalogs (ICU already parsed to AST at build time, so no parser
// ships to the browser), one chunk per language, loaded only when needed.
import type { MessageFormatElement } from 'react-intl'
import type { LanguageCode } from '../config/languages'
import { languageChunks } from './languageChunks'

export type Messages = Record<string, MessageFormatElement[]>

const catalogs = languageChunks<Messages>(
  import.meta.glob<{ default: Messages }>('./compiled/*.json'),
  (lang) => `./compiled/${lang}.json`,
  {},
)

export const loadCatalog = (lang: LanguageCode): Promise<Messages> => catalogs.load(lang)

/** The catalog if it has been loaded already (it is, before every render of its language). */
export const loadedCatalog = (lang: LanguageCode): Messages | undefined => catalogs.loaded(lang)
