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

/** Providers that document that dots in a mailbox's name are ignored (Google: "Dots don't matter in Gmail addresses"). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address delivers to, as far as providers document it, so a
 * per-mailbox limit cannot be escaped by spelling one mailbox many ways:
 * case ignored, a sub-address tag (`+anything`, which Gmail, Outlook, iCloud
 * and Fastmail all deliver to the plain mailbox) dropped, and on Gmail the dots
 * too. Used for limits only; the mail still goes to the address as typed.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 0) return email.toLowerCase()
  let local = email.slice(0, at).toLowerCase()
  let domain = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '')
  const tag = local.indexOf('+')
  if (tag > 0) local = local.slice(0, tag)
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

/**
 * Budgets kept in the store; subjects (addresses, e-mails) are kept only as
 * hashes. Windows are fixed on the clock, in UTC: an hour's budget renews on
 * the hour, a day's at midnight UTC (a calendar day, not 24 hours from the
 * first use).
 */
export function formBudgets(store: Store, now: () => number = Date.now) {
  const keyOf = (name: string, subject: string) =>
    `${name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`
  const windowOf = (windowMs: number) => {
    const time = now()
    return time - (time % windowMs)
  }
  return {
    /** Takes `units` (one unless said) of `max` of `name` for `subject` in the current window; false once they would pass it. */
    spend(name: string, subject: string, max: number, windowMs: number, units = 1): Promise<boolean> {
      return store.spendBudget(keyOf(name, subject), windowOf(windowMs), max, units)
    },
    /** Gives back what `spend` took when a later step refuses the request. */
    refund(name: string, subject: string, windowMs: number, units = 1): Promise<void> {
      return store.refundBudget(keyOf(name, subject), windowOf(windowMs), units)
    },
  }
}

export type FormBudgets = ReturnType<typeof formBudgets>
