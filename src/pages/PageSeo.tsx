import { useIntl } from 'react-intl'
import { Seo } from '../components/Seo'
import { BRAND_VALUES } from '../config/brand'
import { PAGES, isNoindex, type PageKey } from '../config/paths'
import { PAGE_TEXT } from './pageText'

/** Title, description and canonical link of a page of the route table. */
export function PageSeo({ page, jsonLd }: { page: PageKey; jsonLd?: object }) {
  const intl = useIntl()
  const text = PAGE_TEXT[page]
  return (
    <Seo
      title={intl.formatMessage(text.name, BRAND_VALUES)}
      description={intl.formatMessage(text.intro, BRAND_VALUES)}
      path={PAGES[page].path}
      noindex={isNoindex(page)}
      jsonLd={jsonLd}
    />
  )
}
