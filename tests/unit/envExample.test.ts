// .env.example is an env file people use as it is: loaded by node --env-file
// or sourced by a shell, the server starts on the defaults it documents.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'

const defaults = loadConfig({})

describe('.env.example', () => {
  it('loads as node --env-file reads it, and gives the defaults', () => {
    const env = parseEnv(readFileSync('.env.example', 'utf8'))
    const config = loadConfig(env)
    expect(config.MAIL_FROM).toBe(defaults.MAIL_FROM)
    expect(config).toEqual({ ...defaults, TRUST_PROXY: config.TRUST_PROXY })
    expect(config.TRUST_PROXY).toBe(false)
  })

  it('can be sourced by a shell, with the same values', () => {
    const output = execFileSync('sh', ['-c', 'set -a && . ./.env.example && env -0'], { encoding: 'utf8' })
    const env = Object.fromEntries(
      output
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    )
    expect(loadConfig(env)).toEqual(loadConfig(parseEnv(readFileSync('.env.example', 'utf8'))))
  })
})
