// Solves the server's ALTCHA challenge in the background while the visitor
// types, so nobody is asked to prove they are human. The payload can be used once.
// The work runs in a Web Worker, so the page stays responsive; a browser
// without workers solves on the page instead.
import { solveChallenge, solveChallengeWorkers, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'

export const CHALLENGE_ENDPOINT = '/api/altcha/challenge'
const TIMEOUT_MS = 60_000

const createWorker = () => new Worker(new URL('./antiBotWorker.ts', import.meta.url), { type: 'module' })

export async function solveAntiBotChallenge(signal?: AbortSignal): Promise<string | undefined> {
  try {
    const response = await fetch(CHALLENGE_ENDPOINT, { signal })
    if (!response.ok) return undefined
    const challenge = (await response.json()) as Challenge
    const controller = new AbortController()
    signal?.addEventListener('abort', () => controller.abort())
    const solution =
      typeof Worker === 'function'
        ? // One worker: the other core is the page's.
          await solveChallengeWorkers({ challenge, controller, createWorker, concurrency: 1, timeout: TIMEOUT_MS })
        : await solveChallenge({ challenge, deriveKey, controller, timeout: TIMEOUT_MS })
    if (!solution) return undefined
    const json = JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    })
    return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
  } catch {
    return undefined // the server refuses the post then, and the form says so
  }
}
