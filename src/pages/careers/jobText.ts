import { jobPlaceLabels } from '../../content/jobs/vocabulary'
import { defineMessages } from '../../i18n/defineMessages'

export const jobText = {
  ...jobPlaceLabels,
  ...defineMessages({
    filters: { id: 'careers.filters.label', defaultMessage: 'Search jobs' },
    keyword: { id: 'careers.filters.keyword', defaultMessage: 'Keyword' },
    keywordPlaceholder: { id: 'careers.filters.keywordPlaceholder', defaultMessage: 'Job title, skill or keyword' },
    type: { id: 'careers.filters.type', defaultMessage: 'Job type' },
    status: { id: 'careers.filters.status', defaultMessage: 'Status' },
    any: { id: 'careers.filters.any', defaultMessage: 'Any', description: 'Filter option meaning no restriction' },
    search: { id: 'careers.filters.search', defaultMessage: 'Search' },
    backToAll: { id: 'careers.filters.backToAll', defaultMessage: 'Back to All Jobs' },
    results: {
      id: 'careers.results.count',
      defaultMessage: '{count, plural, =0 {No jobs match your search} one {# job found} other {# jobs found}}',
    },
    noResults: { id: 'careers.results.none', defaultMessage: 'Try fewer filters or another keyword.' },
    pages: { id: 'careers.pagination.label', defaultMessage: 'Result pages' },
    pageOf: { id: 'careers.pagination.pageOf', defaultMessage: 'Page {page} of {pages}' },
    previous: { id: 'careers.pagination.previous', defaultMessage: 'Previous' },
    next: { id: 'careers.pagination.next', defaultMessage: 'Next' },
    goToPage: { id: 'careers.pagination.goTo', defaultMessage: 'Page {page}' },
    posted: {
      id: 'careers.job.posted',
      defaultMessage: '{days, plural, =0 {Today} one {# day ago} other {# days ago}}',
      description: 'When a job was posted, relative to today',
    },
    location: { id: 'careers.job.location', defaultMessage: '{city}, {state}, {country}' },
    viewJob: { id: 'careers.job.view', defaultMessage: 'View job' },
    applyNow: { id: 'careers.job.applyNow', defaultMessage: 'Apply Now' },
    easyApply: { id: 'careers.job.easyApply', defaultMessage: 'Easy Apply' },
    description: { id: 'careers.job.description', defaultMessage: 'Job Description' },
    responsibilities: { id: 'careers.job.responsibilities', defaultMessage: 'Key Responsibilities' },
    requirements: { id: 'careers.job.requirements', defaultMessage: 'Requirements' },
    backToJobs: { id: 'careers.job.back', defaultMessage: 'Back to jobs' },
    metaDescription: {
      id: 'careers.job.metaDescription',
      defaultMessage: '{location}. {description}',
      description:
        'A job page’s summary for search engines and link previews: the place, then the posting’s first words',
    },
    englishOnly: { id: 'careers.job.englishOnly', defaultMessage: 'This posting is published in English.' },
    machineTranslated: {
      id: 'careers.job.machineTranslated',
      defaultMessage: 'Translated automatically from English.',
    },
    showOriginal: { id: 'careers.job.showOriginal', defaultMessage: 'Show the original' },
    applySubject: {
      id: 'careers.job.applySubject',
      defaultMessage: 'Application: {title} ({id})',
      description: 'E-mail subject of Apply Now',
    },
  }),
}
