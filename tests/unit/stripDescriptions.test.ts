import { readFileSync } from 'node:fs'
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

  it('leaves a message module that still parses, with every id and default message', async () => {
    const file = 'src/content/shellText.ts'
    const source = readFileSync(file, 'utf8')
    const out = stripDescriptionsFrom(source)
    expect(out.length).toBeLessThan(source.length)
    const { transform } = await import('esbuild')
    await expect(transform(out, { loader: 'ts' })).resolves.toBeDefined()
    for (const id of source.match(/id: '[^']+'/g) ?? []) expect(out).toContain(id)
  })
})
