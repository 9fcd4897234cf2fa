import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stripDescriptionsFrom } from '../../scripts/lib/stripDescriptions'

describe('translator context stays out of the bundles', () => {
  it('drops descriptions on one line or the next, and nothing else', () => {
    const source = `export const t = defineMessages({
  a: { id: 'a', defaultMessage: 'Open', description: 'Button that opens the menu' },
  b: {
    id: 'b',
    defaultMessage: 'It\\'s {count}',
    description:
      'Count of jobs, e.g. 5',
  },
  c: { id: 'c', defaultMessage: 'description: \\'x\\'' },
})
const job = { description: job.description }`
    const out = stripDescriptionsFrom(source)
    expect(out).not.toContain('Button that opens')
    expect(out).not.toContain('Count of jobs')
    expect(out).toContain("defaultMessage: 'It\\'s {count}'")
    expect(out).toContain("defaultMessage: 'description: \\'x\\''")
    expect(out).toContain('description: job.description')
  })

  it('leaves every message module parsing, with every id, and other descriptions alone', async () => {
    const { transform } = await import('esbuild')
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => join('src', f))
    let stripped = 0
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      if (!source.includes('defineMessages')) continue
      const out = stripDescriptionsFrom(source)
      if (out !== source) stripped++
      await expect(transform(out, { loader: file.endsWith('x') ? 'tsx' : 'ts' }), file).resolves.toBeDefined()
      for (const id of source.match(/id: '[^']+'/g) ?? []) expect(out, file).toContain(id)
    }
    expect(stripped).toBeGreaterThan(10)
    expect(stripDescriptionsFrom("{ description: '' as const, x }")).toBe("{ description: '' as const, x }")
  })
})
