import { defineMessages } from '../../i18n/defineMessages'

/** The Customer Success Stories page’s sections. */
export const storiesText = defineMessages({
  storiesHeading: {
    id: 'stories.heading',
    defaultMessage: 'Results by practice',
    description:
      'Section heading on the Customer Success Stories page above a list of client cases grouped by type of service (practice = business line)',
  },
  quotesHeading: {
    id: 'stories.quotes.heading',
    defaultMessage: 'In our people’s words',
    description: 'Section heading on the Customer Success Stories page above three quotes from our own employees',
  },
})
