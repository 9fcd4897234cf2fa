import { PageHeader } from '../PageHeader'
import { JobBoardWidget, jobWidgetConfigured } from './JobBoardWidget'
import { JobSearch } from './JobSearch'

/** Careers and job search: our own search, or the third-party job board when one is configured. */
export default function JobSearchPage() {
  return (
    <>
      <PageHeader page="careers.search" />
      {jobWidgetConfigured ? <JobBoardWidget /> : <JobSearch />}
    </>
  )
}
