// The Clients page's service areas and testimonials (SPEC 2.4).
import { z } from '../../lib/zod'
import { defineMessages } from '../../i18n/defineMessages'
import { imagePathSchema, messageSchema, parseContent } from '../schema'

const areaText = defineMessages({
  solicitoryTitle: {
    id: 'clients.area.solicitory.title',
    defaultMessage: 'Solicitory',
    description:
      'Card title on the Clients page: legal services (contracts, employment terms, local rules); one word, like a legal-practice name',
  },
  solicitoryText: {
    id: 'clients.area.solicitory.text',
    defaultMessage: 'Contracts, employment terms and local rules checked before anyone signs.',
  },
  planningTitle: {
    id: 'clients.area.planning.title',
    defaultMessage: 'Business Planning',
    description: 'Card title on the Clients page: an area where we help businesses',
  },
  planningText: {
    id: 'clients.area.planning.text',
    defaultMessage: 'Location studies, cost models and hiring plans for a new market or centre.',
    description:
      'Location studies = comparisons of cities for a new office; centre = a global capability centre (offshore centre a company runs itself)',
  },
  hrTitle: {
    id: 'clients.area.hr.title',
    defaultMessage: 'Human Resources',
    description:
      'Card title on the Clients page: an area where we help businesses (HR: payroll, policies, people operations)',
  },
  hrText: {
    id: 'clients.area.hr.text',
    defaultMessage: 'Payroll, policies and people operations run for you or alongside you.',
  },
  strategyTitle: {
    id: 'clients.area.strategy.title',
    defaultMessage: 'Strategy',
    description: 'Card title on the Clients page: an area where we help businesses',
  },
  strategyText: {
    id: 'clients.area.strategy.text',
    defaultMessage: 'Talent and operating-model strategy tied to the results your board expects.',
    description:
      'Operating-model strategy = a plan for how the business organises its people, processes and technology',
  },
  startupsTitle: {
    id: 'clients.area.startups.title',
    defaultMessage: 'Start Ups',
    description:
      'Card title on the Clients page: young companies (start-ups) are one of the kinds of businesses we help',
  },
  startupsText: {
    id: 'clients.area.startups.text',
    defaultMessage: 'First hires, first office and first customers abroad, at start-up prices.',
  },
  organisationsTitle: {
    id: 'clients.area.organisations.title',
    defaultMessage: 'Organisations',
    description:
      'Card title on the Clients page: large enterprises and public bodies are one of the kinds of businesses we help',
  },
  organisationsText: {
    id: 'clients.area.organisations.text',
    defaultMessage: 'Large enterprises and public bodies hiring at scale across several countries.',
  },
  integrationTitle: {
    id: 'clients.area.integration.title',
    defaultMessage: 'Integration',
    description: 'Card title on the Clients page: bringing new teams, systems and processes together',
  },
  integrationText: {
    id: 'clients.area.integration.text',
    defaultMessage: 'New teams, systems and processes brought together without slowing the work.',
  },
  mergingTitle: {
    id: 'clients.area.merging.title',
    defaultMessage: 'Merging',
    description: 'Card title on the Clients page: combining two companies into one (mergers)',
  },
  mergingText: {
    id: 'clients.area.merging.text',
    defaultMessage: 'People and structures combined with care when two companies become one.',
  },
})

const serviceAreaSchema = z.object({
  title: messageSchema,
  desc: messageSchema,
  icon: z.enum(['scale', 'chart', 'people', 'compass', 'rocket', 'building', 'puzzle', 'merge']),
})

export const SERVICE_AREAS = parseContent(
  z.array(serviceAreaSchema).length(8),
  [
    { title: areaText.solicitoryTitle, desc: areaText.solicitoryText, icon: 'scale' },
    { title: areaText.planningTitle, desc: areaText.planningText, icon: 'chart' },
    { title: areaText.hrTitle, desc: areaText.hrText, icon: 'people' },
    { title: areaText.strategyTitle, desc: areaText.strategyText, icon: 'compass' },
    { title: areaText.startupsTitle, desc: areaText.startupsText, icon: 'rocket' },
    { title: areaText.organisationsTitle, desc: areaText.organisationsText, icon: 'building' },
    { title: areaText.integrationTitle, desc: areaText.integrationText, icon: 'puzzle' },
    { title: areaText.mergingTitle, desc: areaText.mergingText, icon: 'merge' },
  ],
  'service areas',
)

