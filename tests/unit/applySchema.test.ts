import { describe, expect, it } from 'vitest'
import { checkResumeChoice, RESUME_MAX_BYTES, validateApply, type ApplyJob } from '../../src/forms/apply'
import type { Translate } from '../../src/forms/contact'
import type { Message } from '../../src/i18n/defineMessages'

const t: Translate = (message: Message, values = {}) =>
  typeof message.defaultMessage === 'string'
    ? message.defaultMessage
    : message.defaultMessage
        .map((el) =>
          'value' in el && el.type === 1 ? String(values[el.value as string]) : 'value' in el ? el.value : '',
        )
        .join('')

// The rules need only the job's id and country.
const indianJob: ApplyJob = { id: 'java-engineer-hyderabad', country: 'IN' }
const jobIn = (country: ApplyJob['country']): ApplyJob => ({ id: `a-job-in-${country.toLowerCase()}`, country })

const valid = {
  jobId: indianJob.id,
  firstName: 'Priya',
  lastName: 'Sharma',
  mobile: '9876543210',
  email: 'priya@example.com',
  workAuth: 'Work Visa',
  address: '12 Jubilee Hills Road',
  city: 'Hyderabad',
  state: 'Telangana',
  zipcode: '500033',
  jobTitle: 'Engineer',
  primarySkills: 'Java',
  experience: '1-3',
  country: 'USA',
  acceptTerms: 'true',
}
const errorOf = (field: string, value: unknown, job = indianJob) => {
  const result = validateApply({ ...valid, jobId: job.id, [field]: value }, t, job)
  return result.ok ? undefined : result.errors[field as keyof typeof result.errors]
}

describe('Easy Apply rules for a job in India (SPEC 5.2)', () => {
  it('accepts a complete application', () => {
    expect(validateApply(valid, t, indianJob).ok).toBe(true)
  })

  it('requires every field, with the spec’s wording where it gives one', () => {
    const result = validateApply({ jobId: indianJob.id }, t, indianJob)
    expect(result.ok).toBe(false)
    expect(result.ok ? {} : result.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      mobile: 'Mobile number is required',
      email: 'Email is required',
      workAuth: 'Choose your work authorization',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipcode: 'ZIP code is required',
      jobTitle: 'Job title is required',
      primarySkills: 'Primary skills are required',
      experience: 'Choose your experience',
      country: 'Choose your country',
      acceptTerms: 'You must accept terms & conditions',
    })
  })

  it('mobile: ten digits starting with 6 to 9, kept as typed', () => {
    for (const ok of ['6000000000', '9999999999']) expect(errorOf('mobile', ok)).toBeUndefined()
    for (const bad of ['5999999999', '987654321', '98765432101', '98765 43210', '+919876543210', '+447400123456'])
      expect(errorOf('mobile', bad), bad).toBe('Enter a valid 10-digit mobile number')
    const result = validateApply(valid, t, indianJob)
    expect(result.ok && result.values.mobile).toBe('9876543210')
  })

  it('email must be valid', () => {
    expect(errorOf('email', 'priya@')).toBe('Invalid email')
  })

  it('choices are limited to the spec’s lists', () => {
    expect(errorOf('workAuth', 'Citizen')).toBeUndefined()
    expect(errorOf('workAuth', 'Tourist')).toBe('Choose your work authorization')
    for (const e of ['0-1', '1-3', '3+']) expect(errorOf('experience', e)).toBeUndefined()
    expect(errorOf('experience', '5')).toBe('Choose your experience')
    expect(errorOf('country', 'India')).toBeUndefined()
    for (const other of ['Canada', 'GB', 'IN']) expect(errorOf('country', other), other).toBe('Choose your country')
  })

  it('terms must be accepted', () => {
    expect(errorOf('acceptTerms', 'false')).toBe('You must accept terms & conditions')
    expect(errorOf('acceptTerms', 'on')).toBeUndefined()
  })

  it('refuses text longer than its limit', () => {
    expect(errorOf('firstName', 'a'.repeat(50))).toBeUndefined()
    expect(errorOf('firstName', 'a'.repeat(51))).toBe('This can be at most 50 characters')
  })

  it('belongs to the job it was checked for', () => {
    const closed = 'This job is not open for applications any more. Our open jobs are on the careers page.'
    expect(errorOf('jobId', 'another-job')).toBe(closed)
    expect(errorOf('jobId', undefined)).toBe(closed)
  })
})

