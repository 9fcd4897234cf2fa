import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { intlFor, requestLanguage } from '../../src/server/i18n'

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

describe('the server’s messages', () => {
  it('are read from the folder asked for, each folder kept apart', () => {
    const folder = (text: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'locales-'))
      writeFileSync(join(dir, 'fr.json'), JSON.stringify({ 'probe.heading': text }))
      return dir
    }
    const message = { id: 'probe.heading', defaultMessage: 'Heading' }
    expect(intlFor('fr', folder('Premier')).formatMessage(message)).toBe('Premier')
    expect(intlFor('fr', folder('Second')).formatMessage(message)).toBe('Second')
  })
})
