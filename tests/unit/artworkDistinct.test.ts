// Every placeholder picture is its own (the company replaces them file for file with its
// photographs): no two files alike, no two subjects sharing one, and no picture that is
// another one redrawn, moved or rescaled (an event's gallery card, its video poster and its
// press clipping once showed the same growth curve).
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AWARD_IMAGES } from '../../src/content/about/awards'
import { TEAM } from '../../src/content/about/team'
import { DIFFERENTIATORS, MEDIA_HIGHLIGHTS } from '../../src/content/about/vision'
import { CSR_IMAGES } from '../../src/content/home/sections'
import { CSR_EVENTS } from '../../src/content/impact/csr'
import { GALLERY_EVENTS } from '../../src/content/media/gallery'
import { PRESS_IMAGES } from '../../src/content/media/press'
import { VIDEOS } from '../../src/content/media/videos'
import { TALENT_SERVICES } from '../../src/content/solutions/talent'
import { INDUSTRIES, TECH_SERVICES } from '../../src/content/solutions/technology'
import { TRANSFORMATIONS } from '../../src/content/solutions/transformation'

const ROOT = join(import.meta.dirname, '../..')
const IMAGES = join(ROOT, 'public/images')

/** The folders of docs/artwork.md's table of placeholders ("Every placeholder the company replaces"). */
const FOLDERS = (() => {
  const readme = readFileSync(join(ROOT, 'docs', 'artwork.md'), 'utf8')
  const table = readme.slice(readme.indexOf('Every placeholder the company replaces'))
  return [...table.matchAll(/^\| `([a-z]+)\//gm)].map((m) => m[1]!)
})()
const files = (folder: string) =>
  readdirSync(join(IMAGES, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.svg'))
    .map((f) => `${folder}/${f}`)
const ALL = FOLDERS.flatMap(files)

describe('the placeholder pictures', () => {
  it('are all different files', () => {
    expect(FOLDERS).toEqual(expect.arrayContaining(['team', 'gallery', 'csr', 'press', 'videos', 'solutions']))
    const seen = new Map<string, string>()
    const same: string[] = []
    for (const file of ALL) {
      const content = readFileSync(join(IMAGES, file), 'utf8')
      if (seen.has(content)) same.push(`${seen.get(content)} = ${file}`)
      else seen.set(content, file)
    }
    expect(same).toEqual([])
  })

  it('are each named by one subject of the content (an event may name its own picture twice)', () => {
    const named: (readonly [subject: string, src: string])[] = [
      ...GALLERY_EVENTS.flatMap((e) => [...e.images, e.thumbnail].map((src) => [`gallery ${e.id}`, src] as const)),
      ...MEDIA_HIGHLIGHTS.map((h) => [`gallery ${h.event}`, h.image] as const),
      ...CSR_EVENTS.flatMap((e) => e.images.map((src) => [`csr ${e.id}`, src] as const)),
      ...CSR_IMAGES.map((image, i) => [`csr carousel ${i}`, image.src] as const),
      ...PRESS_IMAGES.map((image, i) => [`press ${i}`, image.src] as const),
      ...VIDEOS.map((video) => [`video ${video.id}`, video.poster] as const),
      ...AWARD_IMAGES.map((award, i) => [`award ${i}`, award.src] as const),
      ...TEAM.map((member) => [`team ${member.name}`, member.image] as const),
      ...DIFFERENTIATORS.map((item, i) => [`why ${i}`, item.img] as const),
      ...TALENT_SERVICES.map((s) => [`talent ${s.id}`, s.image] as const),
      ...TECH_SERVICES.map((s) => [`technology ${s.id}`, s.image] as const),
      ...INDUSTRIES.flatMap((s) => [s.image, s.icon, s.iconWhite].map((src) => [`industry ${s.id}`, src] as const)),
      ...TRANSFORMATIONS.map((s) => [`transformation ${s.id}`, s.icon] as const),
    ]
    const subjects = new Map<string, Set<string>>()
    for (const [subject, src] of named) subjects.set(src, (subjects.get(src) ?? new Set()).add(subject))
    const shared = [...subjects].filter(([, s]) => s.size > 1).map(([src, s]) => `${src}: ${[...s].join(', ')}`)
    expect(shared).toEqual([])
    // And every file they name is there.
    const missing = [...subjects.keys()].filter((src) => !ALL.includes(src.replace(/^\/images\//, '')))
    expect(missing).toEqual([])
  })

  it('are not one another redrawn: no two illustrations look alike, wherever the motif sits and whatever its size', async () => {
    // The illustrations (not the portraits, icons and small marks, distinct in their own ways).
    const pictures = ['gallery', 'csr', 'press', 'videos', 'awards', 'highlights', 'solutions', 'about']
      .filter((folder) => FOLDERS.includes(folder))
      .flatMap(files)
      .filter((file) => !/-icon(-white)?\.svg$/.test(file))
    expect(pictures.length).toBeGreaterThan(120)
    const prints = await Promise.all(pictures.map(print))
    // A series (an event's pictures) is one motif framed differently: compared as they are
    // framed. Any other two are compared as drawings: centred on their ink, scaled to its
    // spread and turned a little, so a motif moved, resized or rotated is still the same.
    const series = (file: string) => (/^(gallery|csr)\/[^/]+\//.test(file) ? file.replace(/\/[^/]*$/, '') : file)
    const alike: string[] = []
    for (let i = 0; i < pictures.length; i++)
      for (let j = i + 1; j < pictures.length; j++) {
        const [a, b] = [prints[i]!, prints[j]!]
        const score =
          series(pictures[i]!) === series(pictures[j]!)
            ? similarity(a.framed, b.framed)
            : Math.max(...b.turned.map((turned) => similarity(a.turned[TURNS]!, turned)))
        if (score > 0.93) alike.push(`${pictures[i]} ~ ${pictures[j]} (${score.toFixed(3)})`)
      }
    expect(alike).toEqual([])
  })
})

const N = 24
const TURNS = 3

/**
 * A picture's print: its ink (what stands out from the ground: lines, dots, the accent; not the
 * faint grid and field) on a 24 × 24 grid, as framed and centred on the ink at a few turns.
 * A press clipping's print is its picture's, the page around it (rules, headline, print) being
 * alike on all of them.
 */
async function print(file: string) {
  let text = readFileSync(join(IMAGES, file), 'utf8')
  const inner = text.match(/<svg x="[\d.]+" y="[\d.]+" (width="[\d.]+" height="[\d.]+" viewBox="[^"]+")>(.*?)<\/svg>/s)
  if (inner) text = `<svg xmlns="http://www.w3.org/2000/svg" ${inner[1]}>${inner[2]}</svg>`
  const { data, info } = await sharp(Buffer.from(text), { density: 18 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { width: w, height: h } = info
  const ground = [...data].sort((a, b) => a - b)[data.length >> 1]!
  const ink: [number, number, number][] = []
  let [mass, cx, cy] = [0, 0, 0]
  for (let y = Math.round(h * 0.07); y < h - h * 0.07; y++)
    for (let x = Math.round(w * 0.06); x < w - w * 0.06; x++) {
      const k = Math.max(0, Math.abs(data[y * w + x]! - ground) - 30)
      if (!k) continue
      ink.push([x, y, k])
      ;[mass, cx, cy] = [mass + k, cx + k * x, cy + k * y]
    }
  ;[cx, cy] = [cx / mass, cy / mass]
  const spread = Math.sqrt(ink.reduce((sum, [x, y, k]) => sum + k * ((x - cx) ** 2 + (y - cy) ** 2), 0) / mass)
  const grid = (place: (x: number, y: number) => [number, number]) => {
    const g = new Float64Array(N * N)
    for (const [x, y, k] of ink) {
      const [u, v] = place(x, y).map(Math.floor) as [number, number]
      if (u >= 0 && u < N && v >= 0 && v < N) g[v * N + u]! += k
    }
    return normal(blur(g))
  }
  const half = spread * 1.6
  const turned = Array.from({ length: 2 * TURNS + 1 }, (_, i) => {
    const a = ((i - TURNS) * Math.PI) / 12
    return grid((x, y) => {
      const [dx, dy] = [x - cx, y - cy]
      const [X, Y] = [dx * Math.cos(a) - dy * Math.sin(a), dx * Math.sin(a) + dy * Math.cos(a)]
      return [((X + half) / (2 * half)) * N, ((Y + half) / (2 * half)) * N]
    })
  })
  return { framed: grid((x, y) => [(x / w) * N, (y / h) * N]), turned }
}

function blur(g: Float64Array) {
  const b = new Float64Array(N * N)
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [X, Y] = [x + dx, y + dy]
          if (X >= 0 && X < N && Y >= 0 && Y < N) b[y * N + x]! += g[Y * N + X]! * (dx || dy ? 0.5 : 1)
        }
  return b
}

/** Zero mean, unit length: the product of two is their correlation. */
function normal(g: Float64Array) {
  const mean = g.reduce((a, b) => a + b, 0) / g.length
  const norm = Math.sqrt(g.reduce((a, b) => a + (b - mean) ** 2, 0))
  return g.map((value) => (value - mean) / norm)
}

const similarity = (a: Float64Array, b: Float64Array) => a.reduce((sum, value, i) => sum + value * b[i]!, 0)
