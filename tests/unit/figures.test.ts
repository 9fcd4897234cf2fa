import { parse } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { bakeFigures } from '../../scripts/lib/figures'

const render = (message: string, locale: string) =>
  new IntlMessageFormat(bakeFigures(parse(message), locale), locale).format() as string

describe('the group’s figures in each language’s own digits', () => {
  it('formats a figure as Intl does for the language, with no value passed', () => {
    const message = 'a workforce of {workforce, number}+ and {clients, number} clients'
    expect(render(message, 'en')).toBe('a workforce of 460,000+ and 3,000 clients')
    expect(render(message, 'hi')).toBe('a workforce of 4,60,000+ and 3,000 clients')
    expect(render(message, 'de')).toBe('a workforce of 460.000+ and 3.000 clients')
    expect(render(message, 'pt-BR')).toBe('a workforce of 460.000+ and 3.000 clients')
    expect(render(message, 'fr')).toBe('a workforce of 460\u202f000+ and 3\u202f000 clients')
  })

  it('reaches into plural branches and tags, and leaves other arguments alone', () => {
    const message = '{count, plural, one {# job} other {# jobs}} of <b>{placements, number}</b> by {name}'
    const baked = new IntlMessageFormat(bakeFigures(parse(message), 'en'), 'en').format({
      count: 2,
      name: 'Asha',
      b: (chunks: unknown[]) => `[${chunks.join('')}]`,
    }) as unknown as unknown[]
    expect([baked].flat().join('')).toBe('2 jobs of [8,000] by Asha')
  })
})