describe('Easy Apply rules for a job outside India', () => {
  const phoneError = 'Enter a valid phone number, with its country code if it is not from the country of the job'
  const applyTo = (job: ApplyJob, mobile: string, country: string = job.country) =>
    validateApply({ ...valid, jobId: job.id, mobile, country }, t, job)
  const stored = (job: ApplyJob, mobile: string) => {
    const result = applyTo(job, mobile)
    return result.ok ? result.values.mobile : result.errors
  }

  it('reads a national number in the job’s country and keeps it in E.164', () => {
    expect(stored(jobIn('GB'), '07400 123456')).toBe('+447400123456')
    expect(stored(jobIn('US'), '(201) 555-0123')).toBe('+12015550123')
    expect(stored(jobIn('BR'), '(11) 91234-5678')).toBe('+5511912345678')
    expect(stored(jobIn('FR'), '06 12 34 56 78')).toBe('+33612345678')
  })

  it('takes an international number from any country, kept in E.164', () => {
    expect(stored(jobIn('GB'), '+44 7400 123456')).toBe('+447400123456')
    expect(stored(jobIn('US'), '+1 201-555-0123')).toBe('+12015550123')
    expect(stored(jobIn('BR'), '+55 11 91234-5678')).toBe('+5511912345678')
    // An applicant from elsewhere gives their own country's code.
    expect(stored(jobIn('GB'), '+91 98765 43210')).toBe('+919876543210')
  })

  it('refuses a number of the wrong length, letters and an unknown country code, with the message', () => {
    for (const [job, bad] of [
      [jobIn('GB'), '07400 12345'],
      [jobIn('GB'), '07400 1234567'],
      [jobIn('US'), '555-0123'],
      [jobIn('BR'), '+55 11 1234'],
      [jobIn('US'), 'call me'],
      [jobIn('GB'), '+999 123 456 789'],
    ] as const)
      expect(errorOf('mobile', bad, job), `${job.country} ${bad}`).toBe(phoneError)
    expect(errorOf('mobile', '', jobIn('GB'))).toBe('Mobile number is required')
    expect(errorOf('mobile', '+44 7400 123456'.padEnd(31, ' 0'), jobIn('GB'))).toBe('This can be at most 30 characters')
  })

  it('the country is the job’s: India, USA or another country are refused', () => {
    const uk = jobIn('GB')
    expect(applyTo(uk, '07400 123456').ok).toBe(true)
    for (const other of ['India', 'USA', 'US', 'FR', '']) {
      const result = applyTo(uk, '07400 123456', other)
      expect(result.ok ? undefined : result.errors.country, other).toBe('Choose your country')
    }
  })

  it('does not take an Indian 10-digit mobile as valid just because it would be in India', () => {
    expect(errorOf('mobile', '9876543210', jobIn('GB'))).toBe(phoneError)
  })
})

describe('the résumé', () => {
  it('résumé: required, PDF or DOCX by name, at most 5 MB', () => {
    expect(checkResumeChoice(undefined, t)).toBe('Résumé is required')
    expect(checkResumeChoice({ name: 'cv.png', size: 10 }, t)).toBe('Only PDF or DOCX files are accepted')
    expect(checkResumeChoice({ name: 'cv.DOCX', size: RESUME_MAX_BYTES }, t)).toBeUndefined()
    expect(checkResumeChoice({ name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 }, t)).toBe('File size must be less than 5MB')
  })
})
