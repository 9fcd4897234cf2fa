// Requests per second: the site's Node server against nginx, both started
// here on loopback serving the same dist/, the same addresses, the same
// connection counts, runs interleaved (node, nginx, node, nginx…) so a noisy
// moment hurts both. The load comes from this process (autocannon).
//
// Fairness on a small machine: the Node server is one process with one
// JavaScript thread, so nginx gets one worker (worker_processes 1); the load
// generator takes another core. Both keep connections open without a request
// cap, send the build's precompressed copies and log nothing. nginx sends
// brotli only when its brotli_static module is installed, gzip otherwise.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createRequire } from 'node:module'
import type autocannonType from 'autocannon'
import type { Result } from 'autocannon'
import { BROWSER_ACCEPT_ENCODING } from '../../src/server/encoding'
import { freePort, median, printTable, processCpuMs, startSite, stopProcess, waitUntilUp } from './common'

export type RpsOptions = { seconds: number; rounds: number; connections: number[] }
export const RPS_DEFAULTS: RpsOptions = { seconds: 3, rounds: 2, connections: [16, 64] }

// autocannon keeps each response body as a string (decoding the compressed
// bytes as UTF-8), for checks this bench does not use: with brotli or gzip
// bodies that made the load generator, not the server, the limit (about 1,000
// requests a second for a 60 KB script). It is told to drop bodies.
const require = createRequire(import.meta.url)
;(
  require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody: (data: Buffer) => void } }
).prototype.addBody = () => {}
const autocannon = require('autocannon') as typeof autocannonType

const TARGET_RATIO = 0.5
/** What a browser sends: the encoding each server chooses for it is the one measured. */
const HEADERS = { 'accept-encoding': BROWSER_ACCEPT_ENCODING }

type Server = { name: 'node' | 'nginx'; url: string; cpuMs: () => number; stop: () => Promise<void> }

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const NGINX_MODULES = ['/usr/lib/nginx/modules', '/usr/share/nginx/modules']

function brotliModule(): string | undefined {
  for (const dir of NGINX_MODULES) {
    const file = join(dir, 'ngx_http_brotli_static_module.so')
    if (existsSync(file)) return file
  }
  return undefined
}

function nginxConfig(dist: string, prefix: string, port: number, brotli: string | undefined): string {
  return `# Written by npm run bench: the built site as nginx would serve it.
${brotli ? `load_module ${brotli};` : ''}
daemon off;
master_process on;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  open_file_cache max=1000 inactive=60s;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  gzip off;
  gzip_static on;
  gzip_vary on;
  ${brotli ? 'brotli_static on;' : ''}
  server {
    listen 127.0.0.1:${port};
    root ${resolve(dist)};
    error_page 404 /404.html;
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files $uri =404;
    }
    location = / {
      add_header Cache-Control "no-cache";
      try_files /index.html =404;
    }
    location / {
      add_header Cache-Control "no-cache";
      try_files $uri.html $uri =404;
    }
  }
}
`
}

/** The pids whose parent is `pid` (nginx's workers). */
function childrenOf(pid: number): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) found.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return found
}

async function startNginx(dist: string, brotli: string | undefined): Promise<Server> {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'))
  const port = await freePort()
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(dist, prefix, port, brotli))
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () => stopProcess(child)
  try {
    await waitUntilUp(`${url}/`, 15, child)
  } catch (error) {
    await stop()
    throw error
  }
  const pids = [child.pid!, ...childrenOf(child.pid!)]
  return { name: 'nginx', url, stop, cpuMs: () => pids.reduce((n, pid) => n + processCpuMs(pid), 0) }
}

function largestScript(dist: string): string {
  const scripts = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
  scripts.sort((a, b) => statSync(join(dist, 'assets', b)).size - statSync(join(dist, 'assets', a)).size)
  return `/assets/${scripts[0]}`
}

type Run = { rps: number; p50: number; p99: number; cpuPerRequest: number; loaderBusy: number; errors: number }

async function run(server: Server, path: string, connections: number, seconds: number): Promise<Run> {
  const cpuBefore = server.cpuMs()
  const loaderBefore = process.cpuUsage()
  const start = performance.now()
  const result: Result = await autocannon({
    url: server.url + path,
    connections,
    duration: seconds,
    headers: HEADERS,
    timeout: 10,
  })
  const wallMs = performance.now() - start
  const loader = process.cpuUsage(loaderBefore)
  const requests = result.requests.total
  return {
    rps: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: (server.cpuMs() - cpuBefore) / requests,
    loaderBusy: (loader.user + loader.system) / 1000 / wallMs,
    errors: result.errors + result.timeouts,
  }
}

/** What one request answers: status, encoding, size sent. */
async function probe(server: Server, path: string): Promise<string> {
  const res = await fetch(server.url + path, { headers: HEADERS, redirect: 'manual' })
  // fetch decodes the body; the size sent is the header's, or what was read when there is none.
  const body = await res.arrayBuffer()
  const length = res.headers.get('content-length')
  const encoding = res.headers.get('content-encoding') ?? 'identity'
  const size = length ? Number(length) : body.byteLength
  return `${res.status} ${encoding} ${(size / 1024).toFixed(1)} KiB`
}

