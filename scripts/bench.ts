// `npm run bench`: numbers to watch, measured rather than asserted in tests
// (these machines are noisy). Prints JS bytes per page (raw and brotli), the
// build time, requests per second served on loopback, and what the runtime
// translation endpoint sends upstream per character asked.
//   --build   rebuild first and time the build (otherwise the existing dist/ is measured)
//   --store   only the store under load (both engines; see bench/stores.ts)
import { execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JOBS, postingTexts } from '../src/content/jobs'
import { benchStores } from './bench/stores'
import { buildServer } from '../src/server/app'
import { loadConfig } from '../src/server/config'
import { googleTranslator } from '../src/server/translation/machine'
import { TRANSLATABLE_FILE } from '../src/server/siteBuild'
import { charsReceived, startFakeGoogleTranslate } from '../tests/unit/fakeGoogleTranslate'

const DIST = 'dist'

if (process.argv.includes('--build')) {
  console.log('bench: building (npm run build; its output follows)…')
  const start = performance.now()
  execSync('npm run -s build', { stdio: 'inherit' })
  console.log(`build: ${((performance.now() - start) / 1000).toFixed(1)} s`)
} else if (!existsSync(join(DIST, 'index.html'))) {
  console.error('bench: no build in dist/: run npm run build first, or npm run bench -- --build')
  process.exit(1)
} else {
  console.log(`bench: measuring the build in dist/ of ${statSync(join(DIST, 'index.html')).mtime.toISOString()}`)
}

if (process.argv.includes('--store')) {
  await benchStores(DIST)
  process.exit(0)
}

function jsBytes(page: string): { raw: number; br: number; files: number } {
  const html = readFileSync(join(DIST, page), 'utf8')
  const files = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1] ?? '')
  const unique = [...new Set(files)]
  let raw = 0
  let br = 0
  for (const f of unique) {
    raw += statSync(join(DIST, f)).size
    br += existsSync(join(DIST, `${f}.br`)) ? statSync(join(DIST, `${f}.br`)).size : statSync(join(DIST, f)).size
  }
  return { raw, br, files: unique.length }
}

for (const page of [
  'index.html',
  'aboutus/ourvision.html',
  'aboutus/awards.html',
  'aboutus/history.html',
  'ar.html',
  'ja/connect/contact.html',
  '404.html',
]) {
  const { raw, br, files } = jsBytes(page)
  console.log(
    `js on ${page}: ${(raw / 1024).toFixed(1)} KiB raw, ${(br / 1024).toFixed(1)} KiB brotli, ${files} files (before lazy page chunks)`,
  )
}

console.log('bench: requests per second (5 s per address)…')
const port = 4399
const server = spawn('tsx', ['src/server/server.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'silent',
    DATA_DIR: join(process.env.TMPDIR ?? '/tmp', 'bench-data'),
  },
  stdio: 'ignore',
})
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  for (const path of ['/', '/fr/aboutus/history', '/no-such-page']) {
    const seconds = 5
    const concurrency = 16
    let done = 0
    const until = performance.now() + seconds * 1000
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'br' } })
          await res.arrayBuffer()
          done++
        }
      }),
    )
    console.log(
      `GET ${path}: ${(done / seconds).toFixed(0)} requests/s (${concurrency} connections, ${seconds} s, loopback)`,
    )
  }
} finally {
  server.kill('SIGTERM')
}

console.log('bench: the translation endpoint…')
// POST /api/translate against the local fake of the Google v2 service: what is
// sent upstream per character asked, for postings (the fallback's largest
// strings) and for the whole list of published strings, and for an abuser's
// 60 KB of "{}".
{
  const fake = await startFakeGoogleTranslate()
  const config = loadConfig({
    DIST_DIR: DIST,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-translate-')),
    LOG_LEVEL: 'silent',
    GOOGLE_TRANSLATE_API_KEY: 'bench',
    GOOGLE_CLOUD_TRANSLATE_ENDPOINT: fake.url,
    TRANSLATE_DAILY_CHAR_BUDGET: '100000000',
  })
  const app = await buildServer({ config, outboxStopped: true })
  try {
    let asked = 0
    for (const job of JOBS.slice(0, 20)) {
      const texts = postingTexts(job)
      asked += [...new Set(texts)].reduce((n, t) => n + t.length, 0)
      await app.inject({ method: 'POST', url: '/api/translate', payload: { q: texts, target: 'fr' } })
    }
    console.log(
      `translate: 20 postings asked ${asked} characters, ${charsReceived(fake.requests)} sent upstream` +
        ` (${(charsReceived(fake.requests) / asked).toFixed(3)} per character asked)`,
    )
    fake.requests.length = 0
    const abuse = await app.inject({
      method: 'POST',
      url: '/api/translate',
      payload: { q: Array.from({ length: 30 }, () => '{}'.repeat(1000)), target: 'fr' },
    })
    console.log(
      `translate: 60 KB of "{}" answered ${abuse.statusCode}, ${charsReceived(fake.requests)} characters sent upstream`,
    )
    const published = JSON.parse(readFileSync(join(DIST, TRANSLATABLE_FILE), 'utf8')) as string[]
    const total = published.reduce((n, t) => n + t.length, 0)
    const upstream = googleTranslator({ key: 'bench', endpoint: fake.url }).upstreamChars(published, 'fr')
    console.log(
      `translate: all ${published.length} published strings, ${total} characters, would send ${upstream}` +
        ` (${(upstream / total).toFixed(3)} per character)`,
    )
  } finally {
    await app.close()
    await fake.close()
  }
}

await benchStores(DIST)
