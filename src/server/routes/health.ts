// Liveness and readiness. GET /healthz: the process answers (a liveness
// probe; nothing else). GET /readyz: whether this server can do its job, as
// JSON, 503 when it cannot, for the load balancer and for the monitoring
// that calls someone: the store takes a write, the disk has room, and mail
// flows (nothing parked, the oldest waiting mail younger than the limit).
// Each time the oldest waiting mail's age passes a step (15 minutes, an hour,
// six hours, a day) the server logs a warning, once, so a mail outage is
// noticed while the visitors are still being told "sent".
//
// The public (and a load balancer) gets the verdict only: the details name
// internal paths, error text and free disk, for an operator on this machine
// or one who shows READYZ_TOKEN.
import { createHash, timingSafeEqual } from 'node:crypto'
import { statfs } from 'node:fs/promises'
import { isIP } from 'node:net'
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
import { HOUR_MS } from '../formGuard'
import type { OutboxHealth, Store } from '../store'

export type ReadinessLimits = {
  dataDir: string
  /** Below this much free space under DATA_DIR, not ready (READY_MIN_FREE_MB). */
  minFreeBytes: number
  /** A mail waiting longer than this, not ready (READY_MAX_MAIL_AGE_MINUTES). */
  maxMailAgeMs: number
  /** Shown as `Authorization: Bearer …`, it opens the details to a caller from anywhere (READYZ_TOKEN). */
  detailsToken?: string
}

export type Readiness = {
  ready: boolean
  /** What is wrong, in words an operator acts on. */
  problems: string[]
  outbox: { waiting: number; oldestWaitingSeconds: number | null; parked: number }
  store: 'ok' | string
  disk: { freeBytes: number | null }
}

export async function readiness(store: Store, limits: ReadinessLimits, now = Date.now()): Promise<Readiness> {
  let mail: OutboxHealth = { waiting: 0, oldestWaitingSince: null, parked: 0 }
  let storeState = 'ok'
  try {
    mail = await store.outboxHealth()
    await store.probeWrite()
  } catch (error) {
    storeState = error instanceof Error ? error.message : String(error)
  }
  const { waiting, oldestWaitingSince, parked } = mail
  const oldestWaitingMs = oldestWaitingSince === null ? null : now - oldestWaitingSince
  const space = await statfs(limits.dataDir).catch(() => undefined)
  const freeBytes = space ? space.bavail * space.bsize : null

  const problems: string[] = []
  if (storeState !== 'ok') problems.push(`the store cannot be written: ${storeState}`)
  if (freeBytes === null) problems.push('the data folder cannot be read')
  else if (freeBytes < limits.minFreeBytes)
    problems.push(`${Math.floor(freeBytes / 1_048_576)} MB free on the data disk`)
  if (parked) problems.push(`${parked} mail parked (npm run admin -- outbox parked)`)
  if (oldestWaitingMs !== null && oldestWaitingMs > limits.maxMailAgeMs)
    problems.push(`mail waiting for ${Math.round(oldestWaitingMs / 60_000)} minutes`)
  return {
    ready: problems.length === 0,
    problems,
    outbox: {
      waiting,
      oldestWaitingSeconds: oldestWaitingMs === null ? null : Math.round(oldestWaitingMs / 1000),
      parked,
    },
    store: storeState,
    disk: { freeBytes },
  }
}

/** The ages of the oldest waiting mail at which a warning is logged. */
export const MAIL_AGE_STEPS_MS = [15 * 60_000, HOUR_MS, 6 * HOUR_MS, 24 * HOUR_MS]

/** Logs a warning each time the oldest waiting mail passes the next step, and once when mail flows again. */
export function mailAgeWatcher(store: Store, log: FastifyBaseLogger) {
  let passed = 0
  return async (now = Date.now()) => {
    const { oldestWaitingSince, waiting } = await store.outboxHealth()
    const age = oldestWaitingSince === null ? 0 : now - oldestWaitingSince
    const step = MAIL_AGE_STEPS_MS.filter((limit) => age > limit).length
    if (step > passed)
      log.warn(
        { oldestWaitingMinutes: Math.round(age / 60_000), waiting },
        'mail is waiting: the mail server may be down',
      )
    else if (step === 0 && passed > 0) log.info('mail is flowing again')
    passed = step
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether this caller may read the details: a request from this machine that
 * no proxy forwarded (a proxy on loopback would otherwise pass the public in),
 * or one carrying the operator's token.
 */
export function seesDetails(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization
  if (token && typeof authorization === 'string' && authorization.startsWith('Bearer '))
    return timingSafeEqual(digest(authorization.slice(7)), digest(token))
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined
  const address = request.ip.replace(/^::ffff:/, '')
  return !forwarded && isIP(address) !== 0 && (address === '::1' || address.startsWith('127.'))
}

export async function healthRoutes(app: FastifyInstance, limits: ReadinessLimits) {
  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/readyz', async (request, reply) => {
    const report = await readiness(app.store, limits)
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(seesDetails(request, limits.detailsToken) ? report : { ready: report.ready })
  })
  const watch = mailAgeWatcher(app.store, app.log)
  const timer = setInterval(
    () => void watch().catch((error: unknown) => app.log.error({ err: error }, 'mail age check failed')),
    60_000,
  )
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
