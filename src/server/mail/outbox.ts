// Delivers the outbox: pending mail is claimed, sent over SMTP (or written as
// .eml files when no SMTP server is configured), and marked sent. A failure
// is retried with exponential back-off (at most an hour apart) for days, so
// an outage of the mail server loses nothing; past the retry window the mail
// is parked, never dropped, and readiness says so (routes/health.ts). Claims
// lapse, so mail a crashed process (or server) was sending comes back. Mail is
// claimed in batches and sent side by side over a pool of SMTP connections.
// Each mail carries a Message-ID made from its own random key: the same on
// every attempt, unique across servers and stores. SMTP requires STARTTLS
// unless its URL says `requireTLS=false` (a peer on the same machine).
// Mail is sent once across servers: the claim is renewed while a batch is
// being sent (a slow mail server cannot let it lapse), every SMTP stage has a
// timeout well inside the lease, and a mail the mail server accepted is
// recorded as sent, retried until the store takes it, never sent again
// because the store was away for a moment (a database restart).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import { emlDir, ownerOnlyDir, OWNER_ONLY_FILE } from '../dataFiles'
import type { OutboxEntry, Store } from '../store'
import { StoreUnavailable } from '../store/unavailable'

export type OutboxOptions = {
  store: Store
  /** smtp://user:pass@host:port (STARTTLS required) or smtps://; without it mail goes to `${dataDir}/outbox/*.eml`. */
  smtpUrl?: string
  dataDir: string
  from: string
  messageIdDomain: string
  /** How long after it was queued a mail is still retried (OUTBOX_RETRY_DAYS); then it is parked. */
  retryWindowMs: number
  /** First retry delay; doubles each attempt, capped at an hour. */
  baseDelayMs: number
  pollMs: number
  /** How long a claimed mail is this worker's; then another may send it (OUTBOX_LEASE_MS). */
  leaseMs?: number
  /** The longest wait for the mail server to connect, to greet, and to answer each command (SMTP_TIMEOUT_MS). */
  smtpTimeoutMs?: number
  log?: FastifyBaseLogger
}

export const DEFAULT_LEASE_MS = 60_000
export const DEFAULT_SMTP_TIMEOUT_MS = 15_000
/** A lease must outlast a connection, a greeting and a silent answer (three timeouts), with one more as a margin. */
export const LEASE_PER_SMTP_TIMEOUT = 4

/** Mails claimed at once, sent side by side over at most SMTP_CONNECTIONS connections. */
const BATCH = 20
const SMTP_CONNECTIONS = 4
const MAX_DELAY_MS = 3_600_000

/** Text with every e-mail address in it replaced: what a log may keep of an SMTP server's answer. */
export const withoutAddresses = (text: string) => text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '<address>')

