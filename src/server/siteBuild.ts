// What the server knows about the build it serves, read from the files
// themselves and read again when a new build replaces them, so publishing a
// build needs no restart: the list of translatable strings is reloaded when it
// changes (a page's CSP hashes come with the page: staticFiles.ts).
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Inline scripts (the router's hydration data, the language redirect), not JSON-LD data. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g

export const TRANSLATABLE_FILE = '.meta/translatable.json'

/** The CSP source for an inline script's text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The CSP sources of a page's inline scripts. */
export const inlineScriptHashes = (html: string) => [...html.matchAll(INLINE_SCRIPT)].map((m) => scriptHash(m[1] ?? ''))

const stampOf = (file: string): string | undefined => {
  try {
    const stat = statSync(file)
    return `${stat.mtimeMs}:${stat.size}`
  } catch {
    return undefined
  }
}

export class SiteBuild {
  private translatable = { stamp: '', checkedAt: -Infinity, texts: new Set<string>() }

  constructor(
    readonly root: string,
    private readonly now: () => number = Date.now,
  ) {}

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
