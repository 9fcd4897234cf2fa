// The Clients page's service areas and testimonials (SPEC 2.4).
import { defineMessages } from '../../i18n/defineMessages'
import type { ServiceArea } from './schema'

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

export const SERVICE_AREAS: ServiceArea[] = [
  { title: areaText.solicitoryTitle, desc: areaText.solicitoryText, icon: 'scale' },
  { title: areaText.planningTitle, desc: areaText.planningText, icon: 'chart' },
  { title: areaText.hrTitle, desc: areaText.hrText, icon: 'people' },
  { title: areaText.strategyTitle, desc: areaText.strategyText, icon: 'compass' },
  { title: areaText.startupsTitle, desc: areaText.startupsText, icon: 'rocket' },
  { title: areaText.organisationsTitle, desc: areaText.organisationsText, icon: 'building' },
  { title: areaText.integrationTitle, desc: areaText.integrationText, icon: 'puzzle' },
  { title: areaText.mergingTitle, desc: areaText.mergingText, icon: 'merge' },
]
