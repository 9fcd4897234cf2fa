// @vitest-environment jsdom
// The forms' anti-bot hook: nothing is solved when the page loads; the first
// focus or input inside the form starts it; a post takes the solution (solving
// it then if it never started) and the next one follows; leaving the page stops it.
import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANTI_BOT_CHALLENGE_TTL_MS, ANTI_BOT_RENEW_MS } from '../../src/config/constants'
import { useAntiBotSolution, type AntiBotSolution } from '../../src/forms/useAntiBot'

let host: HTMLDivElement
let root: Root
let hook: AntiBotSolution
let signals: AbortSignal[]
let solve: ReturnType<typeof vi.fn<(signal: AbortSignal) => Promise<string | undefined>>>

function Probe({ solver }: { solver: (signal: AbortSignal) => Promise<string | undefined> }) {
  const antiBot = useAntiBotSolution(solver)
  useEffect(() => {
    hook = antiBot
  }, [antiBot])
  return (
    <form onFocus={antiBot.start} onInput={antiBot.start}>
      <input name="name" />
      <textarea name="message" />
    </form>
  )
}

async function mount() {
  await act(async () => root.render(<Probe solver={solve} />))
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  signals = []
  solve = vi.fn(async (signal: AbortSignal) => {
    signals.push(signal)
    return `solution-${signals.length}`
  })
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})

afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
})

describe('useAntiBotSolution', () => {
  it('solves nothing on load; starts once at the first focus or input inside the form', async () => {
    await mount()
    expect(solve).not.toHaveBeenCalled()
    await act(async () => host.querySelector('input')!.focus())
    expect(solve).toHaveBeenCalledTimes(1)
    await act(async () => host.querySelector('textarea')!.focus())
    await act(async () => {
      host.querySelector('textarea')!.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(solve).toHaveBeenCalledTimes(1)
  })

  it('starts on input too', async () => {
    await mount()
    await act(async () => {
      host.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(solve).toHaveBeenCalledTimes(1)
  })

  it('gives a post the solution under way, then solves the next one for the next post', async () => {
    await mount()
    await act(async () => host.querySelector('input')!.focus())
    let taken: string | undefined
    await act(async () => {
      taken = await hook.take()
    })
    expect(taken).toBe('solution-1')
    expect(solve).toHaveBeenCalledTimes(2)
    await act(async () => {
      taken = await hook.take()
    })
    expect(taken).toBe('solution-2')
  })

  it('solves on submit when the form was never touched', async () => {
    await mount()
    let taken: string | undefined
    await act(async () => {
      taken = await hook.take()
    })
    expect(taken).toBe('solution-1')
  })

  it('stops the solving under way when the form leaves the page', async () => {
    solve.mockImplementation((signal) => {
      signals.push(signal)
      return new Promise(() => {}) // still solving
    })
    await mount()
    await act(async () => host.querySelector('input')!.focus())
    expect(signals[0]?.aborted).toBe(false)
    await act(async () => root.unmount())
    expect(signals[0]?.aborted).toBe(true)
    root = createRoot(host) // for afterEach
  })

  describe('a visitor slower than the challenge lives', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
    afterEach(() => vi.useRealTimers())

    it('gets a solution renewed before its challenge expires', async () => {
      expect(ANTI_BOT_RENEW_MS).toBeLessThan(ANTI_BOT_CHALLENGE_TTL_MS)
      await mount()
      await act(async () => host.querySelector('input')!.focus())
      expect(solve).toHaveBeenCalledTimes(1)
      await act(async () => vi.advanceTimersByTime(ANTI_BOT_CHALLENGE_TTL_MS + 60_000))
      // Renewed once in the challenge's life, again in the next one's.
      expect(solve.mock.calls.length).toBeGreaterThanOrEqual(2)
      let taken: string | undefined
      await act(async () => {
        taken = await hook.take()
      })
      expect(taken).toBe(`solution-${solve.mock.calls.length - 1}`)
    })

    it('solves again on submit when the timer was held back (a computer asleep)', async () => {
      await mount()
      await act(async () => host.querySelector('input')!.focus())
      vi.setSystemTime(Date.now() + ANTI_BOT_CHALLENGE_TTL_MS)
      let taken: string | undefined
      await act(async () => {
        taken = await hook.take()
      })
      expect(taken).toBe('solution-2')
    })
  })
})
