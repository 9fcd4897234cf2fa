import '@unocss/reset/tailwind.css'
import '@fontsource-variable/noto-sans/wght.css'
import 'virtual:uno.css'
import './styles.css'
import { ViteReactSSG } from 'vite-react-ssg'
import { jobPath, PAGES, showsJobSearch, splitLanguage } from './config/paths'
import { loadCatalog } from './i18n/catalogs'
import { loadJobSearchIndex } from './content/jobs/indexChunks'
import { loadJobPage } from './content/jobs/jobPage'
import { NOT_FOUND_PATHS, routes } from './app/routes'

export const createRoot = ViteReactSSG({ routes }, async ({ routePath, isClient }) => {
  // The page's catalog is loaded before it renders, on the server and on the client.
  const pathname = isClient ? window.location.pathname : (routePath ?? '/')
  const { lang, path } = splitLanguage(pathname)
  // So is a job page's own job (with its translation), the apply page's job, and the job index on the job search.
  const jobId = path.startsWith(jobPath('')) ? path.slice(jobPath('').length) : appliedJob(path, isClient)
  await Promise.all([
    loadCatalog(lang),
    jobId ? loadJobPage(lang, jobId.toLowerCase()) : undefined,
    showsJobSearch(path) ? loadJobSearchIndex(lang) : undefined,
  ])
})

/** The job /easyapplymodal?job= applies to, once the page runs (its pre-render names none). */
function appliedJob(path: string, isClient: boolean): string | undefined {
  if (!isClient || path.toLowerCase() !== PAGES['careers.easyApply'].path) return undefined
  return new URLSearchParams(window.location.search).get('job') ?? undefined
}

export function includedRoutes(paths: string[]): string[] {
  // SSG_ONLY=/fr/careers/jobs/x,/ja: pre-render only these pages (the pipeline test's quick build).
  const only = typeof process === 'undefined' ? undefined : process.env.SSG_ONLY?.split(',')
  const all = [...paths, ...NOT_FOUND_PATHS]
  return only ? all.filter((path) => only.includes(path)) : all
}
