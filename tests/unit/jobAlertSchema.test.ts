// The job alert form's rules, as the page and the server share them: the
// address as the contact form takes it, filters only from the job search's
// own vocabulary, and the search's matching rule for new jobs.
import { describe, expect, it } from 'vitest'
import { JOBS } from '../../src/content/jobs'
import { jobTitles } from '../../src/content/jobs/vocabulary'
import { alertFilter, jobMatchesAlert, validateJobAlert } from '../../src/forms/jobAlert'
import { englishOf } from '../../src/i18n/defineMessages'
import { translatorFor } from '../../src/server/i18n'

const t = translatorFor('en')
const job = JOBS[0]!

describe('the job alert schema', () => {
  it('takes an address and the search, trimmed, and keeps only the filters that are set', () => {
    const result = validateJobAlert({ email: '  zoe@example.com ', keyword: '  data  ', country: job.country }, t)
    expect(result).toEqual({ ok: true, values: expect.objectContaining({ email: 'zoe@example.com', keyword: 'data' }) })
    if (result.ok) expect(alertFilter(result.values)).toEqual({ keyword: 'data', country: job.country })
  })

  it('refuses an address with a line break or a second address, and filters the search does not offer', () => {
    for (const email of ['a@example.com\r\nBcc: b@evil.test', 'a@example.com, b@example.com', 'a@localhost', ''])
      expect(validateJobAlert({ email }, t)).toMatchObject({ ok: false, errors: { email: expect.any(String) } })
    for (const filter of [{ country: 'XX' }, { type: '<script>' }, { keyword: 'x'.repeat(101) }])
      expect(validateJobAlert({ email: 'a@example.com', ...filter }, t)).toMatchObject({
        ok: false,
        errors: { search: 'This search cannot be saved. Please search again from the job search page.' },
      })
  })
})

describe('which new jobs an alert gets', () => {
  const titles = (lang: 'en' | 'ja') => [englishOf(jobTitles[job.title]), translatorFor(lang)(jobTitles[job.title])]

  it('matches as the job search does: every filter by equality, keywords in the title in either language', () => {
    expect(jobMatchesAlert(job, {}, titles('en'))).toBe(true)
    expect(jobMatchesAlert(job, { country: job.country, type: job.type }, titles('en'))).toBe(true)
    expect(jobMatchesAlert(job, { country: job.country === 'IN' ? 'US' : 'IN' }, titles('en'))).toBe(false)
    const japaneseTitle = translatorFor('ja')(jobTitles[job.title])
    expect(jobMatchesAlert(job, { keyword: japaneseTitle.slice(0, 2) }, titles('ja'))).toBe(true)
    expect(jobMatchesAlert(job, { keyword: englishOf(jobTitles[job.title]).toUpperCase() }, titles('ja'))).toBe(true)
    expect(jobMatchesAlert(job, { keyword: 'zzzz-nothing' }, titles('en'))).toBe(false)
  })
})
