import { useIntl } from 'react-intl'
import { feedPath } from '../../content/jobs/feed'
import { useTranslation } from '../../i18n/TranslationProvider'
import { PageHeader } from '../PageHeader'
import { JobBoardWidget, jobWidgetConfigured } from './JobBoardWidget'
import { JobSearch } from './JobSearch'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.careers.search.heading',
    defaultMessage: 'Find your next role',
    description: 'Main heading of the job search page; role = a job position',
  },
  intro: {
    id: 'page.careers.search.intro',
    defaultMessage:
      'Openings with us and our clients across India, the Americas, Europe and Australia, in recruitment, engineering, analytics and operations.',
  },
})

const feed = defineMessages({
  title: {
    id: 'page.careers.search.feedTitle',
    defaultMessage: 'Open jobs (XML feed)',
    description:
      'Name of the machine-readable list of open jobs that the job search page links to (for job boards and feed readers)',
  },
})

/** Careers and job search: our own search, or the third-party job board when one is configured. */
export default function JobSearchPage() {
  const intl = useIntl()
  const { language } = useTranslation()
  return (
    <>
      {/* The language's job feed, linked for job boards and readers that look for it in the page. */}
      <PageHeader
        page="careers.search"
        text={hero}
        feed={{ href: feedPath(language), title: intl.formatMessage(feed.title) }}
      />
      {jobWidgetConfigured ? <JobBoardWidget /> : <JobSearch />}
    </>
  )
}
