import type { LanguageCode } from '../config/languages'

type Loaders<T> = Record<string, () => Promise<{ default: T }>>

/**
 * Data split into one chunk per language (catalogs, translated postings),
 * each loaded once and then available synchronously for rendering.
 */
export function languageChunks<T>(loaders: Loaders<T>, fileOf: (lang: LanguageCode) => string, empty: T) {
  const loaded = new Map<LanguageCode, T>()
  const pending = new Map<LanguageCode, Promise<T>>()
  return {
    load(lang: LanguageCode): Promise<T> {
      const ready = loaded.get(lang)
      if (ready) return Promise.resolve(ready)
      let promise = pending.get(lang)
      if (!promise) {
        const load = loaders[fileOf(lang)]
        promise = (load ? load().then((m) => m.default) : Promise.resolve(empty)).then((data) => {
          loaded.set(lang, data)
          return data
        })
        pending.set(lang, promise)
      }
      return promise
    },
    /** The chunk if it has been loaded already. */
    loaded(lang: LanguageCode): T | undefined {
      return loaded.get(lang)
    },
  }
}
