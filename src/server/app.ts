// The site's server as a Fastify plugin: tests register it and call
// `inject()` without a port; server.ts adds listening and graceful close.
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ServerConfig } from './config'
import { pageRoutes } from './routes/pages'
import { translateRoutes } from './routes/translate'
import { registerSecurityHeaders } from './security'
import { openStore, type Store } from './store'
import { googleTranslator, type MachineTranslator } from './translation/machine'

declare module 'fastify' {
  interface FastifyInstance {
    store: Store
  }
}

export type AppOptions = {
  config: ServerConfig
  /** Replaces the configured machine translator (tests). */
  translator?: MachineTranslator
}

export async function app(instance: FastifyInstance, { config, translator }: AppOptions): Promise<void> {
  const store = openStore(config.DATA_DIR)
  instance.decorate('store', store)
  instance.addHook('onClose', async () => store.close())

  await registerSecurityHeaders(instance)
  await instance.register(rateLimit, { global: false })

  instance.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    // Generic text for server faults; the detail stays in the log.
    return reply.code(status).send({ error: status >= 500 ? 'Internal server error' : (error.message ?? 'Bad request') })
  })

  instance.get('/healthz', async () => ({ status: 'ok' }))

  const machine =
    translator ??
    (config.GOOGLE_TRANSLATE_API_KEY
      ? googleTranslator({ key: config.GOOGLE_TRANSLATE_API_KEY, endpoint: config.GOOGLE_CLOUD_TRANSLATE_ENDPOINT })
      : undefined)
  await instance.register(translateRoutes, { translator: machine, perMinute: config.RATE_LIMIT_TRANSLATE_PER_MINUTE })
  await instance.register(pageRoutes, { distDir: config.DIST_DIR })
}

/** A configured Fastify instance with the app registered (not yet listening). */
export async function buildServer(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options
  const server = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
  })
  await server.register(app, options)
  return server as unknown as FastifyInstance
}
