// The lint rules that keep src/'s layers in order bite: an import that goes up
// a layer, from the server into the React tree, or from one area of the site
// into another is an error, and so is an import cycle.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)
}

describe('layer rule', () => {
  it('refuses a building block that imports a page', async () => {
    const errors = await importErrors(
      'src/components/Probe.ts',
      "import { PAGE_NAMES } from '../pages/pageNames'\nexport const probe = PAGE_NAMES\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('src/components sits below')
  })

  it('refuses content that imports the app shell', async () => {
    const errors = await importErrors(
      'src/content/Probe.ts',
      "import { LanguageLayout } from '../app/LanguageLayout'\nexport const probe = LanguageLayout\n",
    )
    expect(errors).toHaveLength(1)
  })

  it('refuses the server importing a component', async () => {
    const errors = await importErrors(
      'src/server/Probe.ts',
      "import { Modal } from '../components/Modal'\nexport const probe = Modal\n",
    )
    expect(errors).toHaveLength(1)
  })

  it('allows a page to use lower layers', async () => {
    const errors = await importErrors(
      'src/pages/Probe.ts',
      "import { useHydrated } from '../lib/useHydrated'\nimport { Modal } from '../components/Modal'\nexport const probe = [useHydrated, Modal]\n",
    )
    expect(errors).toEqual([])
  })
})

describe('feature rule', () => {
  it('refuses one area of the site importing another area’s code', async () => {
    const errors = await importErrors(
      'src/pages/solutions/Probe.ts',
      "import { homeText } from '../home/messages'\nexport const probe = homeText\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('src/pages/solutions is one area of the site')
  })

  it('allows an area its own modules and the files shared beside the areas', async () => {
    const errors = await importErrors(
      'src/pages/solutions/Probe.ts',
      "import { solutionsPageText } from './messages'\nimport { PageHeader } from '../PageHeader'\nexport const probe = [solutionsPageText, PageHeader]\n",
    )
    expect(errors).toEqual([])
  })
})

describe('import cycle rule', () => {
  // Two modules on disk that import each other (the rule follows real files), in a folder of src/lib.
  const dir = mkdtempSync(join('src', 'lib', 'cycle-probe-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  async function cycleErrors(a: string, b: string): Promise<number> {
    writeFileSync(join(dir, 'a.ts'), a)
    writeFileSync(join(dir, 'b.ts'), b)
    const results = await eslint.lintFiles([join(dir, 'a.ts'), join(dir, 'b.ts')])
    return results.flatMap((r) => r.messages).filter((m) => m.ruleId === 'import-x/no-cycle').length
  }

  it('refuses two TypeScript modules that import each other', async () => {
    expect(
      await cycleErrors(
        "import { b } from './b'\nexport const a = () => b\n",
        "import { a } from './a'\nexport const b = () => a\n",
      ),
    ).toBe(2)
  })

  it('allows a one-way import', async () => {
    expect(await cycleErrors("import { b } from './b'\nexport const a = () => b\n", 'export const b = 1\n')).toBe(0)
  })
})

describe('content schema rule', () => {
  async function schemaErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath })
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((m) => m.message)
  }

  it('refuses a content module that takes a schema itself, but not its type', async () => {
    const errors = await schemaErrors(
      'src/content/about/Probe.ts',
      "import { timelineSchema, type TimelineEntry } from './schema'\nexport const probe: TimelineEntry[] = timelineSchema.parse([])\n",
    )
    expect(errors).toHaveLength(1)
    expect(
      await schemaErrors(
        'src/content/about/Probe.ts',
        "import type { TimelineEntry } from './schema'\nexport const probe: TimelineEntry[] = []\n",
      ),
    ).toEqual([])
  })

  it('refuses a page that imports zod or the content check', async () => {
    const errors = await schemaErrors(
      'src/pages/Probe.ts',
      "import { z } from '../lib/zod'\nimport { CONTENT } from '../content/checks'\nexport const probe = [z, CONTENT]\n",
    )
    expect(errors).toHaveLength(2)
  })
})
