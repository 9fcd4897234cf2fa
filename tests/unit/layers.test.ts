// The lint rule that keeps src/'s layers in order bites: an import that goes up
// a layer, or from the server into the React tree, is an error.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

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
