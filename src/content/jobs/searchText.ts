// The words of a page of job search results: the server writes them too, when
// it answers a search without script, so they live below the pages.
import { defineMessages } from '../../i18n/defineMessages'

export const jobSearchText = defineMessages({
  results: {
    id: 'careers.results.count',
    defaultMessage: '{count, plural, =0 {No jobs match your search} one {# job found} other {# jobs found}}',
    description:
      'Heading above the job search results; {count} is the number of jobs found, e.g. 12; the =0 branch is shown when nothing matches',
  },
  optionCount: {
    id: 'careers.filters.optionCount',
    defaultMessage: '{label} ({count, number})',
    description:
      'A choice in a drop-down filter of the job search with the number of jobs it would find; {label} is the choice (e.g. India), {count} the number, e.g. India (24)',
  },
  noResults: { id: 'careers.results.none', defaultMessage: 'Try fewer filters or another keyword.' },
  pages: {
    id: 'careers.pagination.label',
    defaultMessage: 'Result pages',
    description: 'Read by screen readers: name of the row of page-number links under the job search results',
  },
  pageOf: {
    id: 'careers.pagination.pageOf',
    defaultMessage: 'Page {page} of {pages}',
    description:
      'Read by screen readers after the number of jobs found; {page} is the page shown and {pages} the number of pages, e.g. Page 2 of 5',
  },
  previous: {
    id: 'careers.pagination.previous',
    defaultMessage: 'Previous',
    description: 'Link under the job search results to the previous page of results',
  },
  next: {
    id: 'careers.pagination.next',
    defaultMessage: 'Next',
    description: 'Link under the job search results to the next page of results',
  },
  goToPage: {
    id: 'careers.pagination.goTo',
    defaultMessage: 'Page {page}',
    description:
      'Read by screen readers for a page-number link under the job results; {page} is the page number, e.g. Page 3',
  },
  location: {
    id: 'careers.job.location',
    defaultMessage: '{city}, {state}, {country}',
    description:
      'Place of a job on job cards and job pages; {city}, {state} and {country} are translated names, e.g. Hyderabad, Telangana, India',
  },
  /** What a screen reader hears after "View job", so the link names its job. */
  viewJobTitle: {
    id: 'careers.job.viewTitle',
    defaultMessage: ': {title}',
    description:
      'Read by screen readers only, right after “View job” on a job card: {title} is the job title. Keep the punctuation your language puts before it (French: narrow no-break space and colon; Japanese, Chinese: full-width colon)',
  },
  /** What a screen reader hears after the number of jobs found when there are several pages. */
  pageSuffix: {
    id: 'careers.results.pageSuffix',
    defaultMessage: '· {pageOf}',
    description:
      'Read by screen readers only, right after the number of jobs found: {pageOf} is “Page 2 of 5”. Keep the separator your language uses there',
  },
  viewJob: {
    id: 'careers.job.view',
    defaultMessage: 'View job',
    description: 'Link on a job card in the search results that opens the job page; short',
  },
})
