import { defineMessages } from '../../i18n/defineMessages'

/** The Transformation page’s own tab list. */
export const transformationText = defineMessages({
  programmesLabel: {
    id: 'solutions.programmes.label',
    defaultMessage: 'Our programmes',
    description: 'Read by screen readers: name of the list of tabs, one per programme, on the Transformation page',
  },
})
