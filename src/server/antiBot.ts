// ALTCHA: a proof-of-work challenge issued and verified here (no third party),
// solved by the visitor's browser in the background. A solved challenge is
// accepted once: its signature is kept in the store until it expires.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { ANTI_BOT_CHALLENGE_TTL_MS as CHALLENGE_TTL_MS } from '../config/constants'
import { ownerOnlyDir } from './dataFiles'
import type { Store } from './store'

export interface AntiBot {
  challenge(): Promise<Challenge>
  /** True for a valid, unexpired, first use of a solved challenge (base64 JSON payload). */
  verify(payload: string | undefined): Promise<boolean>
}

/** The HMAC secret from the environment, or one generated once and kept in DATA_DIR (shared by every process using it). */
export function antiBotSecret(dataDir: string, configured?: string): string {
  if (configured) return configured
  const file = join(dataDir, 'altcha.key')
  if (!existsSync(file)) {
    ownerOnlyDir(dataDir)
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  }
  return readFileSync(file, 'utf8').trim()
}

export function createAntiBot(options: { secret: string; store: Store; maxNumber: number }): AntiBot {
  const maxCounter = options.maxNumber
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(maxCounter / 4), maxCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: options.secret,
      }),
    async verify(payload) {
      if (!payload || payload.length > 4096) return false
      let parsed: Payload
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload
      } catch {
        return false
      }
      const signature = parsed?.challenge?.signature
      if (typeof signature !== 'string' || !parsed.solution) return false
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: options.secret,
        })
        if (!result.verified) return false
      } catch {
        return false
      }
      const expiresAt = parsed.challenge.parameters.expiresAt ?? Date.now() + CHALLENGE_TTL_MS
      return options.store.useChallenge(signature, expiresAt * (expiresAt < 1e12 ? 1000 : 1))
    },
  }
}
