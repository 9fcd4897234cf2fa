import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { formatDay } from '../../src/i18n/formatDay'

describe('a calendar day in the page’s language', () => {
  it('writes the French first of the month as 1er, and nothing else differently', () => {
    const fr = createIntl({ locale: 'fr', messages: {} })
    expect(formatDay(fr, '2026-11-01', 'long')).toBe('1er novembre 2026')
    expect(formatDay(fr, '2026-11-21', 'long')).toBe('21 novembre 2026')
    const en = createIntl({ locale: 'en', messages: {} })
    expect(formatDay(en, '2026-11-01', 'long')).toBe('November 1, 2026')
    const pt = createIntl({ locale: 'pt-BR', messages: {} })
    expect(formatDay(pt, '2026-11-01', 'long')).toBe('1 de novembro de 2026')
  })
})

describe('the pre-render and the browser agree', () => {
  it('formats with the same spaces as Intl’s own format (not the parts, which differ in Node’s ICU)', () => {
    const ru = createIntl({ locale: 'ru', messages: {} })
    const whole = new Intl.DateTimeFormat('ru', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2026-11-01T12:00:00Z'),
    )
    expect(formatDay(ru, '2026-11-01', 'long')).toBe(whole)
  })
})
