// The GCC offering pages (SPEC 2.6): the talent offering's intro and approach, value
// points, verticals and insights banner; the workspace and workload pages'
// four steps, benefits, industries and closing banners.
import { defineMessages, type Message } from '../../i18n/defineMessages'
import type { GccProcessPages, GccTalent } from './schema'

export const gccOfferingText = defineMessages({
  introText: {
    id: 'gcc.talent.intro.text',
    defaultMessage:
      'A global capability centre is only as strong as its people. We plan, hire and grow the teams that make your centre succeed, from the first leader to the thousandth engineer.',
    description:
      'Global capability centre = an offshore centre a company owns and runs for its own work; use the usual business term',
  },
  approach: {
    id: 'gcc.approach.heading',
    defaultMessage: 'Our four-stage approach',
    description: 'Section heading on the GCC talent page above four numbered steps (Discover, Design, Execute, Scale)',
  },
  values: {
    id: 'gcc.values.heading',
    defaultMessage: 'The business value we deliver',
    description: 'Section heading on the GCC talent page above a list of ten benefits we bring the client',
  },
  verticals: {
    id: 'gcc.verticals.heading',
    defaultMessage: 'Industry verticals',
    description:
      'Section heading on the GCC talent page above a list of industries (verticals = industry sectors) we serve',
  },
  insightsHeading: {
    id: 'gcc.insights.heading',
    defaultMessage: 'Insights for your GCC journey',
    description:
      'Heading of the closing banner on the GCC talent page; GCC = global capability centre (keep GCC); journey = the path from plan to running centre',
  },
  insightsText: {
    id: 'gcc.insights.text',
    defaultMessage: 'Talk to our advisers about locations, costs and the talent market for your centre.',
    description: 'Centre = the global capability centre (offshore centre) the reader plans to set up',
  },
  insightsButton: {
    id: 'gcc.insights.button',
    defaultMessage: 'Get in touch',
    description: 'Button in the closing banner of a GCC page; leads to the contact page',
  },
  process: {
    id: 'gcc.process.heading',
    defaultMessage: 'How we work',
    description: 'Section heading above four numbered steps on the GCC workplace and operations pages',
  },
  benefits: {
    id: 'gcc.benefits.heading',
    defaultMessage: 'Benefits',
    description: 'Section heading above a list of benefits on the GCC workplace and operations pages; one word',
  },
  industries: {
    id: 'gcc.industries.heading',
    defaultMessage: 'Industries',
    description: 'Section heading above a list of industry sectors on the GCC workplace and operations pages; one word',
  },
  discover: {
    id: 'gcc.stage.discover',
    defaultMessage: 'Discover',
    description:
      'Title of step 1 of 4 on the GCC pages (Discover, Design, Execute, Scale): understanding the client needs; one word, a verb',
  },
  design: {
    id: 'gcc.stage.design',
    defaultMessage: 'Design',
    description:
      'Title of step 2 of 4 on the GCC pages (Discover, Design, Execute, Scale): planning the solution; one word, a verb',
  },
  execute: {
    id: 'gcc.stage.execute',
    defaultMessage: 'Execute',
    description:
      'Title of step 3 of 4 on the GCC pages (Discover, Design, Execute, Scale): carrying out the plan; one word, a verb',
  },
  scale: {
    id: 'gcc.stage.scale',
    defaultMessage: 'Scale',
    description:
      'Title of step 4 of 4 on the GCC pages (Discover, Design, Execute, Scale): growing the centre; one word, a verb',
  },
})

