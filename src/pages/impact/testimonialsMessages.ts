import { defineMessages } from '../../i18n/defineMessages'

/** The Testimonials page’s sections. */
export const testimonialsText = defineMessages({
  clientReviews: {
    id: 'reviews.clients.heading',
    defaultMessage: 'What clients and colleagues say',
    description: 'Section heading on the Testimonials page above a carousel of quotes from clients and partners',
  },
  employeeReviews: {
    id: 'reviews.employees.heading',
    defaultMessage: 'Life at {short}, in our employees’ words',
    description:
      'Section heading on the Testimonials page above quotes from our staff; {short} is the short company name IFIN',
  },
})
