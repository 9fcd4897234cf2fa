import { useRef, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { NoScript } from './NoScript'
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
  /** The toggle's words; Show More / Show Less unless given. */
  labels?: { more: string; less: string }
  /** Classes of the row holding the toggle; centred below the list unless given. */
  toggleClassName?: string
  /** Show Less scrolls back to the section (the default); false leaves the page where it is. */
  scrollBack?: boolean
}

/**
 * A list that shows its first items and a Show More / Show Less toggle when
 * there are more; Show Less scrolls back to the list's section. The pre-render
 * shows what the browser first shows; without scripts every item shows.
 */
export function ExpandableList<T>({
  items,
  initial,
  itemKey,
  render,
  listClassName,
  labelledBy,
  testId,
  labels,
  toggleClassName = 'mt-10 flex justify-center',
  scrollBack = true,
}: Props<T>) {
  const intl = useIntl()
  const [expanded, setExpanded] = useState(false)
  const region = useRef<HTMLDivElement>(null)
  const collapsible = items.length > initial
  const collapsed = collapsible && !expanded
  const shown = collapsed ? items.slice(0, initial) : items
  const item = (value: T, i: number) => <li key={itemKey(value)}>{render(value, i)}</li>
  const listId = `${labelledBy}-list`

  const toggle = () => {
    if (expanded && scrollBack) {
      scrollToElement(document.getElementById(labelledBy)?.closest('section') ?? region.current)
    }
    setExpanded(!expanded)
  }

  return (
    <div ref={region} className="scroll-mt-24">
      <ul id={listId} className={listClassName} data-testid={testId}>
        {shown.map(item)}
      </ul>
      {collapsed ? (
        <NoScript>
          <ul className={listClassName}>{items.slice(initial).map((value, i) => item(value, initial + i))}</ul>
        </NoScript>
      ) : null}
      {collapsible ? (
        <div className={toggleClassName} data-needs-script>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}
            className="btn-secondary"
          >
            {expanded
              ? (labels?.less ?? intl.formatMessage(componentText.showLess))
              : (labels?.more ?? intl.formatMessage(componentText.showMore))}
          </button>
        </div>
      ) : null}
    </div>
  )
}
