// What the site keeps, as the routes, the outbox, the anti-bot check and the
// admin command use it: a small interface named for what the site does, with
// two engines behind it (store/index.ts chooses): the embedded SQLite store
// for one machine, and PostgreSQL for several servers on one database.
// Every method is asynchronous, so an engine never holds up a page request.

export type OutgoingMail = {
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  /** Headers of our own making only (List-Unsubscribe on job alerts); nothing a visitor typed. */
  headers?: Record<string, string>
}

export type OutboxEntry = OutgoingMail & {
  id: number
  /** Unique across servers and stores, kept with the mail: its Message-ID is the same on every attempt. */
  messageKey: string
  status: 'pending' | 'sending' | 'sent' | 'parked'
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  createdAt: string
  sentAt: string | null
}

export type ContactMessage = {
  id: number
  createdAt: string
  name: string
  email: string
  subject: string
  message: string
  lang: string
  verified: boolean
  /** Past the unverified budget: kept, not mailed until an operator releases it. */
  held: boolean
}

export type ResumeKind = 'pdf' | 'docx'

export type Application = {
  id: number
  createdAt: string
  jobId: string | null
  lang: string
  /** The form's values (names, contact details, choices), as validated. */
  values: Record<string, string>
  resumeKind: ResumeKind
  resumeBytes: number
}

export type NewApplication = Omit<Application, 'id' | 'createdAt'>

/** A visitor's saved job search, mailed to them once confirmed (double opt-in). */
export type JobAlert = {
  id: number
  createdAt: string
  email: string
  lang: string
  /** The search's filters (keyword, country, state, city, type, status), as validated. */
  filter: Record<string, string>
  /** In the confirm and unsubscribe links: unguessable, one per alert. */
  token: string
  confirmedAt: string | null
  /** Ids of the open jobs it was already told about (or that were open when it was confirmed). */
  knownJobs: string[]
  /** When its last digest was queued (ms), null before the first. */
  lastAlertAt: number | null
}

export type NewJobAlert = Pick<JobAlert, 'email' | 'lang' | 'filter' | 'token'>

/** One person's records, found by their e-mail address (for export or erasure). */
export type PersonalData = {
  messages: ContactMessage[]
  applications: Application[]
  jobAlerts: JobAlert[]
  /** Mail to, from or about them still in the outbox (sent mail keeps headers only). */
  mails: OutboxEntry[]
}

/** What a retention pass removed (an application's résumé goes with it). */
export type Purged = { messages: number; applications: number; jobAlerts: number; mails: number }

/** An operator's action on personal data, as the audit log keeps it: what was done, never about whom. */
export type AuditEntry = { id: number; at: string; action: string; summary: string }

export type OutboxHealth = { waiting: number; oldestWaitingSince: number | null; parked: number }

export interface Store {
  readonly engine: 'sqlite' | 'postgres'

  cachedTranslation(lang: string, text: string): Promise<string | undefined>
  saveTranslation(lang: string, text: string, translated: string): Promise<void>
  /** Keeps the newest `max` cached translations (strings of earlier builds age out); returns how many went. */
  trimTranslations(max: number): Promise<number>
  /** Adds to the characters sent to the translation service on `day` (YYYY-MM-DD); returns the day's total. */
  addTranslationSpend(day: string, chars: number): Promise<number>
  translationSpend(day: string): Promise<number>

  /** The message and its mail, in one transaction: both are kept or neither. A held message's mail waits for `releaseHeld`. */
  saveContactMessage(message: Omit<ContactMessage, 'id' | 'createdAt'>, mail: OutgoingMail): Promise<number>
  contactMessages(): Promise<ContactMessage[]>
  /** Queues the mail of held messages (all, or one) and clears their hold; returns how many. */
  releaseHeld(mailOf: (message: ContactMessage) => OutgoingMail, id?: number): Promise<number>

  /**
   * The application, its résumé (the checked upload at `resumePath`, which the store takes over) and
   * its mails (made from its id), in one transaction: all are kept or none.
   */
  saveApplication(
    application: NewApplication,
    resumePath: string,
    mails: (id: number) => OutgoingMail[],
  ): Promise<number>
  applications(): Promise<Application[]>
  /** The résumé of application `id`, or undefined when there is no such application. */
  resume(id: number): Promise<Buffer | undefined>

