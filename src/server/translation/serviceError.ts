// What the translation service really said when a request failed, in one
// line a person can act on. The client libraries wrap it: @google-cloud's
// ApiError says "Multiple errors occurred during the request…" when the
// service's message and its `errors` list differ, a refused connection comes
// as an AggregateError or with a `cause`, and a request error quotes the URL,
// whose `?key=` is the API key. None of that wrapping is printed, the key never.

/** A failure of the service: its HTTP status and reason when it answered, and its message. */
export class TranslationServiceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly reason?: string,
  ) {
    super(message)
  }
}

type ErrorLike = {
  message?: unknown
  code?: unknown
  status?: unknown
  /** gaxios puts the service's JSON answer in `response.data`. */
  response?: { status?: unknown; statusCode?: unknown; data?: { error?: ServiceBody } }
  errors?: unknown
  cause?: unknown
}

/** The `error` of the service's JSON answer. */
type ServiceBody = { code?: unknown; message?: unknown; errors?: unknown }

const WRAPPER_MESSAGE = /^Multiple errors occurred/

/** Replaces the value of every `key=` query parameter (and the key itself, if given) with "[redacted]". */
export function redactKey(text: string, key?: string): string {
  const masked = text.replace(/([?&]key=)[^&\s"'#]+/g, '$1[redacted]')
  return key ? masked.split(key).join('[redacted]') : masked
}

/** The innermost error: through `cause` and the `errors` of an AggregateError. */
function innermost(error: unknown): ErrorLike {
  let current = (error ?? {}) as ErrorLike
  for (let depth = 0; depth < 10; depth++) {
    const inner = current.cause ?? (current instanceof AggregateError ? (current.errors as unknown[])[0] : undefined)
    if (!inner || typeof inner !== 'object') break
    current = inner as ErrorLike
  }
  return current
}

const firstLine = (text: unknown) => (typeof text === 'string' ? (text.split('\n')[0] ?? '').trim() : '')

export function toServiceError(error: unknown, key?: string): TranslationServiceError {
  if (error instanceof TranslationServiceError) return error
  const e = innermost(error)
  const body = e.response?.data?.error
  const status = [e.response?.status, e.response?.statusCode, e.status, body?.code, e.code].find(
    (v) => typeof v === 'number',
  )
  const list = Array.isArray(e.errors) ? e.errors : Array.isArray(body?.errors) ? body.errors : []
  const details = list as { message?: unknown; reason?: unknown }[]
  const reason = details.map((d) => d.reason).find((r) => typeof r === 'string') as string | undefined
  const messages = new Set<string>()
  const own = typeof e.message === 'string' ? e.message : ''
  // The wrapper lists the messages it wraps as "    1. …", "    2. …"; gaxios's own
  // ("Request failed with status code 403") says less than the service's answer.
  if (firstLine(body?.message)) messages.add(firstLine(body?.message))
  else if (WRAPPER_MESSAGE.test(own)) for (const [, m = ''] of own.matchAll(/^\s+\d+\. (.+)$/gm)) messages.add(m.trim())
  else if (firstLine(own)) messages.add(firstLine(own))
  for (const d of details) if (firstLine(d.message)) messages.add(firstLine(d.message))
  // A system error (ECONNREFUSED, ETIMEDOUT) names itself in `code`.
  const label = [status, reason ?? (typeof e.code === 'string' ? e.code : undefined)].filter(Boolean).join(' ')
  const said = [...messages].join('; ') || String(error)
  return new TranslationServiceError(
    redactKey(label ? `${label}: ${said}` : said, key),
    status as number | undefined,
    reason,
  )
}
