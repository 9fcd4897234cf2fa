// Job alerts, no account. POST /api/job-alerts saves a search with an e-mail
// address and mails a confirmation link (double opt-in); only a confirmed
// alert is mailed new jobs (jobAlertPass.ts). The confirm and unsubscribe
// links open pages with a button; a POST to the unsubscribe URL is RFC 8058's
// one-click unsubscribe. Abuse: the same-site check, the honeypot and the
// anti-bot proof as the contact form, budgets per client address, and at most
// one mail a day to an address before it confirms: a second request answers
// as the first did and sends nothing, so the form can neither flood a mailbox
// nor tell who has subscribed.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { LanguageCode } from '../../config/languages'
import { contactText } from '../../forms/contact'
import { JOB_ALERT_FILTERS, alertFilter, jobAlertText, validateJobAlert } from '../../forms/jobAlert'
import { jobAlertPageText } from '../../forms/jobAlertMessages'
import type { AntiBot } from '../antiBot'
import { errorStatus, retryText, type RouteError } from '../errorAnswer'
import { DAY_MS, HOUR_MS, isCrossSite, mailboxKey, type FormBudgets } from '../formGuard'
import { requestLanguage, translatorFor } from '../i18n'
import { jobAlertConfirmationMail, searchSummary, type AlertLinks } from '../mail/jobAlertMail'
import type { JobAlert } from '../store'
import { isFormPost } from './contact'
import { jobAlertPage } from './jobAlertPage'

export type JobAlertRouteOptions = {
  antiBot: AntiBot
  budgets: FormBudgets
  links: AlertLinks
  /** The ids of the jobs open now: a confirmed alert mails only jobs that appear later. */
  openJobIds: () => string[]
  /** Alerts requested per client address and hour (errors do not count). */
  perHour: number
  /** Of those, sent without the anti-bot proof (no JavaScript). */
  unverifiedPerHour: number
}

type Body = Record<string, unknown>

