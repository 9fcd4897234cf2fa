// The store on PostgreSQL (DATABASE_URL), for several servers on one
// database: a pool of connections; a message or application is written with
// its mail in one transaction before the visitor is answered; the outbox is
// claimed with FOR UPDATE SKIP LOCKED and a lease, so each mail is sent by one
// server; budgets and used anti-bot solutions live here, so limits and replay
// protection hold across servers; résumés are kept in the database (bytea),
// so the servers share nothing else. The database may go away and come back
// (a restart, a failover): every connection has an error listener, so a cut
// connection fails its request, never the process, and errors that mean "the
// database cannot be reached" come out as StoreUnavailable (unavailable.ts).
import { readFile, rm } from 'node:fs/promises'
import pg from 'pg'
import { migrations } from './migrations'
import type { Application, ContactMessage, JobAlert, OutgoingMail, OutboxEntry, PersonalData, Store } from './types'
import { asStoreError, isConnectionLoss } from './unavailable'

type Row = Record<string, unknown>
type Queryable = Pick<pg.PoolClient, 'query'>

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

const toOutbox = (r: Row): OutboxEntry => ({
  id: Number(r.id),
  messageKey: String(r.message_key),
  to: String(r.to_addr),
  replyTo: r.reply_to === null ? undefined : String(r.reply_to),
  subject: String(r.subject),
  text: String(r.text_body),
  html: String(r.html_body),
  ...(r.headers === null || r.headers === undefined ? {} : { headers: r.headers as Record<string, string> }),
  status: String(r.status) as OutboxEntry['status'],
  attempts: Number(r.attempts),
  nextAttemptAt: Number(r.next_attempt_at),
  lastError: r.last_error === null ? null : String(r.last_error),
  createdAt: iso(r.created_at),
  sentAt: r.sent_at === null ? null : iso(r.sent_at),
})

const toContactMessage = (r: Row): ContactMessage => ({
  id: Number(r.id),
  createdAt: iso(r.created_at),
  name: String(r.name),
  email: String(r.email),
  subject: String(r.subject),
  message: String(r.message),
  lang: String(r.lang),
  verified: r.verified === true,
  held: r.held === true,
})

const toApplication = (r: Row): Application => ({
  id: Number(r.id),
  createdAt: iso(r.created_at),
  jobId: r.job_id === null ? null : String(r.job_id),
  lang: String(r.lang),
  values: r.form_values as Record<string, string>,
  resumeKind: String(r.resume_kind) as Application['resumeKind'],
  resumeBytes: Number(r.resume_bytes),
})

const toJobAlert = (r: Row): JobAlert => ({
  id: Number(r.id),
  createdAt: iso(r.created_at),
  email: String(r.email),
  lang: String(r.lang),
  filter: r.filter as Record<string, string>,
  token: String(r.token),
  confirmedAt: r.confirmed_at === null ? null : iso(r.confirmed_at),
  knownJobs: r.known_jobs as string[],
  lastAlertAt: r.last_alert_at === null ? null : Number(r.last_alert_at),
})

// Every column but the résumé's bytes, which only `resume()` reads.
const APPLICATION_COLUMNS = 'id, created_at, job_id, lang, form_values, resume_kind, resume_bytes'
const PERSON_MESSAGES = 'SELECT * FROM contact_message WHERE lower(email) = $1 ORDER BY id'
const PERSON_JOB_ALERTS = 'SELECT * FROM job_alert WHERE lower(email) = $1 ORDER BY id'
const PERSON_APPLICATIONS = `SELECT ${APPLICATION_COLUMNS} FROM application WHERE lower(form_values ->> 'email') = $1 ORDER BY id`
// Mail to or from the person, or naming them (an application's notice to the careers inbox).
const PERSON_MAILS = `SELECT * FROM outbox WHERE lower(to_addr) = $1 OR lower(reply_to) = $1
    OR strpos(lower(text_body), $1) > 0 OR strpos(lower(subject), $1) > 0 ORDER BY id`

const queueMail = (db: Queryable, mail: OutgoingMail) =>
  db.query(
    'INSERT INTO outbox (to_addr, reply_to, subject, text_body, html_body, headers) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      mail.html,
      mail.headers ? JSON.stringify(mail.headers) : null,
    ],
  )

/**
 * A connection of the pool's for a transaction, and its release. While it is
 * out of the pool only its own listener hears it: without one, a connection the
 * database cuts (a restart) emits an unhandled 'error' and ends the process.
 * A connection that failed is destroyed on release rather than reused.
 */
async function checkOut(pool: pg.Pool): Promise<{ client: pg.PoolClient; release: (error?: unknown) => void }> {
  const client = await pool.connect()
  let lost: Error | undefined
  const onError = (error: Error) => (lost = error)
  client.on('error', onError)
  return {
    client,
    release(error) {
      client.removeListener('error', onError)
      client.release(lost ?? (isConnectionLoss(error) ? (error as Error) : undefined))
    },
  }
}

