// The two sets of entries a translator reviews, each with how its entries are
// named and where they are shown: the messages (named by id, shown on the
// routes whose catalog part holds them) and the job postings' texts (named by
// job and field, `job-id#responsibility-2`, not by the hash that keys them).
import { LocaleFiles } from './catalogs'
import { messageUse } from './messageUse'
import { POSTINGS_DIR, postingPlaces } from './postings'
import { isLanguageCode, type LanguageCode } from '../../src/config/languages'
import { jobPath, localizedPath } from '../../src/config/paths'
import { JOBS } from '../../src/content/jobs'

export type EntrySet = {
  kind: 'message' | 'posting'
  files: LocaleFiles
  /** The names a translator knows an entry by (the first shown), and may type. */
  names: (id: string) => string[]
  /** The addresses of pages in `lang` that show the entry. */
  where: (lang: string) => (id: string) => string[]
}

export function messageSet(files = new LocaleFiles('locales')): EntrySet {
  return {
    kind: 'message',
    files,
    names: (id) => [id],
    where: (lang) => (isLanguageCode(lang) ? messageUse(Object.keys(files.source()), lang) : () => []),
  }
}

export function postingSet(files = new LocaleFiles(POSTINGS_DIR)): EntrySet {
  const places = postingPlaces(JOBS)
  return {
    kind: 'posting',
    files,
    names: (id) => [...(places.get(id) ?? []).map((p) => p.ref), id],
    where: (lang) => (id) => [
      ...new Set((places.get(id) ?? []).map((p) => localizedPath(lang as LanguageCode, jobPath(p.job)))),
    ],
  }
}
