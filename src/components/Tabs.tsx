import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useHydrated } from '../lib/useHydrated'

type Props<T> = {
  items: readonly T[]
  itemId: (item: T) => string
  /** Names the tab list for assistive technology. */
  label: string
  idPrefix: string
  renderTab: (item: T, selected: boolean) => ReactNode
  renderPanel: (item: T) => ReactNode
  listClassName?: string
  tabClassName?: (selected: boolean) => string
  /** Layout of the list and the panel together (side by side for vertical selectors). */
  className?: string
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): the first selected at start; click,
 * arrow keys (left and right mirrored in right-to-left pages; up and down for
 * vertical lists), Home and End move the choice.
 * Before scripts run every panel is shown, so the content reads without them.
 */
export function Tabs<T>({
  items,
  itemId,
  label,
  idPrefix,
  renderTab,
  renderPanel,
  listClassName = '',
  tabClassName,
  className,
}: Props<T>) {
  const [selected, setSelected] = useState(0)
  const hydrated = useHydrated()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const select = (index: number) => {
    const next = (index + items.length) % items.length
    setSelected(next)
    tabs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const back = rtl ? 'ArrowRight' : 'ArrowLeft'
    const moves: Record<string, number> = {
      [forward]: selected + 1,
      [back]: selected - 1,
      ArrowDown: selected + 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: items.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={listClassName} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const id = `${idPrefix}-${itemId(item)}`
          const isSelected = index === selected
          return (
            <button
              key={id}
              ref={(el) => {
                tabs.current[index] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              className={tabClassName?.(isSelected)}
            >
              {renderTab(item, isSelected)}
            </button>
          )
        })}
      </div>
      <div>
        {items.map((item, index) => {
          const id = `${idPrefix}-${itemId(item)}`
          return (
            <div
              key={id}
              role="tabpanel"
              id={`${id}-panel`}
              aria-labelledby={`${id}-tab`}
              tabIndex={0}
              hidden={hydrated && index !== selected}
            >
              {renderPanel(item)}
            </div>
          )
        })}
      </div>
    </div>
  )
}
