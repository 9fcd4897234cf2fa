import {
  createContext,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { IntlProvider, type MessageFormatElement } from 'react-intl'
import { useLocation, useNavigate } from 'react-router-dom'
import { STORAGE_KEYS } from '../config/constants'
import { DEFAULT_LANGUAGE, directionOf, languageTag, type LanguageCode } from '../config/languages'
import { localizedPath, splitLanguage } from '../config/paths'
import { loadCatalog, loadedCatalog, onCatalogLoaded } from './catalogs'
import { englishSource } from './defineMessages'
import { isSimpleMessage, literalMessage } from './literal'
import { translateText } from './runtimeTranslation'

export type TranslationState = {
  language: LanguageCode
  dir: 'ltr' | 'rtl'
  /** Raised while a chosen language loads; the selector is disabled meanwhile. */
  isLoading: boolean
  changeLanguage: (code: LanguageCode) => Promise<void>
}

const TranslationContext = createContext<TranslationState | null>(null)

export function useTranslation(): TranslationState {
  const state = useContext(TranslationContext)
  if (!state) throw new Error('useTranslation must be used within a TranslationProvider')
  return state
}

export function storePreferredLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(STORAGE_KEYS.preferredLanguage, code)
  } catch {
    // storage unavailable: the choice still applies to this visit
  }
}

type Props = { language: LanguageCode; children: ReactNode }

export function TranslationProvider({ language, children }: Props) {
  // The shell's part is loaded before the first render of each language (main.tsx), a page's
  // part before the page renders (its route); `use` covers a move to a language not loaded yet.
  const current = () => loadedCatalog(language)
  const catalog = useSyncExternalStore(onCatalogLoaded, current, current) ?? use(loadCatalog(language))
  const navigate = useNavigate()
  const location = useLocation()
  const [isLoading, setLoading] = useState(false)
  const { fallback, onError } = useRuntimeFallback(language)

  const changeLanguage = useCallback(
    async (code: LanguageCode) => {
      if (code === language) return
      setLoading(true)
      storePreferredLanguage(code)
      try {
        await loadCatalog(code)
        const { path } = splitLanguage(location.pathname)
        navigate(localizedPath(code, path) + location.search + location.hash)
      } finally {
        setLoading(false)
      }
    },
    [language, location, navigate],
  )

  const messages = useMemo(() => ({ ...fallback, ...catalog }), [catalog, fallback])
  const state = useMemo<TranslationState>(
    () => ({ language, dir: directionOf(language), isLoading, changeLanguage }),
    [language, isLoading, changeLanguage],
  )

  return (
    <TranslationContext value={state}>
      <IntlProvider
        locale={languageTag(language)}
        defaultLocale={DEFAULT_LANGUAGE}
        messages={messages}
        onError={onError}
      >
        {children}
      </IntlProvider>
    </TranslationContext>
  )
}

type Fallback = { language: LanguageCode; messages: Record<string, MessageFormatElement[]> }
type IntlError = { code?: string; message?: string; descriptor?: { id?: string | number } }

/**
 * A message the catalog lacks shows its English at once and is sent, once,
 * to the runtime fallback; its translation replaces the English when it
 * arrives. All of it belongs to one language: when the provider moves to
 * another, nothing of the previous one is shown or asked for again.
 * English pages never translate.
 */
function useRuntimeFallback(language: LanguageCode) {
  const [fallback, setFallback] = useState<Fallback>({ language, messages: {} })
  // Ids seen missing (during render) and ids already sent, for this language.
  const seen = useRef({ language, missing: new Map<string, string>(), sent: new Set<string>() })
  const [seenCount, setSeenCount] = useState(0)

  const onError = useCallback(
    (error: IntlError) => {
      // Anything else is a fault to see (the tests fail on it): e.g. a message its page's catalog part
      // lacks in English, whose default cannot be formatted without the parser the pages leave out.
      if (error.code !== 'MISSING_TRANSLATION') return console.error(`${error.code ?? 'intl'}: ${error.message ?? ''}`)
      if (language === DEFAULT_LANGUAGE) return
      const id = error.descriptor?.id
      const english = typeof id === 'string' ? englishSource.get(id) : undefined
      if (typeof id !== 'string' || english === undefined || !isSimpleMessage(english)) return
      if (seen.current.language !== language) seen.current = { language, missing: new Map(), sent: new Set() }
      if (seen.current.missing.has(id)) return
      seen.current.missing.set(id, english)
      queueMicrotask(() => setSeenCount((n) => n + 1)) // not during render
    },
    [language],
  )

  // In the browser only (never in the pre-render): send what was not sent yet.
  useEffect(() => {
    const current = seen.current
    if (current.language !== language) return
    for (const [id, english] of current.missing) {
      if (current.sent.has(id)) continue
      current.sent.add(id)
      void translateText(current.language, english).then((text) => {
        if (!text || seen.current !== current) return // English stays; or the provider moved to another language
        setFallback((prev) => ({
          language: current.language,
          messages: { ...(prev.language === current.language ? prev.messages : {}), [id]: literalMessage(text) },
        }))
      })
    }
  }, [seenCount, language])

  return { fallback: fallback.language === language ? fallback.messages : NO_MESSAGES, onError }
}

const NO_MESSAGES: Record<string, MessageFormatElement[]> = {}
