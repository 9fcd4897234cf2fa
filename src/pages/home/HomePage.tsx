import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { BRAND_VALUES } from '../../config/brand'
import { UiIcon } from '../../components/Icon'
import { PageHero } from '../../components/PageHero'
import { organizationJsonLd } from '../../content/organization'
import { usePageHref } from '../../i18n/usePageHref'
import { PageSeo } from '../PageSeo'
import { homeHeroText, homeText } from './messages'

export default function HomePage() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <>
      <PageSeo page="home" jsonLd={organizationJsonLd} />
      <PageHero
        eyebrow={intl.formatMessage(homeHeroText.eyebrow)}
        heading={intl.formatMessage(homeText.heading, BRAND_VALUES)}
        intro={intl.formatMessage(homeText.intro, BRAND_VALUES)}
      >
        <Link to={href('solutions.talent')} className="btn-primary">
          {intl.formatMessage(homeHeroText.explore)}
          <UiIcon name="arrowEnd" className="size-5" flip />
        </Link>
        <Link to={href('connect.contact')} className="btn-light">
          {intl.formatMessage(homeHeroText.contact)}
        </Link>
      </PageHero>
    </>
  )
}
