// The forms' field tables drive what the inbox and the operator read: the
// notification mails' rows and the admin CSV's columns follow each table's
// order and labels, so a field is listed once, beside its schema.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applicationsCsv, messagesCsv } from '../../scripts/admin'
import { APPLY_FORM, APPLY_LABELS, applySchema, applyText, type ApplyValues } from '../../src/forms/apply'
import {
  CONTACT_FIELDS,
  CONTACT_FORM,
  CONTACT_LABELS,
  contactSchema,
  contactText,
  type ContactValues,
} from '../../src/forms/contact'
import type { FormFieldSpec } from '../../src/forms/fieldTable'
import { jobCities, jobTitles } from '../../src/content/jobs/vocabulary'
import { englishOf } from '../../src/i18n/defineMessages'
import { translatorFor } from '../../src/server/i18n'
import { applyMails } from '../../src/server/mail/applyMail'
import { contactMail } from '../../src/server/mail/contactMail'
import { jobIn } from './formPosts'

const t = translatorFor('en')
const receivedAt = new Date('2026-03-04T05:06:07Z')

const contact: ContactValues = {
  name: 'Asha Rao',
  email: 'asha@client.example.com',
  subject: 'New GCC in Hyderabad',
  message: 'We would like to discuss a new capability centre.',
}

const job = jobIn('IN')
const application: ApplyValues = {
  jobId: job.id,
  firstName: 'Priya',
  lastName: 'Sharma',
  mobile: '9876543210',
  email: 'priya@example.com',
  workAuth: 'Citizen',
  address: '12 Jubilee Hills Road',
  city: 'Hyderabad',
  state: 'Telangana',
  zipcode: '500033',
  jobTitle: 'Senior Java Engineer',
  primarySkills: 'Java, Spring Boot, Kafka',
  experience: '3+',
  country: 'India',
  acceptTerms: 'true',
}

const rowsOf = (table: readonly FormFieldSpec[], values: Record<string, unknown>) =>
  table.flatMap((f) => (typeof f.mail === 'object' ? [`${f.mail.label}: ${String(values[f.name] ?? '')}`] : []))
const csvNames = (table: readonly FormFieldSpec[]) => table.filter((f) => f.csv).map((f) => f.name)
const headerOf = (csv: string) => csv.split('\r\n')[0]?.split(',')

afterEach(() => {
  vi.doUnmock('../../src/forms/contact')
  vi.doUnmock('../../src/forms/apply')
  vi.resetModules()
})

