import { useIntl } from 'react-intl'
import type { SearchFilter } from '../../config/constants'
import type { Job } from '../../content/jobs'
import { jobCountries, jobTypes } from '../../content/jobs/vocabulary'
import { defineMessages } from '../../i18n/defineMessages'

/** Where the work is done, as the site search's filter shows it. */
const workplaces = defineMessages({
  onSite: { id: 'search.filter.workplace.onSite', defaultMessage: 'On-site', description: 'Workplace: at the office' },
  hybrid: {
    id: 'search.filter.workplace.hybrid',
    defaultMessage: 'Hybrid',
    description: 'Workplace: partly at the office, partly from home',
  },
  remote: { id: 'search.filter.workplace.remote', defaultMessage: 'Remote', description: 'Workplace: from home' },
} satisfies Record<NonNullable<Job['workplace']>, unknown>)

/**
 * The attributes that give a job page its site-search filters (Pagefind's
 * `data-pagefind-filter`, each value read from an attribute of its own so a
 * comma in a value cannot split it), in the page's language.
 */
export function useSearchFilters(job: Job): Record<string, string> {
  const intl = useIntl()
  const values: Partial<Record<SearchFilter, string>> = {
    country: intl.formatMessage(jobCountries[job.country]),
    type: intl.formatMessage(jobTypes[job.type]),
    ...(job.workplace && { workplace: intl.formatMessage(workplaces[job.workplace]) }),
  }
  const names = Object.keys(values) as SearchFilter[]
  return {
    'data-pagefind-filter': names.map((name) => `${name}[data-search-${name}]`).join(', '),
    ...Object.fromEntries(names.map((name) => [`data-search-${name}`, values[name]!])),
  }
}
