// POST /api/translate as an abuser would try it, with the real Google v2
// client talking to a local fake of the service: only published strings the
// language lacks, caps per request, a daily share per client and a daily budget
// (given back when refused), a short time-out with a remembered failure, and
// no more characters upstream than the strings asked for.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TRANSLATED_LANGUAGES } from '../../src/config/languages'
import { buildServer } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { TRANSLATE_ERRORS } from '../../src/server/routes/translate'
import { TRANSLATABLE_FILE } from '../../src/server/siteBuild'
import { charsReceived, startFakeGoogleTranslate, type FakeTranslate } from './fakeGoogleTranslate'

const PUBLISHED = [
  'Our vision',
  'Call {phone} today',
  'Build quarterly hiring plans with business leaders',
  'Partner with business leaders to plan and deliver hiring for a fast-growing capability centre.',
  'Apply',
]

let fake: FakeTranslate
beforeAll(async () => {
  fake = await startFakeGoogleTranslate()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
})

let server: FastifyInstance | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** Language → the published English its catalogs lack, as the build writes it. */
type Missing = Record<string, readonly string[]>
const lackingAll = (texts: readonly string[]): Missing =>
  Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, texts]))

function siteFolder(missing: Missing): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>home</body></html>')
  mkdirSync(join(dist, '.meta'))
  writeFileSync(join(dist, TRANSLATABLE_FILE), JSON.stringify(missing))
  return dist
}

let dist = ''

async function start(env: Record<string, string> = {}, endpoint = fake.url, missing = lackingAll(PUBLISHED)) {
  dist = siteFolder(missing)
  const config = loadConfig({
    DIST_DIR: dist,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'data-')),
    LOG_LEVEL: 'silent',
    GOOGLE_TRANSLATE_API_KEY: 'test-key',
    GOOGLE_CLOUD_TRANSLATE_ENDPOINT: endpoint,
    ...env,
  })
  server = await buildServer({ config, outboxStopped: true })
  return server
}

