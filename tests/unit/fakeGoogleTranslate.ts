// A local stand-in for the Google Cloud Translation v2 REST API: it answers
// POST requests of the real shape, "translating" text by upper-casing what is
// outside <span translate="no"> and returning HTML entities, as the service does.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A key the fake refuses, as the service refuses an invalid one. */
export const BAD_KEY = 'bad-key'

/** Characters received in all requests so far (what the service would bill). */
export const charsReceived = (requests: readonly FakeRequest[]) =>
  requests.reduce((sum, r) => sum + r.q.reduce((n, text) => n + text.length, 0), 0)

export type FakeRequest = { key: string | null; q: string[]; target: string; source: string; format: string }

export type FakeTranslate = {
  url: string
  requests: FakeRequest[]
  /** Answer every request with this status until `recover()`. */
  fail: (status: number) => void
  /** Leave the last text of every request untranslated (a short answer) until `recover()`. */
  answerShort: () => void
  /** Answer the next `n` requests, then refuse every one as the service does once the quota is spent (until `recover()`). */
  failAfter: (n: number) => void
  recover: () => void
  close: () => Promise<void>
}

function fakeTranslate(html: string): string {
  return html
    .split(/(<span translate="no">[\s\S]*?<\/span>)/)
    .map((part) =>
      part.startsWith('<span translate="no">')
        ? part
        : part.replace(/(&[#\w]+;)|[^&]+/g, (m, entity?: string) => entity ?? m.toUpperCase().replace(/'/g, '&#39;')),
    )
    .join('')
}

/**
 * The service's answer once a quota is spent, as it comes: its message and
 * the one in `errors` differ, which the client library reports only as
 * "Multiple errors occurred during the request".
 */
export const QUOTA_ERROR = {
  code: 403,
  message:
    "Quota exceeded for quota metric 'v2 and v3 general model characters' and limit 'v2 and v3 general model characters per day' of service 'translate.googleapis.com'",
  errors: [{ message: 'User Rate Limit Exceeded', domain: 'usageLimits', reason: 'userRateLimitExceeded' }],
  status: 'PERMISSION_DENIED',
}

/** A letter of each non-Latin target's script, put before a "translation" when asked (see below). */
const SCRIPT_MARK: Record<string, string> = { ru: 'Я ', ja: '訳 ', ko: '번 ', zh: '译 ', hi: 'अ ', ar: 'ت ' }

/**
 * @param options.scriptMarks start each answer for a non-Latin language with a
 *   letter of its script, so what comes back passes i18n:check's script test.
 */
export async function startFakeGoogleTranslate(
  port = 0,
  options: { scriptMarks?: boolean } = {},
): Promise<FakeTranslate> {
  const requests: FakeRequest[] = []
  let failStatus: number | undefined
  let short = false
  let answersBeforeQuota = Infinity
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const json = JSON.parse(body || '{}') as { q: string | string[]; target: string; source: string; format: string }
      const q = Array.isArray(json.q) ? json.q : [json.q]
      requests.push({
        key: url.searchParams.get('key'),
        q,
        target: json.target,
        source: json.source,
        format: json.format,
      })
      res.setHeader('content-type', 'application/json')
      if (answersBeforeQuota-- <= 0) {
        res.statusCode = QUOTA_ERROR.code
        res.end(JSON.stringify({ error: QUOTA_ERROR }))
        return
      }
      if (failStatus) {
        res.statusCode = failStatus
        res.end(JSON.stringify({ error: { code: res.statusCode, message: 'Backend Error' } }))
        return
      }
      if (url.searchParams.get('key') === BAD_KEY) {
        res.statusCode = 400
        res.end(JSON.stringify({ error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } }))
        return
      }
      const mark = options.scriptMarks ? (SCRIPT_MARK[json.target] ?? '') : ''
      const translate = (text: string) => mark + (json.format === 'text' ? text.toUpperCase() : fakeTranslate(text))
      const answered = short ? q.slice(0, -1) : q
      res.end(JSON.stringify({ data: { translations: answered.map((text) => ({ translatedText: translate(text) })) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}/language/translate/v2`,
    requests,
    fail: (status) => (failStatus = status),
    answerShort: () => (short = true),
    failAfter: (n) => (answersBeforeQuota = n),
    recover: () => {
      failStatus = undefined
      short = false
      answersBeforeQuota = Infinity
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
