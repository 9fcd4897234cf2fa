// What the build lets the runtime fallback ask for, per language: only what
// that language's catalog and postings memory lack (scripts/lib/translatable.ts).
import { describe, expect, it } from 'vitest'
import { TRANSLATED_LANGUAGES } from '../../src/config/languages'
import { JOBS, postingTexts } from '../../src/content/jobs'
import { hashText } from '../../scripts/lib/catalogs'
import { translatableByLanguage } from '../../scripts/lib/translatable'

const source = {
  'page.vision.title': { defaultMessage: 'Our vision' },
  'contact.call': { defaultMessage: 'Call {phone} today' },
  'careers.count': { defaultMessage: '{count, plural, one {# job} other {# jobs}}' },
}
const [whole, partial] = JOBS
if (!whole || !partial) throw new Error('the content has fewer than two jobs')
const memoryOf = (jobs: typeof JOBS) =>
  Object.fromEntries(jobs.flatMap(postingTexts).map((text) => [hashText(text), `FR ${text}`]))

describe('the strings each language may have machine-translated', () => {
  const missing = translatableByLanguage(
    source,
    (lang): Record<string, string> => (lang === 'fr' ? { 'page.vision.title': 'Notre vision' } : {}),
    (lang) => {
      if (lang !== 'fr') return {}
      // French has one posting whole and the other but for its last text.
      const memory = memoryOf([whole, partial])
      delete memory[hashText(postingTexts(partial).at(-1) ?? '')]
      return memory
    },
    [whole, partial],
  )

  it('lists every translated language', () => {
    expect(Object.keys(missing).sort()).toEqual([...TRANSLATED_LANGUAGES].sort())
  })

  it('leaves out a message the catalog has, and messages the fallback cannot send', () => {
    expect(missing.fr).toContain('Call {phone} today')
    expect(missing.fr).not.toContain('Our vision')
    expect(missing.de).toEqual(expect.arrayContaining(['Our vision', 'Call {phone} today']))
    for (const texts of Object.values(missing)) expect(texts).not.toContain(source['careers.count'].defaultMessage)
  })

  it('leaves out a posting the memory holds whole, and keeps every text of one it lacks a part of', () => {
    // The job page asks for all of a posting's texts when any is missing (JobDetail).
    for (const text of postingTexts(partial)) expect(missing.fr).toContain(text)
    const onlyInWhole = postingTexts(whole).filter((t) => !postingTexts(partial).includes(t))
    expect(onlyInWhole.length).toBeGreaterThan(0)
    for (const text of onlyInWhole) expect(missing.fr).not.toContain(text)
    for (const text of postingTexts(whole)) expect(missing.ja).toContain(text)
  })
})
