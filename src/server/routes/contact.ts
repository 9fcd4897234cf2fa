// POST /api/contact: validated again with the form's own schema, in the
// visitor's language; stored with its mail in one transaction before the
// answer. JSON gets JSON; a form posted without JavaScript gets a page.
// GET /api/altcha/challenge: the anti-bot challenge the form solves.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CONTACT_FIELDS, contactText, validateContact } from '../../forms/contact'
import type { AntiBot } from '../antiBot'
import { errorStatus, retryText, type RouteError } from '../errorAnswer'
import { HOUR_MS, isCrossSite, type FormBudgets } from '../formGuard'
import { translatorFor, requestLanguage } from '../i18n'
import { contactMail } from '../mail/contactMail'
import { contactResultPage } from './contactResultPage'

export type ContactRouteOptions = {
  antiBot: AntiBot
  budgets: FormBudgets
  inbox: string
  /** Messages kept per client address and hour. */
  perHour: number
  /** Of those, sent without the anti-bot proof (no JavaScript), per address and hour. */
  unverifiedPerHour: number
  /** Unverified messages mailed per hour, all addresses together; past it they are held for review. */
  unverifiedMailedPerHour: number
  /** Challenges per client address and minute. */
  challengesPerMinute: number
  localesDir?: string
}

type Body = Record<string, unknown>

export const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')

/** The no-script visitor's values, to show again beside an error: nothing typed is lost. */
export const contactInput = (body: unknown) => {
  const fields: Body = body && typeof body === 'object' ? (body as Body) : {}
  return Object.fromEntries(CONTACT_FIELDS.map((f) => [f, typeof fields[f] === 'string' ? fields[f] : undefined]))
}

export async function contactRoutes(app: FastifyInstance, opts: ContactRouteOptions): Promise<void> {
  app.get(
    '/api/altcha/challenge',
    { config: { rateLimit: { max: opts.challengesPerMinute, timeWindow: '1 minute' } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return opts.antiBot.challenge()
    },
  )

  // Errors thrown on this route (the flood guard's 429, the database away's 503, a fault's 500) in the
  // visitor's language, and as a page with their values for a no-script post.
  app.setErrorHandler((error: RouteError, request, reply) => {
    const status = errorStatus(error, request, reply, 'contact request failed')
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body
    const lang = requestLanguage(body.lang, request.headers['accept-language'])
    const t = translatorFor(lang, opts.localesDir)
    const message =
      status === 429
        ? t(contactText.tooMany)
        : status === 503
          ? t(retryText(error))
          : status >= 500
            ? t(contactText.failed)
            : error.message || 'Bad request'
    if (!isFormPost(request)) return reply.code(status).send({ error: message, message })
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(contactResultPage({ lang, t, errors: {}, values: contactInput(body), notice: message }))
  })

  app.post(
    '/api/contact',
    // A flood guard only: the hourly budget below counts kept messages, not typos.
    { config: { rateLimit: { max: 30, timeWindow: '1 minute', hook: 'preHandler' } } },
    async (request, reply) => {
      const body: Body = request.body && typeof request.body === 'object' ? (request.body as Body) : {}
      const lang = requestLanguage(body.lang, request.headers['accept-language'])
      const t = translatorFor(lang, opts.localesDir)
      const form = isFormPost(request)
      const input = contactInput(body)

      const answer = (status: number, json: object, page: () => string) =>
        form ? reply.code(status).type('text/html; charset=utf-8').send(page()) : reply.code(status).send(json)
      const refuse = (status: number, message: string) =>
        answer(status, { error: message, message }, () =>
          contactResultPage({ lang, t, errors: {}, values: input, notice: message }),
        )

      if (isCrossSite(request)) return refuse(403, t(contactText.crossSite))

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
      // JavaScript cannot, so it is accepted on tighter budgets, and marked.
      const verified = await opts.antiBot.verify(typeof body.altcha === 'string' ? body.altcha : undefined)
      if (!verified && (!form || body.altcha)) {
        return answer(422, { error: t(contactText.notVerified), message: t(contactText.notVerified), fields: {} }, () =>
          contactResultPage({ lang, t, errors: {}, values: input, notice: t(contactText.notVerified) }),
        )
      }

      const { budgets } = opts
      if (
        !(await budgets.spend('contact', request.ip, opts.perHour, HOUR_MS)) ||
        (!verified && !(await budgets.spend('contact-unverified', request.ip, opts.unverifiedPerHour, HOUR_MS)))
      ) {
        return refuse(429, t(contactText.tooMany))
      }
      // Past the server's unverified budget a message is kept but not mailed: an operator releases it.
      const held =
        !verified &&
        !(await budgets.spend('contact-unverified-mailed', 'server', opts.unverifiedMailedPerHour, HOUR_MS))

      const mail = contactMail(result.values, { inbox: opts.inbox, lang, verified, receivedAt: new Date() })
      const id = await app.store.saveContactMessage({ ...result.values, lang, verified, held }, mail)
      request.log.info({ contactId: id, verified, held }, 'contact message stored')
      if (!held) app.outbox.wake()
      return answer(201, { message: t(contactText.sent) }, () => contactResultPage({ lang, t }))
    },
  )
}
