// The Technology solutions page (SPEC 2.5): seven services and ten industries,
// each industry with an intro, a bullet list and an outro.
import { z } from '../../lib/zod'
import { defineMessages } from '../../i18n/defineMessages'
import { imagePathSchema, messageSchema, parseContent } from '../schema'
import { serviceItemSchema } from './talent'

const s = defineMessages({
  digitalTitle: { id: 'tech.digital.title', defaultMessage: 'Digital Transformation' },
  digitalText: {
    id: 'tech.digital.text',
    defaultMessage:
      'We modernise the systems and processes behind your business, from legacy applications to customer journeys, in steps that show value every quarter.',
  },
  web3Title: { id: 'tech.web3.title', defaultMessage: 'Web 3.0 & Self Sovereign Digital Works' },
  web3Text: {
    id: 'tech.web3.text',
    defaultMessage:
      'Blockchain networks, verifiable credentials and self-sovereign identity that give people and companies control of their own data.',
  },
  securityTitle: { id: 'tech.security.title', defaultMessage: 'Cyber Security' },
  securityText: {
    id: 'tech.security.text',
    defaultMessage:
      'Security assessments, managed detection and response, and the specialists to run them around the clock.',
  },
  dataTitle: { id: 'tech.data.title', defaultMessage: 'Data and AI Governance' },
  dataText: {
    id: 'tech.data.text',
    defaultMessage:
      'Data platforms, AI models and the rules that keep them accurate, fair and compliant, from catalogues to model reviews.',
  },
  platformsTitle: { id: 'tech.platforms.title', defaultMessage: 'Enterprise Platforms' },
  platformsText: {
    id: 'tech.platforms.text',
    defaultMessage:
      'Implementation and support of ERP, CRM and HR platforms, configured for how your teams really work.',
  },
  managedTitle: { id: 'tech.managed.title', defaultMessage: 'Strategic Managed Services' },
  managedText: {
    id: 'tech.managed.text',
    defaultMessage:
      'We run applications and infrastructure for you under clear service levels, with costs that fall as we automate.',
  },
  engineeringTitle: { id: 'tech.engineering.title', defaultMessage: 'Engineering' },
  engineeringText: {
    id: 'tech.engineering.text',
    defaultMessage:
      'Product, cloud and quality engineering teams that design, build and test software with you, from first prototype to scale.',
  },
})

export const TECH_SERVICES = parseContent(
  z.array(serviceItemSchema).length(7),
  (['digital', 'web3', 'security', 'data', 'platforms', 'managed', 'engineering'] as const).map((id) => ({
    id,
    title: s[`${id}Title`],
    description: s[`${id}Text`],
    image: `/images/solutions/technology/${id}.svg`,
  })),
  'technology services',
)

export const industriesText = defineMessages({
  heading: { id: 'tech.industries.heading', defaultMessage: 'Industries we serve' },
  intro: {
    id: 'tech.industries.intro',
    defaultMessage:
      'Technology works best when it fits the industry it serves. Our teams know the rules, systems and customers of each one.',
  },
})

