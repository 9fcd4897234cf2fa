// The server plugin, exercised through inject() with a small site folder of
// its own and a temporary store: no port, no build needed.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { buildServer } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { BROWSER_ACCEPT_ENCODING } from '../../src/server/encoding'
import { HOST_FILES } from '../../src/server/servingRules'
import { scriptHash } from '../../src/server/siteBuild'
import { RECHECK_MS } from '../../src/server/staticFiles'

function siteFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  const page = (file: string, body: string) => {
    mkdirSync(join(dist, file, '..'), { recursive: true })
    writeFileSync(join(dist, file), `<!doctype html><html><body>${body}<script>window.x=1</script></body></html>`)
  }
  page('index.html', 'home')
  page('aboutus/history.html', 'history')
  page('fr/aboutus/history.html', 'histoire')
  page('404.html', 'not found')
  page('fr/404.html', 'introuvable')
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *')
  // The build's precompressed copy, told apart from the plain file by its bytes.
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("from the .br copy")'))
  const home = readFileSync(join(dist, 'index.html'))
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(home))
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(home))
  mkdirSync(join(dist, '.meta'))
  writeFileSync(join(dist, '.meta', 'translatable.json'), JSON.stringify(['Hello']))
  return dist
}

/** The CSP source of the fixture pages' one inline script. */
const PAGE_SCRIPT = scriptHash('window.x=1')
/** A kept file is looked at on disk again once it is this old, so a new build is served by then. */
const NEW_BUILD_SERVED_WITHIN_MS = RECHECK_MS + 50

let server: FastifyInstance | undefined
const dists = new WeakMap<FastifyInstance, string>()
const distOf = (app: FastifyInstance) => dists.get(app) ?? ''
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function start(env: Record<string, string> = {}) {
  const config = loadConfig({
    DIST_DIR: siteFolder(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'data-')),
    LOG_LEVEL: 'silent',
    ...env,
  })
  server = await buildServer({ config })
  dists.set(server, config.DIST_DIR)
  return server
}

