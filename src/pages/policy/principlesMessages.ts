import { defineMessages } from '../../i18n/defineMessages'

/** The IFIN Principles page’s documents. */
export const principlesText = defineMessages({
  documentsHeading: {
    id: 'principles.documents.heading',
    defaultMessage: 'Policy documents',
    description: 'Section heading on the IFIN Principles page above the list of policy documents to download',
  },
  download: {
    id: 'principles.download',
    defaultMessage: '{name} (PDF, opens in a new tab)',
    description:
      'Read by screen readers for a link to a policy document; {name} is the document name, e.g. Code of Conduct; PDF is a file format, keep it',
  },
})
