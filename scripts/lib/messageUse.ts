// Where a message is shown, so a translator can open the page: the catalog
// parts that hold it (scripts/lib/messageParts.ts) and the routes that load
// each part (the page table of src/app/routes.tsx, read as text so this runs
// without React). The shell's messages are on every page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES, galleryEventPath, jobPath, localizedPath, type PageKey } from '../../src/config/paths'
import type { LanguageCode } from '../../src/config/languages'
import { GALLERY_EVENT_IDS } from '../../src/content/galleryEventIds'
import { openJobs } from '../../src/content/jobs'
import { SHELL_PART } from '../../src/i18n/catalogParts'
import { messageParts } from './messageParts'

const ROUTES = join('src', 'app', 'routes.tsx')

/** The page parts the route table loads for a path of their own (`key: page('part', …)`), part → paths. */
function partPaths(): Map<string, string[]> {
  const code = readFileSync(ROUTES, 'utf8')
  const paths = new Map<string, string[]>()
  for (const [, quoted, bare, part] of code.matchAll(/(?:'([\w.]+)'|(\w+)):\s*page\(\s*'([^']+)'/g)) {
    const key = (quoted ?? bare) as PageKey
    if (!(key in PAGES) || !part) continue
    paths.set(part, [...(paths.get(part) ?? []), PAGES[key].path])
  }
  // The detail pages, one per gallery event and per job: the first of each as an example.
  const job = openJobs()[0]
  paths.set('media/GalleryDetailPage', [galleryEventPath(GALLERY_EVENT_IDS[0] ?? 'event')])
  if (job) paths.set('careers/JobDetailPage', [jobPath(job.id)])
  return paths
}

/** A function giving, for a message id, the addresses in `lang` of the pages that show it. */
export function messageUse(ids: Iterable<string>, lang: LanguageCode): (id: string) => string[] {
  const parts = messageParts(ids)
  const paths = partPaths()
  const byId = new Map<string, string[]>()
  for (const [part, partIds] of parts) {
    const addresses =
      part === SHELL_PART
        ? [`${localizedPath(lang, '/')} (every page: menus, footer)`]
        : (paths.get(part) ?? []).map((path) => localizedPath(lang, path))
    for (const id of partIds) byId.set(id, [...(byId.get(id) ?? []), ...addresses])
  }
  return (id) => byId.get(id) ?? []
}
