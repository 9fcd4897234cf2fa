import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressible, Precompressor } from '../../scripts/lib/precompress'

const text = (n: number) => Array.from({ length: n }, (_, i) => `<p>line ${i} of the page</p>`).join('\n')

describe('precompress', () => {
  it('chooses the text files worth it, not those in dot folders', () => {
    expect(compressible('fr/careers.html', 5000)).toBe(true)
    expect(compressible('assets/index-abc.js', 5000)).toBe(true)
    expect(compressible('sitemaps/en.xml', 5000)).toBe(true)
    expect(compressible('robots.txt', 60)).toBe(false)
    expect(compressible('assets/logo.webp', 5000)).toBe(false)
    expect(compressible('.vite/manifest.json', 5000)).toBe(false)
  })

  it('writes brotli and gzip copies, reuses them by content, and drops what a build no longer has', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    const cache = join(dir, 'cache')
    const page = join(dir, 'site', 'fr', 'page.html') // its folder does not exist yet
    const asset = join(dir, 'app.js')
    writeFileSync(asset, text(400))

    const first = new Precompressor(cache, 2)
    await Promise.all([first.add(page, text(300)), first.add(asset)])
    expect(await first.close()).toEqual({ compressed: 2, reused: 0 })
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(text(300))
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(text(400))
    expect(readdirSync(cache).sort()).toHaveLength(4)

    // Everything in the cache dates from before the next build.
    const old = new Date(Date.now() - 60_000)
    for (const name of readdirSync(cache)) utimesSync(join(cache, name), old, old)
    const started = Date.now()
    const second = new Precompressor(cache, 2)
    await second.ready()
    await Promise.all([second.add(page, text(300)), second.add(asset, text(401))])
    expect(await second.close()).toEqual({ compressed: 1, reused: 1 })
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(text(300))
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(text(401))
    // The asset's earlier bytes are gone from the site: their copies leave the cache.
    expect(second.prune(started)).toBe(2)
    expect(readdirSync(cache)).toHaveLength(4)
  })
})
