import { jobSearchText } from '../../content/jobs/searchText'
import { jobPlaceLabels } from '../../content/jobs/vocabulary'
import { defineMessages } from '../../i18n/defineMessages'

export const jobText = {
  ...jobPlaceLabels,
  ...jobSearchText,
  ...defineMessages({
    filters: {
      id: 'careers.filters.label',
      defaultMessage: 'Search jobs',
      description: 'Read by screen readers: name of the job search form with its keyword field and filters',
    },
    keyword: {
      id: 'careers.filters.keyword',
      defaultMessage: 'Keyword',
      description: 'Label of the text field of the job search form where people type words to search for',
    },
    keywordPlaceholder: {
      id: 'careers.filters.keywordPlaceholder',
      defaultMessage: 'Job title, skill or keyword',
      description:
        'Placeholder text shown in the empty keyword field of the job search, giving examples of what to type',
    },
    type: {
      id: 'careers.filters.type',
      defaultMessage: 'Job type',
      description: 'Label of a drop-down filter of the job search: full-time, part-time, contract or internship',
    },
    status: {
      id: 'careers.filters.status',
      defaultMessage: 'Status',
      description:
        'Label of a drop-down filter of the job search: whether the employer is actively hiring or the opening is urgent',
    },
    workplace: {
      id: 'careers.filters.workplace',
      defaultMessage: 'Workplace',
      description: 'Label of a drop-down filter of the job search: on-site, hybrid or remote work',
    },
    sort: {
      id: 'careers.filters.sort',
      defaultMessage: 'Sort by',
      description: 'Label of the drop-down of the job search that orders the results',
    },
    sortRelevance: {
      id: 'careers.filters.sort.relevance',
      defaultMessage: 'Best match',
      description: 'Order of the job search results: the jobs that match the keyword best first',
    },
    sortNewest: {
      id: 'careers.filters.sort.newest',
      defaultMessage: 'Newest first',
      description: 'Order of the job search results: the most recently posted jobs first',
    },
    any: { id: 'careers.filters.any', defaultMessage: 'Any', description: 'Filter option meaning no restriction' },
    search: {
      id: 'careers.filters.search',
      defaultMessage: 'Search',
      description: 'Button of the job search form that runs the search; a verb',
    },
    backToAll: {
      id: 'careers.filters.backToAll',
      defaultMessage: 'Back to All Jobs',
      description: 'Button of the job search form that clears the keyword and all filters and lists every job again',
    },
    posted: {
      id: 'careers.job.posted',
      defaultMessage: '{days, plural, =0 {Today} one {# day ago} other {# days ago}}',
      description: 'When a job was posted, relative to today',
    },
    applyNow: {
      id: 'careers.job.applyNow',
      defaultMessage: 'Apply Now',
      description:
        'Button on a job page that opens an e-mail to apply for the job (the other button, Easy Apply, opens a form)',
    },
    easyApply: {
      id: 'careers.job.easyApply',
      defaultMessage: 'Easy Apply',
      description: 'Button on a job page that opens our short application form in a pop-up; keep it short',
    },
    description: {
      id: 'careers.job.description',
      defaultMessage: 'Job Description',
      description: 'Heading of the first section of a job posting: the description of the job',
    },
    responsibilities: {
      id: 'careers.job.responsibilities',
      defaultMessage: 'Key Responsibilities',
      description: 'Heading of the section of a job posting listing the main tasks of the job',
    },
    requirements: {
      id: 'careers.job.requirements',
      defaultMessage: 'Requirements',
      description: 'Heading of the section of a job posting listing the skills and experience needed',
    },
    backToJobs: {
      id: 'careers.job.back',
      defaultMessage: 'Back to jobs',
      description: 'Link at the top of a job page that leads back to the job search',
    },
    metaDescription: {
      id: 'careers.job.metaDescription',
      defaultMessage: '{location}. {description}',
      description:
        'A job page’s summary for search engines and link previews: the place, then the posting’s first words',
    },
    englishOnly: {
      id: 'careers.job.englishOnly',
      defaultMessage: 'This posting is published in English.',
      description: 'Note on a job page when the posting text is shown in English because no translation exists yet',
    },
    machineTranslated: {
      id: 'careers.job.machineTranslated',
      defaultMessage: 'Translated automatically from English.',
      description: 'Note above a job posting translated by machine; followed by a Show the original link',
    },
    showOriginal: {
      id: 'careers.job.showOriginal',
      defaultMessage: 'Show the original',
      description:
        'Clickable text after the note that the job posting was machine-translated; opens the English original below',
    },
    applySubject: {
      id: 'careers.job.applySubject',
      defaultMessage: 'Application: {title} ({id})',
      description: 'E-mail subject of Apply Now',
    },
  }),
}
