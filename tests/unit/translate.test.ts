import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashText, LocaleFiles } from '../../scripts/lib/catalogs'
import { translateCatalogs } from '../../scripts/translate'
import { googleTranslator } from '../../src/server/translation/machine'
import { protect, unprotect } from '../../src/server/translation/protect'
import { startFakeGoogleTranslate, type FakeTranslate } from './fakeGoogleTranslate'

let fake: FakeTranslate
let dir: string
let files: LocaleFiles

beforeAll(async () => {
  fake = await startFakeGoogleTranslate()
})
afterAll(() => fake.close())

beforeEach(() => {
  fake.requests.length = 0
  dir = mkdtempSync(join(tmpdir(), 'locales-'))
  files = new LocaleFiles(dir)
  writeFileSync(
    join(dir, 'en.json'),
    JSON.stringify({
      'a.plain': { defaultMessage: 'Our vision' },
      'a.placeholder': { defaultMessage: "Call {phone} or write to {email}, it's free" },
      'a.tag': { defaultMessage: 'Read <b>more</b> & {count, plural, one {# item} other {# items}}' },
    }),
  )
})

const translator = () => googleTranslator({ key: 'test-key', endpoint: fake.url })

describe('translate script against a Google Translation v2 fake', () => {
  it('translates missing entries, keeps placeholders and tags intact, and records provenance', async () => {
    const [report] = await translateCatalogs(files, translator(), ['fr'])
    expect(report).toEqual({ lang: 'fr', translated: 3, needsReview: [] })
    const fr = files.catalog('fr')
    expect(fr['a.plain']).toBe('OUR VISION')
    expect(fr['a.placeholder']).toBe("CALL {phone} OR WRITE TO {email}, IT'S FREE")
    expect(fr['a.tag']).toBe('READ <b>MORE</b> & {count, plural, one {# item} other {# items}}')
    expect(files.provenance('fr')['a.plain']).toEqual({
      source: hashText('Our vision'),
      status: 'machine',
      text: hashText('OUR VISION'),
    })
    // One batched request, as HTML, with the key and the source language.
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]).toMatchObject({ key: 'test-key', target: 'fr', source: 'en', format: 'html' })
    expect(fake.requests[0]?.q[1]).toContain('<span translate="no">{phone}</span>')
  })

  it('only sends missing and stale entries, and never overwrites a corrected one', async () => {
    await translateCatalogs(files, translator(), ['fr'])
    // A person corrects one entry and marks it reviewed; the English of two entries changes.
    const fr = files.catalog('fr')
    fr['a.plain'] = 'Notre vision'
    files.writeCatalog('fr', fr)
    const provenance = files.provenance('fr')
    provenance['a.plain'] = { source: hashText('Our vision'), status: 'corrected', text: hashText('Notre vision') }
    files.writeProvenance('fr', provenance)
    writeFileSync(
      join(dir, 'en.json'),
      JSON.stringify({
        'a.plain': { defaultMessage: 'Our shared vision' },
        'a.placeholder': { defaultMessage: 'Call {phone} today' },
        'a.tag': { defaultMessage: 'Read <b>more</b> & {count, plural, one {# item} other {# items}}' },
      }),
    )
    fake.requests.length = 0
    const [report] = await translateCatalogs(files, translator(), ['fr'])
    expect(report?.needsReview).toEqual(['a.plain'])
    expect(report?.translated).toBe(1)
    expect(fake.requests.flatMap((r) => r.q)).toEqual(['Call <span translate="no">{phone}</span> today'])
    expect(files.catalog('fr')['a.plain']).toBe('Notre vision')
    expect(files.catalog('fr')['a.placeholder']).toBe('CALL {phone} TODAY')
  })

  it('splits work into batches of at most 128 strings', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 130 }, (_, i) => [`b.item${i}`, { defaultMessage: `Item ${i}` }]),
    )
    writeFileSync(join(dir, 'en.json'), JSON.stringify(many))
    await translateCatalogs(files, translator(), ['de'])
    expect(fake.requests.map((r) => r.q.length)).toEqual([128, 2])
    expect(Object.keys(files.catalog('de'))).toHaveLength(130)
  })

  it(
    'fails on a 500 (after the client library retries) from the service and leaves the catalog as it was',
    { timeout: 60_000 },
    async () => {
      writeFileSync(join(dir, 'es.json'), JSON.stringify({ 'a.plain': 'Nuestra visión' }))
      const before = readFileSync(join(dir, 'es.json'), 'utf8')
      fake.fail(500)
      try {
        await expect(translateCatalogs(files, translator(), ['es'])).rejects.toThrow()
      } finally {
        fake.recover()
      }
      expect(readFileSync(join(dir, 'es.json'), 'utf8')).toBe(before)
    },
  )
})

describe('placeholder protection', () => {
  it('round-trips messages untouched when nothing is translated', () => {
    for (const m of [
      'a < b & c',
      'Hi {name}',
      '<b>bold</b> {n, plural, one {# x} other {# y}}',
      "“quotes” & 'apostrophes'",
    ]) {
      expect(unprotect(protect(m))).toBe(m)
    }
  })
})
