import type { ReactNode } from 'react'
import type { Message } from '../../i18n/defineMessages'
import { useIntl } from 'react-intl'
import { Tabs } from '../../components/Tabs'

type Item = { id: string; label: Message }

type Props<T extends Item> = {
  items: readonly T[]
  label: string
  idPrefix: string
  renderPanel: (item: T) => ReactNode
  /**
   * Where the list goes on wide screens: `beside` the panel (a short list), or `above` it in
   * rows (a long one, which beside a short panel would leave a tall empty column).
   */
  layout?: 'beside' | 'above'
}

/**
 * The Solutions pages' selectors: a list of items beside (or above) the chosen one's picture
 * and text; accessible tabs underneath. One look for every list, on any ground: each tab a pill
 * with its own edge, the chosen one filled. On narrow screens the pills wrap in rows, so every
 * label is whole (a scrolling strip cut the last visible one).
 */
export function Selector<T extends Item>({ items, label, idPrefix, renderPanel, layout = 'beside' }: Props<T>) {
  const intl = useIntl()
  const beside = layout === 'beside'
  return (
    <Tabs
      items={items}
      itemId={(item) => item.id}
      label={label}
      idPrefix={idPrefix}
      className={`grid gap-6 ${beside ? 'lg:grid-cols-[18rem_1fr] lg:items-start' : ''}`}
      listClassName={`flex flex-wrap gap-2 ${beside ? 'lg:flex-col lg:flex-nowrap' : ''}`}
      tabClassName={(selected) =>
        `rounded-xl border-s-4 px-4 py-2.5 text-start font-700 ring-1 ring-inset transition-colors ${beside ? 'lg:py-3' : ''} ${selected ? 'border-accent-dark bg-navy text-white ring-navy' : 'border-transparent bg-white text-navy ring-navy/15 hover:bg-mist hover:ring-navy/30'}`
      }
      renderTab={(item) => intl.formatMessage(item.label)}
      renderPanel={(item) => (
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy/5 md:p-8">{renderPanel(item)}</div>
      )}
    />
  )
}