/** 32 characters of base64url: 192 random bits. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/
export const newAlertToken = () => randomBytes(24).toString('base64url')

const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' ? (request.body as Body) : {}
const stringsOf = (body: Body, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, typeof body[name] === 'string' ? (body[name] as string) : '']))

export async function jobAlertRoutes(app: FastifyInstance, opts: JobAlertRouteOptions): Promise<void> {
  // RFC 8058 lets a mail provider's one-click POST come as multipart: its body says nothing we need.
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    payload.resume()
    payload.on('end', () => done(null, {}))
  })

  const languageOf = (request: FastifyRequest, alert?: JobAlert): LanguageCode => {
    const query = (request.query ?? {}) as Body
    return requestLanguage(alert?.lang ?? bodyOf(request).lang ?? query.lang, request.headers['accept-language'])
  }
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page)

  app.setErrorHandler((error: RouteError, request, reply) => {
    const status = errorStatus(error, request, reply, 'job alert request failed')
    const lang = languageOf(request)
    const t = translatorFor(lang)
    const message =
      status === 429
        ? t(jobAlertText.tooMany)
        : status === 503
          ? t(retryText(error))
          : status >= 500
            ? t(contactText.failed)
            : error.message || 'Bad request'
    // A form posted without script, and a mail's link opened in a browser, get a page.
    if (!isFormPost(request) && request.method !== 'GET') return reply.code(status).send({ error: message, message })
    return html(
      reply,
      status,
      jobAlertPage({ lang, t, heading: t(jobAlertText.heading), paragraphs: [], notice: message }),
    )
  })

  const floodGuard = { rateLimit: { max: 30, timeWindow: '1 minute', hook: 'preHandler' as const } }

  app.post('/api/job-alerts', { config: floodGuard }, async (request, reply) => {
    const body = bodyOf(request)
    const lang = languageOf(request)
    const t = translatorFor(lang)
    const form = isFormPost(request)
    const input = stringsOf(body, ['email', ...JOB_ALERT_FILTERS])
    const heading = t(jobAlertText.heading)

    const answer = (status: number, json: object, page: () => string) =>
      form ? html(reply, status, page()) : reply.code(status).send(json)
    const refuse = (status: number, message: string) =>
      answer(status, { error: message, message }, () =>
        jobAlertPage({ lang, t, heading, paragraphs: [], notice: message, form: { values: input } }),
      )
    const sent = () =>
      answer(201, { message: t(jobAlertText.sent) }, () =>
        jobAlertPage({ lang, t, heading, paragraphs: [t(jobAlertText.sent)] }),
      )

    if (isCrossSite(request)) return refuse(403, t(contactText.crossSite))

    const result = validateJobAlert(input, t)
    if (!result.ok) {
      const notice = result.errors.search ?? t(contactText.fixFields)
      return answer(422, { error: notice, fields: result.errors }, () =>
        jobAlertPage({
          lang,
          t,
          heading,
          paragraphs: [],
          notice,
          form: { values: input, emailError: result.errors.email },
        }),
      )
    }

    // A filled honeypot is a bot: it is told "sent", and nothing is kept.
    if (typeof body.website === 'string' && body.website.trim() !== '') {
      request.log.info('job alert honeypot filled; dropped')
      return sent()
    }

    const verified = await opts.antiBot.verify(typeof body.altcha === 'string' ? body.altcha : undefined)
    if (!verified && (!form || body.altcha)) return refuse(422, t(contactText.notVerified))

    const { budgets } = opts
    if (
      !(await budgets.spend('job-alert', request.ip, opts.perHour, HOUR_MS)) ||
      (!verified && !(await budgets.spend('job-alert-unverified', request.ip, opts.unverifiedPerHour, HOUR_MS)))
    ) {
      return refuse(429, t(jobAlertText.tooMany))
    }

    const email = result.values.email
    // One mail a day to an address that has not confirmed: the same answer, nothing sent, nothing kept.
    if (!(await budgets.spend('job-alert-confirmation', mailboxKey(email), 1, DAY_MS))) {
      request.log.info('job alert for an address mailed today; not mailed again')
      return sent()
    }
    const token = newAlertToken()
    const id = await app.store.saveJobAlert({ email, lang, filter: alertFilter(result.values), token }, () =>
      jobAlertConfirmationMail({ email, lang, token }, opts.links, t),
    )
    request.log.info({ jobAlertId: id, verified }, 'job alert stored')
    app.outbox.wake()
    return sent()
  })

  /** The alert a link's token names (undefined for a malformed or unknown one). */
  const alertOf = async (token: unknown) =>
    typeof token === 'string' && TOKEN.test(token) ? app.store.jobAlertByToken(token) : undefined
  const tokenOf = (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Body
    return typeof query.token === 'string' ? query.token : bodyOf(request).token
  }
  type LinkPage = Omit<Parameters<typeof jobAlertPage>[0], 'lang' | 't'>
  /** A page a mail's link leads to, in the alert's language (or the request's, for an unknown token). */
  const linkPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    alert: JobAlert | undefined,
    page: (t: ReturnType<typeof translatorFor>, lang: LanguageCode) => LinkPage,
    status = 200,
  ) => {
    const lang = languageOf(request, alert)
    const t = translatorFor(lang)
    return html(reply, status, jobAlertPage({ lang, t, ...page(t, lang) }))
  }
  const invalid = (request: FastifyRequest, reply: FastifyReply) =>
    linkPage(
      request,
      reply,
      undefined,
      (t) => ({ heading: t(jobAlertPageText.invalidHeading), paragraphs: [t(jobAlertPageText.invalidText)] }),
      404,
    )
  const searchLine = (alert: JobAlert, lang: LanguageCode) => {
    const t = translatorFor(lang)
    return t(jobAlertPageText.search, { search: searchSummary(alert.filter, t) })
  }
  const confirmedPage = (request: FastifyRequest, reply: FastifyReply, alert: JobAlert) =>
    linkPage(request, reply, alert, (t, lang) => ({
      heading: t(jobAlertPageText.confirmedHeading),
      paragraphs: [searchLine(alert, lang), t(jobAlertPageText.confirmedText)],
    }))

  app.get('/api/job-alerts/confirm', { config: floodGuard }, async (request, reply) => {
    const alert = await alertOf(tokenOf(request))
    if (!alert) return invalid(request, reply)
    if (alert.confirmedAt) return confirmedPage(request, reply, alert)
    return linkPage(request, reply, alert, (t, lang) => ({
      heading: t(jobAlertPageText.confirmHeading),
      paragraphs: [searchLine(alert, lang), t(jobAlertPageText.confirmText)],
      action: { url: '/api/job-alerts/confirm', token: alert.token, button: t(jobAlertPageText.confirmButton) },
    }))
  })

  app.post('/api/job-alerts/confirm', { config: floodGuard }, async (request, reply) => {
    const token = tokenOf(request)
    if (!(await alertOf(token))) return invalid(request, reply)
    const alert = await app.store.confirmJobAlert(token as string, opts.openJobIds())
    if (!alert) return invalid(request, reply)
    request.log.info({ jobAlertId: alert.id }, 'job alert confirmed')
    return confirmedPage(request, reply, alert)
  })

  app.get('/api/job-alerts/unsubscribe', { config: floodGuard }, async (request, reply) => {
    const alert = await alertOf(tokenOf(request))
    if (!alert) return invalid(request, reply)
    return linkPage(request, reply, alert, (t, lang) => ({
      heading: t(jobAlertPageText.unsubscribeHeading),
      paragraphs: [searchLine(alert, lang), t(jobAlertPageText.unsubscribeText)],
      action: { url: '/api/job-alerts/unsubscribe', token: alert.token, button: t(jobAlertPageText.unsubscribeButton) },
    }))
  })

  // The page's button, and a mail provider's one-click POST (RFC 8058) to the URL of List-Unsubscribe.
  app.post('/api/job-alerts/unsubscribe', { config: floodGuard }, async (request, reply) => {
    const alert = await alertOf(tokenOf(request))
    if (!alert || !(await app.store.unsubscribeJobAlert(alert.token))) return invalid(request, reply)
    request.log.info({ jobAlertId: alert.id }, 'job alert unsubscribed')
    return linkPage(request, reply, alert, (t) => ({
      heading: t(jobAlertPageText.unsubscribedHeading),
      paragraphs: [t(jobAlertPageText.unsubscribedText)],
    }))
  })
}
