// POST /api/apply (multipart): every field checked again with the form's own
// schema; the résumé accepted only when its bytes are a PDF (parsed, nothing
// active in it) or a plain DOCX of at most 5 MB, and clamd finds nothing in it
// when CLAMD_SOCKET is set; kept by the store (a file outside the web root, or a
// row in PostgreSQL) with the application and its two mails in one transaction
// before the answer.
// The job is the server's own: the posted job id is looked up among the jobs
// the build published that are still open today (a closed or unknown job is
// refused), and the job's country sets the rules, never a value the browser
// sends. A refused application leaves nothing behind.
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { APPLY_MAX_LENGTH, applyErrors, RESUME_MAX_BYTES, validateApply, type ApplyErrors } from '../../forms/apply'
import { contactText } from '../../forms/contact'
import { isFullDisk, retryLater } from '../fullDisk'
import type { AntiBot } from '../antiBot'
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../dataFiles'
import { DAY_MS, HOUR_MS, isCrossSite, mailboxKey, type FormBudgets } from '../formGuard'
import { requestLanguage, translatorFor } from '../i18n'
import { applicationReference, applyMails } from '../mail/applyMail'
import type { SiteBuild } from '../siteBuild'
import { resumeKind, type ResumeKind } from '../resume'
import { scanFile, ScannerUnavailable } from '../virusScan'

export type ApplyRouteOptions = {
  antiBot: AntiBot
  budgets: FormBudgets
  inbox: string
  dataDir: string
  /** Applications kept per client address and hour. */
  perHour: number
  localesDir?: string
  /** clamd's unix socket or tcp://host:port (CLAMD_SOCKET): every résumé is scanned before it is kept. */
  clamdSocket?: string
  /** The jobs one can apply for: the served build's, still open today. */
  jobs: Pick<SiteBuild, 'openJobs' | 'publishedJob'>
}

const MAX_FIELD_BYTES = 8 * 1024

