// The site's server as a Fastify plugin: tests register it and call
// `inject()` without a port; server.ts adds listening and graceful close.
import formBody from '@fastify/formbody'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BRAND } from '../config/brand'
import { antiBotSecret, createAntiBot, type AntiBot } from './antiBot'
import { errorStatus, retryText, type RouteError } from './errorAnswer'
import { assertDataDirOffTheWeb, prepareDataDir } from './dataFiles'
import { DAY_MS, formBudgets } from './formGuard'
import { requestLanguage, translatorFor } from './i18n'
import type { ServerConfig } from './config'
import { scheduleHousekeeping } from './housekeeping'
import { scheduleJobAlerts } from './jobAlertPass'
import { OutboxWorker } from './mail/outbox'
import { applyRoutes } from './routes/apply'
import { healthRoutes } from './routes/health'
import { contactRoutes } from './routes/contact'
import { feedRoutes } from './routes/feeds'
import { jobAlertRoutes } from './routes/jobAlerts'
import { pageRoutes } from './routes/pages'
import { translateRoutes } from './routes/translate'
import { registerSecurityHeaders } from './security'
import { SiteBuild } from './siteBuild'
import { openStore, type Store } from './store'
import { googleTranslator, type MachineTranslator } from './translation/machine'

declare module 'fastify' {
  interface FastifyInstance {
    store: Store
    outbox: OutboxWorker
  }
}

export type AppOptions = {
  config: ServerConfig
  /** Replaces the configured machine translator (tests). */
  translator?: MachineTranslator
  /** Replaces the anti-bot check (tests). */
  antiBot?: AntiBot
  /** Leave the outbox worker stopped (tests drive it themselves). */
  outboxStopped?: boolean
  /** Leave the job alerts' hourly pass unscheduled (tests run it themselves). */
  jobAlertsStopped?: boolean
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write: (line: string) => void }
}

