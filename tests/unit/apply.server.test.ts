// POST /api/apply with real files: what is accepted is stored outside the web
// root with its notification and confirmation in the outbox; what is refused
// leaves nothing behind.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildServer } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { jobCities, jobCountries, jobTitles } from '../../src/content/jobs/vocabulary'
import type { Job } from '../../src/content/jobs'
import { BRAND } from '../../src/config/brand'
import { englishOf } from '../../src/i18n/defineMessages'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { EICAR, EICAR_SIGNATURE, fakeClamd } from './fakeClamd'
import { docm, docx, docxWithMacros, exe, multipartBody, pdf, png, zipBomb } from './files'
import { applyValues, closedJob, jobIn, siteFolder, solved, startServer } from './serverHarness'
import { decodeQuotedPrintable, startSmtpPeer } from './smtpPeer'

const open: FastifyInstance[] = []
afterEach(async () => {
  while (open.length) await open.pop()?.close()
})

async function start(env: Record<string, string> = {}) {
  const dist = siteFolder()
  const dataDir = mkdtempSync(join(tmpdir(), 'data-'))
  const config = loadConfig({
    DIST_DIR: dist,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAREERS_INBOX: 'careers@company.test',
    ALTCHA_MAX_NUMBER: '5000',
    ...env,
  })
  const app = await buildServer({ config, outboxStopped: true })
  open.push(app)
  return { app, dataDir }
}

const fields = applyValues
/** A job as the careers inbox reads it: English title and place, and its id. */
const position = (job: Job) =>
  `${englishOf(jobTitles[job.title])}, ${englishOf(jobCities[job.city])}, ${englishOf(jobCountries[job.country])} (${job.id})`

async function apply(
  app: FastifyInstance,
  extra: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const { payload, headers } = multipartBody({ ...fields, ...extra }, file)
  return app.inject({ method: 'POST', url: '/api/apply', payload, headers })
}

async function nothingStored(app: FastifyInstance, dataDir: string) {
  expect(await app.store.applications()).toHaveLength(0)
  expect(await app.store.outbox()).toHaveLength(0)
  for (const dir of ['incoming', 'resumes']) {
    const path = join(dataDir, 'uploads', dir)
    if (existsSync(path)) expect(readdirSync(path), dir).toEqual([])
  }
}

