// Starts the site: configuration from the environment, listen, and close
// gracefully (finish requests in flight, close the store) on SIGINT/SIGTERM.
import { buildServer } from './app'
import { loadConfig } from './config'

const config = loadConfig()
const server = await buildServer({ config })

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    server.log.info({ signal }, 'shutting down')
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

await server.listen({ port: config.PORT, host: config.HOST })
