import { defineMessages } from '../../i18n/defineMessages'

export const searchText = defineMessages({
  label: {
    id: 'search.label',
    defaultMessage: 'Search for',
    description: 'Label of the box where a visitor types words to search the whole website',
  },
  placeholder: {
    id: 'search.placeholder',
    defaultMessage: 'A service, a city, a job title…',
    description: 'Example text shown inside the empty search box',
  },
  submit: {
    id: 'search.submit',
    defaultMessage: 'Search',
    description: 'Button that runs the search; a verb',
  },
  filters: {
    id: 'search.filters',
    defaultMessage: 'Narrow down job openings',
    description: 'Heading above the lists that narrow the search to job openings of one country, type or workplace',
  },
  country: { id: 'search.filter.country', defaultMessage: 'Country', description: 'Filter: country of a job opening' },
  type: {
    id: 'search.filter.type',
    defaultMessage: 'Job type',
    description: 'Filter: kind of contract of a job opening (full-time, contract…)',
  },
  workplace: {
    id: 'search.filter.workplace',
    defaultMessage: 'Workplace',
    description: 'Filter: where the work is done (on-site, hybrid, remote)',
  },
  any: { id: 'search.filter.any', defaultMessage: 'Any', description: 'Filter option: do not narrow by this' },
  results: {
    id: 'search.results',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
    description: 'How many pages the search found',
  },
  noResults: {
    id: 'search.noResults',
    defaultMessage: 'Nothing matches. Try other or fewer words, or remove a filter.',
  },
  prompt: {
    id: 'search.prompt',
    defaultMessage: 'Type a word or two, or choose a filter to list job openings.',
  },
  loading: { id: 'search.loading', defaultMessage: 'Loading the search…' },
  failed: {
    id: 'search.failed',
    defaultMessage: 'The search could not be loaded. Please check your connection and try again.',
  },
  keyboardHint: {
    id: 'search.keyboardHint',
    defaultMessage: 'Down arrow moves to the results; up and down arrows move between them; Escape returns here.',
    description: 'Read out by screen readers on the search box: how to move to the results with the keyboard',
  },
  showMore: { id: 'search.showMore', defaultMessage: 'Show more results' },
  needsScript: {
    id: 'search.needsScript',
    defaultMessage:
      'The site search runs in your browser and needs JavaScript, which is switched off or blocked here. The menus reach every page, and the job search works without it.',
  },
  jobSearch: {
    id: 'search.jobSearchLink',
    defaultMessage: 'Go to the job search',
    description: 'Link from the search page to the page that searches job openings',
  },
})
