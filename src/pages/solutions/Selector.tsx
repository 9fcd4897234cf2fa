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
}

/**
 * The Solutions pages' selectors: a list of items beside (or, on phones,
 * above) the chosen one's picture and text; accessible tabs underneath.
 */
export function Selector<T extends Item>({ items, label, idPrefix, renderPanel }: Props<T>) {
  const intl = useIntl()
  return (
    <Tabs
      items={items}
      itemId={(item) => item.id}
      label={label}
      idPrefix={idPrefix}
      className="grid gap-6 lg:grid-cols-[18rem_1fr]"
      listClassName="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0 [&>*]:lg:max-w-none"
      tabClassName={(selected) =>
        `max-w-[75vw] shrink-0 rounded-xl border-s-4 px-4 py-3 text-start font-700 transition-colors ${selected ? 'border-accent-dark bg-navy text-white' : 'border-transparent bg-white text-navy hover:bg-mist'}`
      }
      renderTab={(item) => intl.formatMessage(item.label)}
      renderPanel={(item) => (
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy/5 md:p-8">{renderPanel(item)}</div>
      )}
    />
  )
}
