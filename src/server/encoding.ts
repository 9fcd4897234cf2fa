// Which of a file's encodings to send for a request's Accept-Encoding. The
// smallest the visitor accepts wins, whatever order its header lists them in:
// a browser sends `gzip, deflate, br, zstd`, all at the same quality, and gets
// brotli. (No zstd: the build writes no .zst copies, and brotli is smaller for
// text of this size.) Only an explicit lower q-value puts gzip first.
import Negotiator from 'negotiator'

/** What Chromium, Firefox and Safari send today: the header the tests and the bench send. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/** The build's copies, smallest first. */
const SMALLEST_FIRST = ['br', 'gzip', 'identity']

type PreferredEncodings = (available: string[], options: { preferred: string[] }) => string[]

/**
 * The encoding to send, of those `available`, for a request's Accept-Encoding.
 * Browsers send a handful of distinct headers, so each answer is worked out once.
 */
const choices = new Map<string, string | undefined>()
export function chooseEncoding(accept: string | undefined, available: readonly string[]): string | undefined {
  const key = `${available.join()}|${accept ?? ''}`
  if (choices.has(key)) return choices.get(key)
  const negotiator = new Negotiator({ headers: { 'accept-encoding': accept ?? '' } })
  // negotiator 1.x takes the server's preference as an option its type definitions do not list yet.
  const encodings = (negotiator.encodings as unknown as PreferredEncodings).bind(negotiator)
  const choice = encodings([...available], { preferred: SMALLEST_FIRST })[0]
  if (choices.size >= 256) choices.clear()
  choices.set(key, choice)
  return choice
}
