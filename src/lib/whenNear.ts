/**
 * Runs `run` once `el` comes within `margin` of the viewport (at once if it is
 * already there): widget code is fetched when a visitor is about to see it,
 * not with the page. Returns what cancels the wait.
 */
export function whenNear(el: Element, run: () => void, margin = '200px'): () => void {
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      run()
    },
    { rootMargin: margin },
  )
  observer.observe(el)
  return () => observer.disconnect()
}
