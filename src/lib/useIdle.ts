import { useEffect, useState } from 'react'

/**
 * True once the page has loaded and the browser is idle: for what the first
 * screen can do without (a background video), so it never competes with what
 * the visitor came for.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let cancel = () => {}
    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 })
        cancel = () => window.cancelIdleCallback(handle)
      } else {
        const timer = setTimeout(() => setIdle(true), 1000)
        cancel = () => clearTimeout(timer)
      }
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      cancel()
    }
  }, [])
  return idle
}
