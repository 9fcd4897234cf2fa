export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** The visitor asked for less motion (false where there is no window, as in the pre-render). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true
}

const behavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth')

/** Smooth, unless the visitor asked for reduced motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: behavior() })
}

/** Brings an element's top into view, smoothly unless reduced motion is asked for. */
export function scrollToElement(element: Element | null | undefined): void {
  element?.scrollIntoView({ behavior: behavior(), block: 'start' })
}
