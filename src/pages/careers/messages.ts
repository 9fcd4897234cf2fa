import { defineMessages } from '../../i18n/defineMessages'

export const careersText = {
  'careers.search': defineMessages({
    name: {
      id: 'page.careers.search.name',
      defaultMessage: 'Job Search',
      description:
        'Page name, item of the Careers menu and browser tab title: the page for searching job openings; short',
    },
    heading: {
      id: 'page.careers.search.heading',
      defaultMessage: 'Find your next role',
      description: 'Main heading of the job search page; role = a job position',
    },
    intro: {
      id: 'page.careers.search.intro',
      defaultMessage:
        'Openings with us and our clients across India, the Americas, Europe and Australia, in recruitment, engineering, analytics and operations.',
    },
  }),
  'careers.jobDetails': defineMessages({
    name: {
      id: 'page.careers.jobDetails.name',
      defaultMessage: 'Job Details',
      description: 'Page name and browser tab title: the page showing one job posting in full',
    },
    heading: {
      id: 'page.careers.jobDetails.heading',
      defaultMessage: 'Job Details',
      description: 'Main heading of the page showing one job posting in full',
    },
    intro: {
      id: 'page.careers.jobDetails.intro',
      defaultMessage: 'Everything you need to know about the role, and two quick ways to apply.',
    },
  }),
  'careers.easyApply': defineMessages({
    name: {
      id: 'page.careers.easyApply.name',
      defaultMessage: 'Easy Apply',
      description: 'Name of our quick job application form (page title and pop-up title); also a button; keep it short',
    },
    heading: {
      id: 'page.careers.easyApply.heading',
      defaultMessage: 'Easy Apply',
      description:
        'Main heading of the page with our quick job application form; keep it short, like the Easy Apply button',
    },
    intro: {
      id: 'page.careers.easyApply.intro',
      defaultMessage: 'Send us your details and résumé in a few minutes; our recruiters reply to every application.',
    },
  }),
}
