// The Clients page's service areas and testimonials (SPEC 2.4).
import { z } from '../../lib/zod'
import { defineMessages } from '../../i18n/defineMessages'
import { imagePathSchema, messageSchema, parseContent } from '../schema'

const areaText = defineMessages({
  solicitoryTitle: { id: 'clients.area.solicitory.title', defaultMessage: 'Solicitory' },
  solicitoryText: {
    id: 'clients.area.solicitory.text',
    defaultMessage: 'Contracts, employment terms and local rules checked before anyone signs.',
  },
  planningTitle: { id: 'clients.area.planning.title', defaultMessage: 'Business Planning' },
  planningText: {
    id: 'clients.area.planning.text',
    defaultMessage: 'Location studies, cost models and hiring plans for a new market or centre.',
  },
  hrTitle: { id: 'clients.area.hr.title', defaultMessage: 'Human Resources' },
  hrText: {
    id: 'clients.area.hr.text',
    defaultMessage: 'Payroll, policies and people operations run for you or alongside you.',
  },
  strategyTitle: { id: 'clients.area.strategy.title', defaultMessage: 'Strategy' },
  strategyText: {
    id: 'clients.area.strategy.text',
    defaultMessage: 'Talent and operating-model strategy tied to the results your board expects.',
  },
  startupsTitle: { id: 'clients.area.startups.title', defaultMessage: 'Start Ups' },
  startupsText: {
    id: 'clients.area.startups.text',
    defaultMessage: 'First hires, first office and first customers abroad, at start-up prices.',
  },
  organisationsTitle: { id: 'clients.area.organisations.title', defaultMessage: 'Organisations' },
  organisationsText: {
    id: 'clients.area.organisations.text',
    defaultMessage: 'Large enterprises and public bodies hiring at scale across several countries.',
  },
  integrationTitle: { id: 'clients.area.integration.title', defaultMessage: 'Integration' },
  integrationText: {
    id: 'clients.area.integration.text',
    defaultMessage: 'New teams, systems and processes brought together without slowing the work.',
  },
  mergingTitle: { id: 'clients.area.merging.title', defaultMessage: 'Merging' },
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
  bankQuote: { id: 'clients.testimonial.bank.quote', defaultMessage: 'Our centre was running in four months' },
  bankText: {
    id: 'clients.testimonial.bank.text',
    defaultMessage:
      'They found the site, hired the first 120 engineers and handled every permit. We were live weeks ahead of plan.',
  },
  bankName: { id: 'clients.testimonial.bank.name', defaultMessage: 'Head of Global Operations' },
  bankCompany: { id: 'clients.testimonial.bank.company', defaultMessage: 'A European retail bank' },
  fintechQuote: { id: 'clients.testimonial.fintech.quote', defaultMessage: 'Critical hires in half the time' },
  fintechText: {
    id: 'clients.testimonial.fintech.text',
    defaultMessage:
      'Every shortlist was sharp and every candidate had been properly screened. Our time-to-hire fell by almost 40%.',
  },
  fintechName: { id: 'clients.testimonial.fintech.name', defaultMessage: 'Vice President, Engineering' },
  fintechCompany: { id: 'clients.testimonial.fintech.company', defaultMessage: 'A fast-growing payments company' },
  manufacturerQuote: { id: 'clients.testimonial.manufacturer.quote', defaultMessage: 'A partner, not a vendor' },
  manufacturerText: {
    id: 'clients.testimonial.manufacturer.text',
    defaultMessage:
      'From contracts to payroll in three countries, one team took care of it all and kept us informed every week.',
  },
  manufacturerName: { id: 'clients.testimonial.manufacturer.name', defaultMessage: 'Chief People Officer' },
  manufacturerCompany: {
    id: 'clients.testimonial.manufacturer.company',
    defaultMessage: 'An automotive parts manufacturer',
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
