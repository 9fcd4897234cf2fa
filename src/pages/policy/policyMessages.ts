import { defineMessages } from '../../i18n/defineMessages'

/** A policy page’s own line. */
export const policyPageText = defineMessages({
  updated: {
    id: 'policy.updated',
    defaultMessage: 'Last updated: {date}',
    description:
      'Line at the top of a policy page; {date} is a date already written out in the page language, e.g. 1 March 2025',
  },
})
