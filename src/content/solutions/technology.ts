// The Technology solutions page (SPEC 2.5): seven services and ten industries,
// each industry with an intro, a bullet list and an outro.
import { defineMessages } from '../../i18n/defineMessages'
import type { Industry, ServiceItem } from './schema'

const s = defineMessages({
  digitalTitle: {
    id: 'tech.digital.title',
    defaultMessage: 'Digital Transformation',
    description:
      'Tab label in the list of services on the Technology page, also the heading of its panel; keep it short',
  },
  digitalText: {
    id: 'tech.digital.text',
    defaultMessage:
      'We modernise the systems and processes behind your business, from legacy applications to customer journeys, in steps that show value every quarter.',
    description:
      'Legacy applications = old software still in use; customer journeys = the steps a customer goes through with a company',
  },
  web3Title: {
    id: 'tech.web3.title',
    defaultMessage: 'Web 3.0 & Self Sovereign Digital Works',
    description:
      'Tab label and panel heading on the Technology page; Web 3.0 = blockchain-based internet; self-sovereign = people own and control their digital identity',
  },
  web3Text: {
    id: 'tech.web3.text',
    defaultMessage:
      'Blockchain networks, verifiable credentials and self-sovereign identity that give people and companies control of their own data.',
    description:
      'Verifiable credentials = digital certificates that can be checked; self-sovereign identity = a digital identity its owner controls',
  },
  securityTitle: {
    id: 'tech.security.title',
    defaultMessage: 'Cyber Security',
    description:
      'Tab label in the list of services on the Technology page, also the heading of its panel; keep it short',
  },
  securityText: {
    id: 'tech.security.text',
    defaultMessage:
      'Security assessments, managed detection and response, and the specialists to run them around the clock.',
    description: 'Managed detection and response = a service that watches for and stops cyber attacks',
  },
  dataTitle: {
    id: 'tech.data.title',
    defaultMessage: 'Data and AI Governance',
    description:
      'Tab label in the list of services on the Technology page, also the heading of its panel; governance = rules and oversight',
  },
  dataText: {
    id: 'tech.data.text',
    defaultMessage:
      'Data platforms, AI models and the rules that keep them accurate, fair and compliant, from catalogues to model reviews.',
    description: 'Catalogues = data catalogues (inventories of data sets); model reviews = checks of AI models',
  },
  platformsTitle: {
    id: 'tech.platforms.title',
    defaultMessage: 'Enterprise Platforms',
    description:
      'Tab label in the list of services on the Technology page, also the heading of its panel: large business software systems',
  },
  platformsText: {
    id: 'tech.platforms.text',
    defaultMessage:
      'Implementation and support of ERP, CRM and HR platforms, configured for how your teams really work.',
    description:
      'ERP, CRM and HR are standard abbreviations for kinds of business software (planning, customer management, human resources)',
  },
  managedTitle: {
    id: 'tech.managed.title',
    defaultMessage: 'Strategic Managed Services',
    description:
      'Tab label and panel heading on the Technology page; managed services = we run IT systems for the client under contract',
  },
  managedText: {
    id: 'tech.managed.text',
    defaultMessage:
      'We run applications and infrastructure for you under clear service levels, with costs that fall as we automate.',
    description: 'Service levels = targets for quality and speed agreed in the contract',
  },
  engineeringTitle: {
    id: 'tech.engineering.title',
    defaultMessage: 'Engineering',
    description:
      'Tab label in the list of services on the Technology page, also the heading of its panel: software engineering; one word',
  },
  engineeringText: {
    id: 'tech.engineering.text',
    defaultMessage:
      'Product, cloud and quality engineering teams that design, build and test software with you, from first prototype to scale.',
  },
})

export const TECH_SERVICES: ServiceItem[] = (
  ['digital', 'web3', 'security', 'data', 'platforms', 'managed', 'engineering'] as const
).map((id) => ({
  id,
  title: s[`${id}Title`],
  description: s[`${id}Text`],
  image: `/images/solutions/technology/${id}.svg`,
}))

