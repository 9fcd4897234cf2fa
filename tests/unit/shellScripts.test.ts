// The project's shell scripts parse (bash -n) and pass shellcheck, as the
// workflows run them (publish, the commit-back, CI's own script).
import { execFileSync, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const scripts = execFileSync('git', ['ls-files', '*.sh', '.ci/run'], { encoding: 'utf8' }).trim().split('\n')

describe('shell scripts', () => {
  it('are found', () => {
    expect(scripts).toEqual(expect.arrayContaining(['scripts/publish.sh', 'scripts/commit-translations.sh', '.ci/run']))
  })

  for (const script of scripts) {
    it(`${script} parses and passes shellcheck`, () => {
      const parse = spawnSync('bash', ['-n', script], { encoding: 'utf8' })
      expect(parse.stderr).toBe('')
      const check = spawnSync('shellcheck', ['--shell=bash', script], { encoding: 'utf8' })
      expect(check.error).toBeUndefined()
      expect(check.stdout).toBe('')
      expect(check.status).toBe(0)
    })
  }
})
