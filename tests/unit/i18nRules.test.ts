// The language rules of the catalog check, each fed what a native reviewer marked, and the
// corrected text: register, elision, full-width punctuation, plural categories.
import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { languageRuleProblems } from '../../scripts/lib/i18nRules'

const kinds = (lang: string, id: string, message: string) => {
  const ast = parse(message)
  const words = message.replace(/\{[^{}]*\}/g, ' ')
  return languageRuleProblems(lang, id, message, ast, words).map((p) => p.kind)
}

describe('language rules', () => {
  it('Italian controls: never the formal imperative; the infinitive or the informal one', () => {
    for (const [id, formal] of [
      ['form.apply.cancel', 'Annulli'],
      ['common.lightbox.close', 'Chiuda'],
      ['form.apply.submit', 'Invii la candidatura'],
      ['common.loadMore', 'Carichi altri elementi'],
      ['shell.skipToContent', 'Vada al contenuto principale'],
      ['careers.filters.search', 'Avvii la ricerca'],
      ['page.search.heading', 'Cerchi nel sito'],
      ['videos.grid.heading', 'Guardi le nostre storie'],
      ['common.lightbox.slideshow', 'Avvia/interrompa la presentazione'],
      ['gcc.insights.button', 'Ci contatti'],
    ])
      expect(kinds('it', id!, formal!), formal).toEqual(['register'])
    for (const [id, informal] of [
      ['form.apply.cancel', 'Annulla'],
      ['form.apply.submit', 'Invia la candidatura'],
      ['page.search.heading', 'Cerca nel sito'],
      ['gcc.insights.button', 'Contattaci'],
      ['common.lightbox.zoomIn', 'Ingrandire'],
    ])
      expect(kinds('it', id!, informal!), informal).toEqual([])
    // Prose keeps Lei: an error or a text is not a control.
    expect(kinds('it', 'form.apply.country.required', 'Scelga il suo Paese')).toEqual([])
    expect(kinds('it', 'careers.share.copyFailed', 'Copi il link dalla barra degli indirizzi')).toEqual([])
    // The courtesy pronoun in lower case inside a sentence.
    expect(kinds('it', 'x.text', 'Apra il link che Le abbiamo inviato')).toEqual(['register'])
    expect(kinds('it', 'x.text', 'Apra il link che le abbiamo inviato. Le invieremo altro')).toEqual([])
    // "Contatti" alone is the noun (the contact page).
    expect(kinds('it', 'page.connect.contact.heading', 'Contatti')).toEqual([])
  })

  it('no informal you where the site addresses visitors formally', () => {
    expect(kinds('es', 'x.text', 'Te respondemos hoy')).toEqual(['register'])
    expect(kinds('es', 'x.text', 'Encuentra tu próximo empleo')).toEqual(['register'])
    expect(kinds('es', 'x.text', 'Le respondemos hoy. Servicios de TI')).toEqual([])
    expect(kinds('fr', 'x.text', 'Trouve ton prochain poste')).toEqual(['register'])
    expect(kinds('fr', 'x.text', 'Nous t’écrivons')).toEqual(['register'])
    expect(kinds('fr', 'x.text', 'Trouvez votre prochain poste')).toEqual([])
    expect(kinds('de', 'x.text', 'Finde deinen nächsten Job')).toEqual(['register'])
    expect(kinds('de', 'x.text', 'Wir schreiben dir')).toEqual(['register'])
    expect(kinds('de', 'x.text', 'Finden Sie Ihre nächste Stelle')).toEqual([])
    expect(kinds('ru', 'x.text', 'Найди свою работу, ты сможешь')).toEqual(['register'])
    expect(kinds('ru', 'x.text', 'Мы ответим на твой вопрос')).toEqual(['register'])
    expect(kinds('ru', 'x.text', 'Мы ответим на ваш вопрос')).toEqual([])
    expect(kinds('hi', 'x.text', 'तुम्हारा अगला काम')).toEqual(['register'])
    expect(kinds('hi', 'x.text', 'आपका अगला काम')).toEqual([])
  })

  it('French elides before the brand and other vowel-initial names', () => {
    expect(kinds('fr', 'x.text', 'L’équipe recrutement de {brand}')).toEqual(['elision'])
    expect(kinds('fr', 'x.text', 'Les femmes et les hommes de {short}')).toEqual(['elision'])
    expect(kinds('fr', 'x.text', 'Une offre de IFIN')).toEqual(['elision'])
    expect(kinds('fr', 'x.text', 'L’équipe recrutement d’{brand}')).toEqual([])
    expect(kinds('fr', 'x.text', 'Portrait de {name}')).toEqual([])
  })

  it('Japanese and Chinese take full-width punctuation beside their text', () => {
    expect(kinds('ja', 'x.text', '求人:エンジニア')).toEqual(['cjk-punctuation'])
    expect(kinds('ja', 'x.text', 'ご相談?')).toEqual(['cjk-punctuation'])
    expect(kinds('zh', 'x.text', '印度,全职')).toEqual(['cjk-punctuation'])
    expect(kinds('ja', 'x.text', '求人：エンジニア（東京）')).toEqual([])
    expect(kinds('zh', 'x.text', '符合 WCAG 2.2 AA 标准。')).toEqual([])
  })

  it('every plural carries its language’s categories', () => {
    expect(kinds('ru', 'x.count', '{n, plural, one {# страница} other {# страниц}}')).toEqual(['plural'])
    expect(
      kinds('ru', 'x.count', '{n, plural, one {# страница} few {# страницы} many {# страниц} other {# страницы}}'),
    ).toEqual([])
    expect(kinds('es', 'x.count', '{n, plural, one {# foto} other {# fotos}}')).toEqual(['plural'])
    expect(kinds('es', 'x.count', '{n, plural, =0 {Ninguna} one {# foto} many {# de fotos} other {# fotos}}')).toEqual(
      [],
    )
    expect(kinds('ar', 'x.count', '{n, plural, one {صورة} other {# صور}}')).toEqual(['plural'])
    expect(kinds('ja', 'x.count', '{n, plural, other {#件}}')).toEqual([])
  })
})
