// What stands between a form and abuse, besides its schema and the anti-bot
// challenge: cross-site posts are refused, and what a form may cost is
// budgeted in the store (so a restart or a second server does not reset it).
// Only accepted submissions spend a budget: a visitor's typos never do.
import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Store } from './store'

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

/**
 * True for a post another site made the visitor's browser send. Browsers say
 * where a request comes from (Sec-Fetch-Site, else Origin); a client that says
 * neither is not a browser acting for a visitor, and the budgets apply to it.
 * "same-site" is refused too: a sibling subdomain is another origin, and a
 * page there (a blog, a staging copy) has no business posting our forms.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.origin
  if (typeof origin !== 'string') return false
  try {
    return new URL(origin).host !== request.host
  } catch {
    return true // "null" (a sandboxed frame, a file) or garbage
  }
}

/** Budgets kept in the store; subjects (addresses, e-mails) are kept only as hashes. */
export function formBudgets(store: Store, now: () => number = Date.now) {
  return {
    /** Takes one of `max` units of `name` for `subject` in the current window; false once they are spent. */
    spend(name: string, subject: string, max: number, windowMs: number): Promise<boolean> {
      const time = now()
      const key = `${name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`
      return store.spendBudget(key, time - (time % windowMs), max)
    },
  }
}

export type FormBudgets = ReturnType<typeof formBudgets>
