import { defineMessages } from '../../i18n/defineMessages'

export const impactText = {
  'impact.stories': defineMessages({
    name: {
      id: 'page.impact.stories.name',
      defaultMessage: 'Customer Success Stories',
      description:
        'Page name, item of the Impact menu and browser tab title: examples of client projects and their results',
    },
    heading: {
      id: 'page.impact.stories.heading',
      defaultMessage: 'Customer Success Stories',
      description: 'Main heading of the page with examples of client projects and their results',
    },
    intro: {
      id: 'page.impact.stories.intro',
      defaultMessage:
        'How fintechs, banks, system integrators and fast-growing companies met their hiring and delivery goals with us.',
      description:
        'Fintechs = financial technology companies; system integrators = IT firms that build and connect systems for clients',
    },
  }),
  'impact.csr': defineMessages({
    name: {
      id: 'page.impact.csr.name',
      defaultMessage: 'CSR',
      description:
        'Page name, item of the Impact menu and browser tab title; CSR = corporate social responsibility; very short, an abbreviation is best',
    },
    heading: {
      id: 'page.impact.csr.heading',
      defaultMessage: 'Corporate Social Responsibility',
      description:
        'Main heading of the CSR page: the work our company does for society (free job fairs, skilling, mentoring)',
    },
    intro: {
      id: 'page.impact.csr.intro',
      defaultMessage:
        'Job fairs, start-up festivals and road shows that open doors for job seekers, women returning to work and young entrepreneurs.',
      description:
        'Road shows = a series of events in several cities; entrepreneurs = people starting their own companies',
    },
  }),
  'impact.testimonials': defineMessages({
    name: {
      id: 'page.impact.testimonials.name',
      defaultMessage: 'Testimonials',
      description:
        'Page name, item of the Impact menu and browser tab title: quotes from clients and employees about us; one word',
    },
    heading: {
      id: 'page.impact.testimonials.heading',
      defaultMessage: 'What our clients and people say',
      description: 'Main heading of the page with quotes from clients, candidates and employees about working with us',
    },
    intro: {
      id: 'page.impact.testimonials.intro',
      defaultMessage: 'In their own words: clients, candidates and employees on working with us.',
    },
  }),
}

export const impactPageText = defineMessages({
  storiesHeading: {
    id: 'stories.heading',
    defaultMessage: 'Results by practice',
    description:
      'Section heading on the Customer Success Stories page above a list of client cases grouped by type of service (practice = business line)',
  },
  quotesHeading: {
    id: 'stories.quotes.heading',
    defaultMessage: 'In our people’s words',
    description: 'Section heading on the Customer Success Stories page above three quotes from our own employees',
  },
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
