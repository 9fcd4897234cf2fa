import { useId } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/defineMessages'
import { Link } from 'react-router-dom'
import { Seo } from '../../components/Seo'
import { UiIcon } from '../../components/Icon'
import { usePageHref } from '../../i18n/usePageHref'
import { BRAND_VALUES } from '../../config/brand'
import type { PageKey } from '../../config/paths'
import { menuText } from '../../content/shellText'

const text = defineMessages({
  title: {
    id: 'notFound.title',
    defaultMessage: 'Page not found',
    description: 'Browser tab title of the error page shown for an address that does not exist (error 404)',
  },
  message: { id: 'notFound.message', defaultMessage: 'Oops! The page you’re looking for doesn’t exist.' },
  goHome: {
    id: 'notFound.goHome',
    defaultMessage: 'Go Home',
    description: 'Button on the page-not-found (404) page that leads to the home page',
  },
  searchLabel: {
    id: 'notFound.search.label',
    defaultMessage: 'Search the site',
    description: 'Label of a search box on the page-not-found (404) page; it searches the whole website',
  },
  searchSubmit: {
    id: 'notFound.search.submit',
    defaultMessage: 'Search',
    description: 'Button beside the search box on the page-not-found (404) page (a verb)',
  },
  sectionsHeading: {
    id: 'notFound.sections.heading',
    defaultMessage: 'Or start from one of our main sections',
    description: 'Heading above a list of links to the main parts of the website, on the page-not-found (404) page',
  },
  openJobs: {
    id: 'notFound.openJobs',
    defaultMessage: 'See our open jobs',
    description: 'Link on the page-not-found (404) page to the list of job openings',
  },
})

/** The site's main sections, named as the header's menu names them, each leading to its first page. */
const SECTIONS: readonly [title: (typeof menuText)[keyof typeof menuText], page: PageKey][] = [
  [menuText.about, 'about.vision'],
  [menuText.solutions, 'solutions.talent'],
  [menuText.gcc, 'gcc.talent'],
  [menuText.impact, 'impact.stories'],
  [menuText.media, 'media.gallery'],
  [menuText.connect, 'connect.contact'],
]

function SectionLinks() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {SECTIONS.map(([title, page]) => (
        <li key={page}>
          <Link
            to={href(page)}
            className="flex h-full items-center justify-between gap-3 rounded-xl bg-white px-5 py-4 font-700 text-navy shadow-sm ring-1 ring-navy/5 transition hover:text-accent-dark hover:shadow-md"
          >
            {intl.formatMessage(title, BRAND_VALUES)}
            <UiIcon name="arrowEnd" className="size-5 shrink-0 text-accent" flip />
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * Not found: SPEC's message and Go Home, then a way on: the site search (an ordinary form, so it
 * works without scripts), the open jobs and the main sections.
 */
export default function NotFoundPage() {
  const intl = useIntl()
  const href = usePageHref()
  const id = useId()
  const message = intl.formatMessage(text.message)
  return (
    <section className="bg-mist">
      <Seo title={intl.formatMessage(text.title)} description={message} noindex />
      <div className="container-site flex flex-col items-center pb-10 pt-16 text-center md:pt-24">
        <p className="text-step-16 font-800 tracking-tight text-navy md:text-step-19" aria-hidden="true">
          4<span className="text-accent">0</span>4
        </p>
        <h1 className="mt-6 max-w-xl text-balance type-heading text-navy">
          <span className="sr-only">404. </span>
          {message}
        </h1>
        <form role="search" action={href('search')} method="get" className="mt-10 w-full max-w-xl text-start">
          <label htmlFor={`${id}-q`} className="block type-label text-navy">
            {intl.formatMessage(text.searchLabel)}
          </label>
          <div className="mt-1.5 flex flex-wrap gap-3">
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              maxLength={100}
              enterKeyHint="search"
              className="min-w-0 flex-1 basis-48 rounded-lg border border-navy/25 bg-white px-3.5 py-2.5 text-navy"
            />
            <button type="submit" className="btn-primary">
              <UiIcon name="search" className="size-5" />
              {intl.formatMessage(text.searchSubmit)}
            </button>
          </div>
        </form>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={href('home')} className="btn-primary">
            {intl.formatMessage(text.goHome)}
            <UiIcon name="arrowEnd" className="size-5" flip />
          </Link>
          <Link to={href('careers.search')} className="btn-secondary">
            {intl.formatMessage(text.openJobs)}
          </Link>
        </div>
      </div>
      <nav className="container-site pb-24" aria-labelledby={`${id}-sections`}>
        <h2 id={`${id}-sections`} className="mb-5 text-center type-subheading text-navy">
          {intl.formatMessage(text.sectionsHeading)}
        </h2>
        <SectionLinks />
      </nav>
    </section>
  )
}
