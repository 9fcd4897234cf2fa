import { defineMessages } from '../../i18n/defineMessages'

export const clientsText = defineMessages({
  heroImage: {
    id: 'clients.hero.image',
    defaultMessage: 'A world map linking our offices to clients on four continents',
    description: 'Alt text of the picture at the top of the Clients page, read by screen readers',
  },
  areasHeading: {
    id: 'clients.areas.heading',
    defaultMessage: 'Businesses helped',
    description:
      'Section heading on the Clients page above cards of the kinds of businesses we help (start-ups, large companies …)',
  },
  areasIntro: {
    id: 'clients.areas.intro',
    defaultMessage: 'From a founder’s first hire to the merger of two enterprises, we help at every stage.',
  },
  testimonialsHeading: {
    id: 'clients.testimonials.heading',
    defaultMessage: 'What our clients say',
    description: 'Section heading on the Clients page above quotes from our clients',
  },
  logosHeading: {
    id: 'clients.logos.heading',
    defaultMessage: 'Some of the companies we work with',
    description: 'Section heading on the Clients page above a grid of client company logos',
  },
})
