import { defineMessages } from '../../i18n/defineMessages'

export const gccText = {
  'gcc.talent': defineMessages({
    name: {
      id: 'page.gcc.talent.name',
      defaultMessage: 'Talent Solutions',
      description:
        'Page name, item of the GCC Offerings menu and browser tab title; GCC = global capability centre (offshore centre a company runs itself)',
    },
    heading: {
      id: 'page.gcc.talent.heading',
      defaultMessage: 'Building the Workforce of Tomorrow',
      description:
        'Main heading of the GCC talent page: staffing global capability centres (offshore centres that companies own and run themselves)',
    },
    intro: {
      id: 'page.gcc.talent.intro',
      defaultMessage:
        'The Right People. Right Now. We staff global capability centres end to end and set them up as much as 50% faster.',
      description:
        'A slogan (The Right People. Right Now.) then a sentence; global capability centres = offshore centres that companies own and run themselves',
    },
  }),
  'gcc.workplace': defineMessages({
    name: {
      id: 'page.gcc.workplace.name',
      defaultMessage: 'Workplace Strategy',
      description:
        'Page name, item of the GCC Offerings menu and browser tab title: planning and providing office space for a capability centre',
    },
    heading: {
      id: 'page.gcc.workplace.heading',
      defaultMessage: 'Workspace capability centres, ready when you are',
      description:
        'Main heading of the GCC workplace page; workspace capability centres = ready-to-use offices for global capability centres',
    },
    intro: {
      id: 'page.gcc.workplace.intro',
      defaultMessage:
        'Offices designed, fitted out and run for your teams, delivered 40 to 50% faster than building them yourself.',
      description:
        'Search-engine description and intro of the GCC workplace page; fitted out = furnished and equipped ready for work',
    },
  }),
  'gcc.operations': defineMessages({
    name: {
      id: 'page.gcc.operations.name',
      defaultMessage: 'Business Operation',
      description:
        'Page name, item of the GCC Offerings menu and browser tab title: running business processes (finance, HR, IT) for the client',
    },
    heading: {
      id: 'page.gcc.operations.heading',
      defaultMessage: 'Workload management that scales with you',
      description:
        'Main heading of the GCC operations page; workload management = taking over and running a share of the client work',
    },
    intro: {
      id: 'page.gcc.operations.intro',
      defaultMessage:
        'We take on finance, HR, IT and customer operations as a managed capability centre, with clear service levels and room to grow.',
      description:
        'Managed capability centre = an offshore centre we run for the client; service levels = targets agreed in the contract',
    },
  }),
}
