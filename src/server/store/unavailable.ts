// The database cannot be reached (stopped, restarting, failing over, the
// network cut): not a fault of this server's, and it passes. The PostgreSQL
// store throws StoreUnavailable instead of the driver's error, so a request
// that needs the database is answered 503 with Retry-After, in the visitor's
// language, and the next request tries again (the pool reconnects by itself).

/** What a visitor is told to wait before trying again, in seconds (Retry-After). */
export const RETRY_AFTER_SECONDS = 30

export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the database cannot be reached (${cause instanceof Error ? cause.message : String(cause)})`, { cause })
    this.name = 'StoreUnavailable'
  }
}

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
])

/**
 * True for an error that says the database is gone for now rather than that a
 * query is wrong: a refused or cut connection, the pool's connection timeout,
 * and PostgreSQL's own connection exceptions (SQLSTATE class 08), shutdown and
 * start-up (57P01–57P03) and too many connections (53300).
 */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, syscall } = error as { code?: unknown; syscall?: unknown }
  // A socket's own calls only: a file the store reads (a résumé upload) missing is no outage.
  const onSocket = syscall === undefined || syscall === 'connect' || syscall === 'read' || syscall === 'write'
  if (typeof code === 'string' && NETWORK_CODES.has(code) && onSocket) return true
  if (typeof code === 'string' && /^08|^57P0[123]$|^53300$/.test(code)) return true
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  )
}

/** The error as the store's callers should see it. */
export const asStoreError = (error: unknown) => (isConnectionLoss(error) ? new StoreUnavailable(error) : error)
