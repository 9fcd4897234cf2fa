// The embedded store: node:sqlite under DATA_DIR, WAL with full sync so an
// acknowledged write survives a crash. Kept behind this small interface so a
// PostgreSQL adapter (outbox claims with SKIP LOCKED) can replace it when one
// machine is outgrown. It holds personal data: the folder is the owner's
// only, the database file is created so before SQLite opens it (its WAL and
// shared-memory files take its mode), and sent mail keeps no body.
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { ownerOnlyDir, OWNER_ONLY_FILE } from './dataFiles'

export type OutgoingMail = {
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
}

export type OutboxEntry = OutgoingMail & {
  id: number
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

export type Application = {
  id: number
  createdAt: string
  jobId: string | null
  lang: string
  /** The form's values (names, contact details, choices), as validated. */
  values: Record<string, string>
  resumeFile: string
  resumeKind: 'pdf' | 'docx'
  resumeBytes: number
}

/** One person's records, found by their e-mail address (for export or erasure). */
export type PersonalData = {
  messages: ContactMessage[]
  applications: Application[]
  /** Mail to, from or about them still in the outbox (sent mail keeps headers only). */
  mails: OutboxEntry[]
}

/** What a retention pass removed: counts, and the résumé files to delete with their applications. */
export type Purged = { messages: number; applications: number; mails: number; resumeFiles: string[] }

/** An operator's action on personal data, as the audit log keeps it: what was done, never about whom. */
export type AuditEntry = { id: number; at: string; action: string; summary: string }

export interface Store {
  cachedTranslation(lang: string, text: string): string | undefined
  saveTranslation(lang: string, text: string, translated: string): void
  /** Keeps the newest `max` cached translations (strings of earlier builds age out); returns how many went. */
  trimTranslations(max: number): number
  /** Adds to the characters sent to the translation service on `day` (YYYY-MM-DD); returns the day's total. */
  addTranslationSpend(day: string, chars: number): number
  translationSpend(day: string): number

  /** The message and its mail, in one transaction: both are kept or neither. A held message's mail waits for `releaseHeld`. */
  saveContactMessage(message: Omit<ContactMessage, 'id' | 'createdAt'>, mail: OutgoingMail): number
  contactMessages(): ContactMessage[]
  /** Queues the mail of held messages (all, or one) and clears their hold; returns how many. */
  releaseHeld(mailOf: (message: ContactMessage) => OutgoingMail, id?: number): number

  /** The application and its mails (made from its id), in one transaction. */
  saveApplication(application: Omit<Application, 'id' | 'createdAt'>, mails: (id: number) => OutgoingMail[]): number
  applications(): Application[]

  /** Takes up to `limit` due mails for sending; a claim lapses after `leaseMs` (a crashed worker's mail comes back). */
  claimDueMail(now: number, limit: number, leaseMs: number): OutboxEntry[]
  markSent(id: number): void
  /** Reschedules a failed mail, or parks it when `nextAttemptAt` is null. */
  markFailed(id: number, error: string, nextAttemptAt: number | null): void
  outbox(status?: OutboxEntry['status']): OutboxEntry[]
  /** Puts parked mail (all, or one) back in the queue; returns how many. */
  retryParked(id?: number): number
  /** What readiness reports: mail waiting (pending or being sent), when the oldest of it was queued (ms), mail parked. */
  outboxHealth(): { waiting: number; oldestWaitingSince: number | null; parked: number }
  /** Writes and removes a row: throws when the store cannot be written (a full or read-only disk). */
  probeWrite(): void

  /**
   * Takes one unit of the budget `key` for the window starting at `windowStart` (ms);
   * false, and nothing taken, when `max` units are already used.
   */
  spendBudget(key: string, windowStart: number, max: number): boolean
  /** Drops budget windows that started before `before` (ms); returns how many. */
  forgetBudgets(before: number): number

  /** Records a solved anti-bot challenge; false when it was used before (a replay). */
  useChallenge(signature: string, expiresAt: number): boolean
  /** Drops used challenges that expired before `now` (ms); returns how many. */
  forgetChallenges(now: number): number

  /** Deletes messages, applications and mail created before `before` (ms), in one transaction. */
  purgeBefore(before: number): Purged
  /** Everything kept about the person with this e-mail address (any case). */
  personalData(email: string): PersonalData
  /** Deletes everything `personalData` finds, in one transaction; returns what it was. */
  erasePersonalData(email: string): PersonalData
  recordAudit(action: string, summary: string): void
  auditLog(): AuditEntry[]

  close(): void
}

const MIGRATIONS = [
  `CREATE TABLE translation_cache (
     lang TEXT NOT NULL,
     source TEXT NOT NULL,
     translated TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (datetime('now')),
     PRIMARY KEY (lang, source)
   )`,
  `CREATE TABLE contact_message (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     lang TEXT NOT NULL,
     verified INTEGER NOT NULL
   );
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     to_addr TEXT NOT NULL,
     reply_to TEXT,
     subject TEXT NOT NULL,
     text_body TEXT NOT NULL,
     html_body TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'parked')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL DEFAULT 0,
     lease_until INTEGER,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
   CREATE TABLE used_challenge (
     signature TEXT PRIMARY KEY,
     expires_at INTEGER NOT NULL
   );`,
  `CREATE TABLE application (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     job_id TEXT,
     lang TEXT NOT NULL,
     form_values TEXT NOT NULL,
     resume_file TEXT NOT NULL,
     resume_kind TEXT NOT NULL CHECK (resume_kind IN ('pdf', 'docx')),
     resume_bytes INTEGER NOT NULL
   )`,
  // What the translation service was sent per day: the daily budget survives a restart.
  `CREATE TABLE translation_spend (day TEXT PRIMARY KEY, chars INTEGER NOT NULL)`,
  // Form budgets (submissions per address, per server, confirmations per recipient) survive a
  // restart; contact messages past the unverified budget wait for review, unmailed.
  `CREATE TABLE form_budget (
     key TEXT NOT NULL,
     window_start INTEGER NOT NULL,
     used INTEGER NOT NULL,
     PRIMARY KEY (key, window_start)
   );
   CREATE INDEX form_budget_window ON form_budget (window_start);
   ALTER TABLE contact_message ADD COLUMN held INTEGER NOT NULL DEFAULT 0;`,
  // Retention deletes by age; used challenges are forgotten by expiry; operators' actions on personal data are logged.
  `CREATE INDEX contact_message_created ON contact_message (created_at);
   CREATE INDEX application_created ON application (created_at);
   CREATE INDEX outbox_created ON outbox (created_at);
   CREATE INDEX used_challenge_expiry ON used_challenge (expires_at);
   CREATE TABLE admin_audit (
     id INTEGER PRIMARY KEY,
     at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     action TEXT NOT NULL,
     summary TEXT NOT NULL
   );
   UPDATE outbox SET text_body = '', html_body = '' WHERE status = 'sent';`,
]

type Row = Record<string, string | number | null>

const toOutbox = (r: Row): OutboxEntry => ({
  id: Number(r.id),
  to: String(r.to_addr),
  replyTo: r.reply_to === null ? undefined : String(r.reply_to),
  subject: String(r.subject),
  text: String(r.text_body),
  html: String(r.html_body),
  status: String(r.status) as OutboxEntry['status'],
  attempts: Number(r.attempts),
  nextAttemptAt: Number(r.next_attempt_at),
  lastError: r.last_error === null ? null : String(r.last_error),
  createdAt: String(r.created_at),
  sentAt: r.sent_at === null ? null : String(r.sent_at),
})

const toContactMessage = (r: Row): ContactMessage => ({
  id: Number(r.id),
  createdAt: String(r.created_at),
  name: String(r.name),
  email: String(r.email),
  subject: String(r.subject),
  message: String(r.message),
  lang: String(r.lang),
  verified: r.verified === 1,
  held: r.held === 1,
})

const toApplication = (r: Row): Application => ({
  id: Number(r.id),
  createdAt: String(r.created_at),
  jobId: r.job_id === null ? null : String(r.job_id),
  lang: String(r.lang),
  values: JSON.parse(String(r.form_values)) as Record<string, string>,
  resumeFile: String(r.resume_file),
  resumeKind: String(r.resume_kind) as 'pdf' | 'docx',
  resumeBytes: Number(r.resume_bytes),
})

export const STORE_FILE = 'site.db'

/**
 * Opens (and migrates) the store in `dataDir`. With `create: false` a folder
 * holding no store is an error, not a new empty store (the admin command must
 * not report on nothing).
 */
export function openStore(dataDir: string, { create = true }: { create?: boolean } = {}): Store {
  const file = join(dataDir, STORE_FILE)
  if (!create && !existsSync(file)) throw new Error(`No store in ${dataDir} (no ${STORE_FILE}): is DATA_DIR right?`)
  ownerOnlyDir(dataDir)
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE))
  // Stores made before files were created owner-only are tightened too.
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) chmodSync(file + suffix, OWNER_ONLY_FILE)
  const db = new DatabaseSync(file)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;')
  const version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
  for (let v = version; v < MIGRATIONS.length; v++) {
    db.exec('BEGIN IMMEDIATE')
    db.exec(MIGRATIONS[v] ?? '')
    db.exec(`PRAGMA user_version = ${v + 1}`)
    db.exec('COMMIT')
  }

  const transaction = <T>(work: () => T): T => {
    db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      db.exec('COMMIT')
      return result
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }

  const q = {
    getTranslation: db.prepare('SELECT translated FROM translation_cache WHERE lang = ? AND source = ?'),
    getSpend: db.prepare('SELECT chars FROM translation_spend WHERE day = ?'),
    trimTranslations: db.prepare(
      'DELETE FROM translation_cache WHERE rowid IN (SELECT rowid FROM translation_cache ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?)',
    ),
    addSpend: db.prepare(
      'INSERT INTO translation_spend (day, chars) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET chars = chars + excluded.chars RETURNING chars',
    ),
    putTranslation: db.prepare(
      'INSERT INTO translation_cache (lang, source, translated) VALUES (?, ?, ?) ON CONFLICT (lang, source) DO UPDATE SET translated = excluded.translated',
    ),
    insertMessage: db.prepare(
      'INSERT INTO contact_message (name, email, subject, message, lang, verified, held) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    heldMessages: db.prepare('SELECT * FROM contact_message WHERE held = 1 ORDER BY id'),
    unhold: db.prepare('UPDATE contact_message SET held = 0 WHERE id = ?'),
    spendBudget: db.prepare(
      `INSERT INTO form_budget (key, window_start, used) VALUES (?, ?, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET used = used + 1 WHERE used < ?
       RETURNING used`,
    ),
    forgetBudgets: db.prepare('DELETE FROM form_budget WHERE window_start < ?'),
    insertMail: db.prepare(
      'INSERT INTO outbox (to_addr, reply_to, subject, text_body, html_body) VALUES (?, ?, ?, ?, ?)',
    ),
    messages: db.prepare('SELECT * FROM contact_message ORDER BY id'),
    insertApplication: db.prepare(
      'INSERT INTO application (job_id, lang, form_values, resume_file, resume_kind, resume_bytes) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    applications: db.prepare('SELECT * FROM application ORDER BY id'),
    // Mail to or from the person, or naming them (an application's notice to the careers inbox).
    personMessages: db.prepare('SELECT * FROM contact_message WHERE lower(email) = ? ORDER BY id'),
    personApplications: db.prepare(
      "SELECT * FROM application WHERE lower(json_extract(form_values, '$.email')) = ? ORDER BY id",
    ),
    personMails: db.prepare(
      `SELECT * FROM outbox WHERE lower(to_addr) = ?1 OR lower(reply_to) = ?1
          OR instr(lower(text_body), ?1) > 0 OR instr(lower(subject), ?1) > 0 ORDER BY id`,
    ),
    deleteMessage: db.prepare('DELETE FROM contact_message WHERE id = ?'),
    deleteApplication: db.prepare('DELETE FROM application WHERE id = ?'),
    deleteMail: db.prepare('DELETE FROM outbox WHERE id = ?'),
    oldResumes: db.prepare('SELECT resume_file FROM application WHERE created_at < ?'),
    purgeMessages: db.prepare('DELETE FROM contact_message WHERE created_at < ?'),
    purgeApplications: db.prepare('DELETE FROM application WHERE created_at < ?'),
    purgeMails: db.prepare("DELETE FROM outbox WHERE created_at < ? AND status IN ('sent', 'parked')"),
    insertAudit: db.prepare('INSERT INTO admin_audit (action, summary) VALUES (?, ?)'),
    audit: db.prepare('SELECT * FROM admin_audit ORDER BY id'),
    claim: db.prepare(
      `UPDATE outbox SET status = 'sending', lease_until = ?
        WHERE id IN (SELECT id FROM outbox
                      WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until < ?)
                      ORDER BY id LIMIT ?)
        RETURNING *`,
    ),
    // Delivered mail keeps its headers and status, not its body (the inbox has it now).
    sent: db.prepare(
      `UPDATE outbox SET status = 'sent', sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), lease_until = NULL,
              attempts = attempts + 1, text_body = '', html_body = '' WHERE id = ?`,
    ),
    retryLater: db.prepare(
      `UPDATE outbox SET status = 'pending', attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_until = NULL WHERE id = ?`,
    ),
    park: db.prepare(
      `UPDATE outbox SET status = 'parked', attempts = attempts + 1, last_error = ?, lease_until = NULL WHERE id = ?`,
    ),
    outboxAll: db.prepare('SELECT * FROM outbox ORDER BY id'),
    outboxByStatus: db.prepare('SELECT * FROM outbox WHERE status = ? ORDER BY id'),
    unparkAll: db.prepare(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = 0 WHERE status = 'parked'`,
    ),
    unparkOne: db.prepare(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = 0 WHERE status = 'parked' AND id = ?`,
    ),
    outboxHealth: db.prepare(
      `SELECT COUNT(*) FILTER (WHERE status IN ('pending', 'sending')) AS waiting,
              MIN(created_at) FILTER (WHERE status IN ('pending', 'sending')) AS oldest,
              COUNT(*) FILTER (WHERE status = 'parked') AS parked
         FROM outbox`,
    ),
    purgeChallenges: db.prepare('DELETE FROM used_challenge WHERE expires_at < ?'),
    useChallenge: db.prepare('INSERT INTO used_challenge (signature, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING'),
  }

  return {
    cachedTranslation(lang, text) {
      const row = q.getTranslation.get(lang, text) as { translated: string } | undefined
      return row?.translated
    },
    saveTranslation(lang, text, translated) {
      q.putTranslation.run(lang, text, translated)
    },
    trimTranslations(max) {
      return Number(q.trimTranslations.run(max).changes)
    },
    addTranslationSpend(day, chars) {
      return Number((q.addSpend.get(day, chars) as { chars: number }).chars)
    },
    translationSpend(day) {
      return Number((q.getSpend.get(day) as { chars: number } | undefined)?.chars ?? 0)
    },
    saveContactMessage(m, mail) {
      return transaction(() => {
        const { lastInsertRowid } = q.insertMessage.run(
          m.name,
          m.email,
          m.subject,
          m.message,
          m.lang,
          m.verified ? 1 : 0,
          m.held ? 1 : 0,
        )
        if (!m.held) q.insertMail.run(mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.html)
        return Number(lastInsertRowid)
      })
    },
    contactMessages() {
      return (q.messages.all() as Row[]).map(toContactMessage)
    },
    releaseHeld(mailOf, id) {
      return transaction(() => {
        const held = (q.heldMessages.all() as Row[])
          .map(toContactMessage)
          .filter((m) => id === undefined || m.id === id)
        for (const message of held) {
          const mail = mailOf(message)
          q.insertMail.run(mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.html)
          q.unhold.run(message.id)
        }
        return held.length
      })
    },
    spendBudget(key, windowStart, max) {
      return max > 0 && q.spendBudget.get(key, windowStart, max) !== undefined
    },
    forgetBudgets(before) {
      return Number(q.forgetBudgets.run(before).changes)
    },
    saveApplication(a, mails) {
      return transaction(() => {
        const { lastInsertRowid } = q.insertApplication.run(
          a.jobId,
          a.lang,
          JSON.stringify(a.values),
          a.resumeFile,
          a.resumeKind,
          a.resumeBytes,
        )
        const id = Number(lastInsertRowid)
        for (const mail of mails(id))
          q.insertMail.run(mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.html)
        return id
      })
    },
    applications() {
      return (q.applications.all() as Row[]).map(toApplication)
    },
    claimDueMail(now, limit, leaseMs) {
      return (q.claim.all(now + leaseMs, now, now, limit) as Row[]).map(toOutbox).sort((a, b) => a.id - b.id)
    },
    markSent(id) {
      q.sent.run(id)
    },
    markFailed(id, error, nextAttemptAt) {
      if (nextAttemptAt === null) q.park.run(error.slice(0, 1000), id)
      else q.retryLater.run(error.slice(0, 1000), nextAttemptAt, id)
    },
    outbox(status) {
      return ((status ? q.outboxByStatus.all(status) : q.outboxAll.all()) as Row[]).map(toOutbox)
    },
    retryParked(id) {
      return Number((id === undefined ? q.unparkAll.run() : q.unparkOne.run(id)).changes)
    },
    outboxHealth() {
      const row = q.outboxHealth.get() as { waiting: number; oldest: string | null; parked: number }
      return {
        waiting: Number(row.waiting),
        oldestWaitingSince: row.oldest === null ? null : Date.parse(row.oldest),
        parked: Number(row.parked),
      }
    },
    probeWrite() {
      // A write that must reach the disk: a full or read-only disk fails it (SQLITE_FULL, SQLITE_READONLY).
      transaction(() => {
        db.exec("INSERT INTO form_budget (key, window_start, used) VALUES ('readiness-probe', 0, 1)")
        db.exec("DELETE FROM form_budget WHERE key = 'readiness-probe'")
      })
    },
    useChallenge(signature, expiresAt) {
      return Number(q.useChallenge.run(signature, expiresAt).changes) === 1
    },
    forgetChallenges(now) {
      return Number(q.purgeChallenges.run(now).changes)
    },
    purgeBefore(before) {
      const cutoff = new Date(before).toISOString()
      return transaction(() => ({
        resumeFiles: (q.oldResumes.all(cutoff) as Row[]).map((r) => String(r.resume_file)),
        messages: Number(q.purgeMessages.run(cutoff).changes),
        applications: Number(q.purgeApplications.run(cutoff).changes),
        mails: Number(q.purgeMails.run(cutoff).changes),
      }))
    },
    personalData(email) {
      const key = email.trim().toLowerCase()
      return {
        messages: (q.personMessages.all(key) as Row[]).map(toContactMessage),
        applications: (q.personApplications.all(key) as Row[]).map(toApplication),
        mails: (q.personMails.all(key) as Row[]).map(toOutbox),
      }
    },
    erasePersonalData(email) {
      return transaction(() => {
        const found = this.personalData(email)
        for (const m of found.messages) q.deleteMessage.run(m.id)
        for (const a of found.applications) q.deleteApplication.run(a.id)
        for (const m of found.mails) q.deleteMail.run(m.id)
        return found
      })
    },
    recordAudit(action, summary) {
      q.insertAudit.run(action, summary)
    },
    auditLog() {
      return (q.audit.all() as Row[]).map((r) => ({
        id: Number(r.id),
        at: String(r.at),
        action: String(r.action),
        summary: String(r.summary),
      }))
    },
    close() {
      if (db.isOpen) db.close()
    },
  }
}
