import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ARABIC_CORE, ARABIC_CORE_RANGES, arabicCoreFont, inArabicCore } from '../../scripts/lib/arabicFont'

const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u

describe('the Arabic pages’ core font', () => {
  it('holds every Arabic character the catalogs and postings use, so the whole font file is never needed', () => {
    const text = ['locales/ar.json', 'locales/postings/ar.json'].map((f) => readFileSync(f, 'utf8')).join('')
    const outside = [...new Set([...text].filter((c) => ARABIC_SCRIPT.test(c) && !inArabicCore(c)))]
    expect(outside.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([])
  })

  it('is the subset of the installed Noto Sans Arabic (npm run fonts:subset writes it again)', async () => {
    expect((await arabicCoreFont()).equals(readFileSync(ARABIC_CORE))).toBe(true)
  })

  it('is declared with the unicode-range it was cut to', () => {
    const css = readFileSync('src/app/fonts/arabic.css', 'utf8')
    const range = ARABIC_CORE_RANGES.map(([from, to]) => `U+${hex(from)}-${hex(to)}`).join(', ')
    expect(css).toContain(`unicode-range: ${range};`)
  })
})

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
