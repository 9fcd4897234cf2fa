// How the server answers the site search: the search page's CSP (the only one
// that lets WebAssembly compile), and the index's files with their types and caching.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { PAGES, SEARCH_BUNDLE_PATH } from '../../src/config/paths'
import { buildServer } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'

const BUNDLE = SEARCH_BUNDLE_PATH.slice(1)

function siteFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  const write = (file: string, body: string | Buffer) => {
    mkdirSync(join(dist, file, '..'), { recursive: true })
    writeFileSync(join(dist, file), body)
  }
  const page = (file: string, body: string) => write(file, `<!doctype html><html><body>${body}</body></html>`)
  page('index.html', 'home')
  page('aboutus/history.html', 'history')
  page(`${PAGES.search.path.slice(1)}.html`, 'search')
  page(`ar${PAGES.search.path}.html`, 'بحث')
  page('404.html', 'not found')
  page('ar/404.html', 'not found')
  // Pagefind's bundle: its formats are its own gzip, unpacked by its script.
  write(`${BUNDLE}pagefind.js`, 'export const search = 1')
  write(`${BUNDLE}pagefind-worker.js`, 'self.onmessage = () => {}')
  write(`${BUNDLE}pagefind-entry.json`, '{"version":"1.6.0","languages":{}}')
  write(`${BUNDLE}pagefind.en_abc123.pf_meta`, gzipSync('meta'))
  write(`${BUNDLE}index/en_abc123.pf_index`, gzipSync('index'))
  write(`${BUNDLE}fragment/en_abc123.pf_fragment`, gzipSync('fragment'))
  write(`${BUNDLE}wasm.en.pagefind`, gzipSync('wasm'))
  write('assets/search.wasm', Buffer.from([0, 0x61, 0x73, 0x6d]))
  return dist
}

let server: FastifyInstance | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function start() {
  const config = loadConfig({
    DIST_DIR: siteFolder(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'data-')),
    LOG_LEVEL: 'silent',
  })
  server = await buildServer({ config })
  return server
}

const scriptSrc = (csp: unknown) => /script-src [^;]*/.exec(String(csp))?.[0] ?? ''

describe('site search on the server', () => {
  it("lets the search page, in every language, compile WebAssembly ('wasm-unsafe-eval'), and no other page", async () => {
    const app = await start()
    for (const path of [PAGES.search.path, `/ar${PAGES.search.path}`]) {
      const res = await app.inject(path)
      expect(res.statusCode).toBe(200)
      expect(scriptSrc(res.headers['content-security-policy'])).toBe("script-src 'self' 'wasm-unsafe-eval'")
    }
    for (const path of ['/', '/aboutus/history', '/nowhere', '/ar/nowhere']) {
      const csp = (await app.inject(path)).headers['content-security-policy']
      expect(scriptSrc(csp)).toBe("script-src 'self'")
      expect(String(csp)).not.toContain('unsafe-eval')
    }
  })

  it('serves the index with its content types, never re-encoded, hashed chunks cached for a year and the rest revalidated', async () => {
    const app = await start()
    const expectations: [string, string, string][] = [
      [`${BUNDLE}pagefind.js`, 'text/javascript; charset=utf-8', 'no-cache'],
      [`${BUNDLE}pagefind-worker.js`, 'text/javascript; charset=utf-8', 'no-cache'],
      [`${BUNDLE}pagefind-entry.json`, 'application/json; charset=utf-8', 'no-cache'],
      [`${BUNDLE}wasm.en.pagefind`, 'application/octet-stream', 'no-cache'],
      [`${BUNDLE}pagefind.en_abc123.pf_meta`, 'application/octet-stream', 'public, max-age=31536000, immutable'],
      [`${BUNDLE}index/en_abc123.pf_index`, 'application/octet-stream', 'public, max-age=31536000, immutable'],
      [`${BUNDLE}fragment/en_abc123.pf_fragment`, 'application/octet-stream', 'public, max-age=31536000, immutable'],
    ]
    for (const [file, type, caching] of expectations) {
      const res = await app.inject({ url: `/${file}`, headers: { 'accept-encoding': 'br, gzip' } })
      expect(res.statusCode, file).toBe(200)
      expect(res.headers['content-type'], file).toBe(type)
      expect(res.headers['cache-control'], file).toBe(caching)
      // Pagefind's files are gzip of its own that its script unpacks: a content-encoding would unpack them twice.
      expect(res.headers['content-encoding'], file).toBeUndefined()
    }
    expect((await app.inject('/assets/search.wasm')).headers['content-type']).toBe('application/wasm')
  })

  it("gives the index's worker a policy of its own: our origin only, WebAssembly allowed", async () => {
    const app = await start()
    const worker = await app.inject(`/${BUNDLE}pagefind-worker.js`)
    expect(worker.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
    )
    expect((await app.inject(`/${BUNDLE}pagefind.js`)).headers['content-security-policy']).toBeUndefined()
  })

  it('answers a file the index does not have with the not-found page', async () => {
    const app = await start()
    const res = await app.inject(`/${BUNDLE}index/missing.pf_index`)
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
  })
})
