import { defineMessages } from '../../i18n/defineMessages'

export const careersText = {
  'careers.search': defineMessages({
    name: { id: 'page.careers.search.name', defaultMessage: 'Job Search' },
    heading: { id: 'page.careers.search.heading', defaultMessage: 'Find your next role' },
    intro: {
      id: 'page.careers.search.intro',
      defaultMessage:
        'Openings with us and our clients across India, the Americas, Europe and Australia, in recruitment, engineering, analytics and operations.',
    },
  }),
  'careers.jobDetails': defineMessages({
    name: { id: 'page.careers.jobDetails.name', defaultMessage: 'Job Details' },
    heading: { id: 'page.careers.jobDetails.heading', defaultMessage: 'Job Details' },
    intro: {
      id: 'page.careers.jobDetails.intro',
      defaultMessage: 'Everything you need to know about the role, and two quick ways to apply.',
    },
  }),
  'careers.easyApply': defineMessages({
    name: { id: 'page.careers.easyApply.name', defaultMessage: 'Easy Apply' },
    heading: { id: 'page.careers.easyApply.heading', defaultMessage: 'Easy Apply' },
    intro: {
      id: 'page.careers.easyApply.intro',
      defaultMessage: 'Send us your details and résumé in a few minutes; our recruiters reply to every application.',
    },
  }),
}
