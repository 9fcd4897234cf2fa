// Which messages each part of the site can show, read from the source: the
// shell (everything the entry imports statically: layout, menus, footer, the
// not-found page) and each page module the routes load lazily (its imports,
// static and dynamic, so a dialog it opens later is covered too). A message
// belongs to the modules that declare it (`id: '…'` in their defineMessages).
// The catalogs are split the same way (i18n-compile), so a page downloads the
// shell's messages and its own, not the whole catalog.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { SHELL_PART } from '../../src/i18n/catalogParts'

const SRC = 'src'
const ENTRY = join(SRC, 'main.tsx')
const ROUTES = join(SRC, 'app', 'routes.tsx')

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g
const DYNAMIC_IMPORT = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g
const MESSAGE_ID = /\bid:\s*'([^']+)'/g

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((f) => existsSync(f) && /\.tsx?$/.test(f))
}

function imports(file: string, dynamic: boolean): string[] {
  const code = readFileSync(file, 'utf8')
  const found = [...code.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? '')
  if (dynamic) found.push(...[...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? ''))
  return found.flatMap((specifier) => resolveModule(file, specifier) ?? [])
}

/** The source modules reachable from `entry`, following static imports (and dynamic ones when asked). */
function reachable(entry: string, dynamic: boolean, stopAt: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>()
  const queue = [resolve(entry)]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file) || stopAt.has(file)) continue
    seen.add(file)
    queue.push(...imports(file, dynamic))
  }
  return seen
}

const idsIn = (files: Iterable<string>, known: Set<string>) =>
  new Set(
    [...files]
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(MESSAGE_ID)].map((m) => m[1] ?? ''))
      .filter((id) => known.has(id)),
  )

/** The page modules the routes load lazily (`page('x/YPage', () => import('../pages/x/YPage'))`): their parts. */
export function pageModules(): string[] {
  const code = readFileSync(ROUTES, 'utf8')
  const declared = [...code.matchAll(/\bpage\(\s*'([^']+)',\s*\(\) => import\('\.\.\/pages\/([^']+)'\),?\s*\)/g)]
  for (const [, part, module] of declared)
    if (part !== module) throw new Error(`routes.tsx: the part '${part}' must be named as its module '${module}'`)
  // A page module imported any other way would render without its messages.
  if (declared.length !== [...code.matchAll(/import\('\.\.\/pages\//g)].length)
    throw new Error("routes.tsx: load every page module with page('…', () => import('../pages/…'))")
  return [...new Set(declared.map((m) => m[1] ?? ''))].sort()
}

/** Message ids per part: `shell`, and each page module's own (those the shell has already are left out). */
export function messageParts(knownIds: Iterable<string>): Map<string, Set<string>> {
  const known = new Set(knownIds)
  const shellFiles = reachable(ENTRY, false)
  const shell = idsIn(shellFiles, known)
  const parts = new Map<string, Set<string>>([[SHELL_PART, shell]])
  for (const page of pageModules()) {
    const files = reachable(resolveModule(ROUTES, `../pages/${page}`) ?? page, true, shellFiles)
    parts.set(page, new Set([...idsIn(files, known)].filter((id) => !shell.has(id))))
  }
  return parts
}
