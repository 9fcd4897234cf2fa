// The site's server in its own process, as in production (node --import tsx
// src/server/server.ts), for tests of several servers on one PostgreSQL: the
// API only, its own temporary DATA_DIR, limits lifted so a test's load is not
// refused by them, and each client named by X-Forwarded-For (one proxy in front).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from './serverHarness'

const ROOT = resolve(import.meta.dirname, '../..')

export type SiteProcess = {
  port: number
  process: ChildProcess
  /** What the process wrote (its log, and a crash's stack), for a failing test to show. */
  output: string[]
  /** True until the process ends, however it ends. */
  alive: () => boolean
}

export async function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_PAGES: 'false',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'data-')), // not shared: the servers share the database only
      ALTCHA_HMAC_SECRET: 'one secret shared by every server',
      TRUST_PROXY: '1',
      RATE_LIMIT_CONTACT_PER_HOUR: '100000',
      RATE_LIMIT_CONTACT_UNVERIFIED_PER_HOUR: '100000',
      CONTACT_UNVERIFIED_MAILED_PER_HOUR: '100000',
      OUTBOX_POLL_MS: '200',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (text: string) => {
      output.push(text)
      process.stderr.write(text)
    })
  }
  const alive = () => child.exitCode === null && child.signalCode === null
  for (let i = 0; i < 300 && alive(); i++) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    )
    if (up) return { port, process: child, output, alive }
    await new Promise((done) => setTimeout(done, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`a server did not start:\n${output.join('')}`)
}
