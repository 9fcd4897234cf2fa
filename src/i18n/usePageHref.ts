import { useCallback } from 'react'
import { pageHref, type PageKey } from '../config/paths'
import { useTranslation } from './TranslationProvider'

/** Links to a page in the language of the page being shown. */
export function usePageHref(): (key: PageKey) => string {
  const { language } = useTranslation()
  return useCallback((key: PageKey) => pageHref(key, language), [language])
}
