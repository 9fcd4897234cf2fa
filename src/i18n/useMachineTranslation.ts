import { useEffect, useState } from 'react'
import { DEFAULT_LANGUAGE } from '../config/languages'
import { translateText } from './runtimeTranslation'
import { useTranslation } from './TranslationProvider'

export type MachineTranslation = { texts: readonly string[]; translated: boolean }

/**
 * Text written in English only (job postings) in the page's language through
 * the runtime fallback. The English is shown first (and stays when no
 * translation can be had); `translated` tells the caller to mark the result
 * as machine-translated from English.
 */
export function useMachineTranslation(
  english: readonly string[],
  options: { skip?: boolean } = {},
): MachineTranslation {
  const { language } = useTranslation()
  const [result, setResult] = useState<MachineTranslation>({ texts: english, translated: false })
  const key = english.join('\u0000')
  useEffect(() => {
    setResult({ texts: english, translated: false })
    if (language === DEFAULT_LANGUAGE || options.skip) return
    let live = true
    void Promise.all(english.map((text) => translateText(language, text))).then((texts) => {
      if (live && texts.every((t) => t)) setResult({ texts: texts as string[], translated: true })
    })
    return () => {
      live = false
    }
    // `key` stands for the texts' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, language, options.skip])
  return result
}
