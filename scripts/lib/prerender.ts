// What the pre-render (vite-react-ssg build) does beyond rendering, wired in vite.config.ts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { pageFile, pageHeadFinisher } from './pageHead'
import { compressible, Precompressor } from './precompress'

/**
 * vite-react-ssg preloads, on each page, every chunk the modules it rendered can
 * reach, following the client manifest's dynamic imports as well as the static
 * ones: all twelve languages' catalogs and the widgets a page loads on demand,
 * with their helpers (some 340 links a page, each looked up in the page's DOM:
 * most of the pre-render's time). Without the dynamic imports in the manifest it
 * preloads what the page rendered and what that imports statically; the page's
 * own catalog parts are added by the page's head (pageHead.ts).
 */
export function manifestWithoutDynamicImports(): Plugin {
  return {
    name: 'manifest-without-dynamic-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const file = join(options.dir ?? 'dist', '.vite', 'manifest.json')
      let manifest: Record<string, { dynamicImports?: string[] }>
      try {
        manifest = JSON.parse(readFileSync(file, 'utf8')) as typeof manifest
      } catch {
        return // no manifest asked for (a plain `vite build`)
      }
      for (const chunk of Object.values(manifest)) delete chunk.dynamicImports
      writeFileSync(file, JSON.stringify(manifest, null, 2))
    },
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/**
 * Finishes each page's head as it is rendered (pageHead.ts) and hands it to the
 * precompression workers, which compress it while the next pages render; the
 * client build's assets are compressed when the workers have no page to do.
 */
export function prerenderHooks(dist = 'dist'): Pick<ViteReactSSGOptions, 'onPageRendered' | 'onFinished'> {
  let started: { finish: (route: string, html: string) => string; precompressor: Precompressor } | undefined
  const start = () => {
    const precompressor = new Precompressor()
    for (const file of walk(dist)) {
      const name = relative(dist, file)
      if (!name.endsWith('.html') && !name.startsWith('static-loader-data') && compressible(name, statSync(file).size))
        void precompressor.add(file)
    }
    return { finish: pageHeadFinisher(dist), precompressor }
  }
  return {
    async onPageRendered(route, renderedHTML) {
      started ??= start()
      const html = started.finish(route, renderedHTML)
      const file = join(dist, pageFile(route))
      if (compressible(pageFile(route), Buffer.byteLength(html))) {
        await started.precompressor.ready()
        void started.precompressor.add(file, html)
      }
      return html
    },
    async onFinished() {
      if (!started) return
      const { compressed, reused } = await started.precompressor.close()
      console.log(`precompressed while rendering: ${compressed} files, ${reused} reused`)
    },
  }
}
