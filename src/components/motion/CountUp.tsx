import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { prefersReducedMotion } from '../../lib/scroll'

type Props = { target: number; suffix?: string; durationMs: number }

/**
 * A number that counts up from zero while at least half of it is visible,
 * and again on each re-entry. The pre-rendered HTML and assistive technology
 * get the final figure; numbers follow the page's language.
 */
export function CountUp({ target, suffix = '', durationMs }: Props) {
  const intl = useIntl()
  const ref = useRef<HTMLSpanElement>(null)
  const [value, setValue] = useState(target)
  useEffect(() => {
    const el = ref.current
    if (!el || prefersReducedMotion()) return
    let frame = 0
    const run = () => {
      const start = performance.now()
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / durationMs)
        setValue(Math.round(target * (1 - (1 - progress) ** 3)))
        if (progress < 1) frame = requestAnimationFrame(step)
      }
      cancelAnimationFrame(frame)
      setValue(0)
      frame = requestAnimationFrame(step)
    }
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && run(), { threshold: 0.5 })
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [target, durationMs])
  const final = intl.formatNumber(target) + suffix
  return (
    // Isolated left to right (dir isolates an inline element): "122+" keeps its order on an Arabic page.
    <span ref={ref} data-target={target} dir="ltr">
      <span aria-hidden="true" className="tabular-nums">
        {intl.formatNumber(value) + suffix}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  )
}