export const industriesText = defineMessages({
  heading: {
    id: 'tech.industries.heading',
    defaultMessage: 'Industries we serve',
    description: 'Section heading on the Technology page above tabs, one per industry',
  },
  intro: {
    id: 'tech.industries.intro',
    defaultMessage:
      'Technology works best when it fits the industry it serves. Our teams know the rules, systems and customers of each one.',
  },
})

const i = defineMessages({
  bankingName: {
    id: 'tech.ind.banking.name',
    defaultMessage: 'Banking & Finance',
    description: 'Tab label in the list of industries on the Technology page; short',
  },
  bankingTitle: {
    id: 'tech.ind.banking.title',
    defaultMessage: 'Secure, compliant banking at digital speed',
    description: 'Heading of the Banking and Finance panel in the industries section of the Technology page',
  },
  bankingIntro: {
    id: 'tech.ind.banking.intro',
    defaultMessage: 'Banks and financial firms must move fast without ever compromising on security or regulation.',
  },
  bankingB1: {
    id: 'tech.ind.banking.b1',
    defaultMessage: 'Core banking and payments modernisation',
    description: 'Bullet point in the Banking panel (Technology page); core banking = the central systems of a bank',
  },
  bankingB2: {
    id: 'tech.ind.banking.b2',
    defaultMessage: 'Fraud detection and anti-money-laundering analytics',
    description: 'Bullet point in the Banking panel (Technology page); analytics = data analysis software',
  },
  bankingB3: {
    id: 'tech.ind.banking.b3',
    defaultMessage: 'Regulatory reporting and risk platforms',
    description:
      'Bullet point in the Banking panel (Technology page): systems for reports to regulators and for risk management',
  },
  bankingOutro: {
    id: 'tech.ind.banking.outro',
    defaultMessage: 'The result: new products sooner, with audits you can face with confidence.',
    description:
      'Closing line of the Banking panel (Technology page): the benefit for the client; audits = official inspections',
  },
  healthName: {
    id: 'tech.ind.health.name',
    defaultMessage: 'Healthcare',
    description: 'Tab label in the list of industries on the Technology page; one word',
  },
  healthTitle: {
    id: 'tech.ind.health.title',
    defaultMessage: 'Connected care, protected data',
    description: 'Heading of the Healthcare panel in the industries section of the Technology page',
  },
  healthIntro: {
    id: 'tech.ind.health.intro',
    defaultMessage: 'Hospitals and health providers need systems that help clinicians and keep patient data safe.',
  },
  healthB1: {
    id: 'tech.ind.health.b1',
    defaultMessage: 'Electronic health records and integration',
    description:
      'Bullet point in the Healthcare panel (Technology page): digital patient records and connecting them with other systems',
  },
  healthB2: {
    id: 'tech.ind.health.b2',
    defaultMessage: 'Telemedicine and patient apps',
    description:
      'Bullet point in the Healthcare panel (Technology page): remote medical consultations and apps for patients',
  },
  healthB3: {
    id: 'tech.ind.health.b3',
    defaultMessage: 'Data privacy and medical device security',
    description: 'Bullet point in the Healthcare panel (Technology page)',
  },
  healthOutro: {
    id: 'tech.ind.health.outro',
    defaultMessage: 'More time for patients, less time on paperwork.',
    description: 'Closing line of the Healthcare panel (Technology page): the benefit for doctors and nurses',
  },
  manufacturingName: {
    id: 'tech.ind.manufacturing.name',
    defaultMessage: 'Manufacturing',
    description: 'Tab label in the list of industries on the Technology page; one word',
  },
  manufacturingTitle: {
    id: 'tech.ind.manufacturing.title',
    defaultMessage: 'Smarter factories and supply chains',
    description: 'Heading of the Manufacturing panel in the industries section of the Technology page',
  },
  manufacturingIntro: {
    id: 'tech.ind.manufacturing.intro',
    defaultMessage: 'Manufacturers compete on quality, cost and speed of delivery.',
  },
  manufacturingB1: {
    id: 'tech.ind.manufacturing.b1',
    defaultMessage: 'Industrial IoT and predictive maintenance',
    description:
      'Bullet point in the Manufacturing panel; IoT = internet of things (connected sensors); predictive maintenance = repairs planned before breakdowns',
  },
  manufacturingB2: {
    id: 'tech.ind.manufacturing.b2',
    defaultMessage: 'Supply-chain planning and visibility',
    description: 'Bullet point in the Manufacturing panel (Technology page)',
  },
  manufacturingB3: {
    id: 'tech.ind.manufacturing.b3',
    defaultMessage: 'Engineering and product lifecycle systems',
    description:
      'Bullet point in the Manufacturing panel (Technology page): software for engineering and for managing a product from design to retirement',
  },
  manufacturingOutro: {
    id: 'tech.ind.manufacturing.outro',
    defaultMessage: 'Fewer stoppages, leaner stock and faster launches.',
    description:
      'Closing line of the Manufacturing panel (Technology page): the benefit for the client; stock = goods kept in store',
  },
  retailName: {
    id: 'tech.ind.retail.name',
    defaultMessage: 'Retail',
    description: 'Tab label in the list of industries on the Technology page: shops and online sellers; one word',
  },
  retailTitle: {
    id: 'tech.ind.retail.title',
    defaultMessage: 'One experience across every channel',
    description: 'Heading of the Retail panel: the same shopping experience in shops, online and in the app',
  },
  retailIntro: {
    id: 'tech.ind.retail.intro',
    defaultMessage: 'Shoppers expect the same service online, in the app and in the store.',
  },
  retailB1: {
    id: 'tech.ind.retail.b1',
    defaultMessage: 'E-commerce and order management platforms',
    description: 'Bullet point in the Retail panel (Technology page)',
  },
  retailB2: {
    id: 'tech.ind.retail.b2',
    defaultMessage: 'Customer data and personalisation',
    description:
      'Bullet point in the Retail panel (Technology page): customer data and offers tailored to each customer',
  },
  retailB3: {
    id: 'tech.ind.retail.b3',
    defaultMessage: 'Store systems and inventory analytics',
    description: 'Bullet point in the Retail panel (Technology page): shop systems and analysis of stock levels',
  },
  retailOutro: {
    id: 'tech.ind.retail.outro',
    defaultMessage: 'Loyal customers and fuller baskets.',
    description: 'Closing line of the Retail panel (Technology page): customers come back and buy more per visit',
  },
  autoName: {
    id: 'tech.ind.auto.name',
    defaultMessage: 'Automobile',
    description: 'Tab label in the list of industries on the Technology page: the car industry; one word',
  },
  autoTitle: {
    id: 'tech.ind.auto.title',
    defaultMessage: 'Software for the vehicles of tomorrow',
    description: 'Heading of the Automobile panel in the industries section of the Technology page',
  },
  autoIntro: {
    id: 'tech.ind.auto.intro',
    defaultMessage: 'Cars are becoming connected, electric and defined by their software.',
  },
  autoB1: {
    id: 'tech.ind.auto.b1',
    defaultMessage: 'Embedded and connected-vehicle software',
    description:
      'Bullet point in the Automobile panel; embedded software = software built into the car; connected vehicle = a car linked to the internet',
  },
  autoB2: {
    id: 'tech.ind.auto.b2',
    defaultMessage: 'Dealer and after-sales platforms',
    description:
      'Bullet point in the Automobile panel (Technology page): systems for car dealers and for service after the sale',
  },
  autoB3: {
    id: 'tech.ind.auto.b3',
    defaultMessage: 'Testing and validation at scale',
    description: 'Bullet point in the Automobile panel (Technology page)',
  },
  autoOutro: {
    id: 'tech.ind.auto.outro',
    defaultMessage: 'Safer vehicles and better service for drivers.',
    description: 'Closing line of the Automobile panel (Technology page): the benefit for the client',
  },
  telecomName: {
    id: 'tech.ind.telecom.name',
    defaultMessage: 'Telecommunication',
    description:
      'Tab label in the list of industries on the Technology page: telephone and internet providers; one word',
  },
  telecomTitle: {
    id: 'tech.ind.telecom.title',
    defaultMessage: 'Networks that run themselves',
    description: 'Heading of the Telecommunication panel: automated networks that need little manual work',
  },
  telecomIntro: {
    id: 'tech.ind.telecom.intro',
    defaultMessage: 'Operators must launch services quickly on networks that never stop.',
    description: 'Operators = telephone and internet network companies',
  },
  telecomB1: {
    id: 'tech.ind.telecom.b1',
    defaultMessage: 'Network automation and 5G services',
    description:
      'Bullet point in the Telecommunication panel (Technology page); 5G is the mobile network standard, keep it',
  },
  telecomB2: {
    id: 'tech.ind.telecom.b2',
    defaultMessage: 'Billing and customer care systems',
    description: 'Bullet point in the Telecommunication panel (Technology page)',
  },
  telecomB3: {
    id: 'tech.ind.telecom.b3',
    defaultMessage: 'Network security operations',
    description: 'Bullet point in the Telecommunication panel (Technology page)',
  },
  telecomOutro: {
    id: 'tech.ind.telecom.outro',
    defaultMessage: 'Lower running costs and happier subscribers.',
    description:
      'Closing line of the Telecommunication panel (Technology page); subscribers = the customers of a phone or internet company',
  },
  oilName: {
    id: 'tech.ind.oil.name',
    defaultMessage: 'Oil & Gas',
    description: 'Tab label in the list of industries on the Technology page; short',
  },
  oilTitle: {
    id: 'tech.ind.oil.title',
    defaultMessage: 'Safe, efficient energy operations',
    description: 'Heading of the Oil and Gas panel in the industries section of the Technology page',
  },
  oilIntro: {
    id: 'tech.ind.oil.intro',
    defaultMessage: 'Energy companies balance safety, output and the move to cleaner sources.',
  },
  oilB1: {
    id: 'tech.ind.oil.b1',
    defaultMessage: 'Asset monitoring and digital twins',
    description:
      'Bullet point in the Oil and Gas panel; digital twins = virtual copies of physical equipment for monitoring',
  },
  oilB2: {
    id: 'tech.ind.oil.b2',
    defaultMessage: 'Operational technology security',
    description:
      'Bullet point in the Oil and Gas panel; operational technology = the systems that control industrial equipment',
  },
  oilB3: {
    id: 'tech.ind.oil.b3',
    defaultMessage: 'Emissions tracking and reporting',
    description: 'Bullet point in the Oil and Gas panel (Technology page)',
  },
  oilOutro: {
    id: 'tech.ind.oil.outro',
    defaultMessage: 'Safer sites and measurable progress on emissions.',
    description: 'Closing line of the Oil and Gas panel (Technology page): the benefit for the client',
  },
  pharmaName: {
    id: 'tech.ind.pharma.name',
    defaultMessage: 'Pharmaceuticals',
    description: 'Tab label in the list of industries on the Technology page: the drug industry; one word',
  },
  pharmaTitle: {
    id: 'tech.ind.pharma.title',
    defaultMessage: 'From the lab to the patient, faster',
    description: 'Heading of the Pharmaceuticals panel: from research to the patient, faster',
  },
  pharmaIntro: {
    id: 'tech.ind.pharma.intro',
    defaultMessage: 'Drug makers work under strict rules at every step from research to market.',
  },
  pharmaB1: {
    id: 'tech.ind.pharma.b1',
    defaultMessage: 'Clinical trial and research data platforms',
    description: 'Bullet point in the Pharmaceuticals panel (Technology page)',
  },
  pharmaB2: {
    id: 'tech.ind.pharma.b2',
    defaultMessage: 'Validated systems and quality management',
    description:
      'Bullet point in the Pharmaceuticals panel; validated systems = software formally proven to work as required by regulators',
  },
  pharmaB3: {
    id: 'tech.ind.pharma.b3',
    defaultMessage: 'Manufacturing and supply compliance',
    description:
      'Bullet point in the Pharmaceuticals panel (Technology page): following the rules for making and delivering medicines',
  },
  pharmaOutro: {
    id: 'tech.ind.pharma.outro',
    defaultMessage: 'Shorter trials and inspections passed first time.',
    description:
      'Closing line of the Pharmaceuticals panel (Technology page); trials = clinical trials; inspections = by health regulators',
  },
  governmentName: {
    id: 'tech.ind.government.name',
    defaultMessage: 'Government',
    description: 'Tab label in the list of industries on the Technology page: public bodies; one word',
  },
  governmentTitle: {
    id: 'tech.ind.government.title',
    defaultMessage: 'Public services citizens want to use',
    description: 'Heading of the Government panel in the industries section of the Technology page',
  },
  governmentIntro: {
    id: 'tech.ind.government.intro',
    defaultMessage: 'Public bodies must serve everyone, securely and within budget.',
  },
  governmentB1: {
    id: 'tech.ind.government.b1',
    defaultMessage: 'Digital public services and portals',
    description:
      'Bullet point in the Government panel (Technology page); portals = websites where citizens use public services',
  },
  governmentB2: {
    id: 'tech.ind.government.b2',
    defaultMessage: 'Digital identity and records',
    description: 'Bullet point in the Government panel (Technology page)',
  },
  governmentB3: {
    id: 'tech.ind.government.b3',
    defaultMessage: 'Skilling and employment programmes',
    description: 'Bullet point in the Government panel (Technology page); skilling = job-skills training',
  },
  governmentOutro: {
    id: 'tech.ind.government.outro',
    defaultMessage: 'Services that are simpler for citizens and cheaper to run.',
    description: 'Closing line of the Government panel (Technology page): the benefit for citizens and the public body',
  },
  aerospaceName: {
    id: 'tech.ind.aerospace.name',
    defaultMessage: 'Aerospace',
    description: 'Tab label in the list of industries on the Technology page: aircraft and space industry; one word',
  },
  aerospaceTitle: {
    id: 'tech.ind.aerospace.title',
    defaultMessage: 'Precision engineering for flight',
    description: 'Heading of the Aerospace panel in the industries section of the Technology page',
  },
  aerospaceIntro: {
    id: 'tech.ind.aerospace.intro',
    defaultMessage: 'Aerospace and defence programmes demand exacting quality and security.',
  },
  aerospaceB1: {
    id: 'tech.ind.aerospace.b1',
    defaultMessage: 'Engineering design and simulation',
    description: 'Bullet point in the Aerospace panel (Technology page)',
  },
  aerospaceB2: {
    id: 'tech.ind.aerospace.b2',
    defaultMessage: 'Maintenance, repair and overhaul systems',
    description:
      'Bullet point in the Aerospace panel; maintenance, repair and overhaul (MRO) is the standard aviation term',
  },
  aerospaceB3: {
    id: 'tech.ind.aerospace.b3',
    defaultMessage: 'Certified, security-cleared engineering teams',
    description:
      'Bullet point in the Aerospace panel; security-cleared = approved by the authorities to work on secret defence projects',
  },
  aerospaceOutro: {
    id: 'tech.ind.aerospace.outro',
    defaultMessage: 'Programmes delivered to standard and on schedule.',
    description:
      'Closing line of the Aerospace panel (Technology page); programmes = large aerospace or defence projects',
  },
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

export const INDUSTRIES: Industry[] = KEYS.map((id) => ({
  id,
  name: i[`${id}Name`],
  title: i[`${id}Title`],
  image: `/images/solutions/industries/${id}.svg`,
  icon: `/images/solutions/industries/${id}-icon.svg`,
  iconWhite: `/images/solutions/industries/${id}-icon-white.svg`,
  intro: i[`${id}Intro`],
  bullets: [i[`${id}B1`], i[`${id}B2`], i[`${id}B3`]],
  outro: i[`${id}Outro`],
}))
