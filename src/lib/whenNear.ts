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

/**
 * Runs `run` the first time the page scrolls (at once if it already has): for work
 * that matters only once a visitor moves through the page. Returns what cancels it.
 */
export function afterFirstScroll(run: () => void): () => void {
  if (window.scrollX !== 0 || window.scrollY !== 0) {
    run()
    return () => {}
  }
  const onScroll = () => run()
  window.addEventListener('scroll', onScroll, { once: true, passive: true })
  return () => window.removeEventListener('scroll', onScroll)
}