const ask = (app: FastifyInstance, q: string | string[], target = 'fr', remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/translate', remoteAddress, payload: { q, target, source: 'en' } })

const texts = (res: { json: () => { data: { translations: { translatedText: string }[] } } }) =>
  res.json().data.translations.map((t) => t.translatedText)

describe('POST /api/translate', () => {
  it('translates published strings, keeping placeholders, and answers repeats from its cache', async () => {
    const app = await start()
    const first = await ask(app, ['Our vision', 'Call {phone} today', 'Our vision'])
    expect(first.statusCode).toBe(200)
    expect(texts(first)).toEqual(['OUR VISION', 'CALL {phone} TODAY', 'OUR VISION'])
    expect(fake.requests.flatMap((r) => r.q)).toEqual(['Our vision', 'Call <span translate="no">{phone}</span> today'])
    fake.requests.length = 0
    expect(texts(await ask(app, 'Our vision'))).toEqual(['OUR VISION'])
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses text the site does not publish, whether or not a provider is configured, at no cost', async () => {
    for (const env of [{}, { GOOGLE_TRANSLATE_API_KEY: '' }] as Record<string, string>[]) {
      const app = await start(env)
      const res = await ask(app, ['Our vision', 'Wire the fee to account 123'])
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({ error: TRANSLATE_ERRORS.notPublished, unknown: 1 })
      await app.close()
      server = undefined
    }
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses, at no cost, a published string the target language already has', async () => {
    // French holds everything but the heading; German lacks the phone line too.
    const app = await start({}, fake.url, { ...lackingAll([]), fr: ['Our vision'], de: ['Call {phone} today'] })
    const held = await ask(app, ['Our vision', 'Call {phone} today'], 'fr')
    expect(held.statusCode).toBe(422)
    expect(held.json()).toEqual({ error: TRANSLATE_ERRORS.notPublished, unknown: 1 })
    expect((await ask(app, 'Call {phone} today', 'it')).statusCode).toBe(422)
    expect(fake.requests).toHaveLength(0)
    expect(texts(await ask(app, 'Our vision', 'fr'))).toEqual(['OUR VISION'])
    expect(texts(await ask(app, 'Call {phone} today', 'de'))).toEqual(['CALL {phone} TODAY'])
    expect(fake.requests.flatMap((r) => r.q)).toHaveLength(2)
  })

  it("gives each client address a share of the day's characters, so one cannot spend it for everyone", async () => {
    const app = await start({ TRANSLATE_DAILY_CHAR_BUDGET: '1000', TRANSLATE_CLIENT_DAILY_CHAR_BUDGET: '60' })
    // 50 characters, then 10 more: exactly the share; the next 10 would pass it.
    expect((await ask(app, 'Build quarterly hiring plans with business leaders')).statusCode).toBe(200)
    expect((await ask(app, 'Our vision', 'de')).statusCode).toBe(200)
    const spent = await ask(app, 'Our vision', 'it')
    expect(spent.statusCode).toBe(429)
    expect(spent.json()).toEqual({ error: TRANSLATE_ERRORS.clientBudget })
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(spent.headers['retry-after'])).toBeLessThanOrEqual(86_400)
    // Another visitor is still served, and cached answers cost nobody anything.
    expect((await ask(app, 'Our vision', 'it', '192.0.2.7')).statusCode).toBe(200)
    expect(texts(await ask(app, 'Our vision', 'de'))).toEqual(['OUR VISION'])
    expect(charsReceived(fake.requests)).toBe(70)
  })

  it('gives back what a refused request counted, to the day and to the client', async () => {
    const app = await start({ TRANSLATE_DAILY_CHAR_BUDGET: '65', TRANSLATE_CLIENT_DAILY_CHAR_BUDGET: '60' })
    expect((await ask(app, 'Build quarterly hiring plans with business leaders', 'fr')).statusCode).toBe(200)
    expect((await ask(app, 'Our vision', 'fr')).statusCode).toBe(200) // the day: 60 of 65
    const other = '192.0.2.8'
    // 50 more would pass the day's 65: refused, and neither count keeps them.
    expect((await ask(app, 'Build quarterly hiring plans with business leaders', 'de', other)).statusCode).toBe(503)
    // So the day still has 5 characters, and this client its whole share:
    expect((await ask(app, 'Apply', 'de', other)).statusCode).toBe(200)
    // the day is spent now (503), where a client that kept the refused 50 would be refused its share (429).
    expect((await ask(app, 'Our vision', 'it', other)).statusCode).toBe(503)
    expect(charsReceived(fake.requests)).toBe(65)
  })

  it('sends nothing upstream for a 60 KB request of "{}"', async () => {
    const app = await start()
    const res = await ask(
      app,
      Array.from({ length: 30 }, () => '{}'.repeat(1000)),
    )
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    const one = await ask(app, '{}'.repeat(30_000))
    expect(one.statusCode).toBeGreaterThanOrEqual(400)
    expect(one.statusCode).toBeLessThan(500)
    expect(fake.requests).toHaveLength(0)
  })

  it('caps strings and characters per request', async () => {
    const app = await start({ TRANSLATE_MAX_STRINGS: '3', TRANSLATE_MAX_CHARS: '60' })
    expect((await ask(app, ['Our vision', 'Our vision', 'Our vision', 'Our vision'])).statusCode).toBe(400)
    const long = await ask(app, [PUBLISHED[3] ?? ''])
    expect(long.statusCode).toBe(413)
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses English and unknown languages as targets', async () => {
    const app = await start()
    for (const target of ['en', 'xx', '']) expect((await ask(app, 'Our vision', target)).statusCode).toBe(400)
    expect(fake.requests).toHaveLength(0)
  })

  it('keeps a daily character budget for the whole server, then answers 503', async () => {
    const app = await start({ TRANSLATE_DAILY_CHAR_BUDGET: '60' })
    // 50 characters, then 10 more: exactly the budget; the next 10 would pass it.
    expect((await ask(app, 'Build quarterly hiring plans with business leaders')).statusCode).toBe(200)
    expect((await ask(app, 'Our vision', 'de')).statusCode).toBe(200)
    const spent = await ask(app, 'Our vision', 'it')
    expect(spent.statusCode).toBe(503)
    expect(spent.json()).toEqual({ error: TRANSLATE_ERRORS.budget })
    // What is cached still answers.
    expect(texts(await ask(app, 'Our vision', 'de'))).toEqual(['OUR VISION'])
    expect(charsReceived(fake.requests)).toBe(60)
  })

  it('sends upstream no more characters than asked for, plus placeholders (ratio ≤ 1.1 for a posting)', async () => {
    const app = await start()
    const posting = [PUBLISHED[3] ?? '', PUBLISHED[2] ?? '']
    await ask(app, posting, 'ja')
    const asked = posting.join('').length
    expect(charsReceived(fake.requests) / asked).toBeLessThanOrEqual(1.1)
  })

  it('times a silent provider out, then leaves it alone for a while (no cost per request in an outage)', async () => {
    let calls = 0
    const silent: Server = createServer(() => {
      calls++ // never answers
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/language/translate/v2`
    try {
      const app = await start({ TRANSLATE_TIMEOUT_MS: '300', TRANSLATE_FAILURE_COOLDOWN_MS: '60000' }, url)
      const started = Date.now()
      const failed = await ask(app, 'Our vision')
      expect(failed.statusCode).toBe(502)
      expect(Date.now() - started).toBeLessThan(5_000)
      const again = await ask(app, 'Call {phone} today')
      expect(again.statusCode).toBe(503)
      expect(again.json()).toEqual({ error: TRANSLATE_ERRORS.unavailable })
      expect(calls).toBe(1)
    } finally {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
  })

  it('keeps no more cached translations than its bound, the newest staying', async () => {
    const app = await start({ TRANSLATE_CACHE_MAX_ENTRIES: '2' })
    await ask(app, 'Our vision', 'fr')
    await ask(app, 'Our vision', 'de')
    await ask(app, 'Our vision', 'it')
    expect(await app.store.cachedTranslation('fr', 'Our vision')).toBeUndefined()
    expect(await app.store.cachedTranslation('de', 'Our vision')).toBe('OUR VISION')
    expect(await app.store.cachedTranslation('it', 'Our vision')).toBe('OUR VISION')
  })

  it('follows a new build: a string published by it is accepted without a restart', async () => {
    const app = await start()
    expect((await ask(app, 'A new heading')).statusCode).toBe(422)
    writeFileSync(join(dist, TRANSLATABLE_FILE), JSON.stringify(lackingAll([...PUBLISHED, 'A new heading'])))
    await new Promise((resolve) => setTimeout(resolve, 1_100)) // the list is looked at again once a second
    expect(texts(await ask(app, 'A new heading'))).toEqual(['A NEW HEADING'])
  })
})
