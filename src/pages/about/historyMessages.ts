import { defineMessages } from '../../i18n/defineMessages'

export const historyText = defineMessages({
  timelineHeading: {
    id: 'history.timeline.heading',
    defaultMessage: 'Our journey',
    description: 'Section heading above the company timeline on the History page',
  },
})