async function site(instance: FastifyInstance, options: AppOptions): Promise<void> {
  const { config, translator } = options
  // Résumés (SQLite and PostgreSQL alike), the SQLite store and the anti-bot key live in DATA_DIR:
  // it must be usable, and never reachable over HTTP.
  if (config.SERVE_PAGES) assertDataDirOffTheWeb(config.DATA_DIR, config.DIST_DIR)
  prepareDataDir(config.DATA_DIR)
  const store = await openStore({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL })
  instance.decorate('store', store)
  const outbox = new OutboxWorker({
    store,
    smtpUrl: config.SMTP_URL,
    dataDir: config.DATA_DIR,
    from: config.MAIL_FROM,
    messageIdDomain: new URL(BRAND.siteUrl).hostname,
    retryWindowMs: config.OUTBOX_RETRY_DAYS * DAY_MS,
    baseDelayMs: config.OUTBOX_RETRY_BASE_MS,
    pollMs: config.OUTBOX_POLL_MS,
    leaseMs: config.OUTBOX_LEASE_MS,
    smtpTimeoutMs: config.SMTP_TIMEOUT_MS,
    log: instance.log,
  })
  instance.decorate('outbox', outbox)
  if (!options.outboxStopped) instance.addHook('onReady', async () => outbox.start())
  // Retention, ended budgets and expired anti-bot solutions: tidied at start and hourly.
  let stopHousekeeping = () => {}
  instance.addHook('onReady', async () => {
    stopHousekeeping = scheduleHousekeeping({
      store,
      dataDir: config.DATA_DIR,
      retentionDays: config.RETENTION_DAYS,
      log: instance.log,
    })
  })
  // New jobs for confirmed job alerts: looked for at start and hourly, mailed at most daily.
  const build = new SiteBuild(config.DIST_DIR)
  const alertLinks = { siteUrl: config.SITE_URL, unsubscribeMailbox: config.CONTACT_INBOX }
  let stopJobAlerts = async (): Promise<unknown> => undefined
  if (!options.jobAlertsStopped) {
    instance.addHook('onReady', async () => {
      stopJobAlerts = scheduleJobAlerts({
        store,
        openJobs: () => build.openJobs(),
        links: alertLinks,
        log: instance.log,
        onQueued: () => outbox.wake(),
      })
    })
  }
  // Close order: stop tidying and looking for new jobs, finish the mail being sent, then the store.
  instance.addHook('onClose', async () => {
    stopHousekeeping()
    await stopJobAlerts()
    await outbox.stop()
    await store.close()
  })

  registerSecurityHeaders(instance)
  await instance.register(rateLimit, { global: false })
  await instance.register(formBody, { bodyLimit: 16 * 1024 })

  instance.setErrorHandler((error: RouteError, request, reply) => {
    const status = errorStatus(error, request, reply, 'request failed')
    if (status === 503) {
      const message = translatorFor(requestLanguage(undefined, request.headers['accept-language']))(retryText(error))
      return reply.code(status).send({ error: message, message })
    }
    // Generic text for server faults; the detail stays in the log.
    return reply.code(status).send({ error: status >= 500 ? 'Internal server error' : error.message || 'Bad request' })
  })

  await healthRoutes(instance, {
    dataDir: config.DATA_DIR,
    minFreeBytes: config.READY_MIN_FREE_MB * 1_048_576,
    maxMailAgeMs: config.READY_MAX_MAIL_AGE_MINUTES * 60_000,
    detailsToken: config.READYZ_TOKEN,
  })

  const machine =
    translator ??
    (config.GOOGLE_TRANSLATE_API_KEY
      ? googleTranslator({
          key: config.GOOGLE_TRANSLATE_API_KEY,
          endpoint: config.GOOGLE_CLOUD_TRANSLATE_ENDPOINT,
          timeoutMs: config.TRANSLATE_TIMEOUT_MS,
        })
      : undefined)
  const budgets = formBudgets(store)
  await instance.register(translateRoutes, {
    translator: machine,
    isTranslatable: (text, lang) => build.isTranslatable(text, lang),
    budgets,
    perMinute: config.RATE_LIMIT_TRANSLATE_PER_MINUTE,
    maxStrings: config.TRANSLATE_MAX_STRINGS,
    maxChars: config.TRANSLATE_MAX_CHARS,
    dailyCharBudget: config.TRANSLATE_DAILY_CHAR_BUDGET,
    clientDailyCharBudget: config.TRANSLATE_CLIENT_DAILY_CHAR_BUDGET,
    failureCooldownMs: config.TRANSLATE_FAILURE_COOLDOWN_MS,
    cacheMaxEntries: config.TRANSLATE_CACHE_MAX_ENTRIES,
  })
  const antiBot =
    options.antiBot ??
    createAntiBot({
      secret: antiBotSecret(config.DATA_DIR, config.ALTCHA_HMAC_SECRET),
      store,
      maxNumber: config.ALTCHA_MAX_NUMBER,
    })
  await instance.register(contactRoutes, {
    antiBot,
    budgets,
    inbox: config.CONTACT_INBOX,
    perHour: config.RATE_LIMIT_CONTACT_PER_HOUR,
    unverifiedPerHour: config.RATE_LIMIT_CONTACT_UNVERIFIED_PER_HOUR,
    unverifiedMailedPerHour: config.CONTACT_UNVERIFIED_MAILED_PER_HOUR,
    challengesPerMinute: config.RATE_LIMIT_CHALLENGE_PER_MINUTE,
  })
  await instance.register(jobAlertRoutes, {
    antiBot,
    budgets,
    links: alertLinks,
    openJobIds: () => build.openJobs().map((job) => job.id),
    perHour: config.RATE_LIMIT_JOB_ALERT_PER_HOUR,
    unverifiedPerHour: config.RATE_LIMIT_JOB_ALERT_UNVERIFIED_PER_HOUR,
  })
  await instance.register(applyRoutes, {
    antiBot,
    budgets,
    inbox: config.CAREERS_INBOX,
    dataDir: config.DATA_DIR,
    perHour: config.RATE_LIMIT_APPLY_PER_HOUR,
    clamdSocket: config.CLAMD_SOCKET,
    jobs: build,
  })
  if (config.SERVE_PAGES) {
    await instance.register(feedRoutes, { build })
    await instance.register(pageRoutes, {
      build,
      thirdPartyOrigins: config.JOB_WIDGET_ORIGIN ? [config.JOB_WIDGET_ORIGIN] : [],
    })
  }
}

/** Not encapsulated: the store and outbox it decorates are the instance's own (tests and server.ts use them). */
export const app = fp(site, { name: 'site', fastify: '5.x' })

/** A configured Fastify instance with the app registered (not yet listening). */
export async function buildServer(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options
  const server = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // No personal data in the log: a request is its method and path, never
      // the client's address or a query string (which may carry a token).
      serializers: { req: (request) => ({ method: request.method, path: request.url.split('?')[0] }) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
  })
  await server.register(app, options)
  return server as unknown as FastifyInstance
}
