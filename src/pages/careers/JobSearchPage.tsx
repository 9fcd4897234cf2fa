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

/** Careers and job search: our own search, or the third-party job board when one is configured. */
export default function JobSearchPage() {
  return (
    <>
      <PageHeader page="careers.search" text={hero} />
      {jobWidgetConfigured ? <JobBoardWidget /> : <JobSearch />}
    </>
  )
}
