import { useEffect, useRef, type ReactNode } from 'react'
import { afterFirstScroll, whenNear } from '../../lib/whenNear'

type From = 'left' | 'right' | 'below'

type Props = {
  from?: From
  /** Seconds; staggered lists pass 0.2 (or 0.15) per item. */
  delay?: number
  duration?: number
  className?: string
  children: ReactNode
}

/** SPEC 9: 80 px offset, 1 s, shown at 30 % visible. */
const OFFSET = 80
const THRESHOLD = 0.3
const MOTION_ALLOWED = '(prefers-reduced-motion: no-preference)'
/** How close to the viewport a block must come before the motion library is fetched for it. */
const NEAR_VIEWPORT = '300px'

type Gsap = (typeof import('gsap'))['gsap']

/**
 * A block that slides in from one side and fades in once 30 % of it is in
 * view, and reverses when it leaves. The pre-rendered HTML shows it as is:
 * the hidden start state is set only in the browser, and never when the
 * visitor asks for reduced motion. Motion starts with the visitor's first
 * scroll: what the first screen shows stays as painted (it never vanishes to
 * slide back in), and the motion library (gsap) is fetched only then, once a
 * block comes near the viewport, and never for a visitor who asked for
 * reduced motion. Only opacity is animated, never visibility, so a hidden
 * block stays in the tab order; focus inside it shows it at once. "Left" and
 * "right" follow the reading direction, so Arabic mirrors.
 */
export function Reveal({ from = 'below', delay = 0, duration = 1, className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    const motion = window.matchMedia(MOTION_ALLOWED)
    if (!el || !motion.matches) return
    let ended = false
    let stopAnimating = () => {}
    let stopNear = () => {}
    const stopScroll = afterFirstScroll(() => {
      stopNear = whenNear(
        el,
        () =>
          void import('gsap').then(({ gsap }) => {
            if (!ended && motion.matches) stopAnimating = animate(gsap, el, from, delay, duration)
          }),
        NEAR_VIEWPORT,
      )
    })
    // A visitor who turns motion off meanwhile sees the block as it is, at once.
    const onMotionChange = () => {
      if (motion.matches) return
      stopAnimating()
      stopAnimating = () => {}
    }
    motion.addEventListener('change', onMotionChange)
    return () => {
      ended = true
      stopScroll()
      stopNear()
      motion.removeEventListener('change', onMotionChange)
      stopAnimating()
    }
  }, [from, delay, duration])
  return (
    <div ref={ref} className={className} data-reveal={from}>
      {children}
    </div>
  )
}

/**
 * Sets the hidden start state and plays the slide-in at 30 % visible; returns what undoes it all.
 * A block in view when motion starts stays shown until it leaves.
 */
function animate(gsap: Gsap, el: HTMLElement, from: From, delay: number, duration: number): () => void {
  const rtl = getComputedStyle(el).direction === 'rtl'
  const side = from === 'left' ? -1 : from === 'right' ? 1 : 0
  const tween = gsap.fromTo(
    el,
    { opacity: 0, x: side * OFFSET * (rtl ? -1 : 1), y: from === 'below' ? OFFSET : 0 },
    { opacity: 1, x: 0, y: 0, duration, delay, ease: 'power2.out', paused: true },
  )
  const box = el.getBoundingClientRect()
  if (box.bottom > 0 && box.top < window.innerHeight) tween.progress(1)
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry?.isIntersecting) tween.play()
      else if (!el.contains(document.activeElement)) tween.reverse()
    },
    { threshold: THRESHOLD },
  )
  observer.observe(el)
  // Focus never lands on a block still fading in: it is shown at once.
  const showNow = () => tween.progress(1).pause()
  el.addEventListener('focusin', showNow)
  return () => {
    observer.disconnect()
    el.removeEventListener('focusin', showNow)
    tween.revert()
  }
}
