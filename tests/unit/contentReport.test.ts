// The launch report lists every placeholder of the content and nothing else,
// and publishing refuses invented clients and unattributed testimonials unless
// the owner allows it.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { awaiting } from '../../src/content/placeholder'
import {
  contentReport,
  formatReport,
  formatSummary,
  publishingRefusal,
  REPORT_COMMAND,
  type ReportSource,
} from '../../scripts/lib/contentReport'
import { CONTENT_SOURCES } from '../../scripts/lib/contentSources'

type Row = { name: string; image: string; placeholder?: { awaiting: 'portrait' } }
const people: ReportSource<Row> = {
  section: 'Team portrait',
  records: [
    { name: 'Real Photo', image: '/images/team/real.svg' },
    { name: 'Marked Drawing', image: '/images/team/marked.svg', placeholder: awaiting('portrait') },
    { name: 'Marked With Photo', image: '/images/team/photographed.svg', placeholder: awaiting('portrait') },
  ],
  routes: () => ['/team'],
  label: (row) => row.name,
  pictures: (row) => [row.image],
  file: 'team.ts',
}
type Quote = { quote: string; name?: string; placeholder?: { awaiting: 'testimonial' } }
const quotes: ReportSource<Quote> = {
  section: 'Testimonial',
  records: [
    { quote: 'Signed', name: 'A. Person' },
    { quote: 'Unsigned', placeholder: awaiting('testimonial') },
  ],
  routes: (_q, i) => (i === 1 ? ['/reviews', '/clients'] : ['/reviews']),
  label: (q) => q.quote,
  file: 'reviews.ts',
}
type Event = { title: string; images: string[]; placeholder?: { awaiting: 'photos' } }
const events: ReportSource<Event> = {
  section: 'Event',
  records: [{ title: 'Fair', images: ['/images/e/1.svg', '/images/e/2.svg'], placeholder: awaiting('photos') }],
  routes: () => ['/events'],
  label: (e) => e.title,
  pictures: (e) => e.images,
  file: 'events.ts',
}
const sources = [people, quotes, events] as unknown as ReportSource[]
const photographed = new Set(['/images/team/photographed.svg', '/images/e/2.svg'])
const hasPhoto = (src: string) => photographed.has(src)

describe('launch report', () => {
  const items = contentReport(sources, hasPhoto)

  it('lists every placeholder, on each page that shows it, and nothing real or already photographed', () => {
    expect(items.map((i) => [i.route, i.section, i.label])).toEqual([
      ['/team', 'Team portrait', 'Marked Drawing'],
      ['/reviews', 'Testimonial', 'Unsigned'],
      ['/clients', 'Testimonial', 'Unsigned'],
      ['/events', 'Event', 'Fair, 1.svg'],
    ])
  })

  it('says in what format each is wanted and where it goes', () => {
    const [portrait, testimonial, , photo] = items
    expect(portrait).toMatchObject({
      need: expect.stringMatching(/4:5, at least 800 px/),
      where: 'public/images/team/marked.jpg (beside the .svg it replaces)',
    })
    expect(testimonial).toMatchObject({
      need: expect.stringMatching(/name, job title and company.*consent/),
      where: 'reviews.ts',
    })
    expect(photo!.where).toBe('public/images/e/1.jpg (beside the .svg it replaces)')
  })

  it('prints page by page in full, and as a count per page with the command for the details', () => {
    const full = formatReport(items)
    expect(full).toMatch(/^Launch report: 4 things on 4 pages/)
    expect(full).toContain('/reviews  (1)\n  Testimonial: Unsigned')
    expect(formatSummary(items).split('\n')).toEqual([
      'Launch report: 4 things on 4 pages await the owner’s material:',
      '  /team     1',
      '  /reviews  1',
      '  /clients  1',
      '  /events   1',
      `Details: ${REPORT_COMMAND}`,
    ])
    expect(formatSummary([])).toMatch(/nothing awaits/)
  })

  it('on the site’s content, lists each marked record’s details and each of its pictures without a photograph', () => {
    const real = contentReport(CONTENT_SOURCES, () => false)
    const expected = CONTENT_SOURCES.flatMap((source) =>
      source.records.flatMap((record, i) => {
        if (!('placeholder' in record)) return []
        const kind = (record.placeholder as { awaiting: string }).awaiting
        const details = ['client', 'testimonial', 'award', 'press', 'video'].includes(kind) ? 1 : 0
        return source.routes(record, i).map(() => details + (source.pictures?.(record).length ?? 0))
      }),
    )
    expect(real).toHaveLength(expected.reduce((a, b) => a + b, 0))
    expect(contentReport(CONTENT_SOURCES, () => true).every((i) => !i.where.startsWith('public/images/team'))).toBe(
      true,
    )
  })
})

describe('publishing gate', () => {
  const items = contentReport(sources, hasPhoto)

  it('refuses unattributed testimonials unless ALLOW_PLACEHOLDER_CONTENT=yes, and lists each once', () => {
    const refusal = publishingRefusal(items, {})
    expect(refusal).toMatch(/^Publishing refused: 1 placeholders/)
    expect(refusal).toContain('Testimonial: Unsigned')
    expect(refusal).not.toContain('Marked Drawing')
    expect(publishingRefusal(items, { ALLOW_PLACEHOLDER_CONTENT: 'no' })).not.toBeNull()
    expect(publishingRefusal(items, { ALLOW_PLACEHOLDER_CONTENT: 'yes' })).toBeNull()
    // Missing photographs alone never stop publishing.
    expect(
      publishingRefusal(
        items.filter((i) => i.section !== 'Testimonial'),
        {},
      ),
    ).toBeNull()
  })

  it('scripts/content-gate.ts fails on the site’s content without the variable and passes with it', async () => {
    const run = (env: NodeJS.ProcessEnv) =>
      promisify(execFile)('node_modules/.bin/tsx', ['scripts/content-gate.ts'], { env: { ...process.env, ...env } })
    const { ALLOW_PLACEHOLDER_CONTENT: _ignored, ...without } = process.env
    await expect(
      promisify(execFile)('node_modules/.bin/tsx', ['scripts/content-gate.ts'], { env: without }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Publishing refused/),
    })
    await expect(run({ ALLOW_PLACEHOLDER_CONTENT: 'yes' })).resolves.toMatchObject({
      stdout: expect.stringMatching(/Content gate/),
    })
  }, 30_000)
})
