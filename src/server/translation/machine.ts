// Machine translation through @google-cloud/translate (API v2), used by the
// catalog script and by the site's /api/translate. Key and endpoint come from
// the environment; GOOGLE_CLOUD_TRANSLATE_ENDPOINT replaces the whole URL
// (that is how tests point it at a local fake of the service).
import { v2 } from '@google-cloud/translate'
import { protect, unprotect } from './protect'

export interface MachineTranslator {
  /** English → target; the result is matched to the input by position. */
  translate(texts: readonly string[], target: string): Promise<string[]>
}

/** The service takes at most 128 strings a request and recommends about 5,000 characters. */
export const MAX_BATCH_STRINGS = 128
export const MAX_BATCH_CHARS = 5000

export function batches(texts: readonly string[]): string[][] {
  const out: string[][] = []
  let current: string[] = []
  let chars = 0
  for (const text of texts) {
    if (current.length && (current.length >= MAX_BATCH_STRINGS || chars + text.length > MAX_BATCH_CHARS)) {
      out.push(current)
      current = []
      chars = 0
    }
    current.push(text)
    chars += text.length
  }
  if (current.length) out.push(current)
  return out
}

export function googleTranslator(options: { key: string; endpoint?: string }): MachineTranslator {
  if (options.endpoint) process.env.GOOGLE_CLOUD_TRANSLATE_ENDPOINT = options.endpoint
  const client = new v2.Translate({ key: options.key })
  return {
    async translate(texts, target) {
      const results: string[] = []
      for (const batch of batches(texts.map(protect))) {
        const [translated] = await client.translate(batch, { from: 'en', to: target, format: 'html' })
        const list = Array.isArray(translated) ? translated : [translated]
        results.push(...list.map(unprotect))
      }
      return results
    },
  }
}