const testimonialText = defineMessages({
  bankQuote: {
    id: 'clients.testimonial.bank.quote',
    defaultMessage: 'Our centre was running in four months',
    description:
      'Short headline of a client quote (Clients page), shown in quotation marks; centre = an offshore capability centre set up for the bank',
  },
  bankText: {
    id: 'clients.testimonial.bank.text',
    defaultMessage:
      'They found the site, hired the first 120 engineers and handled every permit. We were live weeks ahead of plan.',
    description:
      'Quote of a bank client; the site = the location for its new centre; permit = official authorisation; live = in operation',
  },
  bankName: {
    id: 'clients.testimonial.bank.name',
    defaultMessage: 'Head of Global Operations',
    description:
      'Job title of the client quoted (shown where a name would be), under a testimonial on the Clients page',
  },
  bankCompany: {
    id: 'clients.testimonial.bank.company',
    defaultMessage: 'A European retail bank',
    description: 'Anonymous description of the client company quoted, under a testimonial on the Clients page',
  },
  fintechQuote: {
    id: 'clients.testimonial.fintech.quote',
    defaultMessage: 'Critical hires in half the time',
    description: 'Short headline of a client quote (Clients page), shown in quotation marks; hires = people recruited',
  },
  fintechText: {
    id: 'clients.testimonial.fintech.text',
    defaultMessage:
      'Every shortlist was sharp and every candidate had been properly screened. Our time-to-hire fell by almost 40%.',
    description:
      'Shortlist = the few best candidates put forward for a job; time-to-hire = days from opening a job to hiring someone',
  },
  fintechName: {
    id: 'clients.testimonial.fintech.name',
    defaultMessage: 'Vice President, Engineering',
    description:
      'Job title of the client quoted (shown where a name would be), under a testimonial on the Clients page',
  },
  fintechCompany: {
    id: 'clients.testimonial.fintech.company',
    defaultMessage: 'A fast-growing payments company',
    description: 'Anonymous description of the client company quoted, under a testimonial on the Clients page',
  },
  manufacturerQuote: {
    id: 'clients.testimonial.manufacturer.quote',
    defaultMessage: 'A partner, not a vendor',
    description:
      'Short headline of a client quote (Clients page), shown in quotation marks: we act as a partner rather than just a supplier',
  },
  manufacturerText: {
    id: 'clients.testimonial.manufacturer.text',
    defaultMessage:
      'From contracts to payroll in three countries, one team took care of it all and kept us informed every week.',
  },
  manufacturerName: {
    id: 'clients.testimonial.manufacturer.name',
    defaultMessage: 'Chief People Officer',
    description:
      'Job title of the client quoted (shown where a name would be), under a testimonial on the Clients page',
  },
  manufacturerCompany: {
    id: 'clients.testimonial.manufacturer.company',
    defaultMessage: 'An automotive parts manufacturer',
    description: 'Anonymous description of the client company quoted, under a testimonial on the Clients page',
  },
})

const testimonialSchema = z.object({
  quote: messageSchema,
  stars: z.number().int().min(1).max(5),
  text: messageSchema,
  name: messageSchema,
  company: messageSchema,
  avatar: imagePathSchema,
})

export const CLIENT_TESTIMONIALS = parseContent(
  z.array(testimonialSchema).length(3),
  (['bank', 'fintech', 'manufacturer'] as const).map((key) => ({
    quote: testimonialText[`${key}Quote`],
    stars: 5,
    text: testimonialText[`${key}Text`],
    name: testimonialText[`${key}Name`],
    company: testimonialText[`${key}Company`],
    avatar: `/images/testimonials/${key}.svg`,
  })),
  'client testimonials',
)
