// A full disk (the data disk, or the database's) is no fault of the request
// and passes once an operator makes room: the visitor is told to come back
// (503 with Retry-After, in their language), the log says what was full.
import type { FastifyReply } from 'fastify'

/** How long a visitor is asked to wait before sending again. */
export const FULL_DISK_RETRY_AFTER_SECONDS = 300

/** SQLite's result code for a full database or disk (extended codes keep it in their low byte). */
const SQLITE_FULL = 13
/** PostgreSQL's SQLSTATE disk_full. */
const PG_DISK_FULL = '53100'

type ErrorLike = { code?: unknown; errcode?: unknown; message?: unknown; cause?: unknown }

/** Whether this error, or one it was caused by, says the disk or the database is full. */
export function isFullDisk(error: unknown): boolean {
  for (let e = error as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === PG_DISK_FULL) return true
    if (typeof e.errcode === 'number' && (e.errcode & 0xff) === SQLITE_FULL) return true
    if (typeof e.message === 'string' && /database or disk is full/i.test(e.message)) return true
    e = e.cause as ErrorLike | undefined
  }
  return false
}

/** Marks a full-disk answer: come back later. */
export function retryLater(reply: FastifyReply): FastifyReply {
  return reply.header('retry-after', String(FULL_DISK_RETRY_AFTER_SECONDS))
}
