// POST /api/translate: the runtime fallback's endpoint. It holds the key (the
// browser never sees one) and translates only what the site publishes and the
// target language lacks: per language, the English its catalog and postings
// memory do not hold (the list the build writes, scripts/lib/translatable.ts).
// Everything else is refused before any cost. Requests are capped, each client
// address may spend a share of the day's characters and the whole server the
// day's budget, a failing provider is left alone for a while, and answers are
// cached (the cache can hold no more than a set number of entries: the newest
// stay). The response has the shape of the v2 API the client reads.
import type { FastifyInstance } from 'fastify'
import { z } from '../../lib/zod'
import { TRANSLATED_LANGUAGES } from '../../config/languages'
import { DAY_MS, type FormBudgets } from '../formGuard'
import type { MachineTranslator } from '../translation/machine'

export type TranslateLimits = {
  /** Requests per minute and client address. */
  perMinute: number
  /** Strings and characters in one request. */
  maxStrings: number
  maxChars: number
  /** Characters the whole server may send upstream per UTC day. */
  dailyCharBudget: number
  /** Characters one client address may have sent upstream per UTC day (its share of the budget). */
  clientDailyCharBudget: number
  /** How long a failed call keeps the provider from being asked again. */
  failureCooldownMs: number
  /** Translations the server cache keeps at most. */
  cacheMaxEntries: number
}

export type TranslateOptions = TranslateLimits & {
  translator?: MachineTranslator
  /** True for English the current build publishes and `lang`'s catalog or postings memory lacks. */
  isTranslatable: (text: string, lang: string) => boolean
  budgets: FormBudgets
  now?: () => number
}

export const TRANSLATE_ERRORS = {
  invalid: 'Invalid translation request: send { q: string | string[], target: one of the site’s languages }',
  notPublished: 'Only text this site publishes, and the language’s catalog lacks, can be translated',
  notConfigured: 'Translation is not configured',
  budget: 'The daily translation budget is spent; pages keep their English until tomorrow',
  clientBudget:
    'This address has used its share of today’s translation budget; pages keep their English until tomorrow',
  unavailable: 'Translation is unavailable for a moment',
  failed: 'Translation failed',
} as const

export async function translateRoutes(app: FastifyInstance, opts: TranslateOptions): Promise<void> {
  const now = opts.now ?? Date.now
  const body = z.object({
    q: z.union([z.string().min(1), z.array(z.string().min(1)).min(1).max(opts.maxStrings)]),
    target: z.enum(TRANSLATED_LANGUAGES as [string, ...string[]]),
    source: z.literal('en').optional(),
  })
  let failedAt = -Infinity

  app.post(
    '/api/translate',
    { config: { rateLimit: { max: opts.perMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = body.safeParse(request.body)
      if (!parsed.success) return reply.code(400).send({ error: TRANSLATE_ERRORS.invalid })
      const { target } = parsed.data
      const texts = Array.isArray(parsed.data.q) ? parsed.data.q : [parsed.data.q]
      const asked = texts.reduce((n, text) => n + text.length, 0)
      if (asked > opts.maxChars) {
        return reply.code(413).send({ error: `At most ${opts.maxChars} characters can be translated in one request` })
      }
      const unknown = texts.filter((text) => !opts.isTranslatable(text, target)).length
      if (unknown) return reply.code(422).send({ error: TRANSLATE_ERRORS.notPublished, unknown })
      if (!opts.translator) return reply.code(503).send({ error: TRANSLATE_ERRORS.notConfigured })

      const results = await Promise.all(texts.map((text) => app.store.cachedTranslation(target, text)))
      const missing = [...new Set(texts.filter((_, i) => results[i] === undefined))]
      if (missing.length) {
        if (now() - failedAt < opts.failureCooldownMs) {
          return reply
            .code(503)
            .header('retry-after', Math.ceil(opts.failureCooldownMs / 1000))
            .send({
              error: TRANSLATE_ERRORS.unavailable,
            })
        }
        const cost = opts.translator.upstreamChars(missing, target)
        const day = new Date(now()).toISOString().slice(0, 10)
        const untilTomorrow = Math.ceil((DAY_MS - (now() % DAY_MS)) / 1000)
        // The client's share first, so one address cannot spend the day for every visitor.
        if (!(await opts.budgets.spend('translate', request.ip, opts.clientDailyCharBudget, DAY_MS, cost))) {
          request.log.warn({ budget: opts.clientDailyCharBudget }, "a client's daily translation share is spent")
          return reply.code(429).header('retry-after', untilTomorrow).send({ error: TRANSLATE_ERRORS.clientBudget })
        }
        // Counted before the call (a failed call may still be billed), in one step, so requests
        // arriving together on any server cannot all pass; over the budget, both counts are given back.
        if ((await app.store.addTranslationSpend(day, cost)) > opts.dailyCharBudget) {
          await app.store.addTranslationSpend(day, -cost)
          await opts.budgets.refund('translate', request.ip, DAY_MS, cost)
          request.log.warn({ day, budget: opts.dailyCharBudget }, 'daily translation budget spent')
          return reply.code(503).header('retry-after', untilTomorrow).send({ error: TRANSLATE_ERRORS.budget })
        }
        let translated: string[]
        try {
          translated = await opts.translator.translate(missing, target)
        } catch (error) {
          failedAt = now()
          request.log.error({ err: error }, 'machine translation failed')
          return reply.code(502).send({ error: TRANSLATE_ERRORS.failed })
        }
        for (const [i, text] of missing.entries()) {
          const value = translated[i]
          if (value) await app.store.saveTranslation(target, text, value)
        }
        await app.store.trimTranslations(opts.cacheMaxEntries)
        texts.forEach((text, i) => {
          if (results[i] === undefined) results[i] = translated[missing.indexOf(text)]
        })
      }
      return { data: { translations: results.map((translatedText) => ({ translatedText: translatedText ?? '' })) } }
    },
  )
}
