import { useIntl } from 'react-intl'
import { UiIcon } from '../../components/Icon'
import { defineMessages } from '../../i18n/defineMessages'
import { usePageHref } from '../../i18n/usePageHref'

const text = defineMessages({
  label: {
    id: 'shell.search.open',
    defaultMessage: 'Search the site',
    description: 'Name of the magnifier button in the header that opens the site search page',
  },
})

/**
 * The way to the search page: beside the menu button in the header below the
 * desktop menu's width, and in the top strip beside it (where the header row
 * has no room left in the longer languages). An ordinary link that loads the
 * page in full, without scripts too: the search page's own security policy is
 * the one that lets it run the index's WebAssembly, which a page changed in
 * place would not get.
 */
export function SearchLink({ place }: { place: 'header' | 'topStrip' }) {
  const intl = useIntl()
  const href = usePageHref()
  const label = intl.formatMessage(text.label)
  if (place === 'topStrip') {
    return (
      <a
        href={href('search')}
        className="hidden items-center gap-1.5 rounded-full px-2.5 py-1 font-600 hover:bg-white/15 hover:text-white focus-visible:bg-white/15 xl:inline-flex"
      >
        <UiIcon name="search" className="size-4 text-accent-light" />
        {label}
      </a>
    )
  }
  return (
    <a
      href={href('search')}
      title={label}
      aria-label={label}
      className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-navy/15 text-navy hover:border-navy/30 xl:hidden"
    >
      <UiIcon name="search" className="size-5" />
    </a>
  )
}
