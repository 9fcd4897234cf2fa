// A full disk: the visitor is asked to come back (503, Retry-After, in their
// language, a page for a post without JavaScript), the log names the cause.
// The errors are real ones (SQLite filling a database capped by
// max_page_count, a write to /dev/full), thrown at the store's boundary.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { FULL_DISK_RETRY_AFTER_SECONDS, isFullDisk } from '../../src/server/fullDisk'
import { pdf } from './files'
import {
  applyValues,
  contactValues,
  postApplication,
  postContact,
  postContactForm,
  solved,
  startServer,
} from './serverHarness'

const catalog = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>

/** The error SQLite gives when the database cannot grow. */
function sqliteFull(): Error {
  const db = new DatabaseSync(join(mkdtempSync(join(tmpdir(), 'full-')), 'full.db'))
  db.exec('CREATE TABLE t (x BLOB); PRAGMA max_page_count = 3')
  try {
    for (;;) db.prepare('INSERT INTO t VALUES (?)').run(Buffer.alloc(4096))
  } catch (error) {
    return error as Error
  } finally {
    db.close()
  }
}

/** The error a write to a full disk gives (/dev/full is always full). */
function noSpace(): Error {
  try {
    writeFileSync('/dev/full', 'x')
  } catch (error) {
    return error as Error
  }
  throw new Error('/dev/full took a write')
}

async function fullServer() {
  const lines: string[] = []
  const { app } = await startServer({ LOG_LEVEL: 'error' }, undefined, {
    outboxStopped: true,
    logStream: { write: (line) => void lines.push(line) },
  })
  const fail = (error: Error) => () => Promise.reject(error)
  app.store.saveContactMessage = fail(sqliteFull())
  app.store.saveApplication = fail(noSpace())
  app.store.saveJobAlert = fail(sqliteFull())
  return { app, log: () => lines.join('') }
}

describe('a full disk', () => {
  it('is recognised from SQLite’s error and the file system’s, and nothing else', () => {
    expect(sqliteFull().message).toMatch(/database or disk is full/)
    expect(isFullDisk(sqliteFull())).toBe(true)
    expect(isFullDisk(noSpace())).toBe(true)
    expect(isFullDisk(new Error('wrapped', { cause: noSpace() }))).toBe(true)
    expect(isFullDisk(Object.assign(new Error('could not extend file'), { code: '53100' }))).toBe(true) // PostgreSQL
    expect(isFullDisk(new Error('connection refused'))).toBe(false)
  })

  it('answers a contact message 503 with Retry-After in the visitor’s language, and logs the cause', async () => {
    const { app, log } = await fullServer()
    const res = await postContact(app, { ...contactValues, lang: 'fr', altcha: await solved(app) })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe(String(FULL_DISK_RETRY_AFTER_SECONDS))
    expect(res.json().message).toBe(catalog('fr')['form.diskFull'])
    expect(log()).toContain('database or disk is full')
  })

  it('gives a post without JavaScript a page, in its language, with the values kept', async () => {
    const { app } = await fullServer()
    const res = await postContactForm(app, { ...contactValues, lang: 'ja' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe(String(FULL_DISK_RETRY_AFTER_SECONDS))
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain(catalog('ja')['form.diskFull'])
    expect(res.body).toContain(contactValues.message)
  })

  it('answers an application whose résumé finds no room 503 in the applicant’s language (ENOSPC)', async () => {
    const { app, log } = await fullServer()
    const resume = { name: 'cv.pdf', type: 'application/pdf', data: pdf() }
    const res = await postApplication(app, { ...applyValues, lang: 'de', altcha: await solved(app) }, resume)
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe(String(FULL_DISK_RETRY_AFTER_SECONDS))
    expect(res.json().message).toBe(catalog('de')['form.diskFull'])
    expect(log()).toContain('ENOSPC')
  })

  it('answers a job alert form posted without JavaScript with a page', async () => {
    const { app } = await fullServer()
    const res = await app.inject({
      method: 'POST',
      url: '/api/job-alerts',
      payload: new URLSearchParams({ email: 'zoe@example.com', lang: 'ar', website: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    })
    expect(res.statusCode).toBe(503)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain(catalog('ar')['form.diskFull'])
  })
})
