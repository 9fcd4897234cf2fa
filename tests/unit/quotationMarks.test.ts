import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

describe('quotation marks come from the stylesheet, per language', () => {
  it('no component writes quotation marks of its own around text', () => {
    const components = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'))
    const found = components.filter((file) => /[“”„«»「」]/u.test(readFileSync(join('src', file), 'utf8')))
    expect(found).toEqual([])
  })
})
