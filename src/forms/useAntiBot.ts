// The anti-bot solution a form posts with, in one hook for both forms. Solving
// starts when the visitor begins to fill the form (its first focus or input),
// not when the page loads; a form sent before that solves on submit. A
// solution is accepted once, so taking one starts the next. One kept until it
// is about to expire is solved again, so a slow visitor never posts a stale one.
// Whatever is under way stops when the form leaves the page.
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { ANTI_BOT_RENEW_MS } from '../config/constants'

/** The solver (altcha-lib) loads when a form first needs it, not with the page; if it cannot, there is no solution. */
const solveLater = (signal: AbortSignal) =>
  import('./antiBotClient').then(
    ({ solveAntiBotChallenge }) => solveAntiBotChallenge(signal),
    () => undefined,
  )

export type AntiBotSolution = {
  /** Starts solving unless a solution is already on its way: wire it to the form's onFocus and onInput. */
  start: () => void
  /**
   * The solution for one post (undefined when none could be had: the server
   * then refuses the post, and the form says so). Solved now if it never started;
   * once it is settled the next one starts, for the visitor's next post.
   */
  take: () => Promise<string | undefined>
}

type Solver = (signal: AbortSignal) => Promise<string | undefined>

/** What one form keeps: the solution under way, when it was started, the timer renewing it, the form's abort. */
type Kept = {
  pending?: Promise<string | undefined>
  startedAt: number
  renewal?: ReturnType<typeof setTimeout>
  controller?: AbortController
}

/** Starts a solution and keeps it; it is replaced by a new one before its challenge can expire. */
function begin(kept: Kept, solve: Solver): Promise<string | undefined> {
  const signal = kept.controller?.signal
  if (!signal) return Promise.resolve(undefined)
  const solution = solve(signal)
  kept.pending = solution
  kept.startedAt = Date.now()
  clearTimeout(kept.renewal)
  kept.renewal = setTimeout(() => {
    if (kept.pending === solution) void begin(kept, solve)
  }, ANTI_BOT_RENEW_MS)
  return solution
}

/** The kept solution, unless it is too old to post (a sleeping computer may have held the timer back). */
const fresh = (kept: Kept) =>
  kept.pending && Date.now() - kept.startedAt < ANTI_BOT_RENEW_MS ? kept.pending : undefined

/** `solve` is for tests; the forms use the server's ALTCHA challenge. */
export function useAntiBotSolution(solve: Solver = solveLater): AntiBotSolution {
  const kept = useRef<Kept>({ startedAt: 0 })
  const solver = useRef(solve)

  useEffect(() => {
    const state = kept.current
    const mounted = new AbortController()
    state.controller = mounted
    return () => {
      mounted.abort()
      clearTimeout(state.renewal)
      state.controller = undefined
      state.pending = undefined
    }
  }, [])

  const start = useCallback(() => {
    if (!kept.current.pending) void begin(kept.current, solver.current)
  }, [])

  const take = useCallback(() => {
    const state = kept.current
    const solution = fresh(state) ?? begin(state, solver.current)
    state.pending = undefined
    const next = () => {
      if (!state.pending) void begin(state, solver.current)
    }
    solution.then(next, next)
    return solution
  }, [])

  return useMemo<AntiBotSolution>(() => ({ start, take }), [start, take])
}
