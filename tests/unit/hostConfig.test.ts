// The host configurations the build writes (scripts/lib/hostConfig.ts) say what
// the Node server answers for the same site: each page's CSP and headers, the
// 301 spellings, the jobs closed at build time (410), the not-found pages. The
// nginx include itself runs in scripts/nginx-test.ts, against real nginx.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_CODES } from '../../src/config/languages'
import { jobPath, localizedPath } from '../../src/config/paths'
import { jobFacts, JOBS } from '../../src/content/jobs'
import { pageRedirects } from '../../src/server/servingRules'
import { CLOSED_JOBS_FILE, JOBS_FILE } from '../../src/server/siteBuild'
import { hostConfig, NGINX_MAPS, NGINX_SITE } from '../../scripts/lib/hostConfig'
import { startServer } from './serverHarness'

const CLOSED = { ...JOBS[0]!, id: 'closed-before-the-build', validThrough: '2020-01-31' }

function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'host-config-'))
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), text)
  }
  const page = (file: string, script: string) =>
    write(
      file,
      `<!doctype html><html><body><script>${script}</script><script src="/assets/app.js"></script></body></html>`,
    )
  page('index.html', 'window.home=1')
  page('aboutus/history.html', 'window.history=1')
  page('fr/aboutus/history.html', 'window.histoire=1')
  page('oursolutions.html', 'window.alias=1')
  page('search.html', 'window.search=1')
  page('404.html', 'window.missing=1')
  page('fr/404.html', 'window.introuvable=1')
  write('assets/app.js', 'console.log(1)')
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write('robots.txt', 'User-agent: *')
  write(JOBS_FILE, '[]')
  write(CLOSED_JOBS_FILE, JSON.stringify([jobFacts(CLOSED)]))
  return dist
}

/** The value a generated nginx map gives a key. */
const mapValue = (maps: string, variable: string, key: string) => {
  const start = maps.indexOf(` ${variable} {`)
  const block = maps.slice(start, maps.indexOf('\n}', start))
  const line = block.split('\n').find((l) => l.startsWith(`  "${key}" `))
  return line && JSON.parse(line.slice(line.indexOf('" "') + 2, -1))
}

/** A `_headers` block's headers, by the address it names. */
const headersBlock = (text: string, address: string) => {
  const block = text.split(/\n(?=\S)/).find((b) => b.split('\n')[0] === address)
  return Object.fromEntries(
    (block ?? '')
      .split('\n')
      .slice(1)
      .map((line) => [line.slice(2, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  )
}

describe('the host configurations', () => {
  it('give each page and file the headers the Node server sends with it', async () => {
    const dist = builtSite()
    const files = hostConfig(dist)
    const { app } = await startServer({ DIST_DIR: dist })
    const maps = files.get(NGINX_MAPS)!
    const netlify = files.get('_headers')!
    for (const [address, file] of [
      ['/', '/index.html'],
      ['/aboutus/history', '/aboutus/history.html'],
      ['/fr/aboutus/history', '/fr/aboutus/history.html'],
      ['/search', '/search.html'],
    ] as const) {
      const node = (await app.inject(address)).headers
      expect(mapValue(maps, '$site_page', address), address).toBe(file)
      for (const name of ['content-security-policy', 'permissions-policy', 'cache-control'] as const) {
        const variable = {
          'content-security-policy': '$site_csp',
          'permissions-policy': '$site_permissions_policy',
          'cache-control': '$site_cache_control',
        }[name]
        expect(mapValue(maps, variable, file), `${address} ${name} (nginx)`).toBe(node[name])
        expect(headersBlock(netlify, address)[name], `${address} ${name} (_headers)`).toBe(node[name])
      }
    }
    // Not-found pages and files: what Node sends with them.
    const notFound = await app.inject('/fr/nowhere')
    expect(mapValue(maps, '$site_csp', '/fr/404.html')).toBe(notFound.headers['content-security-policy'])
    for (const file of ['/assets/app.js', '/favicon.svg', '/robots.txt']) {
      const node = (await app.inject(file)).headers
      expect(mapValue(maps, '$site_cache_control', file), file).toBe(node['cache-control'])
      expect(mapValue(maps, '$site_csp', file), file).toBe(node['content-security-policy'])
    }
    // Every answer's security headers, for every address.
    const site = headersBlock(netlify, '/*')
    const home = (await app.inject('/')).headers
    for (const name of ['strict-transport-security', 'x-frame-options', 'referrer-policy', 'x-content-type-options'])
      expect(site[name], name).toBe(home[name])
    // The address of a page's file is never one: nginx answers it 404 like Node.
    expect(files.get(NGINX_SITE)).toContain('location ~ \\.html$ {\n  internal;')
  })

  it('list the 301s the Node server answers, the jobs closed at build time and the not-found pages', async () => {
    const dist = builtSite()
    const redirects = hostConfig(dist).get('_redirects')!.split('\n')
    const { app } = await startServer({ DIST_DIR: dist })
    const listed = pageRedirects()
    expect(listed.length).toBeGreaterThan(LANGUAGE_CODES.length)
    for (const { from, to } of listed.filter((_, i) => i % 7 === 0)) {
      const node = await app.inject(from)
      expect(node.statusCode, from).toBe(301)
      expect(node.headers.location, from).toBe(to)
      expect(
        redirects.some((line) => line.startsWith(`${from} ${to} 301`)),
        from,
      ).toBe(true)
    }
    // A spelling that is a file of its own is redirected over it.
    expect(redirects).toContain('/oursolutions /solutions/talent 301!')
    for (const lang of LANGUAGE_CODES) {
      expect(redirects).toContain(
        `${localizedPath(lang, jobPath(CLOSED.id))} ${localizedPath(lang, jobPath('_closed'))} 410`,
      )
    }
    expect(redirects).toContain('/fr/* /fr/404 404')
    expect(redirects.at(-2)).toBe('/* /404 404')
  })
})
