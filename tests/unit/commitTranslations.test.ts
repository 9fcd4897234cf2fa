// scripts/commit-translations.sh against real git repositories: a bare
// "origin", the runner's clone and a person's clone that moves main meanwhile.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'

const script = resolve('scripts/commit-translations.sh')
const identity = {
  GIT_AUTHOR_NAME: 'A person',
  GIT_AUTHOR_EMAIL: 'person@example.com',
  GIT_COMMITTER_NAME: 'A person',
  GIT_COMMITTER_EMAIL: 'person@example.com',
}
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...identity } }).trim()

let origin: string
let runner: string
let person: string

function write(repo: string, file: string, text: string): void {
  mkdirSync(join(repo, file, '..'), { recursive: true })
  writeFileSync(join(repo, file), text)
}

beforeEach(() => {
  const root = mkdtempSync(join(tmpdir(), 'commit-back-'))
  origin = join(root, 'origin.git')
  git(root, 'init', '-q', '--bare', '-b', 'main', origin)
  const seed = join(root, 'seed')
  git(root, 'clone', '-q', origin, seed)
  write(seed, 'locales/fr.json', '{\n  "a": "UN",\n  "b": "DEUX"\n}\n')
  write(seed, 'README.md', 'v1\n')
  git(seed, 'add', '.')
  git(seed, 'commit', '-q', '-m', 'start')
  git(seed, 'push', '-q', 'origin', 'HEAD:main')
  runner = join(root, 'runner')
  person = join(root, 'person')
  git(root, 'clone', '-q', origin, runner)
  git(root, 'clone', '-q', origin, person)
})

function commitBack(env: Record<string, string> = {}) {
  // The runner's own identity is the bot's, which the script sets.
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')))
  return spawnSync('bash', [script, 'Machine translations'], {
    cwd: runner,
    encoding: 'utf8',
    env: { ...clean, COMMIT_RETRY_DELAY: '0', ...env },
  })
}

describe('commit-translations.sh', () => {
  it('rebases onto a main that moved since the checkout, and pushes', () => {
    write(person, 'README.md', 'v2\n')
    git(person, 'commit', '-q', '-am', 'a person’s change')
    git(person, 'push', '-q', 'origin', 'HEAD:main')

    write(runner, 'locales/fr.json', '{\n  "a": "UN",\n  "b": "DEUX",\n  "c": "TROIS"\n}\n')
    write(runner, 'locales/de.json', '{\n  "a": "EINS"\n}\n')
    const result = commitBack()
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(git(origin, 'log', '--format=%s|%an', 'main')).toBe(
      'Machine translations|translation bot\na person’s change|A person\nstart|A person',
    )
    expect(git(origin, 'show', 'main:README.md')).toBe('v2')
    expect(git(origin, 'show', 'main:locales/de.json')).toContain('EINS')
  })

  it('tries the push again when it is refused', () => {
    // The first push is refused (as when main moves between the fetch and the push).
    const hook = join(origin, 'hooks', 'pre-receive')
    writeFileSync(hook, `#!/bin/sh\nf="$(dirname "$0")/refused"\n[ -e "$f" ] && exit 0\ntouch "$f"\nexit 1\n`)
    chmodSync(hook, 0o755)
    write(runner, 'locales/fr.json', '{\n  "a": "UN",\n  "b": "DEUX!"\n}\n')
    const result = commitBack()
    expect(result.status).toBe(0)
    expect(result.stderr).toContain('attempt 1 of 5')
    expect(git(origin, 'show', 'main:locales/fr.json')).toContain('DEUX!')
  })

  it('stops without pushing when a person changed the same entries', () => {
    write(person, 'locales/fr.json', '{\n  "a": "Un",\n  "b": "DEUX"\n}\n')
    git(person, 'commit', '-q', '-am', 'a correction')
    git(person, 'push', '-q', 'origin', 'HEAD:main')
    write(runner, 'locales/fr.json', '{\n  "a": "UNE",\n  "b": "DEUX"\n}\n')
    const result = commitBack()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('conflict')
    expect(git(origin, 'show', 'main:locales/fr.json')).toContain('"Un"')
    expect(readFileSync(join(runner, 'locales/fr.json'), 'utf8')).toContain('"UNE"')
  })

  it('does nothing when nothing changed', () => {
    const result = commitBack()
    expect(result.status).toBe(0)
    expect(git(origin, 'log', '--format=%s', 'main')).toBe('start')
  })
})
