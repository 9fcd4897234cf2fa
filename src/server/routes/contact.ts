// POST /api/contact: validated again with the form's own schema, in the
// visitor's language; stored with its mail in one transaction before the
// answer. JSON gets JSON; a form posted without JavaScript gets a page.
// GET /api/altcha/challenge: the anti-bot challenge the form solves.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CONTACT_FIELDS, contactText, validateContact, type ContactErrors } from '../../forms/contact'
import type { AntiBot } from '../antiBot'
import { translatorFor, requestLanguage } from '../i18n'
import { contactMail } from '../mail/contactMail'
import { contactResultPage } from './contactResultPage'

export type ContactRouteOptions = {
  antiBot: AntiBot
  inbox: string
  perHour: number
  localesDir?: string
}

type Body = Record<string, unknown>

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')

export async function contactRoutes(app: FastifyInstance, opts: ContactRouteOptions): Promise<void> {
  app.get(
    '/api/altcha/challenge',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return opts.antiBot.challenge()
    },
  )

  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: {
          max: opts.perHour,
          timeWindow: '1 hour',
          errorResponseBuilder: (request, context) => {
            const t = translatorFor(requestLanguage(undefined, request.headers['accept-language']), opts.localesDir)
            return { statusCode: context.statusCode, error: 'Too Many Requests', message: t(contactText.tooMany) }
          },
        },
      },
    },
    async (request, reply) => {
      const body: Body = request.body && typeof request.body === 'object' ? (request.body as Body) : {}
      const lang = requestLanguage(body.lang, request.headers['accept-language'])
      const t = translatorFor(lang, opts.localesDir)
      const form = isFormPost(request)
      const input = Object.fromEntries(
        CONTACT_FIELDS.map((f) => [f, typeof body[f] === 'string' ? body[f] : undefined]),
      )

      const answer = (status: number, json: object, page: () => string) =>
        form ? reply.code(status).type('text/html; charset=utf-8').send(page()) : reply.code(status).send(json)

      const result = validateContact(input, t)
      if (!result.ok) {
        return answer(422, { error: t(contactText.fixFields), fields: result.errors }, () =>
          contactResultPage({ lang, t, errors: result.errors, values: input }),
        )
      }

      // A filled honeypot is a bot: it is told "sent", and nothing is kept.
      if (typeof body.website === 'string' && body.website.trim() !== '') {
        request.log.info('contact honeypot filled; dropped')
        return answer(201, { message: t(contactText.sent) }, () => contactResultPage({ lang, t }))
      }

      // Scripted forms must carry a solved challenge; a form posted without
      // JavaScript cannot, so it is accepted on the rate limit and honeypot alone, and marked.
      const verified = await opts.antiBot.verify(typeof body.altcha === 'string' ? body.altcha : undefined)
      if (!verified && (!form || body.altcha)) {
        return answer(422, { error: t(contactText.notVerified), fields: {} satisfies ContactErrors }, () =>
          contactResultPage({ lang, t, errors: {}, values: input, notice: t(contactText.notVerified) }),
        )
      }

      const mail = contactMail(result.values, { inbox: opts.inbox, lang, verified, receivedAt: new Date() })
      const id = app.store.saveContactMessage({ ...result.values, lang, verified }, mail)
      request.log.info({ contactId: id, verified }, 'contact message stored')
      app.outbox.wake()
      return answer(201, { message: t(contactText.sent) }, () => contactResultPage({ lang, t }))
    },
  )
}