  /** The alert and its confirmation mail (made from its id), in one transaction. */
  saveJobAlert(alert: NewJobAlert, mail: (id: number) => OutgoingMail): Promise<number>
  jobAlertByToken(token: string): Promise<JobAlert | undefined>
  /**
   * Confirms the alert with this token (once: a second confirmation changes nothing), counting the
   * jobs open now as known, so it mails only jobs that appear later; undefined for an unknown token.
   */
  confirmJobAlert(token: string, openJobIds: string[]): Promise<JobAlert | undefined>
  /** Deletes the alert with this token; false when there is none. */
  unsubscribeJobAlert(token: string): Promise<boolean>
  /**
   * Takes up to `limit` confirmed alerts due for a look: not mailed since `mailedBefore` (ms), not
   * looked at since `checkedBefore`, and not claimed by another server (a claim lapses after `leaseMs`).
   */
  claimDueJobAlerts(
    now: number,
    due: { mailedBefore: number; checkedBefore: number },
    limit: number,
    leaseMs: number,
  ): Promise<JobAlert[]>
  /** Ends a claim: the jobs now known, and the digest (if any) queued in the same transaction. */
  recordJobAlertCheck(id: number, now: number, knownJobs: string[], mail: OutgoingMail | null): Promise<void>
  /** Deletes alerts never confirmed that were made before `before` (ms); returns how many. */
  forgetUnconfirmedJobAlerts(before: number): Promise<number>
  jobAlerts(): Promise<JobAlert[]>

  /**
   * Takes up to `limit` due mails for sending; a claim lapses after `leaseMs` (a crashed worker's mail
   * comes back). Servers sharing the store never claim the same mail at once.
   */
  claimDueMail(now: number, limit: number, leaseMs: number): Promise<OutboxEntry[]>
  /** Records a mail as delivered; recording it again changes nothing. */
  markSent(id: number): Promise<void>
  /** Extends the claim on mails still being sent (a slow mail server must not let another server send them too). */
  renewMailLease(ids: number[], leaseUntil: number): Promise<void>
  /** Reschedules a failed mail, or parks it when `nextAttemptAt` is null. */
  markFailed(id: number, error: string, nextAttemptAt: number | null): Promise<void>
  outbox(status?: OutboxEntry['status']): Promise<OutboxEntry[]>
  /** Puts parked mail (all, or one) back in the queue; returns how many. */
  retryParked(id?: number): Promise<number>
  /** What readiness reports: mail waiting (pending or being sent), when the oldest of it was queued (ms), mail parked. */
  outboxHealth(): Promise<OutboxHealth>
  /** Writes and removes a row: throws when the store cannot be written (a full or read-only disk). */
  probeWrite(): Promise<void>

  /**
   * Takes `units` (one unless said) of the budget `key` for the window starting at `windowStart` (ms);
   * false, and nothing taken, when that would use more than `max` units.
   */
  spendBudget(key: string, windowStart: number, max: number, units?: number): Promise<boolean>
  /** Gives back `units` taken from the budget `key` in that window (a later step refused the request). */
  refundBudget(key: string, windowStart: number, units: number): Promise<void>
  /** Drops budget windows that started before `before` (ms); returns how many. */
  forgetBudgets(before: number): Promise<number>

  /** Records a solved anti-bot challenge; false when it was used before (a replay). */
  useChallenge(signature: string, expiresAt: number): Promise<boolean>
  /** Drops used challenges that expired before `now` (ms); returns how many. */
  forgetChallenges(now: number): Promise<number>

  /** Deletes messages, applications (with their résumés), job alerts and finished mail created before `before` (ms). */
  purgeBefore(before: number): Promise<Purged>
  /** Everything kept about the person with this e-mail address (any case). */
  personalData(email: string): Promise<PersonalData>
  /** Deletes everything `personalData` finds (résumés too), in one transaction; returns what it was. */
  erasePersonalData(email: string): Promise<PersonalData>
  recordAudit(action: string, summary: string): Promise<void>
  auditLog(): Promise<AuditEntry[]>

  close(): Promise<void>
}
