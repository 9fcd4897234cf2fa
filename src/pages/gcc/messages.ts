import { defineMessages } from '../../i18n/defineMessages'

export const gccText = {
  'gcc.talent': defineMessages({
    name: { id: 'page.gcc.talent.name', defaultMessage: 'Talent Solutions' },
    heading: { id: 'page.gcc.talent.heading', defaultMessage: 'Building the Workforce of Tomorrow' },
    intro: {
      id: 'page.gcc.talent.intro',
      defaultMessage:
        'The Right People. Right Now. We staff global capability centres end to end and set them up up to 50% faster.',
    },
  }),
  'gcc.workplace': defineMessages({
    name: { id: 'page.gcc.workplace.name', defaultMessage: 'Workplace Strategy' },
    heading: { id: 'page.gcc.workplace.heading', defaultMessage: 'Workspace capability centres, ready when you are' },
    intro: {
      id: 'page.gcc.workplace.intro',
      defaultMessage:
        'Offices designed, fitted out and run for your teams, delivered 40 to 50% faster than building them yourself.',
    },
  }),
  'gcc.operations': defineMessages({
    name: { id: 'page.gcc.operations.name', defaultMessage: 'Business Operation' },
    heading: { id: 'page.gcc.operations.heading', defaultMessage: 'Workload management that scales with you' },
    intro: {
      id: 'page.gcc.operations.intro',
      defaultMessage:
        'We take on finance, HR, IT and customer operations as a managed capability centre, with clear service levels and room to grow.',
    },
  }),
}
