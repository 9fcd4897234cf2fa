// The server's configuration, read once from the environment and checked, so
// a mistake is reported as a readable list at start-up (see .env.example).
import { z } from 'zod'

const trustProxy = z
  .string()
  .optional()
  .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
    if (!value || value === 'false') return false
    if (value === 'true') return true
    if (/^\d+$/.test(value)) {
      const hops = Number(value) // trust this many proxies in front of us
      return (_address, hop) => hop < hops
    }
    return value.split(',').map((s) => s.trim()).filter(Boolean) // addresses or CIDR ranges
  })

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4173),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DIST_DIR: z.string().default('./dist'),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_TRANSLATE_API_KEY: z.string().optional(),
  GOOGLE_CLOUD_TRANSLATE_ENDPOINT: z.string().url().optional(),
  RATE_LIMIT_TRANSLATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
})

export type ServerConfig = z.infer<typeof schema>

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return parsed.data
}