const stage = defineMessages({
  talentDiscover: {
    id: 'gcc.talent.discover',
    defaultMessage: 'We study your goals, the roles you need and the talent markets that can supply them.',
    description:
      'Text of step 1 (Discover) on the GCC talent page; talent markets = the places and pools of people with the skills needed',
  },
  talentDesign: {
    id: 'gcc.talent.design',
    defaultMessage: 'We design the organisation, the hiring plan and the employer brand for your centre.',
    description: 'Employer brand = how the centre presents itself to job seekers',
  },
  talentExecute: {
    id: 'gcc.talent.execute',
    defaultMessage: 'We hire leaders and teams, onboard them and set up payroll and HR operations.',
    description: 'Onboard = welcome and set up new employees in their jobs',
  },
  talentScale: {
    id: 'gcc.talent.scale',
    defaultMessage: 'We grow the centre with you, adding capabilities and developing future leaders.',
    description:
      'Text of step 4 (Scale) on the GCC talent page; the centre = the global capability centre of the client (offshore centre it runs itself)',
  },
  workplaceDiscover: {
    id: 'gcc.workplace.discover',
    defaultMessage: 'We assess your space needs, headcount plans and preferred cities.',
    description: 'Headcount plans = how many staff the client plans to have',
  },
  workplaceDesign: {
    id: 'gcc.workplace.design',
    defaultMessage: 'We shortlist sites and design a workspace fit for hybrid teams.',
    description: 'Hybrid teams = staff who work partly in the office and partly from home',
  },
  workplaceExecute: {
    id: 'gcc.workplace.execute',
    defaultMessage: 'We handle leases, fit-out, IT and security until the doors open.',
    description: 'Fit-out = furnishing and equipping offices ready for work',
  },
  workplaceScale: {
    id: 'gcc.workplace.scale',
    defaultMessage: 'We add floors, sites and services as your centre grows.',
    description:
      'Text of step 4 (Scale) on the GCC workplace page; the centre = the office of the global capability centre of the client',
  },
  operationsDiscover: {
    id: 'gcc.operations.discover',
    defaultMessage: 'We map the work to move: processes, volumes, systems and service levels.',
    description: 'Service levels = targets for quality and speed agreed in the contract',
  },
  operationsDesign: {
    id: 'gcc.operations.design',
    defaultMessage: 'We design the operating model, controls and transition plan.',
    description:
      'Operating model = how the work is organised; transition plan = the plan for moving the work to the new centre',
  },
  operationsExecute: {
    id: 'gcc.operations.execute',
    defaultMessage: 'We move the work in waves, with parallel runs until quality is proven.',
    description:
      'Waves = batches of work moved one after another; parallel runs = the old and new teams do the same work at the same time',
  },
  operationsScale: {
    id: 'gcc.operations.scale',
    defaultMessage: 'We automate and extend the scope, lowering cost each year.',
    description: 'Text of step 4 (Scale) on the GCC operations page; scope = the range of work we take over',
  },
})

const value = defineMessages({
  cost: {
    id: 'gcc.value.cost',
    defaultMessage: 'Cost efficiencies',
    description: 'Short point in a list of benefits we deliver (GCC talent page): saving costs',
  },
  workplace: {
    id: 'gcc.value.workplace',
    defaultMessage: 'Workplace transformation',
    description: 'Short point in a list of benefits we deliver (GCC talent page): changing how and where teams work',
  },
  innovation: {
    id: 'gcc.value.innovation',
    defaultMessage: 'Innovation as a service',
    description:
      'Short point in a list of benefits (GCC talent page): new ideas provided as a service, as in software as a service',
  },
  speed: {
    id: 'gcc.value.speed',
    defaultMessage: 'Speed to market',
    description: 'Short point in a list of benefits we deliver (GCC talent page): launching new products sooner',
  },
  risk: {
    id: 'gcc.value.risk',
    defaultMessage: 'Risk reduction',
    description: 'Short point in a list of benefits we deliver (GCC talent page)',
  },
  talent: {
    id: 'gcc.value.talent',
    defaultMessage: 'Future-ready talent',
    description:
      'Short point in a list of benefits we deliver (GCC talent page): staff ready for the work of the future',
  },
  tech: {
    id: 'gcc.value.tech',
    defaultMessage: 'End-to-end tech capability',
    description:
      'Short point in a list of benefits we deliver (GCC talent page): complete technology skills from start to finish',
  },
  customer: {
    id: 'gcc.value.customer',
    defaultMessage: 'Measurable customer value',
    description:
      'Short point in a list of benefits we deliver (GCC talent page): results for the client that can be measured',
  },
  models: {
    id: 'gcc.value.models',
    defaultMessage: 'One partner, many models',
    description:
      'Short point in a list of benefits (GCC talent page): one supplier offering several ways of running a centre',
  },
  reach: {
    id: 'gcc.value.reach',
    defaultMessage: 'National reach with local expertise',
    description:
      'Short point in a list of benefits we deliver (GCC talent page): present across the whole country, with local knowledge',
  },
})

const vertical = defineMessages({
  bfsi: {
    id: 'gcc.vertical.bfsi',
    defaultMessage: 'BFSI',
    description:
      'Industry sector in a list (GCC pages); BFSI = banking, financial services and insurance, a standard abbreviation kept as is',
  },
  health: {
    id: 'gcc.vertical.health',
    defaultMessage: 'Healthcare and Life Sciences',
    description: 'Industry sector in a list on the GCC pages; life sciences = pharmaceuticals and biotechnology',
  },
  tech: {
    id: 'gcc.vertical.tech',
    defaultMessage: 'Technology and Digital',
    description: 'Industry sector in a list on the GCC pages: technology and digital companies',
  },
  retail: {
    id: 'gcc.vertical.retail',
    defaultMessage: 'Retail and E-Commerce',
    description: 'Industry sector in a list on the GCC pages: shops and online sellers',
  },
  engineering: {
    id: 'gcc.vertical.engineering',
    defaultMessage: 'Engineering and Manufacturing',
    description: 'Industry sector in a list on the GCC pages',
  },
  telecom: {
    id: 'gcc.vertical.telecom',
    defaultMessage: 'Telecom and Infrastructure',
    description:
      'Industry sector in a list on the GCC pages: telephone and internet providers and infrastructure companies',
  },
})

