import { useIntl } from 'react-intl'
import { englishOf } from '../../i18n/defineMessages'
import type { JobSummary as Job } from '../../content/jobs/searchIndex'
import { jobCities, jobCountries, jobStates, jobStatuses, jobTitles, jobTypes } from '../../content/jobs/vocabulary'
import { jobText } from './jobText'

/** A job's title, place, type and status in the page's language. */
export function useJobLabels() {
  const intl = useIntl()
  return {
    title: (job: Job) => intl.formatMessage(jobTitles[job.title]),
    englishTitle: (job: Job) => englishOf(jobTitles[job.title]),
    location: (job: Job) =>
      intl.formatMessage(jobText.location, {
        city: intl.formatMessage(jobCities[job.city]),
        state: intl.formatMessage(jobStates[job.state]),
        country: intl.formatMessage(jobCountries[job.country]),
      }),
    type: (job: Job) => intl.formatMessage(jobTypes[job.type]),
    status: (job: Job) => intl.formatMessage(jobStatuses[job.status]),
  }
}
