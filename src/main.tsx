import '@unocss/reset/tailwind.css'
import '@fontsource-variable/noto-sans/wght.css'
import 'virtual:uno.css'
import './styles.css'
import { ViteReactSSG } from 'vite-react-ssg'
import { showsJobSearch, showsPosting, splitLanguage } from './config/paths'
import { loadCatalog } from './i18n/catalogs'
import { loadJobSearchIndex } from './content/jobs/indexChunks'
import { loadPostings } from './i18n/postings'
import { NOT_FOUND_PATHS, routes } from './app/routes'

export const createRoot = ViteReactSSG({ routes }, async ({ routePath, isClient }) => {
  // The page's catalog is loaded before it renders, on the server and on the client.
  const pathname = isClient ? window.location.pathname : (routePath ?? '/')
  const { lang, path } = splitLanguage(pathname)
  // So are the translated postings, on the pages that show one, and the job index on the job search.
  await Promise.all([
    loadCatalog(lang),
    showsPosting(path) ? loadPostings(lang) : undefined,
    showsJobSearch(path) ? loadJobSearchIndex(lang) : undefined,
  ])
})

export function includedRoutes(paths: string[]): string[] {
  // SSG_ONLY=/fr/careers/jobs/x,/ja: pre-render only these pages (the pipeline test's quick build).
  const only = typeof process === 'undefined' ? undefined : process.env.SSG_ONLY?.split(',')
  const all = [...paths, ...NOT_FOUND_PATHS]
  return only ? all.filter((path) => only.includes(path)) : all
}
