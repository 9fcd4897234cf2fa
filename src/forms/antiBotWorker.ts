// The anti-bot proof of work, off the page's main thread: altcha-lib's worker
// protocol with the browser's own SHA (Web Crypto), so typing and scrolling
// never wait for it.
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { handler } from 'altcha-lib/workers/shared'

handler({ deriveKey })
