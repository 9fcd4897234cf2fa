// Scripts run their main() only when run directly. The guard must work from a
// checkout whose path has a space or non-ASCII characters (module URLs
// percent-encode them; a naive `file://` + argv comparison never matches).
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

describe('isMainModule', () => {
  it('recognises the script being run from a path with a space and accents', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'checkout-')), 'Mes projets é', 'site')
    mkdirSync(dir, { recursive: true })
    const helper = resolve('scripts/lib/main.ts')
    writeFileSync(
      join(dir, 'probe.ts'),
      `import { isMainModule } from ${JSON.stringify(helper)}\nconsole.log(isMainModule(import.meta.url) ? 'main' : 'imported')\n`,
    )
    writeFileSync(join(dir, 'importer.ts'), `import './probe.ts'\n`)
    const tsx = resolve('node_modules/.bin/tsx')
    expect(execFileSync(tsx, [join(dir, 'probe.ts')], { encoding: 'utf8' }).trim()).toBe('main')
    expect(execFileSync(tsx, [join(dir, 'importer.ts')], { encoding: 'utf8' }).trim()).toBe('imported')
  })
})
