// The accessibility statement says when the site was last tested, which WCAG success criterion
// each known limitation concerns (in every language, the same numbers), and replies in the time
// the contact form promises.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TRANSLATED_LANGUAGES } from '../../src/config/languages'
import { ACCESSIBILITY_AUDIT, accessibilityText } from '../../src/content/policies/accessibility'
import { POLICY_PAGES } from '../../src/content/policies/pages'

const catalog = (lang: string): Record<string, string> =>
  lang === 'en'
    ? Object.fromEntries(
        Object.entries(
          JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, { defaultMessage: string }>,
        ).map(([id, entry]) => [id, entry.defaultMessage]),
      )
    : (JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>)

const statement = POLICY_PAGES['policy.accessibility']
const limitations = statement.sections.find((s) => s.heading.id === accessibilityText.limitsHeading.id)!.list!
const criteria = (text: string) => [...text.matchAll(/\b\d\.\d\.\d{1,2}\b/g)].map((m) => m[0])
/** A text's last sentence, whatever the script ends sentences with. */
const lastSentence = (text: string) =>
  text
    .trim()
    .split(/(?<=[.。।])\s*/u)
    .filter(Boolean)
    .at(-1)

describe('the accessibility statement', () => {
  it('gives the day of the last test, not after the statement was updated', () => {
    expect(statement.tested).toBe(ACCESSIBILITY_AUDIT.lastTested)
    expect(statement.tested! <= statement.updated).toBe(true)
  })

  it('names a WCAG success criterion for each known limitation, the same in every language', () => {
    const english = catalog('en')
    expect(limitations.length).toBeGreaterThan(0)
    for (const item of limitations) expect(criteria(english[item.id]!), item.id).not.toEqual([])
    for (const lang of TRANSLATED_LANGUAGES) {
      const translated = catalog(lang)
      for (const item of limitations)
        expect(criteria(translated[item.id]!), `${lang} ${item.id}`).toEqual(criteria(english[item.id]!))
    }
  })

  it('promises the reply time the contact form promises, in every language', () => {
    for (const lang of ['en', ...TRANSLATED_LANGUAGES]) {
      const messages = catalog(lang)
      expect(lastSentence(messages[accessibilityText.feedbackText.id]!), lang).toBe(
        lastSentence(messages['form.contact.intro']!),
      )
    }
  })
})
