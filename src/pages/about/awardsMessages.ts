import { defineMessages } from '../../i18n/defineMessages'

export const awardsText = defineMessages({
  heading: {
    id: 'awards.gallery.heading',
    defaultMessage: 'Award gallery',
    description: 'Section heading above the picture gallery of our awards (Awards page)',
  },
  open: {
    id: 'awards.gallery.open',
    defaultMessage: 'Open the image: {alt}',
    description:
      'Read by screen readers for a picture that opens enlarged; {alt} is the description of the picture, e.g. HR technology innovation award',
  },
})
