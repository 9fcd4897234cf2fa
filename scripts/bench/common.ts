// What the bench's sections share: a free loopback port, the site's real
// server in a process of its own (stopped by its caller, also on error), and
// a table printer.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
export { freePort } from '../lib/freePort'
import { freePort } from '../lib/freePort'

export const KIB = 1024
export const kib = (bytes: number) => (bytes / KIB).toFixed(1)

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Waits (at most `seconds`) until `url` answers 2xx. */
export async function waitUntilUp(url: string, seconds = 30, child?: ChildProcess): Promise<void> {
  const until = performance.now() + seconds * 1000
  while (performance.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await sleep(100)
  }
  throw new Error(`${url} did not answer within ${seconds} s`)
}

/** Ends a child process: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

export type Site = { url: string; child: ChildProcess; stop: () => Promise<void> }

/** The site's server (`node --import tsx src/server/server.ts`) on loopback, serving `dist`. */
export async function startSite(dist: string, env: Record<string, string> = {}): Promise<Site> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')),
      DIST_DIR: dist,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () => stopProcess(child)
  try {
    await waitUntilUp(`${url}/healthz`, 30, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, child, stop }
}

/** Linux's USER_HZ, 100 on every architecture Node runs on. */
const CLOCK_TICKS = 100

/** CPU time (ms, user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function processCpuMs(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return (ticks * 1000) / CLOCK_TICKS
  } catch {
    return NaN
  }
}

/** Prints rows as an aligned table (numbers right-aligned). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const numeric = header.map((_, i) => rows.every((r) => /^[\d.,×%\s/<-]*$/.test(r[i] ?? '')))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd()
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of rows) console.log(line(row))
}

export const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
