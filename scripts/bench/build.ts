// Build time per page: `--build` runs `npm run build`, times it and keeps the
// figure in dist/.meta/build-time.json; without it the bench prints that
// record (with a warning when dist/ was rebuilt since).
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const BUILD_TIME_FILE = '.meta/build-time.json'

type BuildTime = { seconds: number; pages: number; at: string }

/** The pages of the build: its HTML files. */
const countPages = (dist: string) =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length

const describe = ({ seconds, pages }: BuildTime) =>
  `${seconds.toFixed(1)} s for ${pages} pages, ${((seconds * 1000) / pages).toFixed(0)} ms per page`

export function runBuild(dist: string): void {
  console.log('build: npm run build (its output follows)…')
  const start = performance.now()
  execSync('npm run -s build', { stdio: 'inherit' })
  const record: BuildTime = {
    seconds: (performance.now() - start) / 1000,
    pages: countPages(dist),
    at: new Date().toISOString(),
  }
  mkdirSync(join(dist, '.meta'), { recursive: true })
  writeFileSync(join(dist, BUILD_TIME_FILE), `${JSON.stringify(record)}\n`)
  console.log(`build: ${describe(record)}\n`)
}

export function printBuildTime(dist: string): void {
  const file = join(dist, BUILD_TIME_FILE)
  if (!existsSync(file)) {
    console.log('build time: run with --build (no record in dist/.meta)')
    return
  }
  const record = JSON.parse(readFileSync(file, 'utf8')) as BuildTime
  // The record is written a moment after the build's last page: a page newer than that is a later build.
  const built = statSync(join(dist, 'index.html')).mtime
  const stale = built.getTime() > new Date(record.at).getTime()
  console.log(
    `build time: ${describe(record)} (timed by bench --build on ${record.at}` +
      `${stale ? `; dist/ was rebuilt since, on ${built.toISOString()}: run with --build for a current figure` : ''})`,
  )
}
