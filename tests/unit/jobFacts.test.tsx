// What a job page says of a job's workplace, pay, applicant countries and last
// day, in the page's language: the pay range formatted by Intl for the
// language in the salary's currency, with its period in words.
import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_CODES, languageTag, type LanguageCode } from '../../src/config/languages'
import { currencySymbol } from '../../src/content/jobs/pay'
import type { Job } from '../../src/content/jobs'
import { JobFacts } from '../../src/pages/careers/JobFacts'

const catalog = (lang: LanguageCode) =>
  lang === 'en' ? {} : (JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>)

const html = (lang: LanguageCode, job: Partial<Job>) =>
  renderToString(
    <IntlProvider locale={languageTag(lang)} defaultLocale="en" messages={catalog(lang)}>
      <JobFacts job={{ validThrough: '2027-01-05', ...job } as Job} />
    </IntlProvider>,
  )

/** The facts' text, each element's boundary a `|` (the isolates inside the pay range left out). */
const facts = (lang: LanguageCode, job: Partial<Job>) =>
  html(lang, job)
    .replace(/<\/?bdi[^>]*>/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/&#x27;/g, "'")

/** Intl's range for the language, with the currency's one symbol (US$ in every language). */
const range = (lang: LanguageCode, currency: string, min: number, max: number, digits = 0) =>
  new Intl.NumberFormat(languageTag(lang), { style: 'currency', currency, maximumFractionDigits: digits })
    .formatRangeToParts(min, max)
    .map((p) => (p.type === 'currency' ? currencySymbol(currency) : p.value))
    .join('')

describe('a job’s facts', () => {
  it('give the pay range in the salary’s currency, formatted for the page’s language, with its period', () => {
    const yearly = {
      workplace: 'hybrid',
      baseSalary: { currency: 'USD', min: 140000, max: 180000, unit: 'YEAR' },
    } as const
    expect(facts('en', yearly)).toContain(`|Pay||${range('en', 'USD', 140000, 180000)} per year|`)
    expect(facts('en', yearly)).toContain('|Workplace||Hybrid|')
    expect(facts('de', yearly)).toContain(`|Vergütung||${range('de', 'USD', 140000, 180000)} pro Jahr|`)
    expect(facts('ja', yearly)).toContain(`|給与||年収 ${range('ja', 'USD', 140000, 180000)}|`)
    expect(facts('hi', { baseSalary: { currency: 'INR', min: 1800000, max: 2400000, unit: 'YEAR' } })).toContain(
      range('hi', 'INR', 1800000, 2400000),
    )
    // Cents are kept when the amounts have them.
    const hourly = { baseSalary: { currency: 'EUR', min: 22.5, max: 30, unit: 'HOUR' } } as const
    expect(facts('fr', hourly)).toContain(`${range('fr', 'EUR', 22.5, 30, 2)} de l’heure`)
  })

  it('isolate the pay range, and its currency left to right, so "CA$" reads as written in Arabic', () => {
    const toronto = { baseSalary: { currency: 'CAD', min: 90000, max: 120000, unit: 'YEAR' } } as const
    const ar = html('ar', toronto)
    // Intl's Arabic range puts the symbol after the amounts; unisolated, the "$" would take the
    // right-to-left paragraph's direction and show as "$CA".
    expect(range('ar', 'CAD', 90000, 120000)).toMatch(/CA\$$/)
    expect(ar).toMatch(/<bdi data-pay-range="">[^<]*<bdi dir="ltr">CA\$<\/bdi><\/bdi>/)
    expect(facts('ar', toronto)).toContain(range('ar', 'CAD', 90000, 120000))
    // Every language's symbol is isolated the same way.
    expect(html('en', toronto)).toContain('<bdi dir="ltr">CA$</bdi>')
  })

  it('write a currency one way in every language (US$, not $ in some and US$ or $US in others)', () => {
    const yearly = { baseSalary: { currency: 'USD', min: 140000, max: 180000, unit: 'YEAR' } } as const
    for (const lang of LANGUAGE_CODES) {
      const pay = html(lang, yearly).match(
        /<bdi data-pay-range="">(.*?)<\/bdi><\/bdi>|<bdi data-pay-range="">(.*?)<\/bdi>/,
      )![0]
      expect(pay.match(/<bdi dir="ltr">([^<]*)<\/bdi>/g), lang).not.toBeNull()
      for (const symbol of pay.match(/<bdi dir="ltr">([^<]*)<\/bdi>/g)!)
        expect(symbol, lang).toBe('<bdi dir="ltr">US$</bdi>')
    }
  })

  it('name the countries a remote job’s applicants may live in, and the last day to apply', () => {
    const remote: Partial<Job> = { workplace: 'remote', applicantLocationRequirements: ['GB', 'IE'] }
    expect(facts('en', remote)).toContain('|Open to applicants in||United Kingdom and Ireland|')
    expect(facts('de', remote)).toContain('|Bewerbungen aus||Vereinigtes Königreich und Irland|')
    expect(facts('en', remote)).toContain('|Apply by||January 5, 2027|')
    expect(facts('fr', {})).toContain('|Date limite de candidature||5 janvier 2027|')
    // Not remote: no countries; no pay or workplace given: none shown.
    const onSite = facts('en', { workplace: 'onSite', applicantLocationRequirements: ['GB'] })
    expect(onSite).not.toContain('Open to applicants')
    expect(facts('en', {})).not.toMatch(/Pay|Workplace/)
  })
})
