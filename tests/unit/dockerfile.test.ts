// The API server's image (deploy/Dockerfile), checked where no Docker daemon
// runs: a multi-stage build whose image has the production dependencies only,
// runs as a user other than root, with its DATA_DIR made and owned by that
// user; and everything the server loads at run time is in the image (its
// sources and catalogs copied, every package it imports a production
// dependency). `npm ci --omit=dev` and a start from that install were tried
// by hand (docs/operating.md).
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { relative, resolve } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { LOCALES_DIR } from '../../src/server/i18n'

const ROOT = resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

type Instruction = { op: string; args: string }
/** The Dockerfile's stages, each a list of instructions (continuation lines joined, comments dropped). */
function stages(): Instruction[][] {
  const text = readFileSync(resolve(ROOT, 'deploy/Dockerfile'), 'utf8').replace(/\\\n/g, ' ')
  const result: Instruction[][] = []
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z]+)\s+(.*)$/.exec(line)
    if (!match || line.trim().startsWith('#')) continue
    const instruction = { op: match[1]!, args: match[2]!.trim() }
    if (instruction.op === 'FROM') result.push([])
    result.at(-1)?.push(instruction)
  }
  return result
}

describe('deploy/Dockerfile', () => {
  const all = stages()
  const image = all.at(-1)!
  const ops = (stage: Instruction[], op: string) => stage.filter((i) => i.op === op).map((i) => i.args)

  it('installs the production dependencies only, in a stage of their own', () => {
    expect(all.length).toBeGreaterThanOrEqual(2)
    const installs = all.flatMap((stage) => ops(stage, 'RUN')).filter((run) => /\bnpm (ci|install|i)\b/.test(run))
    expect(installs.length).toBeGreaterThan(0)
    for (const run of installs) expect(run).toMatch(/--omit=dev/)
    // The image copies node_modules from that stage and installs nothing itself.
    expect(ops(image, 'RUN').filter((run) => /\bnpm\b/.test(run))).toEqual([])
    expect(ops(image, 'COPY').some((copy) => /^--from=\S+ \S*node_modules/.test(copy))).toBe(true)
  })

  it('runs as a user other than root, with its DATA_DIR made and owned by that user before it switches', () => {
    const [user] = ops(image, 'USER')
    expect(user).toBeTruthy()
    expect(user).not.toMatch(/^(root|0)(:|$)/)
    const env = ops(image, 'ENV').join(' ')
    const dataDir = /\bDATA_DIR=(\S+)/.exec(env)?.[1]
    expect(dataDir).toBeTruthy()
    const beforeUser = image.slice(
      0,
      image.findIndex((i) => i.op === 'USER'),
    )
    const made = ops(beforeUser, 'RUN').find((run) => run.includes(dataDir!))
    expect(made).toBeDefined()
    expect(made).toMatch(new RegExp(`install -d -o ${user} -g ${user} -m 0?700 |mkdir .*chown ${user}`))
  })

  it('starts the server with tsx, a production dependency', () => {
    expect(ops(image, 'CMD').join(' ')).toMatch(/"--import", "tsx", "src\/server\/server\.ts"/)
    expect(pkg.dependencies.tsx).toBeDefined()
  })

  it('holds everything the server loads: its files copied, its packages production dependencies', async () => {
    const copied = ops(image, 'COPY')
      .filter((copy) => !copy.startsWith('--from'))
      .flatMap((copy) => copy.split(/\s+/).slice(0, -1))
    const result = await build({
      entryPoints: [resolve(ROOT, 'src/server/server.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const files = Object.keys(result.metafile.inputs).map((input) => relative(ROOT, resolve(ROOT, input)))
    const packages = new Set(
      Object.values(result.metafile.inputs)
        .flatMap((input) => input.imports)
        .filter((imported) => imported.external)
        .map((imported) => imported.path)
        .filter((path) => !path.startsWith('node:') && !builtinModules.includes(path))
        .map((path) =>
          path
            .split('/')
            .slice(0, path.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    )
    expect(files.length).toBeGreaterThan(20)
    const inImage = (file: string) =>
      copied.some((path) => path === '.' || file === path || file.startsWith(`${path}/`))
    expect(files.filter((file) => !inImage(file))).toEqual([])
    expect(inImage(relative(ROOT, LOCALES_DIR))).toBe(true) // read from disk, not imported
    expect([...packages].filter((name) => !pkg.dependencies[name])).toEqual([])
  })
})