describe('the field tables', () => {
  it('name every field of their schema once', () => {
    expect([...CONTACT_FIELDS].sort()).toEqual(Object.keys(contactSchema(t).shape).sort())
    const applyNames = APPLY_FORM.map((f) => f.name)
    expect(new Set(applyNames).size).toBe(applyNames.length)
    expect([...applyNames].sort()).toEqual(Object.keys(applySchema(t, job).shape).sort())
  })

  it('give the forms their labels', () => {
    expect(CONTACT_LABELS).toEqual({
      name: contactText.name,
      email: contactText.email,
      subject: contactText.subject,
      message: contactText.message,
    })
    expect(APPLY_LABELS.firstName).toBe(applyText.firstName)
    expect(APPLY_LABELS.email).toBe(contactText.email)
    expect(t(APPLY_LABELS.city)).toBe('City')
    expect('jobId' in APPLY_LABELS).toBe(false)
  })

  it('order and label the contact mail’s rows; the body field is the mail’s body', () => {
    const mail = contactMail(contact, { inbox: 'inbox@company.test', lang: 'fr', verified: true, receivedAt })
    expect(mail.text).toBe(
      [
        ...rowsOf(CONTACT_FORM, contact),
        'Language: fr',
        `Received: ${receivedAt.toISOString()}`,
        '',
        contact.message,
        '',
      ].join('\n'),
    )
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'Name: Asha Rao',
      'E-mail: asha@client.example.com',
      'Subject: New GCC in Hyderabad',
    ])
    const headings = [...mail.html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])
    expect(headings).toEqual(['Name', 'E-mail', 'Subject', 'Language', 'Received'])
  })

  it('order and label the application’s notification rows', () => {
    const [notification] = applyMails(application, {
      inbox: 'careers@company.test',
      lang: 'en',
      job,
      applicationId: 3,
      confirm: true,
      resumeKind: 'pdf',
      resumeBytes: 2048,
      t,
    })
    const lines = notification!.text.trimEnd().split('\n')
    expect(lines).toEqual([
      'Reference: APP-000003',
      `Position: ${englishOf(jobTitles[job.title])}, ${englishOf(jobCities[job.city])}, India`,
      ...rowsOf(APPLY_FORM, application),
      'Language: en',
      'Résumé: PDF, 2 KB: npm run admin -- resume 3',
    ])
    expect(lines[2]).toBe(`Job: ${job.id}`)
    expect(lines).not.toContain('acceptTerms: true')
  })

  it('order and name the CSV columns between the records’ own', () => {
    expect(headerOf(messagesCsv([]))).toEqual(['id', 'createdAt', ...csvNames(CONTACT_FORM), 'lang', 'verified'])
    expect(headerOf(applicationsCsv([]))).toEqual([
      'id',
      'createdAt',
      'jobId',
      'lang',
      ...csvNames(APPLY_FORM),
      'resume',
    ])
  })

  it('drive the outputs: a changed table changes the mail and the CSV, and nothing else has to', async () => {
    const actual = await vi.importActual<typeof import('../../src/forms/contact')>('../../src/forms/contact')
    // Reordered, relabelled, and the subject left out of the CSV.
    const table: FormFieldSpec<keyof ContactValues>[] = [
      { name: 'subject', label: actual.contactText.subject, mail: { label: 'Topic' } },
      { name: 'email', label: actual.contactText.email, mail: { label: 'Address' }, csv: true },
      { name: 'name', label: actual.contactText.name, mail: { label: 'From' }, csv: true },
      { name: 'message', label: actual.contactText.message, mail: 'body', csv: true },
    ]
    vi.doMock('../../src/forms/contact', () => ({ ...actual, CONTACT_FORM: table }))
    vi.resetModules()
    const { contactMail: mailFromTable } = await import('../../src/server/mail/contactMail')
    const { messagesCsv: csvFromTable } = await import('../../scripts/admin')
    const mail = mailFromTable(contact, { inbox: 'inbox@company.test', lang: 'en', verified: true, receivedAt })
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'Topic: New GCC in Hyderabad',
      'Address: asha@client.example.com',
      'From: Asha Rao',
    ])
    expect(mail.subject).toBe('Website contact: New GCC in Hyderabad')
    expect(headerOf(csvFromTable([]))).toEqual(['id', 'createdAt', 'email', 'name', 'message', 'lang', 'verified'])
  })

  it('show a value as its field says, in the mail and the CSV alike', async () => {
    const actual = await vi.importActual<typeof import('../../src/forms/apply')>('../../src/forms/apply')
    const table = actual.APPLY_FORM.map((f) =>
      f.name === 'experience' ? { ...f, show: (v: unknown) => `${String(v)} years` } : f,
    )
    vi.doMock('../../src/forms/apply', () => ({ ...actual, APPLY_FORM: table }))
    vi.resetModules()
    const { applyMails: mailsFromTable } = await import('../../src/server/mail/applyMail')
    const { applicationsCsv: csvFromTable } = await import('../../scripts/admin')
    const [notification] = mailsFromTable(application, {
      inbox: 'careers@company.test',
      lang: 'en',
      job,
      applicationId: 1,
      confirm: true,
      resumeKind: 'docx',
      resumeBytes: 1,
      t,
    })
    expect(notification!.text).toContain('Experience (years): 3+ years\n')
    const csv = csvFromTable([
      {
        id: 1,
        createdAt: '2026-03-04T05:06:07Z',
        jobId: null,
        lang: 'en',
        values: { experience: '1-3' },
        resumeKind: 'docx',
        resumeBytes: 1,
      },
    ])
    expect(csv).toContain('"1-3 years"')
  })
})