export async function applyRoutes(app: FastifyInstance, opts: ApplyRouteOptions): Promise<void> {
  await app.register(multipart, {
    // The file limit is set explicitly (the plugin's default is 1 MiB); one file, a few short fields.
    limits: {
      fileSize: RESUME_MAX_BYTES,
      files: 1,
      fields: 30,
      fieldSize: MAX_FIELD_BYTES,
      parts: 32,
      headerPairs: 100,
    },
    // An over-size file is marked truncated (and refused with the spec's message) rather than thrown.
    throwFileSizeLimit: false,
  })
  const uploads = join(opts.dataDir, 'uploads')
  const incoming = join(uploads, 'incoming')

  app.post(
    '/api/apply',
    // A flood guard only: the hourly budget counts kept applications, not typos.
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      if (isCrossSite(request)) {
        const message = translatorFor(
          requestLanguage(undefined, request.headers['accept-language']),
          opts.localesDir,
        )(contactText.crossSite)
        return reply.code(403).send({ error: message, message })
      }
      if (!request.isMultipart()) return reply.code(415).send({ error: 'Expected multipart/form-data' })
      // The answer is sent only once the upload is cleaned up or kept.
      const { status, body } = await handle(request)
      if (status === 503) retryLater(reply) // a full disk or the virus scanner away: come back later
      return reply.code(status).send(body)
    },
  )

  async function handle(request: FastifyRequest): Promise<{ status: number; body: object }> {
    await mkdir(incoming, { recursive: true, mode: OWNER_ONLY_DIR })
    const fields: Record<string, string> = {}
    const cutFields = new Set<string>()
    let upload: { path: string; bytes: number; tooBig: boolean } | undefined
    let readingBody = true
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'resume' || upload) {
            part.file.resume()
            continue
          }
          const path = join(incoming, randomUUID())
          upload = { path, bytes: 0, tooBig: false }
          part.file.on('data', (chunk: Buffer) => {
            if (upload) upload.bytes += chunk.length
          })
          await pipeline(part.file, createWriteStream(path, { mode: OWNER_ONLY_FILE }))
          upload.tooBig = part.file.truncated
          // On disk before the application is acknowledged, like the store's own writes.
          const handle = await open(path, 'r')
          await handle.sync()
          await handle.close()
        } else {
          // The plugin cuts an over-long value silently: notice it and refuse.
          if (part.valueTruncated) cutFields.add(part.fieldname)
          fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value)
        }
      }
      readingBody = false

      const lang = requestLanguage(fields.lang, request.headers['accept-language'])
      const t = translatorFor(lang, opts.localesDir)
      const job = opts.jobs.openJobs().find((open) => open.id === fields.jobId)
      if (!job) {
        // Gone when the build published it and it has closed since; else never ours.
        const published = fields.jobId ? opts.jobs.publishedJob(fields.jobId) : undefined
        const message = t(applyErrors.jobClosed)
        return { status: published ? 410 : 404, body: { error: message, message } }
      }
      const result = validateApply(fields, t, job)
      const errors: ApplyErrors = result.ok ? {} : { ...result.errors }
      for (const field of cutFields) {
        const max = APPLY_MAX_LENGTH[field as keyof typeof APPLY_MAX_LENGTH] ?? MAX_FIELD_BYTES
        errors[field as keyof ApplyErrors] = t(applyErrors.tooLong, { max })
      }

      let kind: ResumeKind | undefined
      if (!upload || upload.bytes === 0) errors.resume = t(applyErrors.resumeRequired)
      else if (upload.tooBig) errors.resume = t(applyErrors.resumeSize)
      else {
        const check = await resumeKind(await readFile(upload.path))
        if (check.ok) kind = check.kind
        else {
          // Why it was refused, for the operator: never the file or who sent it.
          request.log.info({ reason: check.reason }, 'résumé refused')
          errors.resume = t(applyErrors.resumeType)
        }
      }

      if (Object.keys(errors).length === 0 && !(await opts.antiBot.verify(fields.altcha)))
        errors.captcha = t(applyErrors.captcha)
      // Last: only a résumé that would otherwise be kept costs the scanner's time. No verdict, nothing kept.
      if (opts.clamdSocket && upload && kind && Object.keys(errors).length === 0) {
        try {
          const scan = await scanFile(upload.path, opts.clamdSocket)
          if (!scan.clean) {
            request.log.warn({ signature: scan.signature }, 'résumé refused: the virus scanner found something')
            errors.resume = t(applyErrors.resumeType)
          }
        } catch (error) {
          if (!(error instanceof ScannerUnavailable)) throw error
          request.log.error({ reason: error.message }, 'résumé not checked: the virus scanner did not answer')
          const message = t(applyErrors.resumeUnchecked)
          return { status: 503, body: { error: message, message } }
        }
      }
      if (!result.ok || Object.keys(errors).length || !upload || !kind) {
        return { status: 422, body: { error: t(applyErrors.fixFields), fields: errors } }
      }

      if (!(await opts.budgets.spend('apply', request.ip, opts.perHour, HOUR_MS))) {
        return { status: 429, body: { error: t(applyErrors.tooMany), message: t(applyErrors.tooMany) } }
      }
      // One confirmation a day per address: the form cannot be used to mail a stranger over and over.
      const confirm = await opts.budgets.spend('apply-confirmation', mailboxKey(result.values.email), 1, DAY_MS)

      const values = result.values
      const resumeBytes = upload.bytes
      const resumePath = upload.path
      upload = undefined // the store takes the file over (kept with the application, or removed)
      const id = await app.store.saveApplication(
        {
          jobId: job.id,
          lang,
          values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
          resumeKind: kind,
          resumeBytes,
        },
        resumePath,
        (applicationId) =>
          applyMails(values, {
            inbox: opts.inbox,
            lang,
            job,
            applicationId,
            resumeKind: kind,
            resumeBytes,
            t,
            confirm,
          }),
      )
      request.log.info({ applicationId: id }, 'application stored')
      app.outbox.wake()
      const reference = applicationReference(id)
      return { status: 201, body: { message: t(applyErrors.submittedReference, { reference }), reference } }
    } catch (error) {
      if (isFullDisk(error)) {
        // The upload or the store found no room: nothing was kept; the visitor may come back.
        request.log.error({ err: error }, 'application not kept: the disk is full')
        const message = translatorFor(
          requestLanguage(fields.lang, request.headers['accept-language']),
          opts.localesDir,
        )(contactText.diskFull)
        return { status: 503, body: { error: message, message } }
      }
      // A body the multipart parser cannot read (cut short, a broken boundary, garbage) is the client's
      // error, not ours: 400. The plugin's own errors carry their status (413 past a limit) for the error
      // handler; the disk's other errors stay 500.
      const { statusCode, syscall } = error as { statusCode?: number; syscall?: string }
      if (!readingBody || statusCode || syscall) throw error
      request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'unreadable multipart body')
      return { status: 400, body: { error: 'The form could not be read; please send it again.' } }
    } finally {
      if (upload) await rm(upload.path, { force: true })
    }
  }
}