/** Applies the migrations this database lacks; one server at a time (an advisory lock), each in its own transaction. */
async function migrate(pool: pg.Pool): Promise<void> {
  const { client, release } = await checkOut(pool)
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('site schema migrations'))")
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migration (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`)
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_migration',
    )
    for (const migration of migrations('postgres').slice(rows[0]?.version ?? 0)) {
      await client.query('BEGIN')
      try {
        await client.query(migration.sql)
        await client.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ])
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock(hashtext('site schema migrations'))").catch(() => undefined)
    release()
  }
}

/** The store with every method's connection errors turned into StoreUnavailable. */
function reportingUnavailable(store: Store): Store {
  const wrapped = Object.entries(store).map(([name, value]) => [
    name,
    typeof value === 'function'
      ? async (...args: unknown[]) => {
          try {
            return await (value as (...a: unknown[]) => Promise<unknown>)(...args)
          } catch (error) {
            throw asStoreError(error)
          }
        }
      : value,
  ])
  return Object.fromEntries(wrapped) as Store
}

export async function openPostgresStore(databaseUrl: string): Promise<Store> {
  // A database that does not answer fails a request in seconds rather than holding it.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 })
  // An idle connection the server drops (a restart, a failover) is replaced at the next query, not fatal.
  pool.on('error', () => undefined)
  try {
    await migrate(pool)
  } catch (error) {
    await pool.end()
    throw error
  }

  const query = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[]
  const changes = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rowCount ?? 0

  async function transaction<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    const { client, release } = await checkOut(pool)
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      release()
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      release(error)
      throw error
    }
  }

  const personalData = async (db: Queryable, email: string): Promise<PersonalData> => {
    const key = [email.trim().toLowerCase()]
    const [messages, applications, jobAlerts, mails] = [
      (await db.query(PERSON_MESSAGES, key)).rows,
      (await db.query(PERSON_APPLICATIONS, key)).rows,
      (await db.query(PERSON_JOB_ALERTS, key)).rows,
      (await db.query(PERSON_MAILS, key)).rows,
    ]
    return {
      messages: messages.map(toContactMessage),
      applications: applications.map(toApplication),
      jobAlerts: jobAlerts.map(toJobAlert),
      mails: mails.map(toOutbox),
    }
  }

  return reportingUnavailable({
    engine: 'postgres',
    async cachedTranslation(lang, text) {
      const [row] = await query('SELECT translated FROM translation_cache WHERE lang = $1 AND source = $2', [
        lang,
        text,
      ])
      return row ? String(row.translated) : undefined
    },
    async saveTranslation(lang, text, translated) {
      await query(
        `INSERT INTO translation_cache (lang, source, translated) VALUES ($1, $2, $3)
         ON CONFLICT (lang, source) DO UPDATE SET translated = excluded.translated`,
        [lang, text, translated],
      )
    },
    trimTranslations(max) {
      return changes(
        `DELETE FROM translation_cache WHERE (lang, source) IN
           (SELECT lang, source FROM translation_cache ORDER BY created_at DESC, lang, source OFFSET $1)`,
        [max],
      )
    },
    async addTranslationSpend(day, chars) {
      const [row] = await query(
        `INSERT INTO translation_spend (day, chars) VALUES ($1, $2)
         ON CONFLICT (day) DO UPDATE SET chars = translation_spend.chars + excluded.chars RETURNING chars`,
        [day, chars],
      )
      return Number(row?.chars)
    },
    async translationSpend(day) {
      const [row] = await query('SELECT chars FROM translation_spend WHERE day = $1', [day])
      return Number(row?.chars ?? 0)
    },
    saveContactMessage(m, mail) {
      return transaction(async (db) => {
        const { rows } = await db.query(
          `INSERT INTO contact_message (name, email, subject, message, lang, verified, held)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [m.name, m.email, m.subject, m.message, m.lang, m.verified, m.held],
        )
        if (!m.held) await queueMail(db, mail)
        return Number((rows[0] as Row).id)
      })
    },
    async contactMessages() {
      return (await query('SELECT * FROM contact_message ORDER BY id')).map(toContactMessage)
    },
    releaseHeld(mailOf, id) {
      return transaction(async (db) => {
        // Locked: two operators releasing at once queue each mail once.
        const { rows } = await db.query(
          'SELECT * FROM contact_message WHERE held AND ($1::bigint IS NULL OR id = $1) ORDER BY id FOR UPDATE',
          [id ?? null],
        )
        for (const message of rows.map(toContactMessage)) {
          await queueMail(db, mailOf(message))
          await db.query('UPDATE contact_message SET held = false WHERE id = $1', [message.id])
        }
        return rows.length
      })
    },
    async saveApplication(a, upload, mails) {
      const resume = await readFile(upload)
      // Kept in the database or refused: the upload is not needed either way.
      await rm(upload, { force: true })
      return transaction(async (db) => {
        const { rows } = await db.query(
          `INSERT INTO application (job_id, lang, form_values, resume, resume_kind, resume_bytes)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [a.jobId, a.lang, JSON.stringify(a.values), resume, a.resumeKind, a.resumeBytes],
        )
        const id = Number((rows[0] as Row).id)
        for (const mail of mails(id)) await queueMail(db, mail)
        return id
      })
    },
    async applications() {
      return (await query(`SELECT ${APPLICATION_COLUMNS} FROM application ORDER BY id`)).map(toApplication)
    },
    async resume(id) {
      const [row] = await query('SELECT resume FROM application WHERE id = $1', [id])
      return row ? (row.resume as Buffer) : undefined
    },
    saveJobAlert(alert, mail) {
      return transaction(async (db) => {
        const { rows } = await db.query(
          'INSERT INTO job_alert (email, lang, filter, token) VALUES ($1, $2, $3, $4) RETURNING id',
          [alert.email, alert.lang, JSON.stringify(alert.filter), alert.token],
        )
        const id = Number((rows[0] as Row).id)
        await queueMail(db, mail(id))
        return id
      })
    },
    async jobAlertByToken(token) {
      const [row] = await query('SELECT * FROM job_alert WHERE token = $1', [token])
      return row ? toJobAlert(row) : undefined
    },
    async confirmJobAlert(token, openJobIds) {
      await query(
        'UPDATE job_alert SET confirmed_at = now(), known_jobs = $1 WHERE token = $2 AND confirmed_at IS NULL',
        [JSON.stringify(openJobIds), token],
      )
      const [row] = await query('SELECT * FROM job_alert WHERE token = $1', [token])
      return row ? toJobAlert(row) : undefined
    },
    async unsubscribeJobAlert(token) {
      return (await changes('DELETE FROM job_alert WHERE token = $1', [token])) > 0
    },
    async claimDueJobAlerts(now, due, limit, leaseMs) {
      // Locked rows are skipped: servers running the pass together each take different alerts.
      const rows = await query(
        `UPDATE job_alert SET lease_until = $1
          WHERE id IN (SELECT id FROM job_alert
                        WHERE confirmed_at IS NOT NULL
                          AND (last_alert_at IS NULL OR last_alert_at <= $2)
                          AND (checked_at IS NULL OR checked_at < $3)
                          AND (lease_until IS NULL OR lease_until < $4)
                        ORDER BY id LIMIT $5
                        FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        [now + leaseMs, due.mailedBefore, due.checkedBefore, now, limit],
      )
      return rows.map(toJobAlert).sort((a, b) => a.id - b.id)
    },
    async recordJobAlertCheck(id, now, knownJobs, mail) {
      await transaction(async (db) => {
        if (mail) await queueMail(db, mail)
        await db.query(
          `UPDATE job_alert SET known_jobs = $1, checked_at = $2, last_alert_at = coalesce($3, last_alert_at),
                  lease_until = NULL WHERE id = $4`,
          [JSON.stringify(knownJobs), now, mail ? now : null, id],
        )
      })
    },
    forgetUnconfirmedJobAlerts(before) {
      return changes('DELETE FROM job_alert WHERE confirmed_at IS NULL AND created_at < $1', [new Date(before)])
    },
    async jobAlerts() {
      return (await query('SELECT * FROM job_alert ORDER BY id')).map(toJobAlert)
    },
    async claimDueMail(now, limit, leaseMs) {
      const rows = await query(
        `UPDATE outbox SET status = 'sending', lease_until = $1
          WHERE id IN (SELECT id FROM outbox
                        WHERE status IN ('pending', 'sending')
                          AND ((status = 'pending' AND next_attempt_at <= $2) OR (status = 'sending' AND lease_until < $2))
                        ORDER BY id LIMIT $3
                        FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        [now + leaseMs, now, limit],
      )
      return rows.map(toOutbox).sort((a, b) => a.id - b.id)
    },
    async markSent(id) {
      // Delivered mail keeps its headers and status, not its body (the inbox has it now).
      await query(
        `UPDATE outbox SET status = 'sent', sent_at = now(), lease_until = NULL, attempts = attempts + 1,
                text_body = '', html_body = '' WHERE id = $1 AND status <> 'sent'`,
        [id],
      )
    },
    async renewMailLease(ids, leaseUntil) {
      await query(`UPDATE outbox SET lease_until = $1 WHERE status = 'sending' AND id = ANY($2)`, [leaseUntil, ids])
    },
    async markFailed(id, error, nextAttemptAt) {
      if (nextAttemptAt === null)
        await query(
          `UPDATE outbox SET status = 'parked', attempts = attempts + 1, last_error = $1, lease_until = NULL WHERE id = $2`,
          [error.slice(0, 1000), id],
        )
      else
        await query(
          `UPDATE outbox SET status = 'pending', attempts = attempts + 1, last_error = $1, next_attempt_at = $2,
                  lease_until = NULL WHERE id = $3`,
          [error.slice(0, 1000), nextAttemptAt, id],
        )
    },
    async outbox(status) {
      const rows = status
        ? await query('SELECT * FROM outbox WHERE status = $1 ORDER BY id', [status])
        : await query('SELECT * FROM outbox ORDER BY id')
      return rows.map(toOutbox)
    },
    retryParked(id) {
      return changes(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = 0
          WHERE status = 'parked' AND ($1::bigint IS NULL OR id = $1)`,
        [id ?? null],
      )
    },
    async outboxHealth() {
      const [row] = await query(
        `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending')) AS waiting,
                min(created_at) FILTER (WHERE status IN ('pending', 'sending')) AS oldest,
                count(*) FILTER (WHERE status = 'parked') AS parked
           FROM outbox`,
      )
      return {
        waiting: Number(row?.waiting),
        oldestWaitingSince: row?.oldest instanceof Date ? row.oldest.getTime() : null,
        parked: Number(row?.parked),
      }
    },
    async probeWrite() {
      await transaction(async (db) => {
        await db.query("INSERT INTO form_budget (key, window_start, used) VALUES ('readiness-probe', 0, 1)")
        await db.query("DELETE FROM form_budget WHERE key = 'readiness-probe'")
      })
    },
    async spendBudget(key, windowStart, max, units = 1) {
      if (units > max) return false
      const rows = await query(
        `INSERT INTO form_budget (key, window_start, used) VALUES ($1, $2, $4)
           ON CONFLICT (key, window_start) DO UPDATE SET used = form_budget.used + $4
           WHERE form_budget.used + $4 <= $3
         RETURNING used`,
        [key, windowStart, max, units],
      )
      return rows.length === 1
    },
    async refundBudget(key, windowStart, units) {
      await query('UPDATE form_budget SET used = used - $1 WHERE key = $2 AND window_start = $3', [
        units,
        key,
        windowStart,
      ])
    },
    forgetBudgets(before) {
      return changes('DELETE FROM form_budget WHERE window_start < $1', [before])
    },
    async useChallenge(signature, expiresAt) {
      const inserted = await changes(
        'INSERT INTO used_challenge (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [signature, Math.round(expiresAt)],
      )
      return inserted === 1
    },
    forgetChallenges(now) {
      return changes('DELETE FROM used_challenge WHERE expires_at < $1', [now])
    },
    purgeBefore(before) {
      const cutoff = new Date(before)
      return transaction(async (db) => ({
        messages: (await db.query('DELETE FROM contact_message WHERE created_at < $1', [cutoff])).rowCount ?? 0,
        applications: (await db.query('DELETE FROM application WHERE created_at < $1', [cutoff])).rowCount ?? 0,
        jobAlerts: (await db.query('DELETE FROM job_alert WHERE created_at < $1', [cutoff])).rowCount ?? 0,
        mails:
          (await db.query("DELETE FROM outbox WHERE created_at < $1 AND status IN ('sent', 'parked')", [cutoff]))
            .rowCount ?? 0,
      }))
    },
    personalData(email) {
      return personalData(pool, email)
    },
    async erasePersonalData(email) {
      const erased = await transaction(async (db) => {
        const found = await personalData(db, email)
        const ids = (records: { id: number }[]) => [records.map((r) => r.id)]
        await db.query('DELETE FROM contact_message WHERE id = ANY($1)', ids(found.messages))
        await db.query('DELETE FROM application WHERE id = ANY($1)', ids(found.applications))
        await db.query('DELETE FROM job_alert WHERE id = ANY($1)', ids(found.jobAlerts))
        await db.query('DELETE FROM outbox WHERE id = ANY($1)', ids(found.mails))
        return found
      })
      // The deleted rows' space is made free for reuse now rather than some day (the bytes stay
      // until overwritten: see "Personal data" in docs/security.md for VACUUM FULL, the WAL and backups).
      await query('VACUUM contact_message, application, job_alert, outbox')
      return erased
    },
    async recordAudit(action, summary) {
      await query('INSERT INTO admin_audit (action, summary) VALUES ($1, $2)', [action, summary])
    },
    async auditLog() {
      return (await query('SELECT * FROM admin_audit ORDER BY id')).map((r) => ({
        id: Number(r.id),
        at: iso(r.at),
        action: String(r.action),
        summary: String(r.summary),
      }))
    },
    async close() {
      if (!pool.ended) await pool.end()
    },
  })
}
