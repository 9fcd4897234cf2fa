// The translators' workflow against a local fake of the Google v2 service,
// tried as a translator and as CI would: what is sent, what comes back, what
// is never overwritten, and what a mistyped command does.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { v2 } from '@google-cloud/translate'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { review } from '../../scripts/i18n-review'
import { TRANSLATED_LANGUAGES } from '../../src/config/languages'
import { hashText, LocaleFiles } from '../../scripts/lib/catalogs'
import { chosenLanguages, translateCatalogs, TranslationInterrupted, UsageError } from '../../scripts/translate'
import { googleTranslator, MAX_BATCH_STRINGS } from '../../src/server/translation/machine'
import { toServiceError } from '../../src/server/translation/serviceError'
import { planMessage, protect, unprotect } from '../../src/server/translation/protect'
import { BAD_KEY, QUOTA_ERROR, startFakeGoogleTranslate, type FakeTranslate } from './fakeGoogleTranslate'

let fake: FakeTranslate
let dir: string
let files: LocaleFiles

beforeAll(async () => {
  fake = await startFakeGoogleTranslate()
})
afterAll(() => fake.close())

const PLURAL = 'Read <b>more</b> & {count, plural, one {# item} other {# items}}'

function writeSource(messages: Record<string, string>): void {
  const source = Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, { defaultMessage: m }]))
  writeFileSync(join(dir, 'en.json'), JSON.stringify(source))
}

beforeEach(() => {
  fake.requests.length = 0
  dir = mkdtempSync(join(tmpdir(), 'locales-'))
  files = new LocaleFiles(dir)
  writeSource({
    'a.plain': 'Our vision',
    'a.placeholder': "Call {phone} or write to {email}, it's free",
    'a.tag': PLURAL,
  })
})

const translator = () => googleTranslator({ key: 'test-key', endpoint: fake.url })

