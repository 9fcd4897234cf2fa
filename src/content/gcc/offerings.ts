// The GCC offering pages (SPEC 2.6): the talent offering's approach, value
// points, verticals and insights banner; the workspace and workload pages'
// four steps, benefits, industries and closing banners.
import { z } from '../../lib/zod'
import { defineMessages, type Message } from '../../i18n/defineMessages'
import { messageSchema, parseContent } from '../schema'

export const gccOfferingText = defineMessages({
  intro: { id: 'gcc.talent.intro.heading', defaultMessage: 'The Right People. Right Now.' },
  introText: {
    id: 'gcc.talent.intro.text',
    defaultMessage:
      'A global capability centre is only as strong as its people. We plan, hire and grow the teams that make your centre succeed, from the first leader to the thousandth engineer.',
  },
  approach: { id: 'gcc.approach.heading', defaultMessage: 'Our four-stage approach' },
  values: { id: 'gcc.values.heading', defaultMessage: 'The business value we deliver' },
  verticals: { id: 'gcc.verticals.heading', defaultMessage: 'Industry verticals' },
  insightsHeading: { id: 'gcc.insights.heading', defaultMessage: 'Insights for your GCC journey' },
  insightsText: {
    id: 'gcc.insights.text',
    defaultMessage: 'Talk to our advisers about locations, costs and the talent market for your centre.',
  },
  insightsButton: { id: 'gcc.insights.button', defaultMessage: 'Get in touch' },
  process: { id: 'gcc.process.heading', defaultMessage: 'How we work' },
  benefits: { id: 'gcc.benefits.heading', defaultMessage: 'Benefits' },
  industries: { id: 'gcc.industries.heading', defaultMessage: 'Industries' },
  discover: { id: 'gcc.stage.discover', defaultMessage: 'Discover' },
  design: { id: 'gcc.stage.design', defaultMessage: 'Design' },
  execute: { id: 'gcc.stage.execute', defaultMessage: 'Execute' },
  scale: { id: 'gcc.stage.scale', defaultMessage: 'Scale' },
})

const stage = defineMessages({
  talentDiscover: {
    id: 'gcc.talent.discover',
    defaultMessage: 'We study your goals, the roles you need and the talent markets that can supply them.',
  },
  talentDesign: {
    id: 'gcc.talent.design',
    defaultMessage: 'We design the organisation, the hiring plan and the employer brand for your centre.',
  },
  talentExecute: {
    id: 'gcc.talent.execute',
    defaultMessage: 'We hire leaders and teams, onboard them and set up payroll and HR operations.',
  },
  talentScale: {
    id: 'gcc.talent.scale',
    defaultMessage: 'We grow the centre with you, adding capabilities and developing future leaders.',
  },
  workplaceDiscover: {
    id: 'gcc.workplace.discover',
    defaultMessage: 'We assess your space needs, headcount plans and preferred cities.',
  },
  workplaceDesign: {
    id: 'gcc.workplace.design',
    defaultMessage: 'We shortlist sites and design a workspace fit for hybrid teams.',
  },
  workplaceExecute: {
    id: 'gcc.workplace.execute',
    defaultMessage: 'We handle leases, fit-out, IT and security until the doors open.',
  },
  workplaceScale: {
    id: 'gcc.workplace.scale',
    defaultMessage: 'We add floors, sites and services as your centre grows.',
  },
  operationsDiscover: {
    id: 'gcc.operations.discover',
    defaultMessage: 'We map the work to move: processes, volumes, systems and service levels.',
  },
  operationsDesign: {
    id: 'gcc.operations.design',
    defaultMessage: 'We design the operating model, controls and transition plan.',
  },
  operationsExecute: {
    id: 'gcc.operations.execute',
    defaultMessage: 'We move the work in waves, with parallel runs until quality is proven.',
  },
  operationsScale: {
    id: 'gcc.operations.scale',
    defaultMessage: 'We automate and extend the scope, lowering cost each year.',
  },
})

