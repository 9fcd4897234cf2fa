import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import './styles.css'
import { ViteReactSSG } from 'vite-react-ssg'
import { splitLanguage } from './config/paths'
import { loadCatalog } from './i18n/catalogs'
import { NOT_FOUND_PATHS, routes } from './app/routes'

export const createRoot = ViteReactSSG({ routes }, async ({ routePath, isClient }) => {
  // The page's catalog is loaded before it renders, on the server and on the client.
  const pathname = isClient ? window.location.pathname : (routePath ?? '/')
  await loadCatalog(splitLanguage(pathname).lang)
})

export function includedRoutes(paths: string[]): string[] {
  return [...paths, ...NOT_FOUND_PATHS]
}
