import { describe, expect, it } from 'vitest'
import { requestLanguage } from '../../src/server/i18n'

describe('the language of a form post', () => {
  it('takes the form’s own field first', () => {
    expect(requestLanguage('ja', 'fr')).toBe('ja')
  })

  it('follows Accept-Language by q-value, matching a region or script to its language', () => {
    expect(requestLanguage(undefined, 'en;q=0.1, de;q=0.9')).toBe('de')
    expect(requestLanguage(undefined, 'fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr')
    expect(requestLanguage(undefined, 'zh-Hans-CN')).toBe('zh')
    expect(requestLanguage(undefined, 'xx, ja;q=0.5')).toBe('ja')
  })

  it('falls back to English', () => {
    expect(requestLanguage('xx', undefined)).toBe('en')
    expect(requestLanguage(undefined, 'tlh')).toBe('en')
  })
})
