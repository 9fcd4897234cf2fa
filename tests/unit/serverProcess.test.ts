// The server as operators run it, in its own process: `npm start` hands
// SIGTERM to the server itself (which closes gracefully and exits), and a
// server started from another folder still finds its catalogs.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { contactValues, freePort, siteFolder } from './serverHarness'

const ROOT = resolve(import.meta.dirname, '../..')
const running: ChildProcess[] = []
/** Servers seen by their pid: one orphaned by a failing test is ended too. */
const serverPids: number[] = []
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  for (const pid of serverPids.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL')
})

/** Whether a process with this pid exists (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function serverEnv(port: number) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: siteFolder(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'data-')),
    LOG_LEVEL: 'info',
    ALTCHA_MAX_NUMBER: '5000',
  }
}

/** Resolves once the server answers /healthz (its output is kept for the assertions). */
async function started(child: ChildProcess, port: number): Promise<string[]> {
  const output: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) return output
    if (child.exitCode !== null) break
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`the server did not start:\n${output.join('')}`)
}

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => done(!socket.destroy()))
    socket.once('error', () => done(false))
  })

describe('the server process', () => {
  it('npm start hands SIGTERM to the server, which closes and exits', { timeout: 60_000 }, async () => {
    const port = await freePort()
    const npm = spawn('npm', ['start', '--silent'], { cwd: ROOT, env: serverEnv(port) })
    running.push(npm)
    // 'close' comes once every process holding npm's output has ended: the server too, not only npm.
    const closed = new Promise<number | null>((done) => npm.once('close', (exit) => done(exit)))
    const output = await started(npm, port)
    // The server's own pid, from its log: npm's child when npm start runs it in one process.
    const serverPid = Number(/"pid":(\d+)/.exec(output.join(''))?.[1])
    expect(serverPid).toBeGreaterThan(0)
    serverPids.push(serverPid)
    npm.kill('SIGTERM')
    const deadline = Date.now() + 5_000
    while ((alive(serverPid) || (await listening(port))) && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 100))
    expect(alive(serverPid), 'the server outlived npm').toBe(false)
    expect(await listening(port)).toBe(false)
    expect(await closed).toBe(0)
    expect(output.join('')).toContain('shutting down')
  })

  it('refuses to start with TRUST_PROXY=true, and says what to set instead', { timeout: 60_000 }, async () => {
    const port = await freePort()
    const tsx = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href
    const server = spawn(process.execPath, ['--import', tsx, join(ROOT, 'src/server/server.ts')], {
      env: { ...serverEnv(port), TRUST_PROXY: 'true' },
    })
    running.push(server)
    let output = ''
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exit = await new Promise<number | null>((done) => server.once('close', done))
    expect(exit).not.toBe(0)
    expect(output).toMatch(/TRUST_PROXY: .*number of proxies in front of the server/)
    expect(await listening(port)).toBe(false)
  })

  it('started from another folder, answers a French form post in French', { timeout: 60_000 }, async () => {
    const port = await freePort()
    const tsx = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href
    const server = spawn(process.execPath, ['--import', tsx, join(ROOT, 'src/server/server.ts')], {
      cwd: tmpdir(),
      env: serverEnv(port),
    })
    running.push(server)
    await started(server, port)
    const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contactValues, email: 'not an address', lang: 'fr' }),
    })
    expect(res.status).toBe(422)
    const french = JSON.parse(readFileSync(join(ROOT, 'locales/fr.json'), 'utf8')) as Record<string, string>
    const body = (await res.json()) as { error: string; fields: Record<string, string> }
    expect(body.fields.email).toBe(french['form.contact.email.invalid'])
    server.kill('SIGTERM')
  })
})
