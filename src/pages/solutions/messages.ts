import { defineMessages } from '../../i18n/defineMessages'

export const solutionsText = {
  'solutions.talent': defineMessages({
    name: { id: 'page.solutions.talent.name', defaultMessage: 'Talent' },
    heading: { id: 'page.solutions.talent.heading', defaultMessage: 'Talent solutions that hire with precision' },
    intro: {
      id: 'page.solutions.talent.intro',
      defaultMessage:
        'Advisory, research, assessment, mobility and digital PRO services that cut time-to-hire by up to 40% and bring the right people to the right roles.',
    },
  }),
  'solutions.technology': defineMessages({
    name: { id: 'page.solutions.technology.name', defaultMessage: 'Technology' },
    heading: { id: 'page.solutions.technology.heading', defaultMessage: 'Technology that moves your business forward' },
    intro: {
      id: 'page.solutions.technology.intro',
      defaultMessage:
        'From digital transformation and cyber security to data and AI governance, we design, build and run the platforms your growth depends on.',
    },
  }),
  'solutions.transformation': defineMessages({
    name: { id: 'page.solutions.transformation.name', defaultMessage: 'Transformation' },
    heading: { id: 'page.solutions.transformation.heading', defaultMessage: 'Transformation with measurable outcomes' },
    intro: {
      id: 'page.solutions.transformation.intro',
      defaultMessage:
        'Start-up and scale-up programmes, innovation accelerators, academic partnerships and sector transformation for healthcare and financial services.',
    },
  }),
}

export const solutionsPageText = defineMessages({
  servicesLabel: { id: 'solutions.services.label', defaultMessage: 'Our services' },
  industriesLabel: { id: 'solutions.industries.label', defaultMessage: 'Industries' },
  programmesLabel: { id: 'solutions.programmes.label', defaultMessage: 'Our programmes' },
})