const benefit = defineMessages({
  w1: {
    id: 'gcc.workplace.benefit.1',
    defaultMessage: 'Workspaces ready 40 to 50% faster',
    description:
      'Short point in the list of benefits on the GCC workplace page: offices ready sooner than building them yourself',
  },
  w2: {
    id: 'gcc.workplace.benefit.2',
    defaultMessage: 'Flexible terms that grow with your team',
    description:
      'Short point in the list of benefits on the GCC workplace page; terms = the conditions of the office contract',
  },
  w3: {
    id: 'gcc.workplace.benefit.3',
    defaultMessage: 'Secure, compliant sites from day one',
    description:
      'Short point in the list of benefits on the GCC workplace page; compliant = meeting legal requirements',
  },
  w4: {
    id: 'gcc.workplace.benefit.4',
    defaultMessage: 'One partner for space, IT and facilities',
    description:
      'Short point in the list of benefits on the GCC workplace page; facilities = building services (cleaning, security, upkeep)',
  },
  o1: {
    id: 'gcc.operations.benefit.1',
    defaultMessage: 'Lower operating costs, year after year',
    description: 'Short point in the list of benefits on the GCC operations page',
  },
  o2: {
    id: 'gcc.operations.benefit.2',
    defaultMessage: 'Agreed service levels, reported every month',
    description:
      'Short point in the list of benefits on the GCC operations page; service levels = targets agreed in the contract',
  },
  o3: {
    id: 'gcc.operations.benefit.3',
    defaultMessage: 'Teams that run 24x7 across time zones',
    description: 'Short point in the list of benefits on the GCC operations page; 24x7 = 24 hours a day, 7 days a week',
  },
  o4: {
    id: 'gcc.operations.benefit.4',
    defaultMessage: 'Automation that frees people for higher-value work',
    description: 'Short point in the list of benefits on the GCC operations page',
  },
})

const banner = defineMessages({
  workplaceHeading: {
    id: 'gcc.workplace.banner.heading',
    defaultMessage: 'Your next centre could open in weeks',
    description:
      'Heading of the closing banner on the GCC workplace page; centre = an office for a global capability centre',
  },
  operationsHeading: {
    id: 'gcc.operations.banner.heading',
    defaultMessage: 'Ready to move work with confidence?',
    description:
      'Heading of the closing banner on the GCC operations page; move work = transfer business processes to the new centre',
  },
  transform: {
    id: 'gcc.banner.transform',
    defaultMessage: 'Transform Your Work Now',
    description: 'Button in the closing banner of the GCC operations page; leads to the contact page',
  },
  scale: {
    id: 'gcc.banner.scale',
    defaultMessage: 'Scale Your Space Today',
    description:
      'Button in the closing banner of the GCC workplace page, leads to the contact page; scale your space = get more office space as you grow',
  },
})

const steps = (kind: 'talent' | 'workplace' | 'operations') =>
  (['Discover', 'Design', 'Execute', 'Scale'] as const).map((name, i) => ({
    number: i + 1,
    title: gccOfferingText[name.toLowerCase() as 'discover' | 'design' | 'execute' | 'scale'],
    description: stage[`${kind}${name}`],
  }))

export const GCC_TALENT: GccTalent = {
  stages: steps('talent'),
  values: Object.values(value),
  verticals: Object.values(vertical),
}

const verticals: Message[] = Object.values(vertical)

/** The banner labels SPEC leaves unassigned: "Scale Your Space Today" on the workspace page, "Transform Your Work Now" on the workload page. */
export const GCC_PROCESS_PAGES: GccProcessPages = {
  'gcc.workplace': {
    steps: steps('workplace'),
    benefits: [benefit.w1, benefit.w2, benefit.w3, benefit.w4],
    industries: verticals,
    bannerHeading: banner.workplaceHeading,
    bannerButton: banner.scale,
  },
  'gcc.operations': {
    steps: steps('operations'),
    benefits: [benefit.o1, benefit.o2, benefit.o3, benefit.o4],
    industries: verticals,
    bannerHeading: banner.operationsHeading,
    bannerButton: banner.transform,
  },
}
