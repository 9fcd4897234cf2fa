import { describe, expect, it } from 'vitest'
import { typeset } from '../../scripts/lib/typeset'
import { checkCatalogs } from '../../scripts/lib/i18nCheck'

describe('machine French set as French typography wants it', () => {
  it('puts a narrow no-break space before ; ! ? » and a spaced colon, after «, and before %', () => {
    expect(typeset('Une équipe; bienvenue! Pourquoi? Voici : « nous » à 50 %', 'fr')).toBe(
      'Une équipe\u202f; bienvenue\u202f! Pourquoi\u202f? Voici\u202f: «\u202fnous\u202f» à 50\u202f%',
    )
    expect(typeset('Ouvert 9:00, https://x.test, {count, plural, one {# offre} other {# offres}}', 'fr')).toBe(
      'Ouvert 9:00, https://x.test, {count, plural, one {# offre} other {# offres}}',
    )
    expect(typeset('Hello; world!', 'de')).toBe('Hello; world!')
  })

  it('leaves nothing the check would refuse', () => {
    const text = typeset('UNE ÉQUIPE DIVERSE; BIENVENUE! POURQUOI? « NOUS »', 'fr')
    const problems = checkCatalogs({
      source: { 'a.b': { defaultMessage: 'A team' } },
      languages: ['fr'],
      catalogs: { fr: { 'a.b': text } },
      provenance: { fr: {} },
      allowlist: {},
    }).filter((p) => p.kind === 'typography')
    expect(problems).toEqual([])
  })
})
