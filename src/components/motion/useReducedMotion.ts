import { useEffect, useState } from 'react'
import { REDUCED_MOTION_QUERY } from '../../lib/scroll'

/**
 * True when the visitor asks for less motion. False during the pre-render
 * and the first render, so hydration matches; it updates when the setting does.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const media = window.matchMedia(REDUCED_MOTION_QUERY)
    setReduced(media.matches)
    const onChange = () => setReduced(media.matches)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])
  return reduced
}
