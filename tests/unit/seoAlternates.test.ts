// The head's language alternates: one per language, and x-default for a
// visitor whose language the site lacks (search engines send them there).
import { describe, expect, it } from 'vitest'
import { absoluteUrl, languageAlternates } from '../../src/components/Seo'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageTag } from '../../src/config/languages'
import { localizedPath } from '../../src/config/paths'

describe('languageAlternates', () => {
  it('lists the page in every language once, and x-default at the default language’s address', () => {
    const links = languageAlternates('/careers')
    expect(links).toHaveLength(LANGUAGE_CODES.length + 1)
    expect(links.map((l) => l.hrefLang)).toEqual([...LANGUAGE_CODES.map(languageTag), 'x-default'])
    expect(new Set(links.map((l) => l.hrefLang)).size).toBe(links.length)
    const fallback = links.find((l) => l.hrefLang === 'x-default')
    expect(fallback?.href).toBe(absoluteUrl(localizedPath(DEFAULT_LANGUAGE, '/careers')))
    expect(links.find((l) => l.hrefLang === languageTag('fr'))?.href).toBe(absoluteUrl(localizedPath('fr', '/careers')))
  })

  it('gives the home page its x-default too', () => {
    expect(languageAlternates('/').at(-1)).toEqual({
      hrefLang: 'x-default',
      href: absoluteUrl(localizedPath(DEFAULT_LANGUAGE, '/')),
    })
  })
})
