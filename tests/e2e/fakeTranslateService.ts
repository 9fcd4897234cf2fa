// The browser tests' machine-translation provider: the same local fake of the
// Google Translation v2 API the unit tests use, on a fixed port.
import { startFakeGoogleTranslate } from '../unit/fakeGoogleTranslate'

const fake = await startFakeGoogleTranslate(Number(process.env.FAKE_TRANSLATE_PORT ?? 2527))
console.log(`fake translation service at ${fake.url}`)
