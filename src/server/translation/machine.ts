// Machine translation through @google-cloud/translate (API v2), used by the
// catalog script and by the site's /api/translate. Key and endpoint come from
// the environment; GOOGLE_CLOUD_TRANSLATE_ENDPOINT replaces the whole URL
// (that is how tests point it at a local fake of the service).
import { v2 } from '@google-cloud/translate'
import { isPlainText, planMessage } from './protect'
import { toServiceError, TranslationServiceError } from './serviceError'

export { TranslationServiceError }

export interface MachineTranslator {
  /** English ICU messages (or plain text) → target; the result is matched to the input by position. */
  translate(texts: readonly string[], target: string): Promise<string[]>
  /** Characters the service would be sent (and bill) for these texts. */
  upstreamChars(texts: readonly string[], target: string): number
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

type Options = { key: string; endpoint?: string; timeoutMs?: number }

/**
 * What goes upstream for each text: plain text as it stands (format `text`,
 * costing only its own characters); a message with placeholders, tags or
 * plural branches as protected HTML segments.
 */
function upstreamSegments(text: string, target: string) {
  if (isPlainText(text)) return { plain: [text], html: [], rebuild: ([t]: readonly string[]) => t ?? '' }
  const plan = planMessage(text, target)
  return { plain: [], html: plan.segments, rebuild: plan.rebuild }
}

export function googleTranslator(options: Options): MachineTranslator {
  if (options.endpoint) process.env.GOOGLE_CLOUD_TRANSLATE_ENDPOINT = options.endpoint
  const client = new v2.Translate({ key: options.key })
  const timeoutMs = options.timeoutMs

  async function send(segments: string[], target: string, format: 'text' | 'html'): Promise<string[]> {
    const results: string[] = []
    if (!segments.length) return results
    for (const batch of batches(segments)) {
      const request = client.translate(batch, { from: 'en', to: target, format })
      const [translated] = await (timeoutMs ? withTimeout(request, timeoutMs) : request).catch((error: unknown) => {
        throw toServiceError(error, options.key)
      })
      const list = Array.isArray(translated) ? translated : [translated]
      // A short answer would leave texts (or plural branches) empty: refuse it whole.
      if (list.length !== batch.length)
        throw new TranslationServiceError(`the service answered ${list.length} of ${batch.length} texts`)
      results.push(...list)
    }
    return results
  }

  return {
    upstreamChars(texts, target) {
      return texts
        .map((text) => upstreamSegments(text, target))
        .reduce((sum, s) => sum + [...s.plain, ...s.html].reduce((n, seg) => n + seg.length, 0), 0)
    },
    async translate(texts, target) {
      const plans = texts.map((text) => upstreamSegments(text, target))
      const [plain, html] = await Promise.all([
        send(
          plans.flatMap((p) => p.plain),
          target,
          'text',
        ),
        send(
          plans.flatMap((p) => p.html),
          target,
          'html',
        ),
      ])
      let p = 0
      let h = 0
      return plans.map((plan) => {
        if (plan.plain.length) return plan.rebuild(plain.slice(p, (p += plan.plain.length)))
        return plan.rebuild(html.slice(h, (h += plan.html.length)))
      })
    },
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
