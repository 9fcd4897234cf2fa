import { useState, type ReactNode } from 'react'
import { useHydrated } from '../lib/useHydrated'
import { UiIcon } from './Icon'

type Props<T> = {
  items: readonly T[]
  itemId: (item: T) => string
  initialOpen: string | null
  renderTitle: (item: T) => ReactNode
  renderPanel: (item: T) => ReactNode
  idPrefix: string
}

/**
 * One panel open at a time; clicking the open one closes it. Each header is a
 * button in a heading with `aria-expanded`. Before scripts run every panel is
 * open, so the content reads without them.
 */
export function Accordion<T>({ items, itemId, initialOpen, renderTitle, renderPanel, idPrefix }: Props<T>) {
  const [open, setOpen] = useState<string | null>(initialOpen)
  const hydrated = useHydrated()
  return (
    <div className="space-y-3">
      {items.map((item) => {
        const id = itemId(item)
        const expanded = !hydrated || open === id
        return (
          <div key={id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy/10">
            <h3>
              <button
                type="button"
                id={`${idPrefix}-${id}-button`}
                aria-expanded={expanded}
                aria-controls={`${idPrefix}-${id}-panel`}
                onClick={() => setOpen(open === id ? null : id)}
                className={`flex w-full items-center justify-between gap-4 px-6 py-5 text-start text-step-1 font-800 tracking-wide transition-colors ${expanded ? 'bg-navy text-white' : 'text-navy hover:bg-mist'}`}
              >
                {renderTitle(item)}
                <UiIcon
                  name="chevronDown"
                  className={`size-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={`${idPrefix}-${id}-panel`}
              role="region"
              aria-labelledby={`${idPrefix}-${id}-button`}
              hidden={!expanded}
              className="p-6"
            >
              {renderPanel(item)}
            </div>
          </div>
        )
      })}
    </div>
  )
}
