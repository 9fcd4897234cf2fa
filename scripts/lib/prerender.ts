// What the pre-render (vite-react-ssg build) does beyond rendering, wired in vite.config.ts.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * vite-react-ssg preloads, on each page, every chunk the modules it rendered can
 * reach, following the client manifest's dynamic imports as well as the static
 * ones: all twelve languages' catalogs and the widgets a page loads on demand,
 * with their helpers (some 340 links a page, each looked up in the page's DOM:
 * most of the pre-render's time). Without the dynamic imports in the manifest it
 * preloads what the page rendered and what that imports statically; the page's
 * own catalog parts are added by the post-build.
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
