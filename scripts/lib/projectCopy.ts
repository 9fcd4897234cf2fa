// A throwaway copy of the project for a test that builds it (its node_modules
// linked, not copied): what the test changes there never reaches the checkout.
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const COPIED = ['src', 'scripts', 'locales', 'public', 'index.html', 'package.json', 'tsconfig.json']

export function copyProject(prefix: string): string {
  const root = resolve('.')
  const copy = mkdtempSync(join(tmpdir(), prefix))
  for (const name of [...COPIED, 'vite.config.ts', 'uno.config.ts']) {
    cpSync(join(root, name), join(copy, name), {
      recursive: true,
      filter: (source) => !source.includes(join('src', 'i18n', 'compiled')),
    })
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  return copy
}
