// The catalog is split by what each part of the site can show (the shell, each
// page module): every message the code declares lands in some part, the
// shell's messages are in no page's part, and a page's part holds what its own
// modules and their dialogs declare.
import { describe, expect, it } from 'vitest'
import { LocaleFiles } from '../../scripts/lib/catalogs'
import { messageParts, pageModules } from '../../scripts/lib/messageParts'
import { SHELL_PART } from '../../src/i18n/catalogParts'
import { shellText } from '../../src/content/shellText'

const source = new LocaleFiles('locales').source()
const parts = messageParts(Object.keys(source))

describe('catalog parts', () => {
  it('cover every message the code declares', () => {
    const claimed = new Set([...parts.values()].flatMap((ids) => [...ids]))
    expect(Object.keys(source).filter((id) => !claimed.has(id))).toEqual([])
  })

  it('are the shell and one per page module the routes load', () => {
    expect([...parts.keys()]).toEqual([SHELL_PART, ...pageModules()])
    expect(pageModules()).toContain('policy/PolicyPage')
    const shell = parts.get(SHELL_PART)!
    for (const message of Object.values(shellText)) expect(shell.has(message.id)).toBe(true)
    for (const [part, ids] of parts) if (part !== SHELL_PART) for (const id of ids) expect(shell.has(id)).toBe(false)
  })

  it('give a page what its dialogs show too, and leave out other pages’ messages', () => {
    const jobPage = parts.get('careers/JobDetailPage')!
    expect([...jobPage].some((id) => id.startsWith('form.'))).toBe(true) // the Easy Apply dialog it opens
    expect([...jobPage].some((id) => id.startsWith('gallery.'))).toBe(false)
    const history = parts.get('about/HistoryPage')!
    expect([...history].filter((id) => id.startsWith('history.')).length).toBeGreaterThan(0)
    expect(history.size).toBeLessThan(Object.keys(source).length / 10)
  })
})

describe('what a part holds', () => {
  const shell = parts.get(SHELL_PART)!
  /** The ids of page heroes (page.<key>.heading and .intro) among a part's. */
  const heroIds = (ids: Set<string>) => [...ids].filter((id) => /^page\..+\.(heading|intro)$/.test(id))

  it('the shell: page names for the menus and footer, never a page’s own heading, intro or sections', () => {
    expect(heroIds(shell)).toEqual([])
    expect([...shell].filter((id) => id.startsWith('page.') && !id.endsWith('.name'))).toEqual([])
    // Sections of pages (the home page's hero, the vision page's team, the gallery's events) are theirs.
    expect([...shell].filter((id) => /^(home|vision|history|gallery|stories|reviews|principles)\./.test(id))).toEqual(
      [],
    )
  })

  it('a page: its own hero and sections, and no other page’s', () => {
    const history = parts.get('about/HistoryPage')!
    expect(heroIds(history).sort()).toEqual(['page.about.history.heading', 'page.about.history.intro'])
    expect([...history].filter((id) => /^(vision|certifications|awards|clients)\./.test(id))).toEqual([])
    const policies = parts.get('policy/PolicyPage')!
    expect(heroIds(policies).every((id) => id.startsWith('page.policy.'))).toBe(true)
    expect([...policies].filter((id) => id.startsWith('principles.'))).toEqual([])
    const stories = parts.get('impact/SuccessStoriesPage')!
    expect([...stories].filter((id) => id.startsWith('reviews.') && id.endsWith('.heading'))).toEqual([])
  })
})
