// Part of `npm run test:pipeline`: photographs dropped in place of two of a
// gallery event's placeholders, in a copy of the project, come out of the
// build as AVIF and WebP at several widths, drawn by the pre-rendered page as
// a <picture> (sources, srcset, sizes, width and height, lazy, a blurred
// data: placeholder); a second run encodes nothing; in Chromium the page shows
// the AVIF, with no console error, and draws the same markup when the browser
// renders it itself.
import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import sharp, { type Sharp } from 'sharp'
import { buildPhotos } from './lib/photos'
import { copyProject } from './lib/projectCopy'
import { freePort } from './lib/freePort'

const EVENT = 'boat-camp'
const PAGE = `/News_and_Media/picture_gallery/${EVENT}`
const FOLDER = `public/images/gallery/${EVENT}`
/** What is dropped in: a camera-sized JPEG, and a PNG narrower than the largest width (never upscaled). */
const PHOTOS = [
  { file: '1.jpg', width: 2000, height: 1500, widths: [480, 800, 1200, 1600] },
  { file: '2.png', width: 1000, height: 1250, widths: [480, 800, 1000] },
]

function fail(message: string): never {
  console.error(`photos test failed: ${message}`)
  process.exit(1)
}
function check(ok: unknown, message: string): void {
  if (!ok) fail(message)
}

/** A photograph-like picture: colour gradients under noise (noise is what encoders find hardest). */
async function photograph(width: number, height: number): Promise<Sharp> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const noise = Math.random() * 48
      pixels[i] = ((x / width) * 200 + noise) | 0
      pixels[i + 1] = ((y / height) * 200 + noise) | 0
      pixels[i + 2] = (120 + noise) | 0
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

/** The attributes of the first `<tag …>` in `html`, by lower-case name. */
function attributes(tag: string, html: string): Record<string, string> {
  const found = new RegExp(`<${tag}\\s([^>]*)>`, 'i').exec(html) ?? fail(`no <${tag}> in ${html.slice(0, 200)}`)
  return Object.fromEntries([...found[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]))
}