describe('POST /api/apply', () => {
  it('accepts a PDF and a DOCX, keeps each outside the web root, and queues notification and confirmation', async () => {
    const { app, dataDir } = await start()
    const first = await apply(
      app,
      { altcha: await solved(app) },
      { name: 'cv.pdf', type: 'application/pdf', data: pdf() },
    )
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({
      message: 'Form submitted successfully! Your application number is APP-000001.',
      reference: 'APP-000001',
    })
    const second = await apply(
      app,
      { altcha: await solved(app), lang: 'de', email: 'priya.sharma@example.com' },
      {
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        data: docx(),
      },
    )
    expect(second.statusCode).toBe(201)
    const applications = await app.store.applications()
    expect(applications.map((a) => [a.jobId, a.resumeKind, a.lang])).toEqual([
      [fields.jobId, 'pdf', 'en'],
      [fields.jobId, 'docx', 'de'],
    ])
    const stored = readdirSync(join(dataDir, 'uploads', 'resumes'))
    expect(stored).toHaveLength(2)
    expect(stored.every((f) => /^[0-9a-f-]{36}\.(pdf|docx)$/.test(f))).toBe(true)
    expect(await app.store.resume(applications[0]!.id)).toEqual(pdf())
    const mails = await app.store.outbox()
    expect(mails.map((m) => m.to)).toEqual([
      'careers@company.test',
      'priya@example.com',
      'careers@company.test',
      'priya.sharma@example.com',
    ])
    expect(mails[0]?.subject).toBe(`Application APP-000001: Priya Sharma for ${position(jobIn('IN'))}`)
    const german = JSON.parse(readFileSync('locales/de.json', 'utf8')) as Record<string, string>
    expect(mails[3]?.subject).toContain(german['mail.apply.confirm.subject']!.replace('{reference}', 'APP-000002'))
  })

  const refusals: [string, { name: string; type: string; data: () => Buffer } | undefined, string][] = [
    [
      'a PNG renamed .pdf',
      { name: 'cv.pdf', type: 'application/pdf', data: png },
      'Only PDF or DOCX files are accepted',
    ],
    [
      'an executable called .pdf',
      { name: 'cv.pdf', type: 'application/pdf', data: exe },
      'Only PDF or DOCX files are accepted',
    ],
    [
      'a macro-enabled .docm renamed .docx',
      { name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: docm },
      'Only PDF or DOCX files are accepted',
    ],
    [
      'a DOCX by its content type with a macro project inside',
      {
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        data: docxWithMacros,
      },
      'Only PDF or DOCX files are accepted',
    ],
    [
      'a zip bomb named .docx',
      {
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        data: zipBomb,
      },
      'Only PDF or DOCX files are accepted',
    ],
    [
      'a file of 5 MB and one byte',
      {
        name: 'cv.pdf',
        type: 'application/pdf',
        data: () => Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024 + 1 - pdf().length, 32)]),
      },
      'File size must be less than 5MB',
    ],
    ['no file', undefined, 'Résumé is required'],
  ]
  for (const [what, file, message] of refusals) {
    it(`refuses ${what}, and stores nothing`, async () => {
      const { app, dataDir } = await start()
      const res = await apply(
        app,
        { altcha: await solved(app) },
        file && { name: file.name, type: file.type, data: file.data() },
      )
      expect(res.statusCode).toBe(422)
      expect(res.json().fields.resume).toBe(message)
      await nothingStored(app, dataDir)
    })
  }

  it('accepts a file of exactly 5 MB', async () => {
    const { app } = await start()
    const data = pdf()
    const padded = Buffer.concat([
      data.subarray(0, 9),
      Buffer.alloc(5 * 1024 * 1024 - data.length, 32),
      data.subarray(9),
    ])
    expect(padded.length).toBe(5 * 1024 * 1024)
    const res = await apply(
      app,
      { altcha: await solved(app) },
      { name: 'cv.pdf', type: 'application/pdf', data: padded },
    )
    expect(res.statusCode).toBe(201)
  })

  it('refuses a text field longer than its limit instead of cutting it', async () => {
    const { app, dataDir } = await start()
    const long = await apply(
      app,
      { primarySkills: 'Java, '.repeat(100), altcha: await solved(app) },
      { name: 'cv.pdf', type: 'application/pdf', data: pdf() },
    )
    expect(long.statusCode).toBe(422)
    expect(long.json().fields.primarySkills).toBe('This can be at most 500 characters')
    const huge = await apply(
      app,
      { address: 'x'.repeat(10_000), altcha: await solved(app) },
      { name: 'cv.pdf', type: 'application/pdf', data: pdf() },
    )
    expect(huge.statusCode).toBe(422)
    expect(huge.json().fields.address).toBe('This can be at most 200 characters')
    await nothingStored(app, dataDir)
  })

  it('checks every field with the form’s rules and messages', async () => {
    const { app, dataDir } = await start()
    const res = await apply(
      app,
      {
        firstName: ' ',
        mobile: '5876543210',
        email: 'nope',
        workAuth: 'Tourist',
        experience: '10',
        country: 'Mars',
        acceptTerms: '',
      },
      { name: 'cv.pdf', type: 'application/pdf', data: pdf() },
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().fields).toMatchObject({
      firstName: 'First name is required',
      mobile: 'Enter a valid 10-digit mobile number',
      email: 'Invalid email',
      workAuth: 'Choose your work authorization',
      experience: 'Choose your experience',
      country: 'Choose your country',
      acceptTerms: 'You must accept terms & conditions',
    })
    await nothingStored(app, dataDir)
  })

  it('refuses a failed or replayed challenge with the spec’s message', async () => {
    const { app, dataDir } = await start()
    const file = { name: 'cv.pdf', type: 'application/pdf', data: pdf() }
    const missing = await apply(app, {}, file)
    expect(missing.statusCode).toBe(422)
    expect(missing.json().fields.captcha).toBe('Captcha does not match')
    await nothingStored(app, dataDir)
    const payload = await solved(app)
    expect((await apply(app, { altcha: payload }, file)).statusCode).toBe(201)
    const replay = await apply(app, { altcha: payload }, file)
    expect(replay.statusCode).toBe(422)
    expect(replay.json().fields.captcha).toBe('Captcha does not match')
    expect(await app.store.applications()).toHaveLength(1)
  })

  it('refuses a well-formed PDF that runs JavaScript when opened, logs why (and nothing personal), and stores nothing', async () => {
    const lines: string[] = []
    const { app, dataDir } = await startServer({ LOG_LEVEL: 'info' }, undefined, {
      outboxStopped: true,
      logStream: { write: (line: string) => void lines.push(line) },
    })
    const doc = await PDFDocument.create()
    doc.addPage().drawText('Curriculum vitae', { x: 72, y: 720 })
    doc.catalog.set(
      PDFName.of('OpenAction'),
      doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.launchURL("https://evil.example")') }),
    )
    const hostile = Buffer.from(await doc.save())
    const res = await apply(
      app,
      { altcha: await solved(app) },
      { name: 'Priya Sharma CV.pdf', type: 'application/pdf', data: hostile },
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().fields.resume).toBe('Only PDF or DOCX files are accepted')
    await nothingStored(app, dataDir)
    const log = lines.join('')
    expect(log).toContain('PDF: JavaScript')
    for (const personal of ['Priya', 'Sharma', 'priya@', '9876543210', 'evil.example'])
      expect(log).not.toContain(personal)
  })

  it('answers 400, not 500, to a multipart body it cannot read, and keeps no file', async () => {
    const { app, dataDir } = await start()
    const { payload, headers } = multipartBody(
      { ...fields, altcha: 'x' },
      { name: 'cv.pdf', type: 'application/pdf', data: Buffer.concat([pdf(), Buffer.alloc(100_000, 32)]) },
    )
    const boundary = headers['content-type'].split('boundary=')[1]!
    const broken: [string, Buffer | string, string][] = [
      ['cut short inside the file', payload.subarray(0, payload.length - 50_000), headers['content-type']],
      ['cut short inside a field', payload.subarray(0, 60), headers['content-type']],
      ['another boundary than the body’s', payload, 'multipart/form-data; boundary=not-the-one'],
      ['no boundary', payload, 'multipart/form-data'],
      ['a boundary too long to search for', payload, `multipart/form-data; boundary=${'b'.repeat(300)}`],
      ['garbage', Buffer.alloc(5000, 7), headers['content-type']],
      [
        'a part that never ends',
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-`,
        headers['content-type'],
      ],
    ]
    for (const [what, body, contentType] of broken) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/apply',
        payload: body,
        headers: { 'content-type': contentType },
      })
      expect(res.statusCode, what).toBe(400)
      expect(res.json(), what).toEqual({ error: expect.any(String) })
      await nothingStored(app, dataDir)
    }
  })

  describe('with a virus scanner (CLAMD_SOCKET)', () => {
    it('streams the résumé to clamd and keeps it when clamd answers OK', async () => {
      const clamd = await fakeClamd()
      const { app, dataDir } = await start({ CLAMD_SOCKET: clamd.address })
      const res = await apply(
        app,
        { altcha: await solved(app) },
        { name: 'cv.pdf', type: 'application/pdf', data: pdf() },
      )
      await clamd.close()
      expect(res.statusCode).toBe(201)
      expect(clamd.streams).toEqual([pdf()])
      expect(readdirSync(join(dataDir, 'uploads', 'resumes'))).toHaveLength(1)
    })

    it('refuses a résumé clamd finds something in, with the résumé message, logs the signature, and stores nothing', async () => {
      const clamd = await fakeClamd()
      const lines: string[] = []
      const { app, dataDir } = await startServer({ LOG_LEVEL: 'info', CLAMD_SOCKET: clamd.address }, undefined, {
        outboxStopped: true,
        logStream: { write: (line: string) => void lines.push(line) },
      })
      const infected = pdf(EICAR)
      const res = await apply(
        app,
        { altcha: await solved(app) },
        { name: 'cv.pdf', type: 'application/pdf', data: infected },
      )
      await clamd.close()
      expect(res.statusCode).toBe(422)
      expect(res.json().fields.resume).toBe('Only PDF or DOCX files are accepted')
      expect(clamd.streams).toEqual([infected])
      expect(lines.join('')).toContain(EICAR_SIGNATURE)
      await nothingStored(app, dataDir)
    })

    it("answers 503 in the visitor's language and keeps nothing while clamd cannot be reached", async () => {
      const nowhere = join(mkdtempSync(join(tmpdir(), 'clamd-')), 'missing.sock')
      const { app, dataDir } = await start({ CLAMD_SOCKET: nowhere })
      const res = await apply(
        app,
        { altcha: await solved(app), lang: 'fr' },
        { name: 'cv.pdf', type: 'application/pdf', data: pdf() },
      )
      expect(res.statusCode).toBe(503)
      const message = 'Votre CV n’a pas pu être vérifié pour le moment. Veuillez réessayer plus tard.'
      expect(res.json()).toEqual({ error: message, message })
      await nothingStored(app, dataDir)
    })
  })

  describe('the job applied for', () => {
    const cv = () => ({ name: 'cv.pdf', type: 'application/pdf', data: pdf() })
    const uk = jobIn('GB')
    const ukApplication = {
      jobId: uk.id,
      mobile: '07400 123456',
      country: 'GB',
      address: '10 Downing Street',
      city: 'London',
      state: 'England',
      zipcode: 'SW1A 2AA',
    }

    it('takes a job outside India with its own rules: a national number read in the job’s country, kept in E.164', async () => {
      const { app } = await start()
      const cases = [
        [uk, '07400 123456', '+447400123456'],
        [jobIn('US'), '+1 (201) 555-0123', '+12015550123'],
        [jobIn('BR'), '(11) 91234-5678', '+5511912345678'],
      ] as const
      for (const [job, typed] of cases) {
        const res = await apply(
          app,
          { ...ukApplication, jobId: job.id, mobile: typed, country: job.country, altcha: await solved(app) },
          cv(),
        )
        expect(res.statusCode, job.country).toBe(201)
      }
      const stored = await app.store.applications()
      expect(stored.map((a) => [a.jobId, a.values.mobile, a.values.country])).toEqual(
        cases.map(([job, , e164]) => [job.id, e164, job.country]),
      )
      const [notification] = await app.store.outbox()
      expect(notification?.subject).toBe(`Application APP-000001: Priya Sharma for ${position(uk)}`)
      expect(notification?.text).toContain('Mobile: +447400123456\n')
      expect(notification?.text).toContain('Country: United Kingdom\n')
    })

    it('refuses a wrong-length number for a job outside India with the message', async () => {
      const { app, dataDir } = await start()
      const res = await apply(app, { ...ukApplication, mobile: '07400 12345', altcha: await solved(app) }, cv())
      expect(res.statusCode).toBe(422)
      expect(res.json().fields).toEqual({
        mobile: 'Enter a valid phone number, with its country code if it is not from the country of the job',
      })
      await nothingStored(app, dataDir)
    })

    it('takes the rules from the job it looks up, never from the browser: India’s for a foreign job are refused', async () => {
      const { app, dataDir } = await start()
      // An Indian application (10-digit mobile, India) sent with a UK job's id.
      const res = await apply(app, { jobId: uk.id, country: 'India', mobile: '9876543210' }, cv())
      expect(res.statusCode).toBe(422)
      expect(res.json().fields).toMatchObject({
        country: 'Choose your country',
        mobile: 'Enter a valid phone number, with its country code if it is not from the country of the job',
      })
      // And the other way round: a UK number and country sent for an Indian job.
      const other = await apply(app, { country: 'GB', mobile: '+447400123456' }, cv())
      expect(other.statusCode).toBe(422)
      expect(other.json().fields).toMatchObject({
        country: 'Choose your country',
        mobile: 'Enter a valid 10-digit mobile number',
      })
      // A country field the job does not have, whatever else is right.
      const mismatch = await apply(app, { ...ukApplication, country: 'US', altcha: await solved(app) }, cv())
      expect(mismatch.statusCode).toBe(422)
      expect(mismatch.json().fields).toEqual({ country: 'Choose your country' })
      await nothingStored(app, dataDir)
    })

    it('refuses an unknown, missing or closed job with a clear message in the visitor’s language, and stores nothing', async () => {
      const { app, dataDir } = await start()
      const message = 'This job is not open for applications any more. Our open jobs are on the careers page.'
      for (const [jobId, status] of [
        ['no-such-job', 404],
        ['', 404],
        [closedJob.id, 410],
      ] as const) {
        const res = await apply(app, { jobId, altcha: await solved(app) }, cv())
        expect(res.statusCode, jobId).toBe(status)
        expect(res.json(), jobId).toEqual({ error: message, message })
      }
      const { payload, headers } = multipartBody(
        Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'jobId')),
        cv(),
      )
      expect((await app.inject({ method: 'POST', url: '/api/apply', payload, headers })).statusCode).toBe(404)
      const french = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, string>
      const inFrench = await apply(app, { jobId: closedJob.id, lang: 'fr' }, cv())
      expect(inFrench.json().message).toBe(french['form.apply.jobClosed'])
      await nothingStored(app, dataDir)
    })

    it('mails the applicant over SMTP, in their language, the job and the application number', async () => {
      const smtp = await startSmtpPeer()
      try {
        const { app } = await start({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false` })
        const res = await apply(app, { ...ukApplication, lang: 'es', altcha: await solved(app) }, cv())
        expect(res.statusCode).toBe(201)
        const { reference, message } = res.json() as { reference: string; message: string }
        expect(reference).toBe('APP-000001')
        const spanish = JSON.parse(readFileSync('locales/es.json', 'utf8')) as Record<string, string>
        expect(message).toBe(spanish['form.apply.submitted.reference']!.replace('{reference}', reference))
        expect(await app.outbox.drain()).toBe(2)
        const read = (to: string) => {
          const mail = smtp.received.find((m) => m.to.includes(to))!
          return decodeQuotedPrintable(mail.raw).replace(/\r?\n[ \t]+/g, ' ')
        }
        const confirmation = read(fields.email)
        const job = spanish['mail.apply.confirm.job']!.replace('{title}', spanish[`job.title.${uk.title}`]!)
          .replace('{city}', spanish[`job.city.${uk.city}`]!)
          .replace('{country}', spanish[`job.country.${uk.country}`]!)
          .replace('{jobId}', uk.id)
        expect(confirmation).toContain(job)
        expect(confirmation).toContain(spanish['mail.apply.confirm.reference']!.replace('{reference}', reference))
        // The subject as a mail client shows it (its encoded words decoded).
        const subject = smtp.received
          .find((m) => m.to.includes(fields.email))!
          .headers.subject!.replace(/\?=\s+=\?UTF-8\?Q\?/g, '')
          .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => decodeQuotedPrintable(word.replaceAll('_', ' ')))
        expect(subject).toBe(
          `${spanish['mail.apply.confirm.subject']!.replace('{reference}', reference)} · ${BRAND.legalName}`,
        )
        const notification = read('careers@company.test')
        expect(notification).toContain(`Reference: ${reference}`)
        expect(notification).toContain(`Position: ${position(uk).replace(` (${uk.id})`, '')}`)
      } finally {
        await smtp.close()
      }
    })
  })
})
