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
