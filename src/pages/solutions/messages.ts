import { defineMessages } from '../../i18n/defineMessages'

export const solutionsText = {
  'solutions.talent': defineMessages({
    name: {
      id: 'page.solutions.talent.name',
      defaultMessage: 'Talent',
      description:
        'Page name, used as an item of the Solutions menu and as the browser tab title: our recruitment services; one word, space is tight',
    },
    heading: { id: 'page.solutions.talent.heading', defaultMessage: 'Talent solutions that hire with precision' },
    intro: {
      id: 'page.solutions.talent.intro',
      defaultMessage:
        'Advisory, research, assessment, mobility and digital PRO services that cut time-to-hire by up to 40% and bring the right people to the right roles.',
      description:
        'PRO = public relations officer: a service handling official paperwork with government offices; time-to-hire = days from opening a job to hiring',
    },
  }),
  'solutions.technology': defineMessages({
    name: {
      id: 'page.solutions.technology.name',
      defaultMessage: 'Technology',
      description:
        'Page name, used as an item of the Solutions menu and as the browser tab title: our IT services; one word, space is tight',
    },
    heading: { id: 'page.solutions.technology.heading', defaultMessage: 'Technology that moves your business forward' },
    intro: {
      id: 'page.solutions.technology.intro',
      defaultMessage:
        'From digital transformation and cyber security to data and AI governance, we design, build and run the platforms your growth depends on.',
    },
  }),
  'solutions.transformation': defineMessages({
    name: {
      id: 'page.solutions.transformation.name',
      defaultMessage: 'Transformation',
      description:
        'Page name, used as an item of the Solutions menu and as the browser tab title: our business-change services; one word',
    },
    heading: { id: 'page.solutions.transformation.heading', defaultMessage: 'Transformation with measurable outcomes' },
    intro: {
      id: 'page.solutions.transformation.intro',
      defaultMessage:
        'Start-up and scale-up programmes, innovation accelerators, academic partnerships and sector transformation for healthcare and financial services.',
      description:
        'Scale-up = a young company growing fast; accelerators = programmes that help start-ups grow quickly',
    },
  }),
}

export const solutionsPageText = defineMessages({
  servicesLabel: {
    id: 'solutions.services.label',
    defaultMessage: 'Our services',
    description:
      'Read by screen readers: name of the list of tabs, one per service, on the Talent and Technology pages',
  },
  industriesLabel: {
    id: 'solutions.industries.label',
    defaultMessage: 'Industries',
    description: 'Read by screen readers: name of the list of tabs, one per industry, on the Technology page',
  },
  programmesLabel: {
    id: 'solutions.programmes.label',
    defaultMessage: 'Our programmes',
    description: 'Read by screen readers: name of the list of tabs, one per programme, on the Transformation page',
  },
})
