import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { outline } from '../../scripts/artwork/outlinedText'

const IMAGES = join(import.meta.dirname, '../../public/images')

/** Every point of relative path data (m l h v q c z), control points included. */
function points(d: string): [number, number][] {
  const tokens = d.match(/[a-z]|-?(?:\d+\.?\d*|\.\d+)/gi) ?? []
  const pts: [number, number][] = []
  let [x, y, sx, sy] = [0, 0, 0, 0]
  let cmd = ''
  for (let i = 0; i < tokens.length;) {
    if (/[a-z]/i.test(tokens[i]!)) cmd = tokens[i++]!
    if (!/^[mlhvqcz]$/.test(cmd)) throw new Error(`unexpected command ${cmd}`)
    if (cmd === 'z') {
      ;[x, y] = [sx, sy]
      continue
    }
    const n = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6 }[cmd]!
    const v = tokens.slice(i, i + n).map(Number)
    i += n
    if (cmd === 'h') x += v[0]!
    else if (cmd === 'v') y += v[0]!
    else {
      for (let j = 0; j < n - 2; j += 2) pts.push([x + v[j]!, y + v[j + 1]!])
      ;[x, y] = [x + v[n - 2]!, y + v[n - 1]!]
    }
    pts.push([x, y])
    if (cmd === 'm') [sx, sy, cmd] = [x, y, 'l']
  }
  return pts
}

const box = (d: string) => {
  const pts = points(d)
  const xs = pts.map(([x]) => x)
  const ys = pts.map(([, y]) => y)
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) }
}

describe('text in the generated artwork', () => {
  it('is drawn as outlines: no SVG under public/images has a <text> or a font-family', () => {
    const svgs = readdirSync(IMAGES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg'))
    expect(svgs.length).toBeGreaterThan(40)
    const withText = svgs.filter((f) => /<text\b|font-family/.test(readFileSync(join(IMAGES, f), 'utf8')))
    expect(withText).toEqual([])
  })

  it('outlines a line in Noto Sans: a path that widens with the text, around its anchor, on the baseline', () => {
    const options = { x: 160, y: 154, size: 60, weight: 600, letterSpacing: 4, anchor: 'middle' } as const
    const boxes = ['R', 'RR', 'RRR'].map((text) => box(outline(text, options).d))
    for (const b of boxes) {
      expect(b.right - b.left).toBeGreaterThan(20)
      // Capitals stand on the baseline, about 0.71 em tall.
      expect(b.bottom).toBeCloseTo(154, 0)
      expect(154 - b.top).toBeGreaterThan(0.65 * 60)
      expect(154 - b.top).toBeLessThan(0.78 * 60)
      // Centred on x (ink within a few px of the advance's middle).
      expect(Math.abs((b.left + b.right) / 2 - 160)).toBeLessThan(4)
    }
    const widths = boxes.map((b) => b.right - b.left)
    expect(widths[1]).toBeGreaterThan(widths[0]! * 1.8)
    expect(widths[2]).toBeGreaterThan(widths[1]! * 1.3)
  })

  it('follows weight and anchor', () => {
    const at = { x: 100, y: 50, size: 40 }
    const { d: regular, width } = outline('2023', at)
    expect(outline('2023', { ...at, weight: 800 }).d).not.toEqual(regular)
    expect(box(outline('2023', { ...at, anchor: 'end' }).d).right).toBeLessThanOrEqual(100.1)
    expect(box(regular).left).toBeGreaterThanOrEqual(100)
    expect(box(regular).right).toBeLessThanOrEqual(100 + width)
  })
})
