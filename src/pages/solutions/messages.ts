import { defineMessages } from '../../i18n/defineMessages'

/** The tab list the Talent and Technology pages share. */
export const solutionsPageText = defineMessages({
  servicesLabel: {
    id: 'solutions.services.label',
    defaultMessage: 'Our services',
    description:
      'Read by screen readers: name of the list of tabs, one per service, on the Talent and Technology pages',
  },
})
