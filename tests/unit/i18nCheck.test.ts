import { describe, expect, it } from 'vitest'
import { hashText, type Provenance } from '../../scripts/lib/catalogs'
import { checkCatalogs, type CheckInput } from '../../scripts/lib/i18nCheck'

const source = {
  'shell.greeting': { defaultMessage: 'Welcome to {brand}' },
  'shell.cta': { defaultMessage: 'Contact Us Today' },
  'social.youtube': { defaultMessage: 'YouTube' },
}

const record = (entries: Record<string, string>, sourceOverride: Record<string, string> = {}): Provenance =>
  Object.fromEntries(
    Object.entries(entries).map(([id, text]) => [
      id,
      {
        source: hashText(sourceOverride[id] ?? source[id as keyof typeof source].defaultMessage),
        status: 'machine',
        text: hashText(text),
      },
    ]),
  )

function input(lang: string, catalog: Record<string, string>, provenance = record(catalog)): CheckInput {
  return {
    source,
    languages: [lang],
    catalogs: { [lang]: catalog },
    provenance: { [lang]: provenance },
    allowlist: { 'social.youtube': ['*'] },
  }
}

const goodFr = {
  'shell.greeting': 'Bienvenue chez {brand}',
  'shell.cta': 'Contactez-nous dès aujourd’hui',
  'social.youtube': 'YouTube',
}
const kinds = (i: CheckInput) => checkCatalogs(i).map((p) => `${p.kind}:${p.id}`)

describe('i18n check', () => {
  it('passes a complete, current, translated catalog', () => {
    expect(checkCatalogs(input('fr', goodFr))).toEqual([])
  })

  it('catches a missing id', () => {
    const { 'shell.cta': _, ...rest } = goodFr
    expect(kinds(input('fr', rest))).toEqual(['missing:shell.cta'])
  })

  it('catches invalid ICU', () => {
    const broken = { ...goodFr, 'shell.greeting': 'Bienvenue chez {brand' }
    expect(kinds(input('fr', broken))).toContain('invalid-icu:shell.greeting')
  })

  it('catches a lost or renamed placeholder', () => {
    expect(kinds(input('fr', { ...goodFr, 'shell.greeting': 'Bienvenue chez nous' }))).toContain(
      'placeholders:shell.greeting',
    )
    expect(kinds(input('fr', { ...goodFr, 'shell.greeting': 'Bienvenue chez {marque}' }))).toContain(
      'placeholders:shell.greeting',
    )
  })

  it('catches an entry made from English that has changed since', () => {
    const provenance = record(goodFr, { 'shell.cta': 'Contact Us' })
    expect(kinds(input('fr', goodFr, provenance))).toEqual(['stale:shell.cta'])
  })

  it('catches an entry with no provenance record', () => {
    const { 'shell.cta': _, ...partial } = record(goodFr)
    expect(kinds(input('fr', goodFr, partial))).toEqual(['no-record:shell.cta'])
  })

  it('catches an untranslated copy of the English, but not an allowlisted brand name', () => {
    const copy = { ...goodFr, 'shell.cta': 'Contact Us Today' }
    expect(kinds(input('fr', copy))).toEqual(['untranslated:shell.cta'])
  })

  it('lets an allowlist pattern cover a family of ids (place names)', () => {
    const places = { ...input('fr', goodFr), source: { ...source, 'place.city.paris': { defaultMessage: 'Paris' } } }
    places.catalogs.fr = { ...goodFr, 'place.city.paris': 'Paris' }
    places.provenance.fr = {
      ...record(goodFr),
      'place.city.paris': { source: hashText('Paris'), status: 'machine', text: hashText('Paris') },
    }
    expect(kinds(places)).toEqual(['untranslated:place.city.paris'])
    places.allowlist = { ...places.allowlist, 'place.city.*': ['fr'] }
    expect(kinds(places)).toEqual([])
  })

  it('catches text in the wrong script', () => {
    const latinInRussian = {
      'shell.greeting': 'Добро пожаловать в {brand}',
      'shell.cta': 'Kontaktieren Sie uns',
      'social.youtube': 'YouTube',
    }
    expect(kinds(input('ru', latinInRussian))).toEqual(['wrong-script:shell.cta'])
    const cyrillicInGerman = { ...goodFr, 'shell.cta': 'Свяжитесь с нами' }
    expect(kinds(input('de', cyrillicInGerman))).toEqual(['wrong-script:shell.cta'])
    const japanese = {
      'shell.greeting': '{brand}へようこそ',
      'shell.cta': 'お問い合わせください',
      'social.youtube': 'YouTube',
    }
    expect(kinds(input('ja', japanese))).toEqual([])
    const kanaInChinese = {
      'shell.greeting': '欢迎来到{brand}',
      'shell.cta': 'コンタクト',
      'social.youtube': 'YouTube',
    }
    expect(kinds(input('zh', kanaInChinese))).toEqual(['wrong-script:shell.cta'])
  })

  it('catches an id that is no longer used', () => {
    expect(kinds(input('fr', { ...goodFr, 'shell.gone': 'Parti' }, record(goodFr)))).toEqual(['obsolete:shell.gone'])
  })
})