const value = defineMessages({
  cost: { id: 'gcc.value.cost', defaultMessage: 'Cost efficiencies' },
  workplace: { id: 'gcc.value.workplace', defaultMessage: 'Workplace transformation' },
  innovation: { id: 'gcc.value.innovation', defaultMessage: 'Innovation as a service' },
  speed: { id: 'gcc.value.speed', defaultMessage: 'Speed to market' },
  risk: { id: 'gcc.value.risk', defaultMessage: 'Risk reduction' },
  talent: { id: 'gcc.value.talent', defaultMessage: 'Future-ready talent' },
  tech: { id: 'gcc.value.tech', defaultMessage: 'End-to-end tech capability' },
  customer: { id: 'gcc.value.customer', defaultMessage: 'Measurable customer value' },
  models: { id: 'gcc.value.models', defaultMessage: 'One partner, many models' },
  reach: { id: 'gcc.value.reach', defaultMessage: 'National reach with local expertise' },
})

const vertical = defineMessages({
  bfsi: { id: 'gcc.vertical.bfsi', defaultMessage: 'BFSI' },
  health: { id: 'gcc.vertical.health', defaultMessage: 'Healthcare and Life Sciences' },
  tech: { id: 'gcc.vertical.tech', defaultMessage: 'Technology and Digital' },
  retail: { id: 'gcc.vertical.retail', defaultMessage: 'Retail and E-Commerce' },
  engineering: { id: 'gcc.vertical.engineering', defaultMessage: 'Engineering and Manufacturing' },
  telecom: { id: 'gcc.vertical.telecom', defaultMessage: 'Telecom and Infrastructure' },
})

const benefit = defineMessages({
  w1: { id: 'gcc.workplace.benefit.1', defaultMessage: 'Workspaces ready 40 to 50% faster' },
  w2: { id: 'gcc.workplace.benefit.2', defaultMessage: 'Flexible terms that grow with your team' },
  w3: { id: 'gcc.workplace.benefit.3', defaultMessage: 'Secure, compliant sites from day one' },
  w4: { id: 'gcc.workplace.benefit.4', defaultMessage: 'One partner for space, IT and facilities' },
  o1: { id: 'gcc.operations.benefit.1', defaultMessage: 'Lower operating costs, year after year' },
  o2: { id: 'gcc.operations.benefit.2', defaultMessage: 'Agreed service levels, reported every month' },
  o3: { id: 'gcc.operations.benefit.3', defaultMessage: 'Teams that run 24x7 across time zones' },
  o4: { id: 'gcc.operations.benefit.4', defaultMessage: 'Automation that frees people for higher-value work' },
})

const banner = defineMessages({
  workplaceHeading: { id: 'gcc.workplace.banner.heading', defaultMessage: 'Your next centre could open in weeks' },
  operationsHeading: { id: 'gcc.operations.banner.heading', defaultMessage: 'Ready to move work with confidence?' },
  transform: { id: 'gcc.banner.transform', defaultMessage: 'Transform Your Work Now' },
  scale: { id: 'gcc.banner.scale', defaultMessage: 'Scale Your Space Today' },
})

const steps = (kind: 'talent' | 'workplace' | 'operations') =>
  (['Discover', 'Design', 'Execute', 'Scale'] as const).map((name, i) => ({
    number: i + 1,
    title: gccOfferingText[name.toLowerCase() as 'discover' | 'design' | 'execute' | 'scale'],
    description: stage[`${kind}${name}`],
  }))

const stepSchema = z.object({
  number: z.number().int().min(1).max(4),
  title: messageSchema,
  description: messageSchema,
})

export const GCC_TALENT = parseContent(
  z.object({
    stages: z.array(stepSchema).length(4),
    values: z.array(messageSchema).length(10),
    verticals: z.array(messageSchema).length(6),
  }),
  { stages: steps('talent'), values: Object.values(value), verticals: Object.values(vertical) },
  'GCC talent offering',
)

const processPageSchema = z.object({
  steps: z.array(stepSchema).length(4),
  benefits: z.array(messageSchema).min(3),
  industries: z.array(messageSchema).min(3),
  bannerHeading: messageSchema,
  bannerButton: messageSchema,
})

const verticals: Message[] = Object.values(vertical)

/** The banner labels SPEC leaves unassigned: "Scale Your Space Today" on the workspace page, "Transform Your Work Now" on the workload page. */
export const GCC_PROCESS_PAGES = parseContent(
  z.object({ 'gcc.workplace': processPageSchema, 'gcc.operations': processPageSchema }),
  {
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
  },
  'GCC process pages',
)
