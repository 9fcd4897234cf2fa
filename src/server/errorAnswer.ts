// What an error thrown by a route becomes: its own 4xx status, 503 with
// Retry-After while the database cannot be reached (it comes back by itself)
// or the disk is full (once an operator makes room), else 500 with the detail
// in the log only.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { contactText } from '../forms/contactMessages'
import { FULL_DISK_RETRY_AFTER_SECONDS, isFullDisk } from './fullDisk'
import { RETRY_AFTER_SECONDS, StoreUnavailable } from './store/unavailable'

export type RouteError = { statusCode?: number; message?: string }

/** The status to answer; sets Retry-After on a 503 and logs what the operator needs. */
export function errorStatus(error: RouteError, request: FastifyRequest, reply: FastifyReply, what: string): number {
  if (error instanceof StoreUnavailable) {
    request.log.warn({ reason: error.message }, `${what}: the database cannot be reached`)
    reply.header('retry-after', String(RETRY_AFTER_SECONDS))
    return 503
  }
  if (isFullDisk(error)) {
    request.log.error({ err: error }, `${what}: the disk is full`)
    reply.header('retry-after', String(FULL_DISK_RETRY_AFTER_SECONDS))
    return 503
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
  if (status >= 500) request.log.error({ err: error }, what)
  return status
}

/** What a 503 tells the visitor: nothing was kept, and why it is worth coming back. */
export const retryText = (error: unknown) => (isFullDisk(error) ? contactText.diskFull : contactText.unavailable)
