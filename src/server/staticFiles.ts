// The built site's files, kept in memory once asked for: a page or an asset is
// answered from a buffer (with its brotli or gzip copy from the build) instead
// of an open, a read and a close per request. A kept file's size and time are
// looked at again when it was last looked at over a tenth of a second before,
// so a new build is served within that of being published, with no restart,
// and a busy page costs one stat per tenth of a second, not one per request.
// Large media (video, PDFs) are not kept: the caller streams them.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { CONTENT_TYPES } from './servingRules'
import { inlineScriptHashes } from './siteBuild'

/** Files above this are streamed from disk, not kept. */
const MAX_FILE_BYTES = 1 << 20
/** How long a kept file is trusted without looking at it on disk again. */
export const RECHECK_MS = 100
/** Missing paths remembered at most (a flood of random addresses only clears the list). */
const MAX_MISSES = 4096

export type StaticFile = {
  type: string
  etag: string
  lastModified: string
  body: Buffer
  br?: Buffer
  gzip?: Buffer
  /** A page's inline scripts, for its CSP (none for other files). */
  scriptHashes: string[]
}

/**
 * Whether a conditional GET may be answered 304 (RFC 9110 13.2.2): by
 * If-None-Match when the client sent one (any listed tag, weak or strong, or
 * "*"), else by If-Modified-Since (the file is no newer than that date, to
 * the second an HTTP date holds). A date that does not parse is ignored.
 */
export function notModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  file: Pick<StaticFile, 'etag' | 'lastModified'>,
): boolean {
  const tags = headers['if-none-match']
  if (tags !== undefined) {
    const plain = (tag: string) => tag.trim().replace(/^W\//, '')
    return tags.split(',').some((tag) => tag.trim() === '*' || plain(tag) === plain(file.etag))
  }
  const since = Date.parse(headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && Date.parse(file.lastModified) <= since
}

type Entry = StaticFile & { stamp: string; bytes: number; checkedAt: number }

const stampOf = (file: string) => {
  try {
    const stat = statSync(file)
    return stat.isFile() ? { stamp: `${stat.mtimeMs}:${stat.size}`, size: stat.size, mtime: stat.mtime } : undefined
  } catch {
    return undefined
  }
}

const readIfThere = (file: string) => {
  try {
    return readFileSync(file)
  } catch {
    return undefined
  }
}

export class StaticFiles {
  private readonly entries = new Map<string, Entry>()
  /** Paths found missing, and when. */
  private readonly misses = new Map<string, number>()
  private bytes = 0

  constructor(
    readonly root: string,
    private readonly maxBytes = 128 << 20,
  ) {}

  /** True when `relative` (starting with "/") names a file of the site, never outside it or in a dot folder. */
  isFile(relative: string): boolean {
    if (!this.inside(relative)) return false
    // A path found missing is trusted missing for as long as a kept file is trusted unchanged:
    // a stream of requests for an unknown address costs one stat per tenth of a second.
    const now = performance.now()
    const missedAt = this.misses.get(relative)
    if (missedAt !== undefined && now - missedAt < RECHECK_MS) return false
    if (stampOf(join(this.root, relative))) {
      this.misses.delete(relative)
      return true
    }
    if (this.misses.size >= MAX_MISSES) this.misses.clear()
    this.misses.set(relative, now)
    return false
  }

  /** The file from memory (read on first use), or undefined when it is not one to keep or not there. */
  get(relative: string): StaticFile | undefined {
    if (!this.inside(relative)) return undefined
    const type = CONTENT_TYPES[extname(relative).toLowerCase()]
    if (!type) return undefined
    const known = this.entries.get(relative)
    const now = performance.now()
    if (known && now - known.checkedAt < RECHECK_MS) return this.used(relative, known)
    const file = join(this.root, relative)
    const stat = stampOf(file)
    if (!stat || stat.size > MAX_FILE_BYTES) return undefined
    if (known?.stamp === stat.stamp) {
      known.checkedAt = now
      return this.used(relative, known)
    }
    const body = readIfThere(file)
    if (!body) return undefined
    const entry: Entry = {
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      lastModified: stat.mtime.toUTCString(),
      body,
      br: readIfThere(`${file}.br`),
      gzip: readIfThere(`${file}.gz`),
      scriptHashes: type.startsWith('text/html') ? inlineScriptHashes(body.toString('utf8')) : [],
      stamp: stat.stamp,
      bytes: 0,
      checkedAt: now,
    }
    entry.bytes = body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0)
    this.forget(relative)
    this.entries.set(relative, entry)
    this.bytes += entry.bytes
    // The least recently used go first once the cap is passed.
    for (const [key] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.forget(key)
    }
    return entry
  }

  /** Most recently used last: the least recently used go first when the cap is passed. */
  private used(relative: string, entry: Entry) {
    this.entries.delete(relative)
    this.entries.set(relative, entry)
    return entry
  }

  private forget(relative: string) {
    const entry = this.entries.get(relative)
    if (!entry) return
    this.bytes -= entry.bytes
    this.entries.delete(relative)
  }

  private inside(relative: string) {
    const full = normalize(join(this.root, relative))
    // No way out of the site folder, nor into build metadata.
    return full.startsWith(this.root + '/') && !/(^|\/)\./.test(relative)
  }
}
