// The embedded store: node:sqlite under DATA_DIR, WAL with full sync so an
// acknowledged write survives a crash; résumés are files beside it. It holds
// personal data: the folder is the owner's only, the database file is created
// so before SQLite opens it (its WAL and shared-memory files take its mode),
// and sent mail keeps no body. A commit's fsync takes about 0.1 ms here, so
// the store runs on the server's own thread (npm run bench measures pages
// during a burst of posts).
import { randomUUID } from 'node:crypto'
import { chmodSync, closeSync, existsSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { requireProjectNode } from '../nodeVersion'
import { ownerOnlyDir, OWNER_ONLY_FILE, resumesDir } from '../dataFiles'
import { migrations } from './migrations'
import type { Application, ContactMessage, JobAlert, OutgoingMail, OutboxEntry, PersonalData, Store } from './types'

// node:sqlite is loaded only after the Node version is checked: a static
// import would fail on an old Node before any check could say why.
requireProjectNode()
const { DatabaseSync } = createRequire(import.meta.url)('node:sqlite') as typeof import('node:sqlite')

/** The interface's methods, answered at once (promised() makes them the interface). */
type Immediate<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => R : T[K] }

type Row = Record<string, string | number | null>

const toOutbox = (r: Row): OutboxEntry => ({
  id: Number(r.id),
  messageKey: String(r.message_key),
  to: String(r.to_addr),
  replyTo: r.reply_to === null ? undefined : String(r.reply_to),
  subject: String(r.subject),
  text: String(r.text_body),
  html: String(r.html_body),
  ...(r.headers === null || r.headers === undefined
    ? {}
    : { headers: JSON.parse(String(r.headers)) as Record<string, string> }),
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
  resumeKind: String(r.resume_kind) as 'pdf' | 'docx',
  resumeBytes: Number(r.resume_bytes),
})

const toJobAlert = (r: Row): JobAlert => ({
  id: Number(r.id),
  createdAt: String(r.created_at),
  email: String(r.email),
  lang: String(r.lang),
  filter: JSON.parse(String(r.filter)) as Record<string, string>,
  token: String(r.token),
  confirmedAt: r.confirmed_at === null ? null : String(r.confirmed_at),
  knownJobs: JSON.parse(String(r.known_jobs)) as string[],
  lastAlertAt: r.last_alert_at === null ? null : Number(r.last_alert_at),
})

export const STORE_FILE = 'site.db'

/**
 * Opens (and migrates) the store in `dataDir`. With `create: false` a folder
 * holding no store is an error, not a new empty store (the admin command must
 * not report on nothing).
 */
