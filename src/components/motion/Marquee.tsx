import { useState, type FocusEvent, type ReactNode } from 'react'
import { MotionToggle } from './MotionToggle'
import { balancedGrid, type ColumnLimits } from '../../lib/balancedGrid'

type Props<T> = {
  items: readonly T[]
  render: (item: T, copy: 'first' | 'second') => ReactNode
  itemKey: (item: T) => string
  /** What moves, named as the section names it: it names the pause button. */
  label: string
  /** Seconds for one full pass. */
  duration?: number
  /** With reduced motion, the most items in a row at each width (the rows are balanced from the count). */
  columns?: ColumnLimits
}

/**
 * An endless row: the items twice in one track that moves by half its width,
 * so the second copy takes the first one's place seamlessly. It pauses on
 * hover and with its pause button; with reduced motion it is a still list
 * whose rows are balanced (as full as they can be, a shorter last one centred). Keyboard focus stops it at its start and scrolls the focused
 * item into the middle of the strip, so a focused link is never out of
 * sight. The second copy is hidden from assistive technology and the tab order.
 */
// The stylesheet stops the track while it holds keyboard focus; once it has, bring the item into view.
function showFocused(event: FocusEvent<HTMLElement>) {
  const item = event.target
  requestAnimationFrame(() => item.scrollIntoView({ block: 'nearest', inline: 'center' }))
}

function rewind(event: FocusEvent<HTMLElement>) {
  if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.scrollLeft = 0
}

const COLUMNS: ColumnLimits = { base: 2, sm: 3, lg: 4, xl: 6 }

export function Marquee<T>({ items, render, itemKey, label, duration = 40, columns = COLUMNS }: Props<T>) {
  const [paused, setPaused] = useState(false)
  return (
    <div className="flex items-center gap-3">
      <div className={`marquee min-w-0 flex-1${paused ? ' is-paused' : ''}`} onFocus={showFocused} onBlur={rewind}>
        <ul
          className="marquee-track"
          style={{ animationDuration: `${duration}s`, ...balancedGrid(items.length, columns) }}
        >
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
      <MotionToggle
        paused={paused}
        onToggle={() => setPaused((p) => !p)}
        subject={label}
        className="marquee-toggle text-navy"
      />
    </div>
  )
}
