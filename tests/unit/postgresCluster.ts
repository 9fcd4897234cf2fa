// A throwaway PostgreSQL cluster for the tests: initdb in a temporary folder,
// listening only on a unix socket in that folder, stopped and removed at the
// end. Debian's server packages are used (.ci/run installs them); PostgreSQL
// refuses to run as root, so under root it runs as the `postgres` user.
import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

export type PostgresCluster = {
  /** A new, empty database on the cluster; its connection URL. */
  createDatabase(): Promise<string>
  /** Stops the server as an operator restarting it would (`pg_ctl -m fast stop`: connections are cut), keeping its data. */
  shutDown(): Promise<void>
  /** Starts it again after shutDown(), on the same socket; resolves once it accepts connections. */
  startUp(): Promise<void>
  stop(): void
}

/** The newest installed server's programs: Debian keeps them per version under /usr/lib/postgresql. */
function serverBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest)
    throw new Error('PostgreSQL server not installed (Debian: apt-get install postgresql); .ci/run installs it')
  return join(root, newest, 'bin')
}

export function startPostgres(): PostgresCluster {
  const bin = serverBin()
  const dir = mkdtempSync(join(tmpdir(), 'pg-'))
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
    chownSync(dir, uid, gid)
  }
  const command = (program: string, args: string[]) =>
    [
      asRoot ? 'runuser' : join(bin, program),
      asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args,
      { env: { ...process.env, LC_ALL: 'C.UTF-8' }, stdio: 'pipe' },
    ] as const
  const run = (program: string, args: string[]) => execFileSync(...command(program, args))
  // Without blocking the event loop: the tests keep sending requests meanwhile.
  const runAsync = async (program: string, args: string[]) => {
    await promisify(execFile)(...command(program, args))
  }
  const startArgs = [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses='' -k ${dir} -c max_connections=200`,
    'start',
  ]
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
  run('pg_ctl', startArgs)
  const url = (database: string) => `postgresql://postgres@localhost/${database}?host=${encodeURIComponent(dir)}`
  let databases = 0
  return {
    async createDatabase() {
      const name = `site_test_${++databases}`
      const client = new pg.Client({ connectionString: url('postgres') })
      await client.connect()
      await client.query(`CREATE DATABASE ${name}`)
      await client.end()
      return url(name)
    },
    shutDown: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    startUp: () => runAsync('pg_ctl', startArgs),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
