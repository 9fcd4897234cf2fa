import { defineMessages } from '../../i18n/defineMessages'

/** The Technology page’s own tab list. */
export const technologyText = defineMessages({
  industriesLabel: {
    id: 'solutions.industries.label',
    defaultMessage: 'Industries',
    description: 'Read by screen readers: name of the list of tabs, one per industry, on the Technology page',
  },
})
