// Colours the content picks for its cards are the brand's (navy and the accent, in their
// shades), not a rainbow: one palette, as on every other part of the site.
import { describe, expect, it } from 'vitest'
import { PILLARS } from '../../src/content/home/pillars'
import { CASE_STUDIES } from '../../src/content/impact/stories'
import { CLIENT_REVIEWS, EMPLOYEE_REVIEWS } from '../../src/content/impact/testimonials'
import config from '../../uno.config'

const colors = (config.theme as { colors: Record<string, string | Record<string, string>> }).colors
const BRAND = new Set(
  Object.values(colors).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))),
)

describe('brand palette', () => {
  it('colours the pillars and the success stories’ cards in the brand’s tones', () => {
    const used = [...PILLARS.map((p) => p.color), ...CASE_STUDIES.flatMap((c) => c.cards.map((card) => card.color))]
    expect(used.filter((color) => !BRAND.has(color))).toEqual([])
  })

  it('gives every reviewer the same avatar, with no colour of its own', () => {
    for (const review of [...CLIENT_REVIEWS, ...EMPLOYEE_REVIEWS]) expect(review).not.toHaveProperty('accent')
  })
})
