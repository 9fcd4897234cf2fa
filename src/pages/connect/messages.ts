import { defineMessages } from '../../i18n/defineMessages'

export const connectText = {
  'connect.contact': defineMessages({
    name: { id: 'page.connect.contact.name', defaultMessage: 'Contact Us' },
    heading: { id: 'page.connect.contact.heading', defaultMessage: 'Contact Us' },
    intro: {
      id: 'page.connect.contact.intro',
      defaultMessage:
        'Tell us what you are building. We are open 24x7 and answer every message within one working day.',
    },
  }),
  'connect.locations': defineMessages({
    name: { id: 'page.connect.locations.name', defaultMessage: 'Global Locations' },
    heading: { id: 'page.connect.locations.heading', defaultMessage: 'Global Locations' },
    intro: {
      id: 'page.connect.locations.intro',
      defaultMessage: 'Offices in India, Europe and the Americas, and partners in more than 120 countries.',
    },
  }),
}
