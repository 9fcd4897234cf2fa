// Precompiled catalogs (ICU already parsed to AST at build time, so no parser
// ships to the browser), split per language (scripts/i18n-compile.ts): the
// language's module holds the shell's part and a loader per page module's
// part, so a page loads its language's shell and its own part, each once, and
// renders with everything of its language loaded so far.
import type { MessageFormatElement } from 'react-intl'
import type { LanguageCode } from '../config/languages'
import { SHELL_PART } from './catalogParts'

export type Messages = Record<string, MessageFormatElement[]>
export type LanguageCatalog = { shell: Messages; parts: Record<string, () => Promise<{ default: Messages }>> }

const languages = import.meta.glob<{ default: LanguageCatalog }>('./compiled/*/index.ts')
const loaded = new Map<LanguageCode, Messages>()
const pending = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()
const shellLoaded = new Set<LanguageCode>()

async function partOf(lang: LanguageCode, part: string): Promise<Messages> {
  const load = languages[`./compiled/${lang}/index.ts`]
  if (!load) return {}
  const catalog = (await load()).default
  if (part === SHELL_PART) return catalog.shell
  return (await catalog.parts[part]?.())?.default ?? {}
}

/** Loads a part of a language's catalog (the shell unless a page's part is named); resolves once it is in. */
export function loadCatalog(lang: LanguageCode, part: string = SHELL_PART): Promise<void> {
  const key = `${lang}/${part}`
  let promise = pending.get(key)
  if (!promise) {
    promise = partOf(lang, part).then((messages) => {
      // A new object: whoever renders this language sees the part arrive.
      loaded.set(lang, { ...loaded.get(lang), ...messages })
      if (part === SHELL_PART) shellLoaded.add(lang)
      for (const listener of listeners) listener()
    })
    pending.set(key, promise)
  }
  return promise
}

/** Everything loaded of the language's catalog so far, or undefined before its shell is in. */
export function loadedCatalog(lang: LanguageCode): Messages | undefined {
  return shellLoaded.has(lang) ? loaded.get(lang) : undefined
}

/** Calls `listener` whenever a part arrives; returns the unsubscribe. */
export function onCatalogLoaded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
