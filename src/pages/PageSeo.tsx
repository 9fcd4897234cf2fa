import type { MessageDescriptor } from 'react-intl'
import { useIntl } from 'react-intl'
import { Seo, type SeoFeed } from '../components/Seo'
import { BRAND_VALUES } from '../config/brand'
import { PAGES, isNoindex, type PageKey } from '../config/paths'
import { PAGE_NAMES } from './pageNames'

/** Title (the page's name), description (its intro) and canonical link of a page of the route table. */
export function PageSeo({
  page,
  description,
  jsonLd,
  feed,
}: {
  page: PageKey
  description: MessageDescriptor
  jsonLd?: object
  feed?: SeoFeed
}) {
  const intl = useIntl()
  return (
    <Seo
      title={intl.formatMessage(PAGE_NAMES[page], BRAND_VALUES)}
      description={intl.formatMessage(description, BRAND_VALUES)}
      path={PAGES[page].path}
      noindex={isNoindex(page)}
      jsonLd={jsonLd}
      feed={feed}
    />
  )
}
