// The mails a visitor gets, in each of the twelve languages: the greeting their kind calls for
// (a job alert's subscriber is not an applicant), separators as the language writes them
// (French narrow space before the colon, Japanese and Chinese full-width marks), the company's
// name after the subject as the language joins them, and lang/dir on the HTML part; the staff's
// contact mail lets each value keep its own direction.
import { describe, expect, it } from 'vitest'
import { directionOf, LANGUAGE_CODES, type LanguageCode } from '../../src/config/languages'
import { BRAND } from '../../src/config/brand'
import { JOBS } from '../../src/content/jobs'
import { applyConfirmation, type ApplyValues } from '../../src/forms/apply'
import { jobAlertMailText, jobAlertPageText } from '../../src/forms/jobAlertMessages'
import { translatorFor } from '../../src/server/i18n'
import { applyMails } from '../../src/server/mail/applyMail'
import { contactMail } from '../../src/server/mail/contactMail'
import { jobAlertConfirmationMail, jobAlertMail, searchSummary } from '../../src/server/mail/jobAlertMail'
import type { JobAlert } from '../../src/server/store'
import { applyValues } from './formPosts'

const links = { siteUrl: 'https://www.example.test', unsubscribeMailbox: 'alerts@example.test' }
const job = JOBS.find((j) => j.country === 'IN')!
const alert = (lang: LanguageCode): JobAlert => ({
  id: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  email: 'visitor@example.test',
  lang,
  filter: { country: job.country, type: job.type },
  token: 'token-1',
  confirmedAt: '2026-11-01T00:00:00.000Z',
  knownJobs: [],
  lastAlertAt: null,
})

/** What each language writes between a link's text and its address. */
const LINK_SEPARATOR: Partial<Record<LanguageCode, string>> = { fr: '\u202f: ', ja: '：', zh: '：' }
/** What each language writes between two parts of a search. */
const LIST_SEPARATOR: Partial<Record<LanguageCode, string>> = { ja: '、', zh: '、', ar: '، ' }

describe.each(LANGUAGE_CODES)('the mails in %s', (lang) => {
  const t = translatorFor(lang)
  const htmlOpening = `<html lang="${lang}" dir="${directionOf(lang)}">`

  it('a job alert’s confirmation greets a subscriber, not an applicant', () => {
    const mail = jobAlertConfirmationMail({ email: 'visitor@example.test', lang, token: 'token-1' }, links, t)
    expect(mail.text.startsWith(t(jobAlertMailText.greeting))).toBe(true)
    expect(mail.html).toContain(htmlOpening)
    expect(mail.subject).toBe(
      t(applyConfirmation.subjectWithBrand, { subject: t(jobAlertMailText.confirmSubject), brand: BRAND.legalName }),
    )
    const unsubscribe = `${t(jobAlertPageText.unsubscribeButton)}${LINK_SEPARATOR[lang] ?? ': '}${links.siteUrl}/api/`
    expect(mail.text).toContain(unsubscribe)
    if (lang === 'ja') expect(t(jobAlertMailText.greeting)).not.toBe(t(applyConfirmation.greeting))
  })

  it('a job alert’s digest writes its search with the language’s separators', () => {
    const summary = searchSummary(alert(lang).filter, t)
    expect(summary).toContain(LIST_SEPARATOR[lang] ?? ', ')
    const mail = jobAlertMail(alert(lang), [job], links, t)
    expect(mail.html).toContain(htmlOpening)
    expect(mail.text).toContain(summary)
    expect(mail.text).toContain(`${t(jobAlertMailText.more)}${LINK_SEPARATOR[lang] ?? ': '}${links.siteUrl}`)
    expect(mail.subject.endsWith(BRAND.legalName)).toBe(true)
  })

  it('an application’s confirmation carries lang and dir', () => {
    const [, confirmation] = applyMails({ ...applyValues, jobId: job.id } as unknown as ApplyValues, {
      inbox: 'careers@example.test',
      lang,
      job,
      applicationId: 7,
      resumeKind: 'pdf',
      resumeBytes: 2048,
      t,
      confirm: true,
    })
    expect(confirmation!.html).toContain(htmlOpening)
    expect(confirmation!.subject.endsWith(BRAND.legalName)).toBe(true)
  })
})

describe('the staff’s contact mail', () => {
  it('lets every value keep its own direction (an Arabic subject reads right to left)', () => {
    const mail = contactMail(
      { name: 'سارة أحمد', email: 'sara@example.test', subject: 'استفسار: التوظيف', message: 'مرحبًا، نود التحدث.' },
      { inbox: 'inbox@example.test', lang: 'ar', verified: true, receivedAt: new Date(0) },
    )
    expect(mail.html).toContain('<td dir="auto">استفسار: التوظيف</td>')
    expect(mail.html).toMatch(/<p dir="auto"[^>]*>مرحبًا، نود التحدث.<\/p>/)
  })
})
