import { useIntl } from 'react-intl'
import type { Message } from '../i18n/defineMessages'
import { UiIcon } from './Icon'

const LOOK = {
  /** Lines of text, each led by a check mark (a card's or a panel's bullets). */
  lines: { item: 'flex gap-3 text-slate-700', icon: 'mt-0.5 size-5 shrink-0 text-accent-dark' },
  /** Each point a small white tile of its own. */
  tiles: {
    item: 'flex items-center gap-3 rounded-xl bg-white p-4 font-600 text-navy shadow-sm ring-1 ring-navy/5',
    icon: 'size-5 shrink-0 text-accent-dark',
  },
} as const

type Props = {
  items: readonly Message[]
  /** Classes of the list itself: its spacing or grid. */
  className: string
  look?: keyof typeof LOOK
  testId?: string
}

/** A list of short points, each with a check mark. */
export function CheckList({ items, className, look = 'lines', testId }: Props) {
  const intl = useIntl()
  const { item: itemClass, icon: iconClass } = LOOK[look]
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className={itemClass}>
          <UiIcon name="check" className={iconClass} />
          {intl.formatMessage(item)}
        </li>
      ))}
    </ul>
  )
}
