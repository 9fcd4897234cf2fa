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
 * The header's way to the search page. An ordinary link that loads the page
 * in full, without scripts too: the search page's own security policy is the
 * one that lets it run the index's WebAssembly, which a page changed in place
 * would not get.
 */
export function SearchLink() {
  const intl = useIntl()
  const href = usePageHref()
  const label = intl.formatMessage(text.label)
  return (
    <a
      href={href('search')}
      title={label}
      aria-label={label}
      className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-navy/15 text-navy hover:border-navy/30"
    >
      <UiIcon name="search" className="size-5" />
    </a>
  )
}
