import { useRef, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useHydrated } from '../lib/useHydrated'
import { componentText } from './messages'
import { scrollToElement } from '../lib/scroll'

type Props<T> = {
  items: readonly T[]
  initial: number
  itemKey: (item: T) => string
  render: (item: T, index: number) => ReactNode
  listClassName: string
  /** Id of the section's heading: Show Less scrolls back to that section. */
  labelledBy: string
  testId?: string
}

/**
 * A list that shows its first items and a Show More / Show Less toggle when
 * there are more; Show Less scrolls back to the list's section. Before scripts
 * run, every item shows.
 */
export function ExpandableList<T>({ items, initial, itemKey, render, listClassName, labelledBy, testId }: Props<T>) {
  const intl = useIntl()
  const hydrated = useHydrated()
  const [expanded, setExpanded] = useState(false)
  const region = useRef<HTMLDivElement>(null)
  const collapsible = items.length > initial
  const shown = collapsible && hydrated && !expanded ? items.slice(0, initial) : items
  const listId = `${labelledBy}-list`

  const toggle = () => {
    if (expanded) {
      scrollToElement(document.getElementById(labelledBy)?.closest('section') ?? region.current)
    }
    setExpanded(!expanded)
  }

  return (
    <div ref={region} className="scroll-mt-24">
      <ul id={listId} className={listClassName} data-testid={testId}>
        {shown.map((item, i) => (
          <li key={itemKey(item)}>{render(item, i)}</li>
        ))}
      </ul>
      {collapsible && hydrated ? (
        <div className="mt-10 flex justify-center">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}
            className="btn-outline"
          >
            {intl.formatMessage(expanded ? componentText.showLess : componentText.showMore)}
          </button>
        </div>
      ) : null}
    </div>
  )
}
