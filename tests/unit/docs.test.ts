// The README and docs/ say what is true of the project: every command they
// name is a script in package.json, every file or folder they name exists,
// and every link between them leads somewhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

const DOCS = ['README.md', ...readdirSync('docs').map((name) => join('docs', name))].filter((f) => f.endsWith('.md'))
const SCRIPTS = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts)
/** Paths written as examples of what an owner or operator adds, not files of the project (and src/i18n/compiled, which the build writes). */
const EXAMPLES = new Set(['public/images/gallery/boat-camp/1.jpg'])

/** `npm run name` (with or without -s) in a text. */
const namedScripts = (text: string) => [...text.matchAll(/npm run (?:-s )?([\w:.-]+)/g)].map((m) => m[1] ?? '')

/** Paths of the project in backticks: `src/…`, `scripts/…` and the like, without placeholders. */
const namedPaths = (text: string) =>
  [...text.matchAll(/`((?:src|scripts|tests|deploy|docs|locales|public|patches|\.github|\.ci)\/[^`\s]*)`/g)]
    .map((m) => (m[1] ?? '').replace(/[:#].*$/, '').replace(/\/$/, ''))
    .filter((path) => !/[{}*…<>]/.test(path) && !EXAMPLES.has(path) && !path.startsWith('src/i18n/compiled'))

/** Relative links, [text](target), resolved from the file that has them. */
const namedLinks = (file: string, text: string) =>
  [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => normalize(join(dirname(file), target)))

describe.each(DOCS)('%s', (file) => {
  const text = readFileSync(file, 'utf8')

  it('names only npm scripts that exist', () => {
    expect(namedScripts(text).filter((name) => !SCRIPTS.includes(name))).toEqual([])
  })

  it('names only files and folders that exist', () => {
    expect(namedPaths(text).filter((path) => !existsSync(path))).toEqual([])
  })

  it('links only to files that exist', () => {
    expect(namedLinks(file, text).filter((path) => !existsSync(path))).toEqual([])
  })
})

describe('the checks themselves', () => {
  it('find a missing script, file and link', () => {
    const planted = 'Run `npm run no-such-script`, read `src/no/such/file.ts` and [this](docs/no-such.md).'
    expect(namedScripts(planted)).toEqual(['no-such-script'])
    expect(namedPaths(planted)).toEqual(['src/no/such/file.ts'])
    expect(namedLinks('README.md', planted)).toEqual(['docs/no-such.md'])
  })
})
