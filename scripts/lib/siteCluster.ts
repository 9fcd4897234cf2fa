// The scale-out arrangement on one machine, without containers: Debian's nginx
// with deploy/nginx.conf (and the include the build wrote into the site) in
// front of N site servers (src/server/server.ts) on one PostgreSQL. Started by
// the arrangement's test (scripts/nginx-test.ts) and by `npm run serve:cluster`.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { startPostgres, type PostgresCluster } from '../../tests/unit/postgresCluster'
import { NGINX_MAPS, NGINX_SITE } from './hostConfig'
export { freePort } from './freePort'
import { freePort } from './freePort'

const ROOT = resolve(import.meta.dirname, '../..')
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
/** The arrangement's nginx configuration, as compose.yaml mounts it. */
export const DEPLOY_NGINX_CONF = join(ROOT, 'deploy', 'nginx.conf')

export type SiteCluster = {
  /** nginx's address: the site as visitors reach it. */
  url: string
  /** Each server's own address (they serve the pages too: what nginx is compared with). */
  serverUrls: string[]
  databaseUrl: string
  /** The folder of nginx's configuration and logs. */
  nginxDir: string
  stop(): Promise<void>
}

export type ClusterOptions = {
  /** The built site (with its host configuration: scripts/host-config.ts). */
  dist: string
  servers?: number
  /** nginx's port on 127.0.0.1 (a free one when 0). */
  port?: number
  /** An existing database; otherwise a throwaway PostgreSQL cluster is started and removed at the end. */
  databaseUrl?: string
  /** More environment for every server (SMTP_URL, limits…). */
  env?: Record<string, string>
  /** Where the servers' log goes. */
  stdio?: 'inherit' | 'ignore'
}

async function waitFor(url: string, what: string, exited: () => string | undefined, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const gone = exited()
    if (gone) throw new Error(`${what} exited (${gone})`)
    const up = await fetch(url).then(
      (res) => res.status < 500,
      () => false,
    )
    if (up) return
    await sleep(100)
  }
  throw new Error(`${what} did not answer at ${url}`)
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode ? `signal ${child.signalCode}` : undefined

/**
 * deploy/nginx.conf with this machine's address, site folder and servers in
 * place of the lines marked so, inside the main context nginx needs to run as
 * this user from a folder of its own.
 */
export function nginxConfig(options: { dir: string; dist: string; port: number; servers: number[] }): string {
  const deploy = readFileSync(DEPLOY_NGINX_CONF, 'utf8')
  const dist = resolve(options.dist)
  const replaced = { address: 0, site: 0, servers: 0 }
  const lines = deploy.split('\n').flatMap((line) => {
    if (/# address$/.test(line)) {
      replaced.address++
      return [line.replace(/listen \S+;/, `listen 127.0.0.1:${options.port};`)]
    }
    if (/# site folder$/.test(line)) {
      replaced.site++
      return [line.replaceAll('/usr/share/nginx/html', dist)]
    }
    if (/# servers$/.test(line)) {
      replaced.servers++
      return options.servers.map((port) => `  server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    }
    // The other servers of the file's own arrangement.
    if (/^\s*server server-\d+:/.test(line)) return []
    return [line]
  })
  if (!replaced.address || replaced.site < 3 || !replaced.servers)
    throw new Error(`${DEPLOY_NGINX_CONF}: the lines marked address, site folder and servers were not all found`)
  for (const file of [NGINX_MAPS, NGINX_SITE]) {
    if (!existsSync(join(dist, file))) throw new Error(`${join(dist, file)} is missing: run \`npm run build\` first`)
  }
  const dir = options.dir
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  return `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${lines.map((line) => (line ? `  ${line}` : line)).join('\n')}
}
`
}

/** One site server on `databaseUrl`, serving the API and the pages of `dist`. */
async function startServer(dist: string, databaseUrl: string, options: ClusterOptions) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'cluster-data-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      SERVE_PAGES: 'true',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir, // each server's own: they share the database only
      ALTCHA_HMAC_SECRET: process.env.ALTCHA_HMAC_SECRET ?? 'one secret shared by every server of the cluster',
      TRUST_PROXY: '1', // behind nginx
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
  })
  return { port, child, dataDir }
}

export async function startCluster(options: ClusterOptions): Promise<SiteCluster> {
  const dist = resolve(options.dist)
  const children: ChildProcess[] = []
  const folders: string[] = []
  let postgres: PostgresCluster | undefined
  const stop = async () => {
    for (const child of children.reverse()) {
      if (exitOf(child)) continue
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await Promise.race([exited, sleep(5_000)])
      if (!exitOf(child)) child.kill('SIGKILL')
    }
    postgres?.stop()
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  }
  try {
    let databaseUrl = options.databaseUrl
    if (!databaseUrl) {
      postgres = startPostgres()
      databaseUrl = await postgres.createDatabase()
    }
    const servers = await Promise.all(
      Array.from({ length: options.servers ?? 2 }, () => startServer(dist, databaseUrl!, options)),
    )
    for (const server of servers) {
      children.push(server.child)
      folders.push(server.dataDir)
    }
    await Promise.all(
      servers.map((s) => waitFor(`http://127.0.0.1:${s.port}/healthz`, 'a site server', () => exitOf(s.child))),
    )

    const dir = mkdtempSync(join(tmpdir(), 'cluster-nginx-'))
    folders.push(dir)
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub))
    const port = options.port || (await freePort())
    const config = join(dir, 'nginx.conf')
    writeFileSync(config, nginxConfig({ dir, dist, port, servers: servers.map((s) => s.port) }))
    const nginx = spawn(NGINX, ['-p', dir, '-c', config, '-e', join(dir, 'error.log')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    children.push(nginx)
    const url = `http://127.0.0.1:${port}`
    await waitFor(`${url}/healthz`, 'nginx', () => {
      const gone = exitOf(nginx)
      return gone && `${gone}: ${readFileSync(join(dir, 'error.log'), 'utf8').trim()}`
    })
    return { url, serverUrls: servers.map((s) => `http://127.0.0.1:${s.port}`), databaseUrl, nginxDir: dir, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
