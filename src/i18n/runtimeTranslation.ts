// The runtime fallback for strings a catalog lacks (and for job postings that
// HR writes in English): answered from localStorage when stored, otherwise
// gathered into batches for the site's own /api/translate. On failure the
// English stays and SPEC section 8's log lines are written.
import { STORAGE_KEYS, TRANSLATION_BATCH_DELAY_MS, TRANSLATION_BATCH_MAX } from '../config/constants'
import type { LanguageCode } from '../config/languages'

export const TRANSLATE_ENDPOINT = '/api/translate'

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

export function storageKey(lang: LanguageCode, text: string): string {
  return `${STORAGE_KEYS.translationPrefix}${lang}_${base64(text)}`
}

export function readStored(lang: LanguageCode, text: string): string | undefined {
  try {
    return localStorage.getItem(storageKey(lang, text)) ?? undefined
  } catch {
    return undefined // storage unavailable: silently ignored (SPEC 8)
  }
}

function writeStored(lang: LanguageCode, text: string, translated: string): void {
  try {
    localStorage.setItem(storageKey(lang, text), translated)
  } catch {
    // quota or privacy mode: silently ignored (SPEC 8)
  }
}

type Waiter = { text: string; resolve: (value: string | undefined) => void }

/**
 * One page's fallback client: strings asked for within a short delay go out
 * together; once the server says it cannot translate (503: no provider, the
 * day's budget spent, or an outage), nothing more is asked on this page.
 */
export function createRuntimeTranslation(endpoint = TRANSLATE_ENDPOINT) {
  const queues = new Map<LanguageCode, Waiter[]>()
  let unavailable = false

  async function post(lang: LanguageCode, texts: string[]): Promise<string[] | undefined> {
    const single = texts.length === 1
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q: single ? texts[0] : texts, target: lang, source: 'en' }),
      })
      if (!response.ok) {
        if (response.status === 503) unavailable = true
        console.error(
          single ? `Translation failed: ${response.status}` : `Batch translation failed: ${response.status}`,
        )
        return undefined
      }
      const data = (await response.json()) as { data?: { translations?: { translatedText?: string }[] } }
      const list = data.data?.translations ?? []
      return texts.map((_, i) => list[i]?.translatedText ?? '')
    } catch (error) {
      console.error(single ? 'Translation error' : 'Batch translation error', error)
      return undefined
    }
  }

  async function flush(lang: LanguageCode): Promise<void> {
    const waiting = queues.get(lang) ?? []
    queues.delete(lang)
    for (let start = 0; start < waiting.length; start += TRANSLATION_BATCH_MAX) {
      const chunk = waiting.slice(start, start + TRANSLATION_BATCH_MAX)
      const unique = [...new Set(chunk.map((w) => w.text))]
      const results = await post(lang, unique)
      const byText = new Map<string, string | undefined>()
      unique.forEach((text, i) => {
        const translated = results?.[i]
        if (translated) writeStored(lang, text, translated)
        byText.set(text, translated || undefined)
      })
      for (const w of chunk) w.resolve(byText.get(w.text))
    }
  }

  /**
   * Translates English text into `lang`. Resolves to undefined when it cannot,
   * so the caller keeps the English. English itself is never sent.
   */
  return function translateText(lang: LanguageCode, text: string): Promise<string | undefined> {
    if (lang === 'en' || !text.trim()) return Promise.resolve(undefined)
    const stored = readStored(lang, text)
    if (stored !== undefined) return Promise.resolve(stored)
    if (unavailable) return Promise.resolve(undefined)
    return new Promise((resolve) => {
      const queue = queues.get(lang)
      if (queue) {
        queue.push({ text, resolve })
        return
      }
      queues.set(lang, [{ text, resolve }])
      setTimeout(() => void flush(lang), TRANSLATION_BATCH_DELAY_MS)
    })
  }
}

/** The page's fallback client. */
export const translateText = createRuntimeTranslation()
