import type { ReactNode } from 'react'
import type { MessageDescriptor } from 'react-intl'
import { useIntl } from 'react-intl'
import { BRAND_VALUES } from '../config/brand'
import type { SeoFeed } from '../components/Seo'
import type { PageKey } from '../config/paths'
import { PageHero } from '../components/PageHero'
import { SectionArt } from '../components/SectionArt'
import { PageSeo } from './PageSeo'

/** A page's hero heading and intro: the page's own messages, which its module brings with it. */
export type HeroText = { heading: MessageDescriptor; intro: MessageDescriptor }

/** A page's hero: heading, short intro, and its own artwork or else its area's drawing. The page's own sections follow it. */
export function PageHeader({
  page,
  text,
  art,
  feed,
}: {
  page: PageKey
  text: HeroText
  art?: ReactNode
  feed?: SeoFeed
}) {
  const intl = useIntl()
  return (
    <>
      <PageSeo page={page} description={text.intro} feed={feed} />
      <PageHero
        heading={intl.formatMessage(text.heading, BRAND_VALUES)}
        intro={intl.formatMessage(text.intro, BRAND_VALUES)}
        art={art}
        decoration={<SectionArt area={page.split('.')[0]!} />}
      />
    </>
  )
}
