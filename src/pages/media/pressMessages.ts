import { defineMessages } from '../../i18n/defineMessages'

export const pressText = defineMessages({
  heading: {
    id: 'press.grid.heading',
    defaultMessage: 'In the press',
    description: 'Section heading on the Press Releases page above the newspaper clippings',
  },
  open: {
    id: 'press.open',
    defaultMessage: 'Open the clipping: {alt}',
    description:
      'Read by screen readers for a clipping that opens enlarged; {alt} is the description of the clipping, e.g. Feature on the T-Hub start-up fund launch',
  },
})