const i = defineMessages({
  bankingName: { id: 'tech.ind.banking.name', defaultMessage: 'Banking & Finance' },
  bankingTitle: { id: 'tech.ind.banking.title', defaultMessage: 'Secure, compliant banking at digital speed' },
  bankingIntro: {
    id: 'tech.ind.banking.intro',
    defaultMessage: 'Banks and financial firms must move fast without ever compromising on security or regulation.',
  },
  bankingB1: { id: 'tech.ind.banking.b1', defaultMessage: 'Core banking and payments modernisation' },
  bankingB2: { id: 'tech.ind.banking.b2', defaultMessage: 'Fraud detection and anti-money-laundering analytics' },
  bankingB3: { id: 'tech.ind.banking.b3', defaultMessage: 'Regulatory reporting and risk platforms' },
  bankingOutro: {
    id: 'tech.ind.banking.outro',
    defaultMessage: 'The result: new products sooner, with audits you can face with confidence.',
  },
  healthName: { id: 'tech.ind.health.name', defaultMessage: 'Healthcare' },
  healthTitle: { id: 'tech.ind.health.title', defaultMessage: 'Connected care, protected data' },
  healthIntro: {
    id: 'tech.ind.health.intro',
    defaultMessage: 'Hospitals and health providers need systems that help clinicians and keep patient data safe.',
  },
  healthB1: { id: 'tech.ind.health.b1', defaultMessage: 'Electronic health records and integration' },
  healthB2: { id: 'tech.ind.health.b2', defaultMessage: 'Telemedicine and patient apps' },
  healthB3: { id: 'tech.ind.health.b3', defaultMessage: 'Data privacy and medical device security' },
  healthOutro: { id: 'tech.ind.health.outro', defaultMessage: 'More time for patients, less time on paperwork.' },
  manufacturingName: { id: 'tech.ind.manufacturing.name', defaultMessage: 'Manufacturing' },
  manufacturingTitle: { id: 'tech.ind.manufacturing.title', defaultMessage: 'Smarter factories and supply chains' },
  manufacturingIntro: {
    id: 'tech.ind.manufacturing.intro',
    defaultMessage: 'Manufacturers compete on quality, cost and speed of delivery.',
  },
  manufacturingB1: { id: 'tech.ind.manufacturing.b1', defaultMessage: 'Industrial IoT and predictive maintenance' },
  manufacturingB2: { id: 'tech.ind.manufacturing.b2', defaultMessage: 'Supply-chain planning and visibility' },
  manufacturingB3: { id: 'tech.ind.manufacturing.b3', defaultMessage: 'Engineering and product lifecycle systems' },
  manufacturingOutro: {
    id: 'tech.ind.manufacturing.outro',
    defaultMessage: 'Fewer stoppages, leaner stock and faster launches.',
  },
  retailName: { id: 'tech.ind.retail.name', defaultMessage: 'Retail' },
  retailTitle: { id: 'tech.ind.retail.title', defaultMessage: 'One experience across every channel' },
  retailIntro: {
    id: 'tech.ind.retail.intro',
    defaultMessage: 'Shoppers expect the same service online, in the app and in the store.',
  },
  retailB1: { id: 'tech.ind.retail.b1', defaultMessage: 'E-commerce and order management platforms' },
  retailB2: { id: 'tech.ind.retail.b2', defaultMessage: 'Customer data and personalisation' },
  retailB3: { id: 'tech.ind.retail.b3', defaultMessage: 'Store systems and inventory analytics' },
  retailOutro: { id: 'tech.ind.retail.outro', defaultMessage: 'Loyal customers and fuller baskets.' },
  autoName: { id: 'tech.ind.auto.name', defaultMessage: 'Automobile' },
  autoTitle: { id: 'tech.ind.auto.title', defaultMessage: 'Software for the vehicles of tomorrow' },
  autoIntro: {
    id: 'tech.ind.auto.intro',
    defaultMessage: 'Cars are becoming connected, electric and defined by their software.',
  },
  autoB1: { id: 'tech.ind.auto.b1', defaultMessage: 'Embedded and connected-vehicle software' },
  autoB2: { id: 'tech.ind.auto.b2', defaultMessage: 'Dealer and after-sales platforms' },
  autoB3: { id: 'tech.ind.auto.b3', defaultMessage: 'Testing and validation at scale' },
  autoOutro: { id: 'tech.ind.auto.outro', defaultMessage: 'Safer vehicles and better service for drivers.' },
  telecomName: { id: 'tech.ind.telecom.name', defaultMessage: 'Telecommunication' },
  telecomTitle: { id: 'tech.ind.telecom.title', defaultMessage: 'Networks that run themselves' },
  telecomIntro: {
    id: 'tech.ind.telecom.intro',
    defaultMessage: 'Operators must launch services quickly on networks that never stop.',
  },
  telecomB1: { id: 'tech.ind.telecom.b1', defaultMessage: 'Network automation and 5G services' },
  telecomB2: { id: 'tech.ind.telecom.b2', defaultMessage: 'Billing and customer care systems' },
  telecomB3: { id: 'tech.ind.telecom.b3', defaultMessage: 'Network security operations' },
  telecomOutro: { id: 'tech.ind.telecom.outro', defaultMessage: 'Lower running costs and happier subscribers.' },
  oilName: { id: 'tech.ind.oil.name', defaultMessage: 'Oil & Gas' },
  oilTitle: { id: 'tech.ind.oil.title', defaultMessage: 'Safe, efficient energy operations' },
  oilIntro: {
    id: 'tech.ind.oil.intro',
    defaultMessage: 'Energy companies balance safety, output and the move to cleaner sources.',
  },
  oilB1: { id: 'tech.ind.oil.b1', defaultMessage: 'Asset monitoring and digital twins' },
  oilB2: { id: 'tech.ind.oil.b2', defaultMessage: 'Operational technology security' },
  oilB3: { id: 'tech.ind.oil.b3', defaultMessage: 'Emissions tracking and reporting' },
  oilOutro: { id: 'tech.ind.oil.outro', defaultMessage: 'Safer sites and measurable progress on emissions.' },
  pharmaName: { id: 'tech.ind.pharma.name', defaultMessage: 'Pharmaceuticals' },
  pharmaTitle: { id: 'tech.ind.pharma.title', defaultMessage: 'From the lab to the patient, faster' },
  pharmaIntro: {
    id: 'tech.ind.pharma.intro',
    defaultMessage: 'Drug makers work under strict rules at every step from research to market.',
  },
  pharmaB1: { id: 'tech.ind.pharma.b1', defaultMessage: 'Clinical trial and research data platforms' },
  pharmaB2: { id: 'tech.ind.pharma.b2', defaultMessage: 'Validated systems and quality management' },
  pharmaB3: { id: 'tech.ind.pharma.b3', defaultMessage: 'Manufacturing and supply compliance' },
  pharmaOutro: { id: 'tech.ind.pharma.outro', defaultMessage: 'Shorter trials and inspections passed first time.' },
  governmentName: { id: 'tech.ind.government.name', defaultMessage: 'Government' },
  governmentTitle: { id: 'tech.ind.government.title', defaultMessage: 'Public services citizens want to use' },
  governmentIntro: {
    id: 'tech.ind.government.intro',
    defaultMessage: 'Public bodies must serve everyone, securely and within budget.',
  },
  governmentB1: { id: 'tech.ind.government.b1', defaultMessage: 'Digital public services and portals' },
  governmentB2: { id: 'tech.ind.government.b2', defaultMessage: 'Digital identity and records' },
  governmentB3: { id: 'tech.ind.government.b3', defaultMessage: 'Skilling and employment programmes' },
  governmentOutro: {
    id: 'tech.ind.government.outro',
    defaultMessage: 'Services that are simpler for citizens and cheaper to run.',
  },
  aerospaceName: { id: 'tech.ind.aerospace.name', defaultMessage: 'Aerospace' },
  aerospaceTitle: { id: 'tech.ind.aerospace.title', defaultMessage: 'Precision engineering for flight' },
  aerospaceIntro: {
    id: 'tech.ind.aerospace.intro',
    defaultMessage: 'Aerospace and defence programmes demand exacting quality and security.',
  },
  aerospaceB1: { id: 'tech.ind.aerospace.b1', defaultMessage: 'Engineering design and simulation' },
  aerospaceB2: { id: 'tech.ind.aerospace.b2', defaultMessage: 'Maintenance, repair and overhaul systems' },
  aerospaceB3: { id: 'tech.ind.aerospace.b3', defaultMessage: 'Certified, security-cleared engineering teams' },
  aerospaceOutro: {
    id: 'tech.ind.aerospace.outro',
    defaultMessage: 'Programmes delivered to standard and on schedule.',
  },
})

const industrySchema = z.object({
  id: z.string(),
  name: messageSchema,
  title: messageSchema,
  image: imagePathSchema,
  icon: imagePathSchema,
  iconWhite: imagePathSchema,
  intro: messageSchema,
  bullets: z.array(messageSchema).min(2),
  outro: messageSchema,
})

const KEYS = [
  'banking',
  'health',
  'manufacturing',
  'retail',
  'auto',
  'telecom',
  'oil',
  'pharma',
  'government',
  'aerospace',
] as const

export const INDUSTRIES = parseContent(
  z.array(industrySchema).length(10),
  KEYS.map((id) => ({
    id,
    name: i[`${id}Name`],
    title: i[`${id}Title`],
    image: `/images/solutions/industries/${id}.svg`,
    icon: `/images/solutions/industries/${id}-icon.svg`,
    iconWhite: `/images/solutions/industries/${id}-icon-white.svg`,
    intro: i[`${id}Intro`],
    bullets: [i[`${id}B1`], i[`${id}B2`], i[`${id}B3`]],
    outro: i[`${id}Outro`],
  })),
  'industries',
)
