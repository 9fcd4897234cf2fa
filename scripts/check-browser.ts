// Run before `npm test`: the browser tests need Chromium, and without it they
// would all fail after minutes of other work. Says in one line how to get it.
import { accessSync, constants } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
try {
  accessSync(path, constants.X_OK)
} catch {
  console.error(
    `The browser tests need Chromium at ${path}: install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  )
  process.exit(1)
}