describe('translate script against a Google Translation v2 fake', () => {
  it('translates missing entries, keeps placeholders and tags intact, and records provenance', async () => {
    const [report] = await translateCatalogs(files, translator(), ['fr'])
    expect(report).toMatchObject({ lang: 'fr', translated: 3, needsReview: [] })
    const fr = files.catalog('fr')
    expect(fr['a.plain']).toBe('OUR VISION')
    expect(fr['a.placeholder']).toBe("CALL {phone} OR WRITE TO {email}, IT'S FREE")
    expect(files.provenance('fr')['a.plain']).toEqual({
      source: hashText('Our vision'),
      status: 'machine',
      text: hashText('OUR VISION'),
    })
    // Plain text goes as text (no markup to pay for); the rest as protected HTML.
    expect(fake.requests.map((r) => [r.format, r.target, r.source, r.key])).toEqual([
      ['text', 'fr', 'en', 'test-key'],
      ['html', 'fr', 'en', 'test-key'],
    ])
    expect(fake.requests[0]?.q).toEqual(['Our vision'])
    expect(fake.requests[1]?.q[0]).toContain('<span translate="no">{phone}</span>')
  })

  it('translates the words of every plural branch, with # protected, in the categories the target needs', async () => {
    const reports = await translateCatalogs(files, translator(), ['fr', 'ru', 'ar', 'ja'])
    expect(files.catalog('fr')['a.tag']).toBe(
      'READ <b>MORE</b> & {count, plural, one {# ITEM} many {# ITEMS} other {# ITEMS}}',
    )
    expect(files.catalog('ru')['a.tag']).toBe(
      'READ <b>MORE</b> & {count, plural, one {# ITEM} few {# ITEMS} many {# ITEMS} other {# ITEMS}}',
    )
    expect(files.catalog('ar')['a.tag']).toBe(
      'READ <b>MORE</b> & {count, plural, zero {# ITEMS} one {# ITEM} two {# ITEMS} few {# ITEMS} many {# ITEMS} other {# ITEMS}}',
    )
    expect(files.catalog('ja')['a.tag']).toBe('READ <b>MORE</b> & {count, plural, other {# ITEMS}}')
    // The forms the English lacks are flagged for a person.
    expect(reports.find((r) => r.lang === 'ru')?.addedPlurals).toEqual(['a.tag (count:few, count:many)'])
    expect(files.provenance('ru')['a.tag']?.plurals).toEqual(['count:few', 'count:many'])
    expect(reports.find((r) => r.lang === 'ja')?.addedPlurals).toEqual([])
    // Each branch's words were sent, with # protected; the block itself is never sent whole.
    const sent = fake.requests.filter((r) => r.target === 'ru').flatMap((r) => r.q)
    expect(sent).toContain('<span translate="no">{__pound__}</span> item')
    expect(sent.join()).not.toContain('plural')
  })

  it('keeps exact-number branches, select branches and nested plurals', () => {
    const message =
      '{gender, select, female {She has {n, plural, =0 {no file} one {# file} other {# files}}} other {They}}'
    const plan = planMessage(message, 'ru')
    const upperOutsideMarkers = (html: string) =>
      html
        .split(/(<span translate="no">[\s\S]*?<\/span>)/)
        .map((part, i) => (i % 2 ? part : part.toUpperCase()))
        .join('')
    const out = plan.rebuild(plan.segments.map(upperOutsideMarkers))
    expect(out).toBe(
      '{gender, select, female {SHE HAS {n, plural, =0 {NO FILE} one {# FILE} few {# FILES} many {# FILES} other {# FILES}}} other {THEY}}',
    )
  })

  it('brings back a plural message whose English changed, and publishes new English over a hand edit, keeping the edit', async () => {
    await translateCatalogs(files, translator(), ['ru'])
    // A translator edits two entries by hand and runs no review command.
    const ru = files.catalog('ru')
    ru['a.plain'] = 'Наше видение'
    ru['a.placeholder'] = 'Позвоните по {phone} или напишите на {email}'
    files.writeCatalog('ru', ru)
    // The English of one edited entry and of the plural message changes.
    writeSource({
      'a.plain': 'Our shared vision',
      'a.placeholder': "Call {phone} or write to {email}, it's free",
      'a.tag': 'Open {count, plural, one {# picture} other {# pictures}}',
    })
    fake.requests.length = 0
    const [report] = await translateCatalogs(files, translator(), ['ru'])
    expect(report?.needsReview).toEqual(['a.plain'])
    expect(report?.translated).toBe(2)
    const after = files.catalog('ru')
    expect(after['a.plain']).toBe('OUR SHARED VISION')
    expect(files.provenance('ru')['a.plain']?.earlier).toEqual({ text: 'Наше видение' })
    expect(after['a.placeholder']).toBe('Позвоните по {phone} или напишите на {email}')
    expect(after['a.tag']).toBe(
      'OPEN {count, plural, one {# PICTURE} few {# PICTURES} many {# PICTURES} other {# PICTURES}}',
    )
  })

  it('leaves an entry with no record (a person’s, not yet marked) alone', async () => {
    writeFileSync(join(dir, 'de.json'), JSON.stringify({ 'a.plain': 'Unsere Vision' }))
    writeSource({ 'a.plain': 'Our new vision' })
    const [report] = await translateCatalogs(files, translator(), ['de'])
    expect(report).toMatchObject({ translated: 0, needsReview: [] })
    expect(files.catalog('de')['a.plain']).toBe('Unsere Vision')
    expect(fake.requests).toEqual([])
  })

  it('splits work into batches of at most 128 strings', async () => {
    writeSource(Object.fromEntries(Array.from({ length: 130 }, (_, i) => [`b.item${i}`, `Item ${i}`])))
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

describe('a quota spent in the middle of a run', () => {
  // Enough entries for three batches a language; five languages.
  const entries = Object.fromEntries(
    Array.from({ length: 2 * MAX_BATCH_STRINGS + 10 }, (_, i) => [`q.item${i}`, `Item number ${i}`]),
  )
  const languages = ['es', 'fr', 'de', 'it', 'pt']
  const batchesPerLanguage = Math.ceil(Object.keys(entries).length / MAX_BATCH_STRINGS)

  it('keeps every batch translated before the failure, and the next run sends only the rest', async () => {
    writeSource(entries)
    // es and fr whole, then the first batch of de; the next request finds the quota spent.
    fake.failAfter(2 * batchesPerLanguage + 1)
    const failure = await translateCatalogs(files, translator(), languages).catch((error: unknown) => error)
    fake.recover()
    expect(failure).toBeInstanceOf(TranslationInterrupted)
    const interrupted = failure as TranslationInterrupted
    expect(interrupted.lang).toBe('de')
    expect(interrupted.left).toBe(Object.keys(entries).length - MAX_BATCH_STRINGS)
    expect(interrupted.reports.map((r) => [r.lang, r.translated])).toEqual([
      ['es', Object.keys(entries).length],
      ['fr', Object.keys(entries).length],
      ['de', MAX_BATCH_STRINGS],
    ])
    for (const lang of ['es', 'fr']) expect(Object.keys(files.catalog(lang))).toHaveLength(Object.keys(entries).length)
    const savedGerman = Object.keys(files.catalog('de'))
    expect(savedGerman).toHaveLength(MAX_BATCH_STRINGS)
    expect(Object.keys(files.provenance('de'))).toEqual(savedGerman)
    expect(existsSync(join(dir, 'it.json'))).toBe(false)

    fake.requests.length = 0
    await translateCatalogs(files, translator(), languages)
    // Nothing already saved is paid for again.
    expect(new Set(fake.requests.map((r) => r.target))).toEqual(new Set(['de', 'it', 'pt']))
    const sentGerman = fake.requests.filter((r) => r.target === 'de').flatMap((r) => r.q)
    const missingGerman = Object.keys(entries).filter((id) => !savedGerman.includes(id))
    expect(sentGerman).toEqual(missingGerman.map((id) => entries[id]))
    for (const lang of languages) expect(Object.keys(files.catalog(lang))).toHaveLength(Object.keys(entries).length)
  })
})

describe('what a failed request says', () => {
  it('names an unreachable service without the key the client library puts in the URL', async () => {
    const key = 'AIzaSecretKey-456'
    const closed = await startFakeGoogleTranslate()
    await closed.close()
    process.env.GOOGLE_CLOUD_TRANSLATE_ENDPOINT = closed.url
    // The library's own error, without its retries (they only take time here).
    const error = await new v2.Translate({ key, autoRetry: false }).translate('x', 'fr').catch((e: unknown) => e)
    expect(String((error as Error).message)).toContain(`key=${key}`)
    const said = toServiceError(error, key)
    expect(said.message).toMatch(/^ECONNREFUSED: request to .*key=\[redacted\]/)
    expect(said.message).not.toContain(key)
  })

  it('unwraps "Multiple errors occurred" into the status, reason and every message', () => {
    const wrapped = Object.assign(
      new Error(
        'Multiple errors occurred during the request. Please see the `errors` array for complete details.\n\n' +
          `    1. ${QUOTA_ERROR.message}\n    2. ${QUOTA_ERROR.errors[0]?.message}\n\n`,
      ),
      { code: 403, errors: QUOTA_ERROR.errors },
    )
    expect(toServiceError(wrapped).message).toBe(
      `403 userRateLimitExceeded: ${QUOTA_ERROR.message}; ${QUOTA_ERROR.errors[0]?.message}`,
    )
    expect(toServiceError(wrapped)).toMatchObject({ status: 403, reason: 'userRateLimitExceeded' })
  })

  it('takes the service’s answer from a gaxios error, and its reason', () => {
    const gaxios = Object.assign(new Error('Request failed with status code 403'), {
      status: 403,
      response: { status: 403, data: { error: QUOTA_ERROR } },
      config: { url: 'https://translation.googleapis.com/language/translate/v2?key=AIzaSecret' },
    })
    expect(toServiceError(gaxios, 'AIzaSecret').message).toBe(
      `403 userRateLimitExceeded: ${QUOTA_ERROR.message}; ${QUOTA_ERROR.errors[0]?.message}`,
    )
  })
})

describe('the commands’ arguments', () => {
  it('refuses English and unknown languages before anything is translated', () => {
    expect(() => chosenLanguages(['en'])).toThrow(UsageError)
    expect(() => chosenLanguages(['fr', 'xx'])).toThrow(/xx/)
    expect(chosenLanguages(['ja', 'ar'])).toEqual(['ja', 'ar'])
    expect(chosenLanguages([])).toEqual(TRANSLATED_LANGUAGES)
  })

  it('review records only the entries named, refuses no ids without --all, and a mistyped id', async () => {
    await translateCatalogs(files, translator(), ['fr'])
    const before = JSON.stringify(files.provenance('fr'))
    expect(review(files, 'fr', [], { machine: false, all: false })).toHaveProperty('error')
    expect(review(files, 'fr', ['a.plian'], { machine: false, all: false })).toHaveProperty('error')
    expect(review(files, 'en', ['a.plain'], { machine: false, all: false })).toHaveProperty('error')
    expect(JSON.stringify(files.provenance('fr'))).toBe(before)
    expect(review(files, 'fr', ['a.plain'], { machine: false, all: false })).toEqual({ recorded: 1 })
    expect(files.provenance('fr')['a.plain']?.status).toBe('reviewed')
    expect(files.provenance('fr')['a.tag']?.status).toBe('machine')
  })
})

describe('npm run i18n:translate as a command', () => {
  const run = promisify(execFile)
  const tsx = resolve('node_modules/.bin/tsx')
  const script = resolve('scripts/translate.ts')

  async function translateIn(cwd: string, args: string[], env: Record<string, string>) {
    try {
      const { stdout, stderr } = await run(tsx, [script, ...args], { cwd, env: { ...process.env, ...env } })
      return { code: 0, stdout, stderr }
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string }
      return { code: e.code, stdout: e.stdout, stderr: e.stderr }
    }
  }

  function project(): string {
    const cwd = mkdtempSync(join(tmpdir(), 'project-'))
    mkdirSync(join(cwd, 'locales'))
    writeFileSync(join(cwd, 'locales', 'en.json'), JSON.stringify({ 'a.plain': { defaultMessage: 'Our vision' } }))
    return cwd
  }

  it('says in one line that a key is bad, and writes nothing', { timeout: 60_000 }, async () => {
    const cwd = project()
    const result = await translateIn(cwd, ['fr'], {
      GOOGLE_TRANSLATE_API_KEY: BAD_KEY,
      GOOGLE_CLOUD_TRANSLATE_ENDPOINT: fake.url,
    })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain('API key not valid')
    expect(existsSync(join(cwd, 'locales', 'fr.json'))).toBe(false)
  })

  it(
    'on a quota error says the status, reason and message, never the key, and keeps what was done',
    { timeout: 60_000 },
    async () => {
      const cwd = project()
      const key = 'AIzaSecretKey-123'
      const env = { GOOGLE_TRANSLATE_API_KEY: key, GOOGLE_CLOUD_TRANSLATE_ENDPOINT: fake.url }
      fake.failAfter(1)
      const result = await translateIn(cwd, ['es', 'fr'], env)
      fake.recover()
      expect(result.code).toBe(1)
      const reason = result.stderr.trim()
      expect(reason).toContain('saved (es 1, fr 0)')
      expect(reason.split('\n')).toHaveLength(1)
      expect(reason).toContain(`403 ${QUOTA_ERROR.errors[0]?.reason}`)
      expect(reason).toContain(QUOTA_ERROR.message)
      expect(reason).not.toContain('Multiple errors')
      expect(reason).not.toContain(key)
      expect(existsSync(join(cwd, 'locales', 'es.json'))).toBe(true)
      expect(existsSync(join(cwd, 'locales', 'fr.json'))).toBe(false)

      fake.requests.length = 0
      expect((await translateIn(cwd, ['es', 'fr'], env)).code).toBe(0)
      expect(fake.requests.map((r) => r.target)).toEqual(['fr'])
    },
  )

  it('refuses `-- xx` and `-- en` without creating a catalog or asking the service', { timeout: 60_000 }, async () => {
    const cwd = project()
    fake.requests.length = 0
    for (const lang of ['xx', 'en']) {
      const result = await translateIn(cwd, [lang], {
        GOOGLE_TRANSLATE_API_KEY: 'test-key',
        GOOGLE_CLOUD_TRANSLATE_ENDPOINT: fake.url,
      })
      expect(result.code).toBe(2)
      expect(result.stderr.trim().split('\n')).toHaveLength(1)
    }
    expect(existsSync(join(cwd, 'locales', 'xx.json'))).toBe(false)
    expect(JSON.parse(readFileSync(join(cwd, 'locales', 'en.json'), 'utf8'))).toEqual({
      'a.plain': { defaultMessage: 'Our vision' },
    })
    expect(fake.requests).toHaveLength(0)
  })
})

describe('placeholder protection', () => {
  it('round-trips messages untouched when nothing is translated', () => {
    for (const m of [
      'a < b & c',
      'Hi {name}',
      '<b>bold</b> {n, plural, one {# x} other {# y}}',
      "“quotes” & 'apostrophes' &eacute;",
    ]) {
      expect(unprotect(protect(m))).toBe(m)
    }
  })

  it('decodes every HTML entity the service may return', () => {
    expect(unprotect('caf&eacute; &amp; cr&egrave;me &#8212; &#x263A; &nbsp;!')).toBe('café & crème — ☺ \u00a0!')
  })
})
