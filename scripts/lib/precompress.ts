// The build's precompressed copies (file.br, file.gz beside each text file the
// server may send compressed), made in worker threads, one per core, and kept
// in a cache by content: a file whose bytes an earlier build compressed
// already (the hashed assets, and every page that did not change) is copied
// from the cache, not compressed again.
//
// Pages are handed over as they are rendered (vite.config.ts), so they are
// compressed while the next ones render; the post-build hands over every file
// (scripts/postbuild.ts), finds those already done in the cache, and removes
// the cache's entries the build no longer has.
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'

/** What the server may send compressed (src/server/staticFiles.ts), and worth it. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/
const MIN_BYTES = 1024

/** True for a file of the site to precompress; `relative` from dist/, dot folders (.vite, .meta) excluded. */
export const compressible = (relative: string, bytes: number) =>
  COMPRESSIBLE.test(relative) && bytes >= MIN_BYTES && !/(^|\/)\./.test(relative)

/** Best brotli for the shared assets; a faster level for the pages, which are many. */
const brotliQuality = (file: string) => (file.endsWith('.html') ? 9 : 11)
const GZIP_LEVEL = 9

export const PRECOMPRESS_CACHE = '.cache/precompress'

type Job = { body: Uint8Array; quality: number; outputs: string[]; cached: string[] }
type Queued = { id: number; job: Job }

// Plain JavaScript, evaluated: the worker runs as it is in the pre-render (Vite's
// process, which loads no TypeScript) and under tsx alike. A cache entry is written
// under another name and renamed, so an interrupted build leaves no half of one.
const WORKER = `
const { parentPort, threadId } = require('node:worker_threads')
const { brotliCompressSync, gzipSync, constants } = require('node:zlib')
const { renameSync, writeFileSync } = require('node:fs')
parentPort.on('message', ({ id, body, quality, outputs, cached }) => {
  try {
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length }
    const copies = [brotliCompressSync(body, { params }), gzipSync(body, { level: ${GZIP_LEVEL} })]
    copies.forEach((copy, i) => {
      writeFileSync(outputs[i], copy)
      const partial = cached[i] + '.' + process.pid + '-' + threadId + '.partial'
      writeFileSync(partial, copy)
      renameSync(partial, cached[i])
    })
    parentPort.postMessage({ id })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) })
  }
})
`

export type PrecompressCounts = { compressed: number; reused: number }

export class Precompressor {
  private readonly workers: Worker[] = []
  private readonly idle: Worker[] = []
  /** Files handed over by a producer that waits on ready() (the pages), first. */
  private readonly queue: Queued[] = []
  /** Files read from disk, for when the workers have nothing else. */
  private readonly background: Queued[] = []
  private readonly pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
  private readonly roomWaiters: (() => void)[] = []
  private readonly drainWaiters: (() => void)[] = []
  private nextId = 0
  private failure: Error | undefined
  readonly counts: PrecompressCounts = { compressed: 0, reused: 0 }

  constructor(
    private readonly cacheDir = PRECOMPRESS_CACHE,
    threads = availableParallelism(),
    /** How many handed-over files may wait for a worker before ready() makes the producer wait. */
    private readonly queueLimit = 4 * threads,
  ) {
    mkdirSync(cacheDir, { recursive: true })
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(WORKER, { eval: true })
      worker.on('message', ({ id, error }: { id: number; error?: string }) => {
        this.settle(id, error ? new Error(`precompress: ${error}`) : undefined)
        this.idle.push(worker)
        this.pump()
      })
      worker.on('error', (error) => this.fail(error))
      this.workers.push(worker)
      this.idle.push(worker)
    }
  }

  /**
   * Writes `file`.br and `file`.gz for `body`, the file's bytes (read from disk
   * when not given, and then compressed when the workers have nothing else).
   * Resolves once both are written.
   */
  add(file: string, body?: Uint8Array | string): Promise<void> {
    if (this.failure) return Promise.reject(this.failure)
    const bytes = body === undefined ? readFileSync(file) : typeof body === 'string' ? Buffer.from(body) : body
    const quality = brotliQuality(file)
    const key = createHash('sha256').update(bytes).digest('hex')
    const cached = [join(this.cacheDir, `${key}.q${quality}.br`), join(this.cacheDir, `${key}.gz`)]
    const outputs = [`${file}.br`, `${file}.gz`]
    mkdirSync(dirname(file), { recursive: true }) // a page's folder, before the pre-renderer writes the page
    if (cached.every((entry) => existsSync(entry))) {
      const now = new Date()
      cached.forEach((entry, i) => {
        copyFileSync(entry, outputs[i]!)
        utimesSync(entry, now, now) // used by this build: kept by prune()
      })
      this.counts.reused++
      return Promise.resolve()
    }
    this.counts.compressed++
    const id = this.nextId++
    const done = new Promise<void>((resolve, reject) => this.pending.set(id, { resolve, reject }))
    ;(body === undefined ? this.background : this.queue).push({ id, job: { body: bytes, quality, outputs, cached } })
    this.pump()
    done.catch(() => {}) // a caller may leave it: the failure comes back from close()
    return done
  }

  /** Resolves when the queue has room: a producer awaits it so its files do not pile up in memory. */
  ready(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure)
    if (this.queue.length < this.queueLimit) return Promise.resolve()
    return new Promise((resolve) => this.roomWaiters.push(resolve))
  }

  /** Waits for every file handed over, then stops the workers; throws the first failure. */
  async close(): Promise<PrecompressCounts> {
    if (this.pending.size) await new Promise<void>((resolve) => this.drainWaiters.push(resolve))
    await Promise.all(this.workers.map((worker) => worker.terminate()))
    if (this.failure) throw this.failure
    return this.counts
  }

  /** Removes the cache's entries not used since `since` (ms since the epoch): files the build no longer has. */
  prune(since: number): number {
    let removed = 0
    for (const name of readdirSync(this.cacheDir)) {
      const entry = join(this.cacheDir, name)
      if (statSync(entry).mtimeMs < since) {
        rmSync(entry, { force: true })
        removed++
      }
    }
    return removed
  }

  private pump() {
    while (this.idle.length && (this.queue.length || this.background.length)) {
      const { id, job } = (this.queue.shift() ?? this.background.shift())!
      this.idle.pop()!.postMessage({ id, ...job })
    }
    while (this.roomWaiters.length && this.queue.length < this.queueLimit) this.roomWaiters.shift()!()
  }

  private settle(id: number, error?: Error) {
    const job = this.pending.get(id)
    this.pending.delete(id)
    if (error) {
      this.failure ??= error
      job?.reject(error)
    } else job?.resolve()
    if (!this.pending.size) for (const resolve of this.drainWaiters.splice(0)) resolve()
  }

  /** A worker that died takes its file with it: everything still pending fails. */
  private fail(error: Error) {
    this.failure ??= error
    for (const id of [...this.pending.keys()]) this.settle(id, error)
    for (const resolve of this.roomWaiters.splice(0)) resolve()
  }
}
