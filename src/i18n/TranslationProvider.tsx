import {
  createContext,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { IntlProvider, type MessageFormatElement } from 'react-intl'
import { useLocation, useNavigate } from 'react-router-dom'
import { STORAGE_KEYS } from '../config/constants'
import { DEFAULT_LANGUAGE, directionOf, type LanguageCode } from '../config/languages'
import { localizedPath, splitLanguage } from '../config/paths'
import { loadCatalog, loadedCatalog } from './catalogs'
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

export function readPreferredLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.preferredLanguage)
  } catch {
    return null
  }
}

type Props = { language: LanguageCode; children: ReactNode }

export function TranslationProvider({ language, children }: Props) {
  // Loaded before the first render of each language (main.tsx); `use` covers
  // a client-side move to a language whose chunk has not arrived yet.
  const catalog = loadedCatalog(language) ?? use(loadCatalog(language))
  const navigate = useNavigate()
  const location = useLocation()
  const [isLoading, setLoading] = useState(false)
  const [fallback, setFallback] = useState<Record<string, MessageFormatElement[]>>({})
  const missing = useRef(new Map<string, string>())
  const [missingCount, setMissingCount] = useState(0)

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

  // A message the catalog lacks shows its English at once and is queued for
  // the runtime fallback; English pages never translate.
  const onError = useCallback(
    (error: { code?: string; descriptor?: { id?: string | number } }) => {
      if (error.code !== 'MISSING_TRANSLATION' || language === DEFAULT_LANGUAGE) return
      const id = error.descriptor?.id
      const english = typeof id === 'string' ? englishSource.get(id) : undefined
      if (typeof id === 'string' && english !== undefined && isSimpleMessage(english) && !missing.current.has(id)) {
        missing.current.set(id, english)
        queueMicrotask(() => setMissingCount(missing.current.size))
      }
    },
    [language],
  )

  useEffect(() => {
    if (missingCount === 0) return
    let live = true
    for (const [id, english] of missing.current) {
      if (fallback[id]) continue
      void translateText(language, english).then((text) => {
        if (live && text) setFallback((prev) => ({ ...prev, [id]: literalMessage(text) }))
      })
    }
    return () => {
      live = false
    }
    // `fallback` is read only to skip ids already done.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingCount, language])

  const messages = useMemo(() => ({ ...fallback, ...catalog }), [catalog, fallback])
  const state = useMemo<TranslationState>(
    () => ({ language, dir: directionOf(language), isLoading, changeLanguage }),
    [language, isLoading, changeLanguage],
  )

  return (
    <TranslationContext value={state}>
      <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages} onError={onError}>
        {children}
      </IntlProvider>
    </TranslationContext>
  )
}
