import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { manifestWithoutDynamicImports, prerenderHooks } from './scripts/lib/prerender.ts'
import { photos } from './scripts/lib/photos.ts'
import { stripMessageDescriptions } from './scripts/lib/stripDescriptions.ts'
import { preferredLanguageScript } from './src/app/preferredLanguageScript.ts'

const ssgOptions: ViteReactSSGOptions = {
  // Nested folders (`aboutus/history/index.html`) are not used: flat files map
  // one-to-one onto the route table and keep loader data keys exact.
  dirStyle: 'flat',
  // No critical-CSS inlining: its loaders use inline event handlers, which our
  // CSP forbids, and the atomic stylesheet is small.
  beastiesOptions: false,
  concurrency: 8,
  // Each page's head finished and the page precompressed as it is rendered.
  ...prerenderHooks(),
}

export default defineConfig({
  plugins: [
    manifestWithoutDynamicImports(),
    stripMessageDescriptions(),
    // Photographs in public/images → AVIF and WebP variants and their manifest (`virtual:photos`).
    photos(),
    UnoCSS(),
    react(),
    {
      // The browser gets a small stand-in for the head manager (src/app/clientHead.tsx says why);
      // the pre-render keeps react-helmet-async, which writes the pages' heads.
      name: 'client-head',
      enforce: 'pre',
      resolveId: (id, _importer, options) =>
        id === 'react-helmet-async' && !options?.ssr
          ? fileURLToPath(new URL('./src/app/clientHead.tsx', import.meta.url))
          : undefined,
    },
    {
      name: 'preferred-language',
      transformIndexHtml: () => [
        { tag: 'script', children: preferredLanguageScript(), injectTo: 'head-prepend' as const },
      ],
    },
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  resolve: {
    alias: [
      // Catalogs are compiled to AST at build time: the ICU parser stays out of the bundle.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  // Bundled for the pre-render too, so the parser alias above applies there as
  // well: a message a catalog lacks then renders the same on server and client.
  ssr: {
    noExternal: [
      '@fancyapps/ui',
      'react-intl',
      '@formatjs/intl',
      'intl-messageformat',
      '@formatjs/icu-messageformat-parser',
    ],
  },
  // A build prints its steps and what needs attention (warnings), not every chunk it wrote.
  logLevel: process.env.NODE_ENV === 'production' ? 'warn' : 'info',
  build: {
    target: 'es2022',
    assetsInlineLimit: 2048,
    // Plugin timings are for profiling a slow build, not for every build's log.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // The anti-bot worker is a module worker (src/forms/antiBotClient.ts).
  worker: { format: 'es' },
  // Found only when the contact page starts its worker: pre-bundled at start, so the dev server
  // does not re-optimise and reload the page under a visitor's first contact form.
  optimizeDeps: { include: ['altcha-lib', 'altcha-lib/algorithms/web/sha', 'altcha-lib/workers/shared'] },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 4173}` } },
  ssgOptions,
} as Parameters<typeof defineConfig>[0] & { ssgOptions: ViteReactSSGOptions })
