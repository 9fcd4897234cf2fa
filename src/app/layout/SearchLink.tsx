import { useIntl } from 'react-intl'
import { UiIcon } from '../../components/Icon'
import { defineMessages } from '../../i18n/defineMessages'
import { usePageHref } from '../../i18n/usePageHref'

const text = defineMessages({
  label: {
    id: 'shell.search.open',
    defaultMessage: 'Search the site',
    description: 'Link with a magnifier icon in the strip at the top of every page, leading to the site search page',
  },
})

/**
 * The way to the search page, in the strip at the top of every page: the
 * header row below it has no room left, on a phone and beside the desktop menu
 * in the longer languages. An ordinary link that loads the page in full,
 * without scripts too: the search page's own security policy is the one that
 * lets it run the index's WebAssembly, which a page changed in place would not get.
 */
export function SearchLink() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <a
      href={href('search')}
      className="inline-flex min-h-8 items-center gap-1.5 rounded-full px-2.5 py-1 font-600 hover:bg-white/15 hover:text-white focus-visible:bg-white/15"
    >
      <UiIcon name="search" className="size-4 text-accent-light" />
      {intl.formatMessage(text.label)}
    </a>
  )
}