/** autocannon's latencies are whole milliseconds. */
const ms = (value: number) => (!Number.isFinite(value) ? '-' : value < 1 ? '<1' : value.toFixed(0))

export async function benchRps(dist: string, options: RpsOptions = RPS_DEFAULTS): Promise<void> {
  const paths = ['/', '/aboutus/history', '/fr/aboutus/history', largestScript(dist), '/no-such-page']
  const haveNginx = existsSync(NGINX)
  const brotli = haveNginx ? brotliModule() : undefined
  const servers: Server[] = []
  try {
    const site = await startSite(dist)
    servers.push({ name: 'node', url: site.url, stop: site.stop, cpuMs: () => processCpuMs(site.child.pid!) })
    if (haveNginx) servers.push(await startNginx(dist, brotli))
    else console.log(`rps: nginx is not installed (${NGINX}; NGINX_PATH to point elsewhere): Node figures only`)
    const pairs = paths.length * options.connections.length
    console.log(
      `rps: ${servers.map((s) => s.name).join(' against ')}, ${paths.length} addresses × ${options.connections.join(' and ')}` +
        ` connections, ${options.rounds} interleaved runs of ${options.seconds} s each` +
        ` (about ${Math.ceil((pairs * options.rounds * servers.length * options.seconds + paths.length * servers.length) / 60)} min);` +
        ` Accept-Encoding: ${HEADERS['accept-encoding']}`,
    )
    if (haveNginx)
      console.log(
        `rps: nginx ${brotli ? 'sends the brotli copies (brotli_static)' : 'has no brotli_static module here, so it sends the gzip copies (gzip_static), larger than the brotli the Node server sends (apt-get install libnginx-mod-http-brotli-static to compare on the same bytes)'}; one worker process, as the Node server has one thread`,
      )
    console.log('rps: what each answers (status, encoding, size sent):')
    for (const path of paths) {
      const answers = await Promise.all(servers.map(async (s) => `${s.name} ${await probe(s, path)}`))
      console.log(`  ${path}: ${answers.join('; ')}`)
    }
    // Warm up each server on each address (JIT, file caches) before anything counts.
    for (const server of servers) for (const path of paths) await run(server, path, 16, 1)

    const rows: string[][] = []
    let loaderBusy = 0
    for (const path of paths) {
      for (const connections of options.connections) {
        const runs: Record<string, Run[]> = Object.fromEntries(servers.map((s) => [s.name, []]))
        for (let round = 0; round < options.rounds; round++)
          for (const server of servers) runs[server.name]!.push(await run(server, path, connections, options.seconds))
        const figure = (name: string, pick: (r: Run) => number) => median((runs[name] ?? []).map(pick))
        const node = figure('node', (r) => r.rps)
        const nginx = haveNginx ? figure('nginx', (r) => r.rps) : NaN
        const ratio = node / nginx
        loaderBusy = Math.max(loaderBusy, ...(runs.nginx ?? []).map((r) => r.loaderBusy))
        const errors = Object.values(runs)
          .flat()
          .reduce((n, r) => n + r.errors, 0)
        const cpu = (name: string) => figure(name, (r) => r.cpuPerRequest) * 1000
        const row = [
          path,
          String(connections),
          node.toFixed(0),
          haveNginx ? nginx.toFixed(0) : '-',
          haveNginx ? `${ratio.toFixed(2)}×` : '-',
          `${ms(figure('node', (r) => r.p50))}/${ms(figure('node', (r) => r.p99))}`,
          haveNginx ? `${ms(figure('nginx', (r) => r.p50))}/${ms(figure('nginx', (r) => r.p99))}` : '-',
          cpu('node').toFixed(0),
          haveNginx ? cpu('nginx').toFixed(0) : '-',
          haveNginx ? `${(cpu('nginx') / cpu('node')).toFixed(2)}×` : '-',
          haveNginx ? (ratio >= TARGET_RATIO ? 'OK' : 'BELOW') : '-',
        ]
        rows.push(row)
        console.log(
          `rps: ${path}, ${connections} connections: node ${row[2]}/s` +
            (haveNginx ? `, nginx ${row[3]}/s (${row[4]})` : '') +
            (errors ? `; ${errors} errors or timeouts` : ''),
        )
      }
    }
    console.log('')
    printTable(
      [
        'path',
        'conns',
        'node req/s',
        'nginx req/s',
        'ratio',
        'node p50/p99 ms',
        'nginx p50/p99 ms',
        'node µs CPU/req',
        'nginx µs CPU/req',
        'ratio by CPU',
        `target ≥ ${TARGET_RATIO}×`,
      ],
      rows,
    )
    console.log(
      'rps: medians of the runs. CPU per request is the server processes’ own time (/proc), whatever the load' +
        ' generator and other processes leave them; its ratio (nginx’s µs over Node’s) is roughly the rate Node would reach' +
        ' against nginx with a core each to themselves.',
    )
    if (loaderBusy > 0.9)
      console.log(
        `rps: the load generator (this process) was ${(loaderBusy * 100).toFixed(0)}% busy during nginx runs:` +
          ' nginx’s requests per second are capped by it here, so the ratio flatters Node; compare the CPU per request.',
      )
    console.log('')
  } finally {
    for (const server of servers.reverse()) await server.stop()
  }
}
