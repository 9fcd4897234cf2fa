// The Three Pillars section (SPEC 2.9): three tabs of three features each.
import { defineMessages } from '../../i18n/defineMessages'
import type { Pillar } from './schema'

const text = defineMessages({
  talentTitle: {
    id: 'home.pillars.talent.title',
    defaultMessage: 'Elite Global Talent',
    description:
      'Title of the first of three tabs (our three pillars, home page); also the heading of its panel; short, space is tight',
  },
  talentSubtitle: {
    id: 'home.pillars.talent.subtitle',
    defaultMessage: 'The right people, wherever they are',
    description:
      'Small line under the first tab title (Elite Global Talent) in the three pillars section of the home page',
  },
  aiTitle: {
    id: 'home.pillars.talent.ai.title',
    defaultMessage: 'AI-led talent intelligence',
    description:
      'Feature title in the Elite Global Talent tab (home page); talent intelligence = data and research about candidates and the job market',
  },
  aiText: {
    id: 'home.pillars.talent.ai.text',
    defaultMessage:
      'Market maps, skills data and AI screening find and rank the people who fit, before your competitors do.',
    description:
      'Market maps = overviews of where the right candidates work; AI screening = software that sorts applications',
  },
  scaleTitle: {
    id: 'home.pillars.talent.scale.title',
    defaultMessage: 'Global expertise at scale',
    description: 'Feature title in the Elite Global Talent tab of the three pillars section (home page)',
  },
  scaleText: {
    id: 'home.pillars.talent.scale.text',
    defaultMessage:
      'Networks in more than 120 countries and a workforce of {workforce, number}+ across 8 countries, ready when you grow.',
    description:
      '4,60,000 is written with Indian digit grouping and means 460,000; use the usual grouping of your locale',
  },
  teamsTitle: {
    id: 'home.pillars.talent.teams.title',
    defaultMessage: 'Culturally aligned, future-ready teams',
    description:
      'Feature title in the Elite Global Talent tab (home page): teams that fit the client culture and are ready for the future',
  },
  teamsText: {
    id: 'home.pillars.talent.teams.text',
    defaultMessage:
      'Teams chosen for your culture as much as their skills, then trained for the work of the next five years.',
  },
  operationsTitle: {
    id: 'home.pillars.operations.title',
    defaultMessage: 'Secure Global Operations',
    description:
      'Title of the second of three tabs (our three pillars, home page); also the heading of its panel; short, space is tight',
  },
  operationsSubtitle: {
    id: 'home.pillars.operations.subtitle',
    defaultMessage: 'Trust and compliance',
    description:
      'Small line under the second tab title (Secure Global Operations) in the three pillars section of the home page',
  },
  gccTitle: {
    id: 'home.pillars.operations.gcc.title',
    defaultMessage: 'Turnkey GCC solutions',
    description:
      'Feature title; turnkey = delivered complete and ready to use; GCC = global capability centre (offshore centre a company runs itself), keep GCC',
  },
  gccText: {
    id: 'home.pillars.operations.gcc.text',
    defaultMessage:
      'Entity, workspace, people and processes: a global capability centre ready up to 50% faster, then run by us or handed over.',
    description:
      'Entity = the legal company set up abroad; global capability centre = an offshore centre a company owns and runs for its own work',
  },
  complianceTitle: {
    id: 'home.pillars.operations.compliance.title',
    defaultMessage: 'Global compliance engine',
    description:
      'Feature title in the Secure Global Operations tab (home page): our system for keeping clients within the law in every country',
  },
  complianceText: {
    id: 'home.pillars.operations.compliance.text',
    defaultMessage:
      'Payroll, employment law and data protection handled across 120+ jurisdictions, with audits you can show your board.',
    description: 'Jurisdictions = countries or regions with their own laws',
  },
  mobilityTitle: {
    id: 'home.pillars.operations.mobility.title',
    defaultMessage: 'Seamless mobility',
    description:
      'Feature title in the Secure Global Operations tab (home page); mobility = moving employees between countries',
  },
  mobilityText: {
    id: 'home.pillars.operations.mobility.text',
    defaultMessage: 'Visas, relocation and onboarding that move people between countries without stopping the work.',
    description: 'Onboarding = welcoming and setting up a new employee in the job',
  },
  digitalTitle: {
    id: 'home.pillars.digital.title',
    defaultMessage: 'Accelerated Digital Foundations',
    description:
      'Title of the third of three tabs (our three pillars, home page); also the heading of its panel; short, space is tight',
  },
  digitalSubtitle: {
    id: 'home.pillars.digital.subtitle',
    defaultMessage: 'Platforms built to last',
    description:
      'Small line under the third tab title (Accelerated Digital Foundations) in the three pillars section of the home page',
  },
  cloudTitle: {
    id: 'home.pillars.digital.cloud.title',
    defaultMessage: 'Cloud and platform engineering',
    description: 'Feature title in the Accelerated Digital Foundations tab (home page)',
  },
  cloudText: {
    id: 'home.pillars.digital.cloud.text',
    defaultMessage:
      'Migrations, platform teams and site reliability engineering that keep systems fast, secure and affordable.',
    description:
      'Site reliability engineering = an IT discipline that keeps online systems running; platform teams = teams that build shared internal systems',
  },
  web3Title: {
    id: 'home.pillars.digital.web3.title',
    defaultMessage: 'Web3 and emerging technologies',
    description:
      'Feature title in the Accelerated Digital Foundations tab (home page); Web3 = blockchain-based internet technologies, usually kept as is',
  },
  web3Text: {
    id: 'home.pillars.digital.web3.text',
    defaultMessage:
      'Blockchain, digital identity and applied AI, tried in small pilots and scaled where they prove their worth.',
    description: 'Pilots = small trial projects',
  },
  strategyTitle: {
    id: 'home.pillars.digital.strategy.title',
    defaultMessage: 'Technology strategy and advisory',
    description: 'Feature title in the Accelerated Digital Foundations tab (home page); advisory = consulting',
  },
  strategyText: {
    id: 'home.pillars.digital.strategy.text',
    defaultMessage:
      'Roadmaps, architecture reviews and vendor choices made with you, tied to measurable business results.',
  },
})

export const PILLARS: Pillar[] = [
  {
    id: 'talent',
    number: '01',
    title: text.talentTitle,
    subtitle: text.talentSubtitle,
    color: '#c2410c',
    gradient: 'linear-gradient(135deg, #fff7ed 0%, #ffedd5 100%)',
    features: [
      { title: text.aiTitle, description: text.aiText },
      { title: text.scaleTitle, description: text.scaleText },
      { title: text.teamsTitle, description: text.teamsText },
    ],
  },
  {
    id: 'operations',
    number: '02',
    title: text.operationsTitle,
    subtitle: text.operationsSubtitle,
    color: '#0b1f3a',
    gradient: 'linear-gradient(135deg, #f8fafc 0%, #e2e8f0 100%)',
    features: [
      { title: text.gccTitle, description: text.gccText },
      { title: text.complianceTitle, description: text.complianceText },
      { title: text.mobilityTitle, description: text.mobilityText },
    ],
  },
  {
    id: 'digital',
    number: '03',
    title: text.digitalTitle,
    subtitle: text.digitalSubtitle,
    color: '#1c3a66',
    gradient: 'linear-gradient(135deg, #f1f5fb 0%, #dbe4f0 100%)',
    features: [
      { title: text.cloudTitle, description: text.cloudText },
      { title: text.web3Title, description: text.web3Text },
      { title: text.strategyTitle, description: text.strategyText },
    ],
  },
]
