import { describe, expect, it } from 'vitest'
import { checkResumeChoice, RESUME_MAX_BYTES, validateApply } from '../../src/forms/apply'
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

const valid = {
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
const errorOf = (field: string, value: unknown) => {
  const result = validateApply({ ...valid, [field]: value }, t)
  return result.ok ? undefined : result.errors[field as keyof typeof result.errors]
}

describe('Easy Apply rules (SPEC 5.2)', () => {
  it('accepts a complete application', () => {
    expect(validateApply(valid, t).ok).toBe(true)
  })

  it('requires every field, with the spec’s wording where it gives one', () => {
    const result = validateApply({}, t)
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

  it('mobile: ten digits starting with 6 to 9', () => {
    for (const ok of ['6000000000', '9999999999']) expect(errorOf('mobile', ok)).toBeUndefined()
    for (const bad of ['5999999999', '987654321', '98765432101', '98765 43210', '+919876543210'])
      expect(errorOf('mobile', bad), bad).toBe('Enter a valid 10-digit mobile number')
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
    expect(errorOf('country', 'Canada')).toBe('Choose your country')
  })

  it('terms must be accepted', () => {
    expect(errorOf('acceptTerms', 'false')).toBe('You must accept terms & conditions')
    expect(errorOf('acceptTerms', 'on')).toBeUndefined()
  })

  it('refuses text longer than its limit', () => {
    expect(errorOf('firstName', 'a'.repeat(50))).toBeUndefined()
    expect(errorOf('firstName', 'a'.repeat(51))).toBe('This can be at most 50 characters')
  })

  it('résumé: required, PDF or DOCX by name, at most 5 MB', () => {
    expect(checkResumeChoice(undefined, t)).toBe('Résumé is required')
    expect(checkResumeChoice({ name: 'cv.png', size: 10 }, t)).toBe('Only PDF or DOCX files are accepted')
    expect(checkResumeChoice({ name: 'cv.DOCX', size: RESUME_MAX_BYTES }, t)).toBeUndefined()
    expect(checkResumeChoice({ name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 }, t)).toBe('File size must be less than 5MB')
  })
})
