import { useEffect, useState } from 'react'

/**
 * False during the pre-render and the first (hydrating) render, true after:
 * what depends on the browser (the URL query, scripts) waits for it, so the
 * first render matches the pre-rendered HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