export function retryDelay(attempt: number, baseDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS)
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = true
  /** Set by stop(): a pass in progress finishes its current mail, then ends. */
  private stopping = false
  /** The last pass found the database away. */
  private waitingForStore = false

  constructor(private readonly options: OutboxOptions) {}

  private get leaseMs() {
    return this.options.leaseMs ?? DEFAULT_LEASE_MS
  }

  private get smtpTimeoutMs() {
    return this.options.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS
  }

  /** A pool of SMTP connections for one pass (closed at its end: no idle connection is held open). */
  private connect(): Transporter {
    return this.options.smtpUrl
      ? // The URL's own parameters win: `?requireTLS=false` is the explicit opt-out.
        nodemailer.createTransport({
          url: this.options.smtpUrl,
          requireTLS: true,
          pool: true,
          maxConnections: SMTP_CONNECTIONS,
          maxMessages: 1000,
          connectionTimeout: this.smtpTimeoutMs,
          greetingTimeout: this.smtpTimeoutMs,
          socketTimeout: this.smtpTimeoutMs,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.stopping = false
    this.tick()
  }

  private tick(): void {
    if (this.stopped) return
    this.running = this.drain()
      .then(() => {
        if (this.waitingForStore) this.options.log?.info('outbox resumed: the database is back')
        this.waitingForStore = false
      })
      .catch((error: unknown) => {
        // A database away (a restart) is said once, not at every poll; the next pass tries again.
        if (!(error instanceof StoreUnavailable)) this.options.log?.error({ err: error }, 'outbox pass failed')
        else if (!this.waitingForStore)
          this.options.log?.warn({ reason: error.message }, 'outbox waits for the database')
        this.waitingForStore = error instanceof StoreUnavailable
      })
      .finally(() => {
        this.running = undefined
        if (!this.stopped) this.timer = setTimeout(() => this.tick(), this.options.pollMs)
      })
  }

  /** Sends due mail now instead of at the next poll (a message was just stored). */
  wake(): void {
    if (this.stopped || this.running) return
    clearTimeout(this.timer)
    this.timer = undefined
    this.tick()
  }

  /** Stops polling and waits for the mail being sent to finish and be recorded. */
  async stop(): Promise<void> {
    this.stopped = true
    this.stopping = true
    clearTimeout(this.timer)
    await this.running
  }

  /** Sends everything that is due now, a batch at a time; returns how many were sent. */
  async drain(now = () => Date.now()): Promise<number> {
    let sent = 0
    let transport: Transporter | undefined
    try {
      for (;;) {
        const batch = await this.options.store.claimDueMail(now(), BATCH, this.leaseMs)
        if (!batch.length) return sent
        transport ??= this.connect()
        const stopRenewing = this.renewWhileSending(batch, now)
        try {
          const delivered = await Promise.all(batch.map((mail) => this.deliver(transport!, mail, now())))
          sent += delivered.filter(Boolean).length
        } finally {
          stopRenewing()
        }
        if (this.stopping) return sent
      }
    } finally {
      transport?.close()
    }
  }

  /** Renews the claim on the batch's mails still being sent, three times a lease; returns the stop. */
  private renewWhileSending(batch: OutboxEntry[], now: () => number): () => void {
    const timer = setInterval(() => {
      const ids = batch.filter((mail) => !this.settled.has(mail.id)).map((mail) => mail.id)
      if (!ids.length) return
      this.options.store
        .renewMailLease(ids, now() + this.leaseMs)
        .catch((error: unknown) => this.options.log?.warn({ err: error }, 'mail claim not renewed'))
    }, this.leaseMs / 3)
    return () => {
      clearInterval(timer)
      for (const mail of batch) this.settled.delete(mail.id)
    }
  }

  /** Mails of the current batch whose outcome is recorded (no claim to renew). */
  private readonly settled = new Set<number>()

  /**
   * Records a mail the mail server accepted. Retried while the store cannot take it (sending it again
   * would deliver it twice); on stop, given up after a few tries: another pass sends it again, with the
   * same Message-ID, once its claim lapses.
   */
  private async recordSent(id: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.options.store.markSent(id)
        return
      } catch (error) {
        if (this.stopping && attempt >= 3) throw error
        this.options.log?.warn({ outboxId: id, attempt, err: error }, 'sent mail not recorded yet; retrying')
        await new Promise((done) => setTimeout(done, Math.min(250 * 2 ** attempt, 5_000)))
      }
    }
  }

  private async deliver(transport: Transporter, mail: OutboxEntry, now: number): Promise<boolean> {
    try {
      return await this.attempt(transport, mail, now)
    } catch (error) {
      // The store could not record the outcome: the claim lapses and the mail is tried again.
      this.options.log?.error({ outboxId: mail.id, err: error }, 'mail outcome not recorded')
      return false
    } finally {
      this.settled.add(mail.id)
    }
  }

  private async attempt(transport: Transporter, mail: OutboxEntry, now: number): Promise<boolean> {
    const { store, from, messageIdDomain, retryWindowMs, baseDelayMs, log } = this.options
    try {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.messageKey}@${messageIdDomain}>`,
        // Nothing of the visitor's chooses a header: these, and the extra ones our own mail
        // builders set (List-Unsubscribe on job alerts), are all we send.
        headers: mail.headers,
        disableFileAccess: true,
        disableUrlAccess: true,
      })
      if (!this.options.smtpUrl) this.writeEml(mail.id, info.message as Buffer)
    } catch (error) {
      const attempt = mail.attempts + 1
      const message = error instanceof Error ? error.message : String(error)
      const retryAt = now + retryDelay(attempt, baseDelayMs)
      const next = retryAt - Date.parse(mail.createdAt) > retryWindowMs ? null : retryAt
      await store.markFailed(mail.id, message, next)
      // The server's answer may quote the addresses: the store keeps it for the operator, the log does not.
      log?.warn(
        { outboxId: mail.id, attempt, parked: next === null, err: withoutAddresses(message) },
        'mail delivery failed',
      )
      return false
    }
    await this.recordSent(mail.id)
    log?.info({ outboxId: mail.id }, 'mail sent')
    return true
  }

  private writeEml(id: number, raw: Buffer): void {
    const dir = emlDir(this.options.dataDir)
    ownerOnlyDir(dir)
    writeFileSync(join(dir, `${String(id).padStart(6, '0')}.eml`), raw, { mode: OWNER_ONLY_FILE })
  }
}
