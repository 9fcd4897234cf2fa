import { useGSAP } from '@gsap/react'
import gsap from 'gsap'
import { useRef, type ReactNode } from 'react'

gsap.registerPlugin(useGSAP)

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

/**
 * A block that slides in from one side and fades in once 30 % of it is in
 * view, and reverses when it leaves. The pre-rendered HTML shows it as is:
 * the hidden start state is set only in the browser, and never when the
 * visitor asks for reduced motion. Only opacity is animated, never
 * visibility, so a hidden block stays in the tab order; focus inside it
 * shows it at once. "Left" and "right" follow the reading
 * direction, so Arabic mirrors.
 */
export function Reveal({ from = 'below', delay = 0, duration = 1, className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useGSAP(
    () => {
      const el = ref.current
      if (!el) return
      const media = gsap.matchMedia()
      media.add('(prefers-reduced-motion: no-preference)', () => {
        const rtl = getComputedStyle(el).direction === 'rtl'
        const side = from === 'left' ? -1 : from === 'right' ? 1 : 0
        const tween = gsap.fromTo(
          el,
          { opacity: 0, x: side * OFFSET * (rtl ? -1 : 1), y: from === 'below' ? OFFSET : 0 },
          { opacity: 1, x: 0, y: 0, duration, delay, ease: 'power2.out', paused: true },
        )
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
      })
      return () => media.revert()
    },
    { dependencies: [from, delay, duration] },
  )
  return (
    <div ref={ref} className={className} data-reveal={from}>
      {children}
    </div>
  )
}
