// The server's configuration, read once from the environment and checked, so
// a mistake is reported as a readable list at start-up (see .env.example).
import { z } from '../lib/zod'
import { BRAND } from '../config/brand'
import { DEFAULT_LEASE_MS, DEFAULT_SMTP_TIMEOUT_MS, LEASE_PER_SMTP_TIMEOUT } from './mail/outbox'

/** Why TRUST_PROXY=true is refused, and what to set instead. */
export const TRUST_PROXY_TRUE_REFUSED =
  '"true" would trust every X-Forwarded-For, so any client could choose its address and escape the rate limits: set the number of proxies in front of the server (e.g. 1 behind one load balancer) or their addresses (e.g. 10.0.0.0/8)'

const trustProxy = z
  .string()
  .optional()
  .refine((value) => value !== 'true', TRUST_PROXY_TRUE_REFUSED)
  .transform((value): false | string[] | ((address: string, hop: number) => boolean) => {
    if (!value || value === 'false') return false
    if (/^\d+$/.test(value)) {
      const hops = Number(value) // trust this many proxies in front of us
      return (_address, hop) => hop < hops
    }
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean) // addresses or CIDR ranges
  })

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4173),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    /** postgres://user:password@host:port/database: the store on PostgreSQL (several servers); unset, SQLite in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// URL')
      .optional(),
    DIST_DIR: z.string().default('./dist'),
    /** "false" for the API alone (npm run dev serves the pages itself). */
    SERVE_PAGES: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    GOOGLE_TRANSLATE_API_KEY: z.string().optional(),
    GOOGLE_CLOUD_TRANSLATE_ENDPOINT: z.string().url().optional(),
    RATE_LIMIT_TRANSLATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /** Strings and characters in one POST /api/translate (a job posting is about 1,500 characters). */
    TRANSLATE_MAX_STRINGS: z.coerce.number().int().positive().default(50),
    TRANSLATE_MAX_CHARS: z.coerce.number().int().positive().default(8_000),
    /** Characters the server may send to the translation service per UTC day, all visitors together. */
    TRANSLATE_DAILY_CHAR_BUDGET: z.coerce.number().int().nonnegative().default(200_000),
    /** Of those, what one client address may have sent per UTC day (429 after), so one address cannot spend the day for all. */
    TRANSLATE_CLIENT_DAILY_CHAR_BUDGET: z.coerce.number().int().nonnegative().default(20_000),
    /** The service's answer is awaited this long; after a failure it is left alone this long. */
    TRANSLATE_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
    TRANSLATE_FAILURE_COOLDOWN_MS: z.coerce.number().int().nonnegative().default(60_000),
    /** Runtime translations kept in the store at most (the published strings in eleven languages fit). */
    TRANSLATE_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(50_000),
    /** Messages and applications kept per client address and hour (errors do not count). */
    RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_APPLY_PER_HOUR: z.coerce.number().int().positive().default(10),
    /** Contact messages without the anti-bot proof (no JavaScript), per address and hour. */
    RATE_LIMIT_CONTACT_UNVERIFIED_PER_HOUR: z.coerce.number().int().nonnegative().default(3),
    /** Unverified messages mailed per hour, all visitors together; later ones wait for `npm run admin -- release`. */
    CONTACT_UNVERIFIED_MAILED_PER_HOUR: z.coerce.number().int().nonnegative().default(20),
    /** Job alerts requested per client address and hour, and of those without the anti-bot proof (no JavaScript). */
    RATE_LIMIT_JOB_ALERT_PER_HOUR: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_JOB_ALERT_UNVERIFIED_PER_HOUR: z.coerce.number().int().nonnegative().default(3),
    /** The site's address as mails link to it (job alert links), without a trailing slash. */
    SITE_URL: z
      .url()
      .default(BRAND.siteUrl)
      .transform((url) => url.replace(/\/+$/, '')),
    /** Anti-bot challenges per client address and minute. */
    RATE_LIMIT_CHALLENGE_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /**
     * The anti-bot proof of work: the largest number a browser may have to try. A second or two of
     * a phone's time at the default, spent while the visitor types; a script pays it per message.
     */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).default(200_000),
    /** Where applications are announced. */
    CAREERS_INBOX: z.email().default(BRAND.email),
    /** clamd to scan every résumé with (a unix socket path or tcp://host:port); unset: no virus scan. */
    CLAMD_SOCKET: z.string().optional(),
    /** Messages, applications, résumés and mail older than this many days are deleted (the privacy policy's two years). */
    RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
    /** Where contact messages go; nothing a visitor sends can change it. */
    CONTACT_INBOX: z.email().default(BRAND.email),
    MAIL_FROM: z
      .string()
      .default(`"${BRAND.legalName} website" <no-reply@${new URL(BRAND.siteUrl).hostname.replace(/^www\./, '')}>`),
    /** smtp(s)://user:password@host:port; without it mail is written to DATA_DIR/outbox/*.eml. */
    SMTP_URL: z.string().url().optional(),
    /** Days a mail is retried while the mail server cannot be reached, before it is parked for an operator. */
    OUTBOX_RETRY_DAYS: z.coerce.number().positive().default(3),
    /** /readyz answers 503 below this much free space under DATA_DIR… */
    READY_MIN_FREE_MB: z.coerce.number().nonnegative().default(100),
    /** …or while a mail has waited longer than this (or any is parked). */
    READY_MAX_MAIL_AGE_MINUTES: z.coerce.number().positive().default(60),
    /** /readyz gives its details (problems, store error, free disk) to loopback, or to `Authorization: Bearer` this token. */
    READYZ_TOKEN: z.string().min(16).optional(),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
    OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5_000),
    /** How long a server's claim on a mail lasts: mail a crashed server was sending is sent by another after this. */
    OUTBOX_LEASE_MS: z.coerce.number().int().positive().default(DEFAULT_LEASE_MS),
    /** The longest wait for the mail server to connect, to greet, and to answer each command; ≤ a quarter of the lease. */
    SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_SMTP_TIMEOUT_MS),
    /** The job-board widget's origin (when the build uses one): allowed by the pages' CSP. */
    JOB_WIDGET_ORIGIN: z
      .url()
      .optional()
      .transform((url) => (url ? new URL(url).origin : undefined)),
    /** HMAC secret for the anti-bot challenge; generated once under DATA_DIR when unset. */
    ALTCHA_HMAC_SECRET: z.string().min(16).optional(),
  })
  .refine((c) => c.OUTBOX_LEASE_MS >= LEASE_PER_SMTP_TIMEOUT * c.SMTP_TIMEOUT_MS, {
    // A send that outlasts the lease may be sent again by another server.
    path: ['OUTBOX_LEASE_MS'],
    message: `must be at least ${LEASE_PER_SMTP_TIMEOUT} × SMTP_TIMEOUT_MS (connecting, greeting and one answer, with a margin), or mail may be sent twice`,
  })

export type ServerConfig = z.infer<typeof schema>

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty value (VAR= in an env file) means "not set": the default applies.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = schema.safeParse(set)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return parsed.data
}
