// Where a job posting must state its pay range. The build refuses a job in one
// of these places without a baseSalary (schema.ts), so a posting never goes
// live unlawfully. Keep it in step with the law: add a row when a place we
// hire in passes such a law (a row may name a whole country, a state or one
// city); docs/features.md ("Jobs") says how.
import type { CityKey, CountryKey, StateKey } from './vocabulary'

export type PayRangeRule = {
  country: CountryKey
  state?: StateKey
  city?: CityKey
  /** The law, so whoever edits this table can check it. */
  law: string
}

export const PAY_RANGE_REQUIRED: readonly PayRangeRule[] = [
  { country: 'US', state: 'california', law: 'California Labor Code § 432.3 (SB 1162), since 2023' },
  { country: 'US', state: 'newJersey', law: 'New Jersey Pay Transparency Act (S2310), since June 2025' },
  {
    country: 'US',
    state: 'newJersey',
    city: 'jerseyCity',
    law: 'Jersey City Ordinance 22-026 (2022), before the state law',
  },
  { country: 'US', state: 'illinois', law: 'Illinois Equal Pay Act as amended by HB 3129, since 2025' },
  { country: 'CA', state: 'britishColumbia', law: 'British Columbia Pay Transparency Act, since November 2023' },
  { country: 'CA', state: 'ontario', law: 'Ontario Employment Standards Act as amended (Bill 149), since 2026' },
]

/** The rule that asks this place for a pay range, if any. */
export function payRangeRuleFor(place: { country: string; state: string; city: string }): PayRangeRule | undefined {
  return PAY_RANGE_REQUIRED.find(
    (rule) =>
      rule.country === place.country &&
      (rule.state === undefined || rule.state === place.state) &&
      (rule.city === undefined || rule.city === place.city),
  )
}
