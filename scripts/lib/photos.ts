// Photographs. Every .jpg, .jpeg, .png or .webp under public/images is written
// at build time as AVIF and WebP at PHOTO_WIDTHS (never wider than the
// original), with content-hashed names under /assets/photos/, and described in
// a manifest (src/lib/photos.ts: its shape and how a picture finds its photo)
// that the pre-render and the browser import as `virtual:photos`.
//
// A photograph stands in for the placeholder of the same name: its key is its
// public path without the extension, so gallery/x/1.jpg beside gallery/x/1.svg
// is what `/images/gallery/x/1.svg` shows. Two photographs of one name (1.jpg
// and 1.png) stop the build. The originals are not published.
//
// Encoding is slow (AVIF above all), so it is done once per photograph: the
// outputs are kept in .cache/photos/{hash}/, the hash being that of the file's
// bytes and of the settings below; a later build copies them.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import type { Photo, PhotoFormat, PhotoManifest } from '../../src/lib/photos'

export const PHOTO_WIDTHS = [480, 800, 1200, 1600]
const ENCODERS = {
  // AVIF effort 2: about a fifth larger than the default effort 4, five times quicker.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 78 },
} satisfies Record<PhotoFormat, object>
/** The placeholder's width: a few hundred bytes of WebP, drawn blurred by the browser's upscaling. */
const PLACEHOLDER_WIDTH = 20
/** Bump to re-encode every photograph after a change to the code below. */
const VERSION = 1
const SETTINGS = JSON.stringify({ VERSION, PHOTO_WIDTHS, ENCODERS, PLACEHOLDER_WIDTH })

const SOURCE = /\.(jpe?g|png|webp)$/i
const URL_PREFIX = '/assets/photos'
const VIRTUAL_ID = 'virtual:photos'

/** What is kept per photograph in the cache: all but its names. */
type Encoded = { width: number; height: number; widths: number[]; placeholder?: string }

export type PhotoBuild = {
  manifest: PhotoManifest
  /** Each variant: its file in the cache and its path in the site. */
  files: { from: string; to: string }[]
  /** The originals, relative to the public folder. */
  sources: string[]
  encoded: number
  cached: number
  ms: number
}

function walk(dir: string): Promise<string[]> {
  return readdir(dir, { withFileTypes: true, recursive: true }).then((entries) =>
    entries.filter((e) => e.isFile() && SOURCE.test(e.name)).map((e) => join(e.parentPath, e.name)),
  )
}

/** The widths a photograph is written at: the standard ones below its own, and its own if the largest is more. */
export function widthsFor(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w < width)
  return below.length < PHOTO_WIDTHS.length ? [...below, width] : below
}

async function encode(bytes: Buffer, dir: string): Promise<Encoded> {
  const { default: sharp } = await import('sharp')
  // Upright (EXIF orientation applied); metadata (GPS, camera) is not copied to the outputs.
  const image = sharp(bytes, { failOn: 'error' }).rotate()
  const { autoOrient, hasAlpha } = await image.metadata()
  const { width, height } = autoOrient
  const widths = widthsFor(width)
  for (const w of widths) {
    const resized = image.clone().resize({ width: w })
    await resized
      .clone()
      .avif(ENCODERS.avif)
      .toFile(join(dir, `${w}.avif`))
    await resized
      .clone()
      .webp(ENCODERS.webp)
      .toFile(join(dir, `${w}.webp`))
  }
  // A placeholder only under an opaque picture: behind a transparent one (a logo) it would show.
  const opaque = !hasAlpha || (await image.clone().stats()).isOpaque
  const tiny = opaque
    ? await image.clone().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer()
    : undefined
  return { width, height, widths, placeholder: tiny && `data:image/webp;base64,${tiny.toString('base64')}` }
}

