// Delivers the outbox: pending mail is claimed, sent over SMTP (or written as
// .eml files when no SMTP server is configured), and marked sent. A failure
// is retried with exponential back-off (at most an hour apart) for days, so
// an outage of the mail server loses nothing; past the retry window the mail
// is parked, never dropped, and readiness says so (routes/health.ts). Claims
// lapse, so mail a crashed process was sending comes back after a restart.
// Each mail carries a stable Message-ID. SMTP requires STARTTLS unless its
// URL says `requireTLS=false` (a peer on the same machine).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import { emlDir, ownerOnlyDir, OWNER_ONLY_FILE } from '../dataFiles'
import type { OutboxEntry, Store } from '../store'

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
  log?: FastifyBaseLogger
}

const LEASE_MS = 60_000
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
  private readonly transport: Transporter

  constructor(private readonly options: OutboxOptions) {
    this.transport = options.smtpUrl
      ? // The URL's own parameters win: `?requireTLS=false` is the explicit opt-out.
        nodemailer.createTransport({ url: options.smtpUrl, requireTLS: true })
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
      .then(() => undefined)
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'outbox pass failed'))
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

  /** Stops polling and waits for a mail being sent to finish and be recorded. */
  async stop(): Promise<void> {
    this.stopped = true
    this.stopping = true
    clearTimeout(this.timer)
    await this.running
    this.transport.close()
  }

  /** Sends everything that is due now, one mail at a time; returns how many were sent. */
  async drain(now = () => Date.now()): Promise<number> {
    let sent = 0
    for (;;) {
      const [mail] = this.options.store.claimDueMail(now(), 1, LEASE_MS)
      if (!mail) return sent
      if (await this.deliver(mail, now())) sent++
      if (this.stopping) return sent
    }
  }

  private async deliver(mail: OutboxEntry, now: number): Promise<boolean> {
    const { store, from, messageIdDomain, retryWindowMs, baseDelayMs, log } = this.options
    try {
      const info = await this.transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<outbox-${mail.id}@${messageIdDomain}>`,
        // Nothing of the visitor's chooses a header: these are all we send.
        disableFileAccess: true,
        disableUrlAccess: true,
      })
      if (!this.options.smtpUrl) this.writeEml(mail.id, info.message as Buffer)
      store.markSent(mail.id)
      log?.info({ outboxId: mail.id }, 'mail sent')
      return true
    } catch (error) {
      const attempt = mail.attempts + 1
      const message = error instanceof Error ? error.message : String(error)
      const retryAt = now + retryDelay(attempt, baseDelayMs)
      const next = retryAt - Date.parse(mail.createdAt) > retryWindowMs ? null : retryAt
      store.markFailed(mail.id, message, next)
      // The server's answer may quote the addresses: the store keeps it for the operator, the log does not.
      log?.warn(
        { outboxId: mail.id, attempt, parked: next === null, err: withoutAddresses(message) },
        'mail delivery failed',
      )
      return false
    }
  }

  private writeEml(id: number, raw: Buffer): void {
    const dir = emlDir(this.options.dataDir)
    ownerOnlyDir(dir)
    writeFileSync(join(dir, `${String(id).padStart(6, '0')}.eml`), raw, { mode: OWNER_ONLY_FILE })
  }
}
