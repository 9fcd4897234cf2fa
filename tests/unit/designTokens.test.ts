// The type and spacing scales of uno.config.ts are the only ones in use: no class in src/
// names one of Wind's font sizes or an arbitrary one, or a spacing step off the 4 px grid;
// the text roles draw their step, and the heading steps leave room for other scripts.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createGenerator } from 'unocss'
import { describe, expect, it } from 'vitest'
import config, { SPACING_STEPS } from '../../uno.config'

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const FILES = [...sources('src'), 'uno.config.ts'].map((path) => ({ path, text: readFileSync(path, 'utf8') }))

/** Every match of a class pattern (with any variant prefix) in the sources, as `path: class`. */
function found(pattern: RegExp): string[] {
  return FILES.flatMap(({ path, text }) => [...text.matchAll(pattern)].map((m) => `${path}: ${m[0]}`))
}

const EDGE = `(?<=[\\s"'\`(])(?:[a-z-]+:)*`
const END = `(?=[\\s"'\`)])`

describe('design tokens', () => {
  it('leaves no font size of Wind’s own scale, and no arbitrary one, in the sources', () => {
    expect(found(new RegExp(`${EDGE}text-(?:xs|sm|base|lg|xl|[2-9]xl)${END}`, 'g'))).toEqual([])
    expect(found(new RegExp(`${EDGE}text-\\[[\\d.]+(?:rem|px|em)\\]`, 'g'))).toEqual([])
  })

  it('spaces with the scale’s steps only', () => {
    const spacingClass = new RegExp(
      `${EDGE}-?(?:(?:m|p)[xytblrse]?|gap(?:-[xy])?|space-[xy]|inset(?:-[xy])?|top|bottom|left|right|start|end|scroll-m[tb]?|scroll-p[tb]?)-([\\d.]+)${END}`,
      'g',
    )
    const off = FILES.flatMap(({ path, text }) =>
      [...text.matchAll(spacingClass)]
        .filter((m) => !SPACING_STEPS.includes(Number(m[1])))
        .map((m) => `${path}: ${m[0]}`),
    )
    expect(off).toEqual([])
  })

  it('draws each text role from a step of the scale, and Wind’s names draw nothing', async () => {
    const uno = await createGenerator(config)
    const roles = Object.keys(config.shortcuts as Record<string, string>).filter((name) => name.startsWith('type-'))
    expect(roles.length).toBeGreaterThan(8)
    for (const role of roles) {
      const { css } = await uno.generate(`<p class="${role}">`, { preflights: false })
      expect(css, role).toMatch(/font-size:[\d.]+rem;line-height:/)
    }
    const { css } = await uno.generate('<p class="text-sm text-2xl">', { preflights: false })
    expect(css).not.toContain('font-size')
  })

  it('gives every heading role a line height that other scripts can raise', async () => {
    const uno = await createGenerator(config)
    for (const role of ['type-display', 'type-title', 'type-section', 'type-heading', 'type-subheading', 'type-item']) {
      const { css } = await uno.generate(`<h2 class="${role}">`, { preflights: false })
      expect(css, role).toMatch(/line-height:max\(1\.[1-3]\d*, var\(--leading-heading-min, 0\)\)/)
    }
    const styles = readFileSync('src/styles.css', 'utf8')
    expect(styles).toMatch(/:lang\(hi\), :lang\(ar\)\) \{\s+--leading-heading-min: 1\.4;/)
  })
})