/** Encodes what the cache lacks and describes every photograph under `publicDir/images`. */
export async function buildPhotos(publicDir: string, cacheDir: string): Promise<PhotoBuild> {
  const started = performance.now()
  const imagesDir = join(publicDir, 'images')
  const sources = existsSync(imagesDir) ? (await walk(imagesDir)).sort() : []
  const manifest: PhotoManifest = {}
  const files: PhotoBuild['files'] = []
  const used = new Set<string>()
  let encoded = 0
  const work = sources.map((file) => async () => {
    const rel = relative(publicDir, file).split(sep).join('/')
    const key = `/${rel.replace(SOURCE, '')}`
    if (manifest[key]) throw new Error(`photos: two photographs for ${key}.* — keep one`)
    manifest[key] = {} as Photo // claimed; filled below
    const bytes = await readFile(file)
    const hash = createHash('sha256').update(SETTINGS).update(bytes).digest('hex').slice(0, 10)
    const dir = join(cacheDir, hash)
    used.add(hash)
    const metaFile = join(dir, 'meta.json')
    let meta: Encoded
    if (existsSync(metaFile)) meta = JSON.parse(await readFile(metaFile, 'utf8')) as Encoded
    else {
      // Written aside and moved into place whole: an interrupted build leaves no half entry.
      const partial = `${dir}.${process.pid}.partial`
      await rm(partial, { recursive: true, force: true })
      await mkdir(partial, { recursive: true })
      try {
        meta = await encode(bytes, partial)
      } catch (error) {
        throw new Error(`photos: cannot read ${rel}: ${(error as Error).message}`, { cause: error })
      }
      await writeFile(join(partial, 'meta.json'), JSON.stringify(meta))
      await rm(dir, { recursive: true, force: true })
      await rename(partial, dir)
      encoded++
    }
    const stem = `${URL_PREFIX}/${key.slice('/images/'.length)}`
    const variants = { avif: {}, webp: {} } as Photo['variants']
    for (const format of ['avif', 'webp'] as const) {
      for (const w of meta.widths) {
        const url = `${stem}-${w}.${hash}.${format}`
        variants[format][w] = url
        files.push({ from: join(dir, `${w}.${format}`), to: url })
      }
    }
    manifest[key] = { width: meta.width, height: meta.height, variants, placeholder: meta.placeholder }
  })
  // As many photographs at once as there are cores; each encoder works on one.
  const queue = [...work]
  await Promise.all(
    Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await next()
    }),
  )
  // The cache keeps what this build used and nothing else.
  if (existsSync(cacheDir)) {
    for (const entry of await readdir(cacheDir)) {
      // Another build's half-written entry (name.pid.partial) is left to it.
      if (/^[0-9a-f]{10}$/.test(entry) && !used.has(entry))
        await rm(join(cacheDir, entry), { recursive: true, force: true })
    }
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)))
  return {
    manifest: sorted,
    files,
    sources: sources.map((file) => relative(publicDir, file)),
    encoded,
    cached: sources.length - encoded,
    ms: Math.round(performance.now() - started),
  }
}

/**
 * The Vite side: runs `buildPhotos` when a build (or the dev server) starts,
 * serves the manifest as `virtual:photos`, and after the client build copies
 * the variants into the output, leaves the originals out and writes the
 * manifest to `.meta/photos.json` (not served). The dev server answers
 * /assets/photos/ from the cache.
 */
export function photos(cacheDir = '.cache/photos'): Plugin {
  let config: ResolvedConfig
  let result: Promise<PhotoBuild> | undefined
  const run = () =>
    (result ??= buildPhotos(config.publicDir, join(config.root, cacheDir)).then((built) => {
      if (built.sources.length)
        config.logger.info(
          `photos: ${built.sources.length} photographs (${built.encoded} encoded, ${built.cached} from the cache) in ${(built.ms / 1000).toFixed(1)} s`,
        )
      return built
    }))
  return {
    name: 'photos',
    configResolved(resolved) {
      config = resolved
    },
    async buildStart() {
      await run()
    },
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    async load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null
      return `export default ${JSON.stringify((await run()).manifest)}`
    },
    async writeBundle() {
      if (config.build.ssr) return
      const outDir = resolve(config.root, config.build.outDir)
      const built = await run()
      for (const { from, to } of built.files) {
        const target = join(outDir, ...to.split('/'))
        await mkdir(dirname(target), { recursive: true })
        await copyFile(from, target)
      }
      for (const source of built.sources) await rm(join(outDir, source), { force: true })
      await mkdir(join(outDir, '.meta'), { recursive: true })
      await writeFile(join(outDir, '.meta', 'photos.json'), JSON.stringify(built.manifest, null, 1))
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0]!)
        if (!path.startsWith(`${URL_PREFIX}/`)) return next()
        run()
          .then(async ({ files }) => {
            const file = files.find((f) => f.to === path)
            if (!file) return next()
            response.setHeader('content-type', `image/${path.slice(path.lastIndexOf('.') + 1)}`)
            response.end(await readFile(file.from))
          })
          .catch(next)
      })
    },
  }
}
