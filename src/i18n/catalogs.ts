// Precompiled catalogs (ICU already parsed to AST at build time, so no parser
// ships to the browser), one chunk per language, loaded only when needed.
import type { MessageFormatElement } from 'react-intl'
import type { LanguageCode } from '../config/languages'

export type Messages = Record<string, MessageFormatElement[]>

const loaders = import.meta.glob<{ default: Messages }>('./compiled/*.json')
const loaded = new Map<LanguageCode, Messages>()
const pending = new Map<LanguageCode, Promise<Messages>>()

export function loadCatalog(lang: LanguageCode): Promise<Messages> {
  const ready = loaded.get(lang)
  if (ready) return Promise.resolve(ready)
  let promise = pending.get(lang)
  if (!promise) {
    const load = loaders[`./compiled/${lang}.json`]
    promise = (load ? load().then((m) => m.default) : Promise.resolve({})).then((messages) => {
      loaded.set(lang, messages)
      return messages
    })
    pending.set(lang, promise)
  }
  return promise
}

/** The catalog if it has been loaded already (it is, before every render of its language). */
export function loadedCatalog(lang: LanguageCode): Messages | undefined {
  return loaded.get(lang)
}