describe('pages', () => {
  it('serves a page with revalidation, security headers and a CSP naming its inline script hashes', async () => {
    const app = await start()
    const res = await app.inject('/aboutus/history')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('history')
    expect(res.headers['cache-control']).toBe('no-cache')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain(`script-src 'self' ${PAGE_SCRIPT}`)
    expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline')
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
  })

  it('picks up a new build without a restart: the CSP follows the page as it is on disk now', async () => {
    const app = await start()
    const before = String((await app.inject('/aboutus/history')).headers['content-security-policy'])
    expect(before).toContain(PAGE_SCRIPT)
    // A rebuild writes the page again with other inline data.
    writeFileSync(
      join(distOf(app), 'aboutus/history.html'),
      '<!doctype html><html><body>history, rebuilt<script>window.x=2</script></body></html>',
    )
    await sleep(NEW_BUILD_SERVED_WITHIN_MS)
    const after = await app.inject('/aboutus/history')
    expect(after.body).toContain('rebuilt')
    const csp = String(after.headers['content-security-policy'])
    expect(csp).toContain(scriptHash('window.x=2'))
    expect(csp).not.toContain(PAGE_SCRIPT)
  })

  it('allows a configured job-board widget’s origin in the pages’ CSP, and nothing third-party otherwise', async () => {
    const plain = await start()
    expect(String((await plain.inject('/aboutus/history')).headers['content-security-policy'])).toContain(
      'frame-src https://www.youtube-nocookie.com;',
    )
    await plain.close()
    server = undefined
    const app = await start({ JOB_WIDGET_ORIGIN: 'https://jobs.widget.example/embed/v2.js' })
    const csp = String((await app.inject('/aboutus/history')).headers['content-security-policy'])
    expect(csp.match(/script-src [^;]*/)?.[0]).toBe(`script-src 'self' ${PAGE_SCRIPT} https://jobs.widget.example`)
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://jobs.widget.example')
  })

  it('redirects other spellings and letter cases to the canonical path with 301, keeping the query', async () => {
    const app = await start()
    for (const [from, to] of [
      ['/AboutUs/History', '/aboutus/history'],
      ['/aboutus/history/', '/aboutus/history'],
      ['/FR/aboutus/HISTORY?x=1', '/fr/aboutus/history?x=1'],
      ['/oursolutions', '/solutions/talent'],
      ['/careers/joinus', '/careers/job_search'],
      ['/press_release', '/News_and_Media/press_Release'],
    ] as const) {
      const res = await app.inject(from)
      expect(res.statusCode, from).toBe(301)
      expect(res.headers.location, from).toBe(to)
    }
  })

  it('answers unknown paths with the not-found page of their language and status 404', async () => {
    const app = await start()
    const en = await app.inject('/no/such/page')
    expect(en.statusCode).toBe(404)
    expect(en.body).toContain('not found')
    const fr = await app.inject('/fr/pas-ici')
    expect(fr.statusCode).toBe(404)
    expect(fr.body).toContain('introuvable')
    expect((await app.inject('/../../etc/passwd')).statusCode).toBe(404)
    expect((await app.inject('/.meta/translatable.json')).statusCode).toBe(404)
    expect((await app.inject('/%E0%A4%A')).statusCode).toBe(400)
    const api = await app.inject('/api/nothing')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({ error: 'Not found' })
  })

  it('caches hashed assets for a year and sends a browser brotli, whatever order its header lists it in', async () => {
    const app = await start()
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("from the .br copy")')
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } })
    expect(page.headers['content-encoding']).toBe('br')
    // Only a lower quality puts gzip first.
    const gzipFirst = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0.5' } })
    expect(gzipFirst.headers['content-encoding']).toBe('gzip')
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log(1)')
    const robots = await app.inject('/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['cache-control']).toContain('must-revalidate')
  })

  it('answers from memory: an unchanged file revalidates with 304, a refused encoding is not sent', async () => {
    const app = await start()
    const first = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.vary).toBe('accept-encoding')
    const again = await app.inject({ url: '/assets/app-abc123.js', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const noBrotli = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(noBrotli.headers['content-encoding']).toBeUndefined()
    expect(noBrotli.body).toBe('console.log(1)')
    // A file that changes on disk is served as it is now, with a new tag.
    writeFileSync(join(distOf(app), 'assets', 'app-abc123.js'), 'console.log(22)')
    await sleep(NEW_BUILD_SERVED_WITHIN_MS)
    const changed = await app.inject({ url: '/assets/app-abc123.js', headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.body).toBe('console.log(22)')
  })

  it('honours If-Modified-Since on pages, assets and streamed files; If-None-Match decides when both are sent', async () => {
    const app = await start()
    writeFileSync(join(distOf(app), 'policy.pdf'), '%PDF-1.4 not really')
    for (const url of ['/', '/assets/app-abc123.js', '/policy.pdf']) {
      const first = await app.inject(url)
      expect(first.statusCode, url).toBe(200)
      const lastModified = String(first.headers['last-modified'])
      const since = (date: string, extra: Record<string, string> = {}) =>
        app.inject({ url, headers: { 'if-modified-since': date, ...extra } })
      const same = await since(lastModified)
      expect(same.statusCode, url).toBe(304)
      expect(same.body).toBe('')
      const later = new Date(Date.parse(lastModified) + 60_000).toUTCString()
      expect((await since(later)).statusCode, url).toBe(304)
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString()
      expect((await since(earlier)).statusCode, url).toBe(200)
      expect((await since('not a date')).statusCode, url).toBe(200)
      expect((await since(lastModified, { 'if-none-match': '"another-version"' })).statusCode, url).toBe(200)
    }
  })

  it('sends the page policies only with documents: no CSP or Permissions-Policy on scripts, a closed CSP on SVG', async () => {
    const app = await start()
    writeFileSync(join(distOf(app), 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const script = await app.inject('/assets/app-abc123.js')
    expect(script.headers['content-security-policy']).toBeUndefined()
    expect(script.headers['permissions-policy']).toBeUndefined()
    const svg = await app.inject('/logo.svg')
    expect(svg.headers['content-type']).toBe('image/svg+xml')
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:")
    const page = await app.inject('/aboutus/history')
    expect(page.headers['content-security-policy']).toContain(PAGE_SCRIPT)
    expect(page.headers['permissions-policy']).toContain('camera=()')
  })

  it('answers a control or bidi character in a page address with the not-found page, not an error', async () => {
    const app = await start()
    for (const url of [
      '/gallery/%E2%80%AE',
      '/fr/gallery/%0Aevil',
      '/careers/jobs/a%E2%80%AEb',
      '/aboutus/%00history',
    ]) {
      const res = await app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers.location, url).toBeUndefined()
    }
    expect((await app.inject('/fr/gallery/%E2%80%AE')).body).toContain('introuvable')
  })

  it('never serves the build’s compressed copies as downloads, nor the static hosts’ configuration', async () => {
    const app = await start()
    const res = await app.inject('/assets/app-abc123.js.br')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
    for (const file of HOST_FILES) {
      writeFileSync(join(distOf(app), file), '/* x')
      expect((await app.inject(file)).statusCode, file).toBe(404)
    }
  })

  it('answers other methods on pages with 405 and what is allowed; unknown API routes stay 404', async () => {
    const app = await start()
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/aboutus/history' })
      expect(res.statusCode, method).toBe(405)
      expect(res.headers.allow).toBe('GET, HEAD')
    }
    expect((await app.inject({ method: 'POST', url: '/api/nothing' })).statusCode).toBe(404)
  })

  it('denies framing in both headers and switches off unused browser features', async () => {
    const app = await start()
    const res = await app.inject('/aboutus/history')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    expect(res.headers['permissions-policy']).toContain('camera=()')
    expect(res.headers['permissions-policy']).toContain('geolocation=()')
  })

  it('refuses to start with its data inside the site folder, which would serve the store over HTTP', async () => {
    const dist = siteFolder()
    for (const dataDir of [join(dist, 'data'), dist]) {
      const config = loadConfig({ DIST_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
      await expect(buildServer({ config, outboxStopped: true })).rejects.toThrow(/inside DIST_DIR/)
    }
  })

  it('reads its catalogs wherever it was started from', () => {
    const dir = mkdtempSync(join(tmpdir(), 'elsewhere-'))
    const i18n = resolve('src/server/i18n.ts')
    writeFileSync(
      join(dir, 'probe.ts'),
      `import { translatorFor } from ${JSON.stringify(i18n)}\n` +
        `console.log(translatorFor('fr')({ id: 'careers.job.showOriginal', defaultMessage: 'Show the original' }))\n`,
    )
    const out = execFileSync(resolve('node_modules/.bin/tsx'), [join(dir, 'probe.ts')], { cwd: dir, encoding: 'utf8' })
    expect(out.trim()).toBe(JSON.parse(readFileSync('locales/fr.json', 'utf8'))['careers.job.showOriginal'])
  })

  it('reports health', async () => {
    const app = await start()
    const res = await app.inject('/healthz')
    expect(res.json()).toEqual({ status: 'ok' })
  })
})
