// The anti-bot solution a form posts with, in one hook for both forms. Solving
// starts when the visitor begins to fill the form (its first focus or input),
// not when the page loads; a form sent before that solves on submit. A
// solution is accepted once, so taking one starts the next. Whatever is under
// way stops when the form leaves the page.
import { useCallback, useEffect, useMemo, useRef } from 'react'

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

/** `solve` is for tests; the forms use the server's ALTCHA challenge. */
export function useAntiBotSolution(
  solve: (signal: AbortSignal) => Promise<string | undefined> = solveLater,
): AntiBotSolution {
  const pending = useRef<Promise<string | undefined> | undefined>(undefined)
  // Set while the form is on the page; its abort stops the solving under way.
  const controller = useRef<AbortController | undefined>(undefined)
  const solver = useRef(solve)

  useEffect(() => {
    const mounted = new AbortController()
    controller.current = mounted
    return () => {
      mounted.abort()
      controller.current = undefined
      pending.current = undefined
    }
  }, [])

  const begin = useCallback((): Promise<string | undefined> => {
    const signal = controller.current?.signal
    if (!signal) return Promise.resolve(undefined)
    const solution = solver.current(signal)
    pending.current = solution
    return solution
  }, [])

  const start = useCallback(() => {
    if (!pending.current) void begin()
  }, [begin])

  const take = useCallback(() => {
    const solution = pending.current ?? begin()
    pending.current = undefined
    const next = () => {
      if (!pending.current) void begin()
    }
    solution.then(next, next)
    return solution
  }, [begin])

  return useMemo<AntiBotSolution>(() => ({ start, take }), [start, take])
}
