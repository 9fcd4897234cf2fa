// A pay range as each language formats its amounts, with the currency written one way in every
// language: the symbol International English gives it (US$, CA$, A$, ₹, €, £, R$), where Intl
// alone writes "$" in German, Russian and Japanese and "US$" or "$US" elsewhere.
import type { Job } from './schema'

type Salary = NonNullable<Job['baseSalary']>

/** The currency's one symbol, unambiguous across countries (US$ not $). */
export const currencySymbol = (currency: string): string =>
  new Intl.NumberFormat('en-001', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')
    ?.value ?? currency

/** The parts of a pay range (or a single amount) in a language, whole units unless it has cents. */
export function payRangeParts(locale: string, salary: Salary): Intl.NumberFormatPart[] {
  const whole = Number.isInteger(salary.min) && Number.isInteger(salary.max)
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: whole ? 0 : 2,
  })
  const parts =
    salary.min === salary.max ? format.formatToParts(salary.min) : format.formatRangeToParts(salary.min, salary.max)
  const symbol = currencySymbol(salary.currency)
  return parts.map((part) => (part.type === 'currency' ? { ...part, value: symbol } : part))
}

/** A pay range as text. */
export const payRangeText = (locale: string, salary: Salary): string =>
  payRangeParts(locale, salary)
    .map((p) => p.value)
    .join('')