const copy = copyProject('photos-')
const children: { kill(): void }[] = []
try {
  const started = performance.now()
  for (const photo of PHOTOS) {
    const image = await photograph(photo.width, photo.height)
    const target = join(copy, FOLDER, photo.file)
    await (photo.file.endsWith('.png') ? image.png() : image.jpeg({ quality: 88 })).toFile(target)
    check(existsSync(target.replace(/\.\w+$/, '.svg')), `${photo.file} has no placeholder beside it`)
  }

  console.log(`photos: building ${PAGE} with ${PHOTOS.map((p) => p.file).join(' and ')} in place of its placeholders`)
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'build'], {
    cwd: copy,
    // The pre-renderer names English pages without the leading slash; the server wants the home page.
    env: { ...process.env, SSG_ONLY: `/,${PAGE.slice(1)}` },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  console.log(`  ${/photos: .*/.exec(stdout)?.[0] ?? fail('the build did not process the photographs')}`)

  const dist = join(copy, 'dist')
  const html = readFileSync(join(dist, `${PAGE}.html`), 'utf8')
  const pictures = [...html.matchAll(/<picture[^>]*>.*?<\/picture>/g)].map((m) => m[0])
  check(pictures.length === PHOTOS.length, `${pictures.length} <picture>s in the page, not ${PHOTOS.length}`)

  for (const [i, photo] of PHOTOS.entries()) {
    const picture = pictures[i]!
    const [avif, webp] = [...picture.matchAll(/<source\s[^>]*>/g)].map((m) => attributes('source', m[0]))
    check(avif?.type === 'image/avif' && webp?.type === 'image/webp', `${photo.file}: no AVIF then WebP source`)
    const img = attributes('img', picture)
    check(
      img.width === String(photo.width) && img.height === String(photo.height),
      `${photo.file}: img size ${img.width}×${img.height}`,
    )
    check(img.loading === 'lazy', `${photo.file}: loading="${img.loading}"`)
    check(img.alt, `${photo.file}: no alt text`)
    const placeholder = /background-image:url\((data:image\/webp;base64,[\w+/=]+)\)/.exec(img.style ?? '')
    check(placeholder, `${photo.file}: no data: placeholder in style="${img.style}"`)
    const tiny = await sharp(Buffer.from(placeholder![1]!.split(',')[1]!, 'base64')).metadata()
    check(tiny.width <= 24, `${photo.file}: the placeholder is ${tiny.width} px wide`)

    for (const [format, source] of [
      ['avif', avif!],
      ['webp', webp!],
    ] as const) {
      check(source.sizes?.includes('min-width'), `${photo.file}: ${format} source without sizes`)
      const candidates = source.srcset!.split(', ').map((c) => c.split(' ') as [string, string])
      const widths = candidates.map(([, w]) => Number.parseInt(w))
      check(String(widths) === String(photo.widths), `${photo.file}: ${format} widths ${widths}, not ${photo.widths}`)
      for (const [url, w] of candidates) {
        check(/^\/assets\/photos\/gallery\/boat-camp\/\d-\d+\.[0-9a-f]{10}\.(avif|webp)$/.test(url), `odd name ${url}`)
        const file = join(dist, url)
        check(existsSync(file), `${url} is not in the build`)
        const meta = await sharp(file).metadata()
        const kind = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format
        check(kind === format, `${url} is ${kind}, not ${format}`)
        check(`${meta.width}w` === w, `${url} is ${meta.width} px wide, not ${w}`)
        check(Math.abs(meta.height / meta.width - photo.height / photo.width) < 0.01, `${url} is out of proportion`)
      }
    }
    // The lightbox opens the widest WebP; the original is not published.
    const widest = webp!.srcset!.split(', ').at(-1)!.split(' ')[0]!
    check(html.includes(`href="${widest}"`), `${photo.file}: the lightbox link is not ${widest}`)
    check(!existsSync(join(dist, 'images/gallery', EVENT, photo.file)), `${photo.file} was published as it is`)
  }
  check(!/<picture/.test(html.replace(/<picture[^>]*>.*?<\/picture>/g, '')), 'stray <picture>')
  check(/<img [^>]*src="\/images\/gallery\/boat-camp\/3\.svg"/.test(html), 'the other placeholders are no longer drawn')
  console.log(`photos: the page draws ${PHOTOS.length} <picture>s; every variant is the format and width it claims`)

  // Incremental: nothing is encoded again.
  const again = await buildPhotos(join(copy, 'public'), join(copy, '.cache/photos'))
  check(again.encoded === 0 && again.cached === PHOTOS.length, `a second run encoded ${again.encoded}`)
  console.log(`photos: a second run takes them from the cache (${again.ms} ms)`)

  // In the browser: the AVIF is shown, nothing is logged, and the markup the browser renders is the pre-render's.
  const port = await freePort()
  const server = spawn(resolve('node_modules/.bin/tsx'), [resolve('src/server/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'photos-data-')),
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  })
  children.push(server)
  for (
    let i = 0;
    !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    check(i < 300 && server.exitCode === null, 'the server did not start')
    await new Promise((done) => setTimeout(done, 100))
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  children.push({ kill: () => void browser.close() })
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const errors: string[] = []
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  )
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`http://127.0.0.1:${port}${PAGE}`)
  await page.waitForFunction(() => document.querySelector('nav[data-enhanced]') !== null)
  const first = page.locator('picture img').first()
  await first.scrollIntoViewIfNeeded()
  await page.waitForFunction(() => {
    const img = document.querySelector('picture img') as HTMLImageElement | null
    return img?.complete && img.naturalWidth > 0 && img.closest('[data-state]')?.getAttribute('data-state') === 'loaded'
  })
  const shown = await first.evaluate((img: HTMLImageElement) => img.currentSrc)
  check(/\.avif$/.test(shown), `the browser shows ${shown}, not an AVIF`)
  // Away and back within the app: now React draws the page itself, from the same manifest.
  await first.evaluate((img) => img.setAttribute('data-prerendered', ''))
  await page.locator('main a[href$="/News_and_Media/picture_gallery"]').first().click()
  await page.waitForURL(/picture_gallery$/)
  await page.goBack()
  await page.waitForURL(new RegExp(`${EVENT}$`))
  await page.locator('picture').first().waitFor()
  check((await page.locator('[data-prerendered]').count()) === 0, 'the page was not drawn again')
  // Element by element, attribute by attribute (a style compared as the browser reads it).
  // (No named functions inside: the browser lacks the helper tsx would wrap them in.)
  const differences = await page.evaluate((prerendered) => {
    const drawn = [...document.querySelectorAll('picture')]
    if (drawn.length !== prerendered.length) return [`${drawn.length} pictures drawn`]
    const found: string[] = []
    const pairs = prerendered.map((markup, i): [Element, Element] => {
      const template = document.createElement('template')
      template.innerHTML = markup
      return [template.content.firstElementChild!, drawn[i]!]
    })
    for (let pair = pairs.pop(); pair; pair = pairs.pop()) {
      const [a, b] = pair
      if (a.tagName !== b.tagName) found.push(`<${a.tagName}> / <${b.tagName}>`)
      for (const name of new Set([...a.getAttributeNames(), ...b.getAttributeNames()])) {
        const [x, y] =
          name === 'style'
            ? [(a as HTMLElement).style.cssText, (b as HTMLElement).style.cssText]
            : [a.getAttribute(name), b.getAttribute(name)]
        if (x !== y) found.push(`${a.tagName} ${name}: ${x} / ${y}`)
      }
      if (a.children.length !== b.children.length) found.push(`${a.tagName}: children differ`)
      else pairs.push(...[...a.children].map((child, i): [Element, Element] => [child, b.children[i]!]))
    }
    return found
  }, pictures)
  check(differences.length === 0, `the browser draws other markup than the pre-render:\n${differences.join('\n')}`)
  check(errors.length === 0, `console errors:\n${errors.join('\n')}`)
  console.log(`photos: Chromium shows ${shown.split('/').at(-1)}, draws the pre-render's markup, logs no error`)
  console.log(`photos test passed in ${((performance.now() - started) / 1000).toFixed(0)} s`)
} finally {
  for (const child of children) child.kill()
  rmSync(copy, { recursive: true, force: true })
}
