import { PageHeader } from '../PageHeader'
import { SiteSearch } from './SiteSearch'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.search.heading',
    defaultMessage: 'Search the site',
    description: 'Main heading of the page for searching the whole website (pages and job openings)',
  },
  intro: {
    id: 'page.search.intro',
    defaultMessage: 'Find our services, stories, policies and job openings in your language, from one search box.',
  },
})

/** The site search: its index loads only here (see pagefind.ts). */
export default function SearchPage() {
  return (
    <>
      <PageHeader page="search" text={hero} />
      <SiteSearch />
    </>
  )
}
