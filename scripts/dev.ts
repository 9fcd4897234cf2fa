// `npm run dev`: the Vite dev server (pages rendered in the browser, reloaded
// on every change) and, beside it, the site's API server without pages, to
// which Vite proxies /api: the forms work without a build. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process'

const apiPort = process.env.PORT ?? '4173'
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
