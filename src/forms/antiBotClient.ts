// Solves the server's ALTCHA challenge in the background while the visitor
// types, so nobody is asked to prove they are human. The payload can be used once.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'

export const CHALLENGE_ENDPOINT = '/api/altcha/challenge'

export async function solveAntiBotChallenge(signal?: AbortSignal): Promise<string | undefined> {
  try {
    const response = await fetch(CHALLENGE_ENDPOINT, { signal })
    if (!response.ok) return undefined
    const challenge = (await response.json()) as Challenge
    const controller = new AbortController()
    signal?.addEventListener('abort', () => controller.abort())
    const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 })
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
