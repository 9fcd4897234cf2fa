// POST /api/translate: the runtime fallback's endpoint. It holds the key (the
// browser never sees one), answers from its cache first, and speaks the
// response shape of the v2 API the client reads.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { TRANSLATED_LANGUAGES } from '../../config/languages'
import type { MachineTranslator } from '../translation/machine'

const body = z.object({
  q: z.union([z.string().min(1).max(5000), z.array(z.string().min(1).max(5000)).min(1).max(128)]),
  target: z.enum(TRANSLATED_LANGUAGES as [string, ...string[]]),
  source: z.literal('en').optional(),
})

export async function translateRoutes(
  app: FastifyInstance,
  opts: { translator?: MachineTranslator; perMinute: number },
): Promise<void> {
  app.post(
    '/api/translate',
    { config: { rateLimit: { max: opts.perMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = body.safeParse(request.body)
      if (!parsed.success) return reply.code(400).send({ error: 'Invalid translation request' })
      if (!opts.translator) return reply.code(503).send({ error: 'Translation is not configured' })
      const { target } = parsed.data
      const texts = Array.isArray(parsed.data.q) ? parsed.data.q : [parsed.data.q]
      const results = texts.map((text) => app.store.cachedTranslation(target, text))
      const missing = [...new Set(texts.filter((_, i) => results[i] === undefined))]
      if (missing.length) {
        let translated: string[]
        try {
          translated = await opts.translator.translate(missing, target)
        } catch (error) {
          request.log.error({ err: error }, 'machine translation failed')
          return reply.code(502).send({ error: 'Translation failed' })
        }
        missing.forEach((text, i) => {
          const value = translated[i]
          if (value) app.store.saveTranslation(target, text, value)
        })
        texts.forEach((text, i) => {
          if (results[i] === undefined) results[i] = translated[missing.indexOf(text)]
        })
      }
      return { data: { translations: results.map((translatedText) => ({ translatedText: translatedText ?? '' })) } }
    },
  )
}
