import { useState, type ReactNode } from 'react'
import { MotionToggle } from './MotionToggle'

type Props<T> = {
  items: readonly T[]
  render: (item: T, copy: 'first' | 'second') => ReactNode
  itemKey: (item: T) => string
  /** Seconds for one full pass. */
  duration?: number
}

/**
 * An endless row: the items twice in one track that moves by half its width,
 * so the second copy takes the first one's place seamlessly. It pauses on
 * hover, on keyboard focus and with its pause button; with reduced motion it
 * is a still, wrapping row. The second copy is hidden from assistive
 * technology and the tab order.
 */
export function Marquee<T>({ items, render, itemKey, duration = 40 }: Props<T>) {
  const [paused, setPaused] = useState(false)
  return (
    <div className="flex items-center gap-3">
      <div className={`marquee min-w-0 flex-1${paused ? ' is-paused' : ''}`}>
        <ul className="marquee-track" style={{ animationDuration: `${duration}s` }}>
          {items.map((item) => (
            <li key={itemKey(item)} className="marquee-item">
              {render(item, 'first')}
            </li>
          ))}
          {items.map((item) => (
            <li key={`copy-${itemKey(item)}`} className="marquee-item marquee-copy" aria-hidden="true" inert>
              {render(item, 'second')}
            </li>
          ))}
        </ul>
      </div>
      <MotionToggle paused={paused} onToggle={() => setPaused((p) => !p)} className="marquee-toggle text-navy" />
    </div>
  )
}
