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

  describe('typography a native reader expects', () => {
    const withCta = (lang: string, cta: string) => {
      const catalog = { ...goodFr, 'shell.cta': cta }
      return checkCatalogs(input(lang, catalog)).filter((p) => p.kind === 'typography')
    }
    it('French: a narrow no-break space before : ; ! ? » and after «', () => {
      expect(withCta('fr', 'Contactez-nous !')).toHaveLength(1)
      expect(withCta('fr', 'Contactez-nous\u00a0!')).toHaveLength(1)
      expect(withCta('fr', 'Contactez-nous!')).toHaveLength(1)
      expect(withCta('fr', '« Contactez-nous »')).not.toHaveLength(0)
      expect(withCta('fr', 'Contactez-nous\u202f!')).toEqual([])
      expect(withCta('fr', '«\u202fContactez-nous\u202f» à 9:00')).toEqual([])
    })
    it('Italian: the formal Lei, never tu', () => {
      expect(withCta('it', 'Contattaci per il tuo progetto')).toHaveLength(1)
      expect(withCta('it', 'Ti risponderemo presto')).toHaveLength(1)
      expect(withCta('it', 'Ci contatti per il suo progetto: tutto è pronto')).toEqual([])
    })
    it('Russian: the ordinary lower-case вы, a capital only to start a sentence', () => {
      expect(withCta('ru', 'Мы ответим Вам сегодня')).toHaveLength(1)
      expect(withCta('ru', 'Мы ответим вам сегодня. Вы можете написать снова')).toEqual([])
    })
    it('figures grouped as the language groups them', () => {
      expect(withCta('ko', '4,60,000명 이상')).toHaveLength(1)
      expect(withCta('hi', '4,60,000 से अधिक')).toEqual([])
      expect(withCta('de', '21,000 Menschen')).toHaveLength(1)
      expect(withCta('de', '21.000 Menschen, WCAG 1.4.12')).toEqual([])
    })
  })
})
