import { defineMessages } from '../i18n/defineMessages'

/** The closing band that leads to the contact page: the home page's and the services pages' (ContactBanner). */
export const contactBandText = defineMessages({
  heading: {
    id: 'home.cta.heading',
    defaultMessage: 'Ready to Build Your Global Future?',
    description: 'Heading of the closing banner at the bottom of the home page, before the Contact Us Today button',
  },
  text: {
    id: 'home.cta.text',
    defaultMessage:
      'Tell us what you need: a critical hire, a technology team or a capability centre. We answer within one business day.',
    description:
      'Critical hire = a person recruited for a key position; capability centre = an offshore centre a company owns and runs itself',
  },
  button: {
    id: 'home.hero.contact',
    defaultMessage: 'Contact Us Today',
    description: 'Button (home page slides and the closing banner) that leads to the contact page',
  },
})
