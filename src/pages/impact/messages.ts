import { defineMessages } from '../../i18n/defineMessages'

export const impactText = {
  'impact.stories': defineMessages({
    name: { id: 'page.impact.stories.name', defaultMessage: 'Customer Success Stories' },
    heading: { id: 'page.impact.stories.heading', defaultMessage: 'Customer Success Stories' },
    intro: {
      id: 'page.impact.stories.intro',
      defaultMessage:
        'How fintechs, banks, system integrators and fast-growing companies met their hiring and delivery goals with us.',
    },
  }),
  'impact.csr': defineMessages({
    name: { id: 'page.impact.csr.name', defaultMessage: 'CSR' },
    heading: { id: 'page.impact.csr.heading', defaultMessage: 'Corporate Social Responsibility' },
    intro: {
      id: 'page.impact.csr.intro',
      defaultMessage:
        'Job fairs, start-up festivals and road shows that open doors for job seekers, women returning to work and young entrepreneurs.',
    },
  }),
  'impact.testimonials': defineMessages({
    name: { id: 'page.impact.testimonials.name', defaultMessage: 'Testimonials' },
    heading: { id: 'page.impact.testimonials.heading', defaultMessage: 'What our clients and people say' },
    intro: {
      id: 'page.impact.testimonials.intro',
      defaultMessage: 'In their own words: clients, candidates and employees on working with us.',
    },
  }),
}

export const impactPageText = defineMessages({
  storiesHeading: { id: 'stories.heading', defaultMessage: 'Results by practice' },
  quotesHeading: { id: 'stories.quotes.heading', defaultMessage: 'In our people’s words' },
  readMore: { id: 'stories.readMore', defaultMessage: 'Read More' },
  readMoreLabel: { id: 'stories.readMore.label', defaultMessage: 'Read more testimonials' },
  clientReviews: { id: 'reviews.clients.heading', defaultMessage: 'What clients and colleagues say' },
  employeeReviews: { id: 'reviews.employees.heading', defaultMessage: 'Life at {short}, in our employees’ words' },
})
