// Security headers for every answer. The CSP is per page: pages carry the
// hashes of their own inline scripts (the router's hydration data), never
// 'unsafe-inline' for scripts.
import helmet from 'helmet'
import type { FastifyInstance } from 'fastify'
import { VIDEO_EMBED_ORIGIN } from '../config/brand'

/**
 * @param scriptHashes hashes of the page's own inline scripts
 * @param thirdParty origins a configured third party (the job-board widget) loads from
 * @param wasm the page compiles WebAssembly (the search page: the search index's code)
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  thirdParty: readonly string[] = [],
  { wasm = false }: { wasm?: boolean } = {},
): string {
  const extra = thirdParty.length ? ' ' + thirdParty.join(' ') : ''
  return [
    "default-src 'self'",
    `script-src 'self'${wasm ? " 'wasm-unsafe-eval'" : ''}${scriptHashes.length ? ' ' + scriptHashes.join(' ') : ''}${extra}`,
    // Styles: our stylesheet plus style attributes set by carousel and motion code.
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    "media-src 'self'",
    // The video player's frame loads only when a visitor presses play.
    `frame-src ${VIDEO_EMBED_ORIGIN}${extra}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The search index's worker (Pagefind's, from our own origin) fetches the index
 * and compiles its WebAssembly; a worker takes its policy from its own response.
 */
export const SEARCH_WORKER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'"

/** Powerful browser features the site never uses, switched off for it and for any frame in it. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'

/** An SVG opened on its own runs nothing and loads nothing. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: false, // set per answer below
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  // Agrees with the CSP's frame-ancestors 'none'.
  frameguard: { action: 'deny' },
}

/**
 * The headers helmet sets for our options. They are the same on every answer, so
 * they are worked out once here and copied onto each reply, instead of running
 * helmet's dozen middlewares per request (a tenth of a page request's CPU).
 */
function helmetHeaders(): Record<string, string> {
  if (sameOnEveryAnswer) return sameOnEveryAnswer
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  let done = false
  helmet(HELMET_OPTIONS)({} as never, response as never, () => (done = true))
  if (!done) throw new Error('helmet did not finish synchronously')
  return (sameOnEveryAnswer = headers)
}
let sameOnEveryAnswer: Record<string, string> | undefined

/** The security headers of every answer (HSTS, nosniff, framing, referrer…), for the host configurations too. */
export const securityHeaders = (): Readonly<Record<string, string>> => helmetHeaders()

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders()
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  // Policies for documents only: a script, a stylesheet or a font ignores them, and
  // they were a kilobyte on every asset. An SVG opened on its own is a document too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html')) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy())
      reply.header('permissions-policy', PERMISSIONS_POLICY)
    } else if (type.startsWith('image/svg')) {
      reply.header('content-security-policy', SVG_POLICY)
    }
    done(null, payload)
  })
}
