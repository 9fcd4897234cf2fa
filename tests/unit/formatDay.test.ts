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
