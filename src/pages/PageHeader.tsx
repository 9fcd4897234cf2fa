import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { BRAND_VALUES } from '../config/brand'
import type { PageKey } from '../config/paths'
import { PageHero } from '../components/PageHero'
import { SectionArt } from '../components/SectionArt'
import { PageSeo } from './PageSeo'
import { PAGE_TEXT } from './pageText'

/** A page's hero: heading, short intro, and its own artwork or else its area's drawing. The page's own sections follow it. */
export function PageHeader({ page, art }: { page: PageKey; art?: ReactNode }) {
  const intl = useIntl()
  const text = PAGE_TEXT[page]
  return (
    <>
      <PageSeo page={page} />
      <PageHero
        heading={intl.formatMessage(text.heading, BRAND_VALUES)}
        intro={intl.formatMessage(text.intro, BRAND_VALUES)}
        art={art}
        decoration={<SectionArt area={page.split('.')[0]!} />}
      />
    </>
  )
}