export function openSqliteStore(dataDir: string, { create = true }: { create?: boolean } = {}): Store {
  const file = join(dataDir, STORE_FILE)
  if (!create && !existsSync(file)) throw new Error(`No store in ${dataDir} (no ${STORE_FILE}): is DATA_DIR right?`)
  ownerOnlyDir(dataDir)
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE))
  // Stores made before files were created owner-only are tightened too.
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) chmodSync(file + suffix, OWNER_ONLY_FILE)
  const db = new DatabaseSync(file)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;')
  // A deleted row's bytes are overwritten with zeros, not left in a free page for a file copy to keep.
  db.exec('PRAGMA secure_delete = ON')
  // The version reached is the database's user_version.
  const version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
  for (const migration of migrations('sqlite').slice(version)) {
    db.exec('BEGIN IMMEDIATE')
    db.exec(migration.sql)
    db.exec(`PRAGMA user_version = ${migration.version}`)
    db.exec('COMMIT')
  }
  const resumes = resumesDir(dataDir)

  const transaction = <T>(work: () => T): T => {
    db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      db.exec('COMMIT')
      return result
    } catch (error) {
      // SQLite has rolled back already after some errors (a full disk): ROLLBACK would hide the cause.
      if (db.isTransaction) db.exec('ROLLBACK')
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
      `INSERT INTO form_budget (key, window_start, used) VALUES (:key, :start, :units)
         ON CONFLICT (key, window_start) DO UPDATE SET used = used + :units WHERE used + :units <= :max
       RETURNING used`,
    ),
    refundBudget: db.prepare('UPDATE form_budget SET used = used - ? WHERE key = ? AND window_start = ?'),
    forgetBudgets: db.prepare('DELETE FROM form_budget WHERE window_start < ?'),
    insertMail: db.prepare(
      'INSERT INTO outbox (to_addr, reply_to, subject, text_body, html_body, message_key, headers) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    insertJobAlert: db.prepare('INSERT INTO job_alert (email, lang, filter, token) VALUES (?, ?, ?, ?)'),
    jobAlertByToken: db.prepare('SELECT * FROM job_alert WHERE token = ?'),
    confirmJobAlert: db.prepare(
      `UPDATE job_alert SET confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), known_jobs = ?
        WHERE token = ? AND confirmed_at IS NULL`,
    ),
    deleteJobAlertByToken: db.prepare('DELETE FROM job_alert WHERE token = ?'),
    claimJobAlerts: db.prepare(
      `UPDATE job_alert SET lease_until = ?
        WHERE id IN (SELECT id FROM job_alert
                      WHERE confirmed_at IS NOT NULL
                        AND (last_alert_at IS NULL OR last_alert_at <= ?)
                        AND (checked_at IS NULL OR checked_at < ?)
                        AND (lease_until IS NULL OR lease_until < ?)
                      ORDER BY id LIMIT ?)
        RETURNING *`,
    ),
    checkedJobAlert: db.prepare(
      'UPDATE job_alert SET known_jobs = ?, checked_at = ?, last_alert_at = coalesce(?, last_alert_at), lease_until = NULL WHERE id = ?',
    ),
    forgetUnconfirmed: db.prepare('DELETE FROM job_alert WHERE confirmed_at IS NULL AND created_at < ?'),
    jobAlerts: db.prepare('SELECT * FROM job_alert ORDER BY id'),
    personJobAlerts: db.prepare('SELECT * FROM job_alert WHERE lower(email) = ? ORDER BY id'),
    deleteJobAlert: db.prepare('DELETE FROM job_alert WHERE id = ?'),
    purgeJobAlerts: db.prepare('DELETE FROM job_alert WHERE created_at < ?'),
    messages: db.prepare('SELECT * FROM contact_message ORDER BY id'),
    insertApplication: db.prepare(
      'INSERT INTO application (job_id, lang, form_values, resume_file, resume_kind, resume_bytes) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    applications: db.prepare('SELECT * FROM application ORDER BY id'),
    resumeFile: db.prepare('SELECT resume_file FROM application WHERE id = ?'),
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
              attempts = attempts + 1, text_body = '', html_body = '' WHERE id = ? AND status <> 'sent'`,
    ),
    renewLease: db.prepare(
      `UPDATE outbox SET lease_until = ? WHERE status = 'sending' AND id IN (SELECT value FROM json_each(?))`,
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

  const queueMail = (mail: OutgoingMail) =>
    q.insertMail.run(
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      mail.html,
      randomUUID(),
      mail.headers ? JSON.stringify(mail.headers) : null,
    )
  const resumePath = (file: string) => join(resumes, file)
  /**
   * After an erasure no byte of it stays in the files: VACUUM rewrites the
   * database (also free pages a store made before secure_delete still holds),
   * and a TRUNCATE checkpoint copies the log into it and empties the log,
   * whose older frames hold the rows as they were.
   */
  const scrub = () => {
    db.exec('VACUUM')
    const { busy } = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number }
    if (busy)
      throw new Error(
        'erased, but the write-ahead log still holds copies: another process kept reading; run erase again',
      )
  }
  const removeResumes = (files: string[]) => {
    for (const file of files) rmSync(resumePath(file), { force: true })
  }
  const personalData = (email: string): PersonalData & { resumeFiles: string[] } => {
    const key = email.trim().toLowerCase()
    const applicationRows = q.personApplications.all(key) as Row[]
    return {
      messages: (q.personMessages.all(key) as Row[]).map(toContactMessage),
      applications: applicationRows.map(toApplication),
      jobAlerts: (q.personJobAlerts.all(key) as Row[]).map(toJobAlert),
      mails: (q.personMails.all(key) as Row[]).map(toOutbox),
      resumeFiles: applicationRows.map((r) => String(r.resume_file)),
    }
  }

  // Synchronous underneath: each method runs to its end before another starts.
  const store: Immediate<Store> = {
    engine: 'sqlite',
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
        if (!m.held) queueMail(mail)
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
          queueMail(mailOf(message))
          q.unhold.run(message.id)
        }
        return held.length
      })
    },
    spendBudget(key, windowStart, max, units = 1) {
      return units <= max && q.spendBudget.get({ key, start: windowStart, units, max }) !== undefined
    },
    refundBudget(key, windowStart, units) {
      q.refundBudget.run(units, key, windowStart)
    },
    forgetBudgets(before) {
      return Number(q.forgetBudgets.run(before).changes)
    },
    saveApplication(a, upload, mails) {
      ownerOnlyDir(resumes)
      const file = `${randomUUID()}.${a.resumeKind}`
      renameSync(upload, resumePath(file))
      try {
        return transaction(() => {
          const { lastInsertRowid } = q.insertApplication.run(
            a.jobId,
            a.lang,
            JSON.stringify(a.values),
            file,
            a.resumeKind,
            a.resumeBytes,
          )
          const id = Number(lastInsertRowid)
          for (const mail of mails(id)) queueMail(mail)
          return id
        })
      } catch (error) {
        removeResumes([file])
        throw error
      }
    },
    applications() {
      return (q.applications.all() as Row[]).map(toApplication)
    },
    resume(id) {
      const row = q.resumeFile.get(id) as { resume_file: string } | undefined
      return row ? readFileSync(resumePath(row.resume_file)) : undefined
    },
    saveJobAlert(alert, mail) {
      return transaction(() => {
        const { lastInsertRowid } = q.insertJobAlert.run(
          alert.email,
          alert.lang,
          JSON.stringify(alert.filter),
          alert.token,
        )
        const id = Number(lastInsertRowid)
        queueMail(mail(id))
        return id
      })
    },
    jobAlertByToken(token) {
      const row = q.jobAlertByToken.get(token) as Row | undefined
      return row ? toJobAlert(row) : undefined
    },
    confirmJobAlert(token, openJobIds) {
      q.confirmJobAlert.run(JSON.stringify(openJobIds), token)
      const row = q.jobAlertByToken.get(token) as Row | undefined
      return row ? toJobAlert(row) : undefined
    },
    unsubscribeJobAlert(token) {
      return Number(q.deleteJobAlertByToken.run(token).changes) > 0
    },
    claimDueJobAlerts(now, due, limit, leaseMs) {
      return (q.claimJobAlerts.all(now + leaseMs, due.mailedBefore, due.checkedBefore, now, limit) as Row[])
        .map(toJobAlert)
        .sort((a, b) => a.id - b.id)
    },
    recordJobAlertCheck(id, now, knownJobs, mail) {
      transaction(() => {
        if (mail) queueMail(mail)
        q.checkedJobAlert.run(JSON.stringify(knownJobs), now, mail ? now : null, id)
      })
    },
    forgetUnconfirmedJobAlerts(before) {
      return Number(q.forgetUnconfirmed.run(new Date(before).toISOString()).changes)
    },
    jobAlerts() {
      return (q.jobAlerts.all() as Row[]).map(toJobAlert)
    },
    claimDueMail(now, limit, leaseMs) {
      return (q.claim.all(now + leaseMs, now, now, limit) as Row[]).map(toOutbox).sort((a, b) => a.id - b.id)
    },
    markSent(id) {
      q.sent.run(id)
    },
    renewMailLease(ids, leaseUntil) {
      q.renewLease.run(leaseUntil, JSON.stringify(ids))
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
      const purged = transaction(() => ({
        resumeFiles: (q.oldResumes.all(cutoff) as Row[]).map((r) => String(r.resume_file)),
        messages: Number(q.purgeMessages.run(cutoff).changes),
        applications: Number(q.purgeApplications.run(cutoff).changes),
        jobAlerts: Number(q.purgeJobAlerts.run(cutoff).changes),
        mails: Number(q.purgeMails.run(cutoff).changes),
      }))
      // The rows go before their files: a résumé whose row is gone is never handed out, even if deleting it fails.
      removeResumes(purged.resumeFiles)
      const { resumeFiles: _, ...counts } = purged
      return counts
    },
    personalData(email) {
      const { resumeFiles: _, ...found } = personalData(email)
      return found
    },
    erasePersonalData(email) {
      const { resumeFiles, ...found } = transaction(() => {
        const data = personalData(email)
        for (const m of data.messages) q.deleteMessage.run(m.id)
        for (const a of data.applications) q.deleteApplication.run(a.id)
        for (const a of data.jobAlerts) q.deleteJobAlert.run(a.id)
        for (const m of data.mails) q.deleteMail.run(m.id)
        return data
      })
      removeResumes(resumeFiles)
      scrub()
      return found
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
  return promised(store)
}

/** The synchronous methods as the asynchronous interface: a thrown error becomes a rejection. */
function promised(sync: Immediate<Store>): Store {
  return Object.fromEntries(
    Object.entries(sync as Record<string, unknown>).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (...args: unknown[]) => {
            try {
              return Promise.resolve((value as (...a: unknown[]) => unknown)(...args))
            } catch (error) {
              return Promise.reject(error as Error)
            }
          }
        : value,
    ]),
  ) as unknown as Store
}
