// One Node version for the project: `engines` in package.json, the `node`
// package every npm script runs, the Docker image and the README agree (the
// workflows are held to it in workflows.test.ts), and a script started by
// hand on an older Node stops with what to do instead of a deep error.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { nodeVersionProblem, requiredNode } from '../../src/server/nodeVersion'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> }
const major = (text: string) => Number(/(\d+)/.exec(text)?.[1])
const projectMajor = major(requiredNode())

describe('the Node version', () => {
  it('is one version in engines, the node package, the Docker image and the README', () => {
    expect(requiredNode()).toMatch(/^>=\d+(\.\d+){0,2}$/)
    expect(major(pkg.devDependencies.node ?? '')).toBe(projectMajor)
    const images = [...readFileSync('deploy/Dockerfile', 'utf8').matchAll(/^FROM node:(\d+)/gm)].map((m) =>
      Number(m[1]),
    )
    expect(images.length).toBeGreaterThan(0)
    expect(new Set(images)).toEqual(new Set([projectMajor]))
    const readme = [...readFileSync('README.md', 'utf8').matchAll(/\bNode(?:\.js)? (\d+)\b/g)].map((m) => Number(m[1]))
    expect(readme.length).toBeGreaterThan(0)
    expect(new Set(readme)).toEqual(new Set([projectMajor]))
  })

  it('says what to do when the Node running a script is older than the project’s', () => {
    expect(nodeVersionProblem('20.19.2', '>=24')).toBe(
      "This needs Node ≥ 24 (you have 20.19.2): run it through npm (npm start, npm run …), whose scripts use the project's Node from node_modules/.bin after npm install, or install Node 24.",
    )
    expect(nodeVersionProblem('22.4.1', '>=22.5')).toContain('Node ≥ 22.5 (you have 22.4.1)')
    for (const [version, range] of [
      ['24.0.0', '>=24'],
      ['25.1.0', '>=24'],
      ['22.5.0', '>=22.5'],
      ['22.12.0', '>=22.5'],
    ] as const)
      expect(nodeVersionProblem(version, range)).toBeUndefined()
    expect(nodeVersionProblem(process.versions.node)).toBeUndefined()
  })

  it('stops the SQLite store on an older Node with that message, not ERR_UNKNOWN_BUILTIN_MODULE', async () => {
    // This Node, made to say it is 20: the store loads node:sqlite only after the check.
    const preload = join(mkdtempSync(join(tmpdir(), 'old-node-')), 'old.mjs')
    writeFileSync(preload, "Object.defineProperty(process.versions, 'node', { value: '20.19.0' })\n")
    const script = "await import('./src/server/store/sqlite.ts'); console.log('loaded')"
    const result = await promisify(execFile)(
      process.execPath,
      ['--import', preload, '--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    )
    expect(result.code).toBe(1)
    expect(result.stdout).not.toContain('loaded')
    expect(result.stderr.trim()).toBe(nodeVersionProblem('20.19.0'))
  })
})
