// `npm run dev`: the Vite dev server (pages rendered in the browser, reloaded
// on every change) and, beside it, the site's API server without pages, to
// which Vite proxies /api: the forms work without a build. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** The first port from `from` that nothing on this machine listens on (`npm start` may hold 4173). */
async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 50; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)))
      probe.listen(port, '127.0.0.1')
    })
    if (free) return port
  }
  throw new Error(`dev: no free port from ${from} to ${from + 49}; set PORT to one`)
}

const wanted = Number(process.env.PORT ?? 4173)
const apiPort = String(process.env.PORT ? wanted : await freePort(wanted))
if (apiPort !== String(wanted)) console.log(`dev: port ${wanted} is taken (npm start?); the API listens on ${apiPort}`)
const children: ChildProcess[] = [
  spawn('tsx', ['src/server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_PAGES: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  }),
  spawn('vite', process.argv.slice(2), { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]

const stop = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0))
