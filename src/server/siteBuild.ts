// What the server knows about the build it serves, read from the files
// themselves and read again when a new build replaces them, so publishing a
// build needs no restart: a page's CSP hashes come from the page as it is on
// disk now, and the list of translatable strings is reloaded when it changes.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Inline scripts (the router's hydration data, the language redirect), not JSON-LD data. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g

export const TRANSLATABLE_FILE = '.meta/translatable.json'

/** The CSP source for an inline script's text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const stampOf = (file: string): string | undefined => {
  try {
    const stat = statSync(file)
    return `${stat.mtimeMs}:${stat.size}`
  } catch {
    return undefined
  }
}

export class SiteBuild {
  private readonly pages = new Map<string, { stamp: string; hashes: string[] }>()
  private translatable = { stamp: '', checkedAt: -Infinity, texts: new Set<string>() }

  constructor(
    readonly root: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Hashes of the inline scripts of a page (path relative to the root, starting with "/"). */
  scriptHashes(page: string): string[] {
    const file = join(this.root, page)
    const stamp = stampOf(file)
    if (!stamp) return []
    const known = this.pages.get(page)
    if (known?.stamp === stamp) return known.hashes
    const html = readFileSync(file, 'utf8')
    const hashes = [...html.matchAll(INLINE_SCRIPT)].map((m) => scriptHash(m[1] ?? ''))
    this.pages.set(page, { stamp, hashes })
    return hashes
  }

  /** True for English text the build publishes (looked at again at most once a second). */
  isTranslatable(text: string): boolean {
    const t = this.translatable
    if (this.now() - t.checkedAt >= 1000) {
      t.checkedAt = this.now()
      const file = join(this.root, TRANSLATABLE_FILE)
      const stamp = stampOf(file)
      if (stamp && stamp !== t.stamp) {
        try {
          t.texts = new Set(JSON.parse(readFileSync(file, 'utf8')) as string[])
          t.stamp = stamp
        } catch {
          // written this very moment: keep the previous list until the next look
        }
      }
    }
    return t.texts.has(text)
  }
}
