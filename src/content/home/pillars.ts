// The Three Pillars section (SPEC 2.9): three tabs of three features each.
import { z } from '../../lib/zod'
import { defineMessages } from '../../i18n/defineMessages'
import { messageSchema, parseContent } from '../schema'

const text = defineMessages({
  talentTitle: { id: 'home.pillars.talent.title', defaultMessage: 'Elite Global Talent' },
  talentSubtitle: { id: 'home.pillars.talent.subtitle', defaultMessage: 'The right people, wherever they are' },
  aiTitle: { id: 'home.pillars.talent.ai.title', defaultMessage: 'AI-led talent intelligence' },
  aiText: {
    id: 'home.pillars.talent.ai.text',
    defaultMessage:
      'Market maps, skills data and AI screening find and rank the people who fit, before your competitors do.',
  },
  scaleTitle: { id: 'home.pillars.talent.scale.title', defaultMessage: 'Global expertise at scale' },
  scaleText: {
    id: 'home.pillars.talent.scale.text',
    defaultMessage:
      'Networks in more than 120 countries and a workforce of 4,60,000+ across 8 countries, ready when you grow.',
  },
  teamsTitle: { id: 'home.pillars.talent.teams.title', defaultMessage: 'Culturally aligned, future-ready teams' },
  teamsText: {
    id: 'home.pillars.talent.teams.text',
    defaultMessage:
      'Teams chosen for your culture as much as their skills, then trained for the work of the next five years.',
  },
  operationsTitle: { id: 'home.pillars.operations.title', defaultMessage: 'Secure Global Operations' },
  operationsSubtitle: { id: 'home.pillars.operations.subtitle', defaultMessage: 'Trust and compliance' },
  gccTitle: { id: 'home.pillars.operations.gcc.title', defaultMessage: 'Turnkey GCC solutions' },
  gccText: {
    id: 'home.pillars.operations.gcc.text',
    defaultMessage:
      'Entity, workspace, people and processes: a global capability centre ready up to 50% faster, then run by us or handed over.',
  },
  complianceTitle: { id: 'home.pillars.operations.compliance.title', defaultMessage: 'Global compliance engine' },
  complianceText: {
    id: 'home.pillars.operations.compliance.text',
    defaultMessage:
      'Payroll, employment law and data protection handled across 120+ jurisdictions, with audits you can show your board.',
  },
  mobilityTitle: { id: 'home.pillars.operations.mobility.title', defaultMessage: 'Seamless mobility' },
  mobilityText: {
    id: 'home.pillars.operations.mobility.text',
    defaultMessage: 'Visas, relocation and onboarding that move people between countries without stopping the work.',
  },
  digitalTitle: { id: 'home.pillars.digital.title', defaultMessage: 'Accelerated Digital Foundations' },
  digitalSubtitle: { id: 'home.pillars.digital.subtitle', defaultMessage: 'Platforms built to last' },
  cloudTitle: { id: 'home.pillars.digital.cloud.title', defaultMessage: 'Cloud and platform engineering' },
  cloudText: {
    id: 'home.pillars.digital.cloud.text',
    defaultMessage:
      'Migrations, platform teams and site reliability engineering that keep systems fast, secure and affordable.',
  },
  web3Title: { id: 'home.pillars.digital.web3.title', defaultMessage: 'Web3 and emerging technologies' },
  web3Text: {
    id: 'home.pillars.digital.web3.text',
    defaultMessage:
      'Blockchain, digital identity and applied AI, tried in small pilots and scaled where they prove their worth.',
  },
  strategyTitle: { id: 'home.pillars.digital.strategy.title', defaultMessage: 'Technology strategy and advisory' },
  strategyText: {
    id: 'home.pillars.digital.strategy.text',
    defaultMessage:
      'Roadmaps, architecture reviews and vendor choices made with you, tied to measurable business results.',
  },
})

const featureSchema = z.object({ title: messageSchema, description: messageSchema })

export const pillarSchema = z.object({
  id: z.enum(['talent', 'operations', 'digital']),
  number: z.string().regex(/^0\d$/),
  title: messageSchema,
  subtitle: messageSchema.optional(),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  gradient: z.string(),
  features: z.array(featureSchema).length(3),
})

export const PILLARS = parseContent(
  z.array(pillarSchema).length(3),
  [
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
      color: '#1d4ed8',
      gradient: 'linear-gradient(135deg, #eff6ff 0%, #dbeafe 100%)',
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
      color: '#047857',
      gradient: 'linear-gradient(135deg, #ecfdf5 0%, #d1fae5 100%)',
      features: [
        { title: text.cloudTitle, description: text.cloudText },
        { title: text.web3Title, description: text.web3Text },
        { title: text.strategyTitle, description: text.strategyText },
      ],
    },
  ],
  'pillars',
)
