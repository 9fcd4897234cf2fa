import { defineMessages } from '../../i18n/defineMessages'

export const connectText = {
  'connect.contact': defineMessages({
    name: {
      id: 'page.connect.contact.name',
      defaultMessage: 'Contact Us',
      description:
        'Page name, item of the IFIN Connect menu and browser tab title: the contact page with our form; short',
    },
    heading: {
      id: 'page.connect.contact.heading',
      defaultMessage: 'Contact Us',
      description: 'Main heading of the contact page with our phone, e-mail and message form',
    },
    intro: {
      id: 'page.connect.contact.intro',
      defaultMessage:
        'Tell us what you are building. We are open 24x7 and answer every message within one working day.',
      description: '24x7 = 24 hours a day, 7 days a week',
    },
  }),
  'connect.locations': defineMessages({
    name: {
      id: 'page.connect.locations.name',
      defaultMessage: 'Global Locations',
      description:
        'Page name, item of the IFIN Connect menu and browser tab title: the page with our office addresses and a world map',
    },
    heading: {
      id: 'page.connect.locations.heading',
      defaultMessage: 'Global Locations',
      description: 'Main heading of the page with our office addresses and a world map',
    },
    intro: {
      id: 'page.connect.locations.intro',
      defaultMessage: 'Offices in India, Europe, the Americas and Australia, and partners in more than 120 countries.',
    },
  }),
}
