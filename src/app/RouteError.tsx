import { useIntl } from 'react-intl'
import { defineMessages } from '../i18n/defineMessages'
import { PageHero } from '../components/PageHero'
import { Seo } from '../components/Seo'

const text = defineMessages({
  heading: { id: 'error.unexpected.heading', defaultMessage: 'Unexpected Application Error!' },
  body: {
    id: 'error.unexpected.body',
    defaultMessage: 'Something went wrong while showing this page. Please reload it, or go back to the home page.',
  },
})

/** Shown when a page throws; the router's own default screen is never shown to visitors. */
export function RouteError() {
  const intl = useIntl()
  return (
    <>
      <Seo title={intl.formatMessage(text.heading)} description={intl.formatMessage(text.body)} noindex />
      <PageHero heading={intl.formatMessage(text.heading)} intro={intl.formatMessage(text.body)} />
    </>
  )
}
