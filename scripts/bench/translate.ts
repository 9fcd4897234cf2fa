// The runtime translation endpoint: POST /api/translate against the local fake
// of the Google v2 service: what is sent upstream per character asked, for
// postings (the fallback's largest strings) and for the whole list of
// published strings, and for an abuser's 60 KB of "{}".
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JOBS, postingTexts } from '../../src/content/jobs'
import { buildServer } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { TRANSLATABLE_FILE } from '../../src/server/siteBuild'
import { googleTranslator } from '../../src/server/translation/machine'
import { LocaleFiles } from '../lib/catalogs'
import { translatableByLanguage } from '../lib/translatable'
import { charsReceived, startFakeGoogleTranslate } from '../../tests/unit/fakeGoogleTranslate'

/** A site folder whose every language lacks every published string (as before the first translate run). */
function untranslatedSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'bench-translate-dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>home</body></html>')
  mkdirSync(join(dist, '.meta'))
  writeFileSync(join(dist, TRANSLATABLE_FILE), JSON.stringify(everythingMissing()))
  return dist
}

const everythingMissing = () =>
  translatableByLanguage(
    new LocaleFiles('locales').source(),
    () => ({}),
    () => ({}),
    JOBS,
  )

export async function benchTranslate(): Promise<void> {
  console.log('translate: the translation endpoint against a local fake of the service…')
  const dist = untranslatedSite()
  const fake = await startFakeGoogleTranslate()
  try {
    const config = loadConfig({
      DIST_DIR: dist,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-translate-')),
      LOG_LEVEL: 'silent',
      GOOGLE_TRANSLATE_API_KEY: 'bench',
      GOOGLE_CLOUD_TRANSLATE_ENDPOINT: fake.url,
      TRANSLATE_DAILY_CHAR_BUDGET: '100000000',
      TRANSLATE_CLIENT_DAILY_CHAR_BUDGET: '100000000',
    })
    const app = await buildServer({ config, outboxStopped: true })
    try {
      let asked = 0
      for (const job of JOBS.slice(0, 20)) {
        const texts = postingTexts(job)
        asked += [...new Set(texts)].reduce((n, t) => n + t.length, 0)
        await app.inject({ method: 'POST', url: '/api/translate', payload: { q: texts, target: 'fr' } })
      }
      console.log(
        `translate: 20 postings asked ${asked} characters, ${charsReceived(fake.requests)} sent upstream` +
          ` (${(charsReceived(fake.requests) / asked).toFixed(3)} per character asked)`,
      )
      fake.requests.length = 0
      const abuse = await app.inject({
        method: 'POST',
        url: '/api/translate',
        payload: { q: Array.from({ length: 30 }, () => '{}'.repeat(1000)), target: 'fr' },
      })
      console.log(
        `translate: 60 KB of "{}" answered ${abuse.statusCode}, ${charsReceived(fake.requests)} characters sent upstream`,
      )
      const published = everythingMissing().fr ?? []
      const total = published.reduce((n, t) => n + t.length, 0)
      const upstream = googleTranslator({ key: 'bench', endpoint: fake.url }).upstreamChars(published, 'fr')
      console.log(
        `translate: all ${published.length} published strings, ${total} characters, would send ${upstream}` +
          ` (${(upstream / total).toFixed(3)} per character)\n`,
      )
    } finally {
      await app.close()
    }
  } finally {
    await fake.close()
  }
}
