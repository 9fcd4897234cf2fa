// Success stories (SPEC 2.7): seven categories, each with its BUSINESS NEED,
// THE CHALLENGE and SOLUTION cards, and three employee quotes.
import { defineMessages } from '../../i18n/defineMessages'
import { awaiting } from '../placeholder'
import type { CaseStudy, EmployeeQuote } from './schema'

export const caseCardTitles = defineMessages({
  need: {
    id: 'stories.card.need',
    defaultMessage: 'BUSINESS NEED',
    description:
      'Heading of the first of three cards of a client case (Customer Success Stories page): what the client needed; written in capitals',
  },
  challenge: {
    id: 'stories.card.challenge',
    defaultMessage: 'THE CHALLENGE',
    description: 'Heading of the second of three cards of a client case: what made it difficult; written in capitals',
  },
  solution: {
    id: 'stories.card.solution',
    defaultMessage: 'SOLUTION',
    description: 'Heading of the third of three cards of a client case: what we did; written in capitals',
  },
})

const category = defineMessages({
  fintech: {
    id: 'stories.category.fintech',
    defaultMessage: 'FINTECH',
    description:
      'Title of a collapsible client case (Success Stories page), in capitals; fintech = financial technology companies',
  },
  bfsi: {
    id: 'stories.category.bfsi',
    defaultMessage: 'BFSI',
    description:
      'Title of a collapsible client case, in capitals; BFSI = banking, financial services and insurance, a standard abbreviation kept as is',
  },
  si: {
    id: 'stories.category.si',
    defaultMessage: 'SYSTEM INTEGRATORS',
    description:
      'Title of a collapsible client case (Success Stories page), in capitals; system integrators = IT firms that build and connect systems',
  },
  rpo: {
    id: 'stories.category.rpo',
    defaultMessage: 'RPO',
    description:
      'Title of a collapsible client case, in capitals; RPO = recruitment process outsourcing, a standard abbreviation kept as is',
  },
  htd: {
    id: 'stories.category.htd',
    defaultMessage: 'HIRE TRAIN DEPLOY',
    description:
      'Title of a client case, in capitals; Hire Train Deploy is our programme: we hire graduates, train them, then place them with a client',
  },
  executive: {
    id: 'stories.category.executive',
    defaultMessage: 'EXECUTIVE SEARCH',
    description:
      'Title of a collapsible client case, in capitals; executive search = recruiting senior managers and directors',
  },
  mass: {
    id: 'stories.category.mass',
    defaultMessage: 'MASS HIRING',
    description:
      'Title of a collapsible client case (Success Stories page), in capitals; mass hiring = recruiting very many people at once',
  },
})

const text = defineMessages({
  'fintech.need': {
    id: 'stories.fintech.need',
    defaultMessage:
      'A fast-growing payments company needed 45 senior engineers for a new fraud-detection platform within one quarter.',
    description: 'Fraud-detection platform = software that spots fraudulent payments',
  },
  'fintech.challenge': {
    id: 'stories.fintech.challenge',
    defaultMessage:
      'Engineers with real-time payments and machine-learning experience were scarce, and two earlier agencies had failed to fill the roles.',
    description: 'Agencies = recruitment agencies; fill the roles = find people for the open positions',
  },
  'fintech.solution': {
    id: 'stories.fintech.solution',
    defaultMessage:
      'Our fintech desk mapped every relevant team in the market, ran technical screening in-house and filled all 45 roles in eleven weeks.',
    description:
      'Fintech desk = our team specialised in financial technology recruitment; screening = checking candidates before interviews',
  },
  'bfsi.need': {
    id: 'stories.bfsi.need',
    defaultMessage:
      'A European bank wanted a risk and compliance centre in India to serve its operations in twelve countries.',
    description:
      'Risk and compliance centre = a global capability centre (offshore centre) doing the bank’s risk and legal-compliance work',
  },
  'bfsi.challenge': {
    id: 'stories.bfsi.challenge',
    defaultMessage:
      'The centre had to meet the regulator’s outsourcing rules from the first day, with staff trained in each country’s requirements.',
    description: 'Outsourcing rules = the rules banking regulators set for moving work to other companies or countries',
  },
  'bfsi.solution': {
    id: 'stories.bfsi.solution',
    defaultMessage:
      'We set up the entity and workspace, hired 180 specialists and ran their training with the bank’s compliance team; the centre passed its first audit.',
    description: 'Entity = the legal company set up in India; audit = official inspection by the regulator',
  },
  'si.need': {
    id: 'stories.si.need',
    defaultMessage:
      'A global system integrator had won a large cloud migration and needed certified architects and engineers at short notice.',
    description:
      'System integrator = an IT firm that builds and connects systems for clients; cloud migration = moving systems to the cloud',
  },
  'si.challenge': {
    id: 'stories.si.challenge',
    defaultMessage:
      'The client required specific cloud certifications, security clearances and a start within thirty days.',
    description: 'Security clearances = official approval to work on sensitive systems',
  },
  'si.solution': {
    id: 'stories.si.solution',
    defaultMessage:
      'We drew on our pre-screened cloud talent pool and deployed 60 certified professionals in 26 days, with replacements guaranteed.',
    description:
      'Talent pool = our list of candidates already checked (pre-screened); deployed = placed them at work with the client',
  },
  'rpo.need': {
    id: 'stories.rpo.need',
    defaultMessage:
      'A healthcare group wanted to hand its entire hiring process to one partner while expanding into three new cities.',
    description:
      'Hand its hiring process to one partner = outsource recruitment (RPO, recruitment process outsourcing)',
  },
  'rpo.challenge': {
    id: 'stories.rpo.challenge',
    defaultMessage: 'Hiring was spread over many agencies with no shared data, long delays and rising costs.',
    description: 'Agencies = recruitment agencies',
  },
  'rpo.solution': {
    id: 'stories.rpo.solution',
    defaultMessage:
      'Our embedded RPO team took over sourcing, screening and onboarding, cut time-to-hire by 38% and lowered cost per hire by a quarter.',
    description:
      'Embedded RPO team = our recruitment-outsourcing team working inside the client; sourcing = finding candidates; cost per hire = total cost of one recruitment',
  },
  'htd.need': {
    id: 'stories.htd.need',
    defaultMessage:
      'An IT services firm needed a steady flow of job-ready graduates for its testing and support practices.',
    description: 'Job-ready = able to start work at once; practices = the business lines of the IT firm',
  },
  'htd.challenge': {
    id: 'stories.htd.challenge',
    defaultMessage:
      'Fresh graduates lacked the tools and client skills the projects required, and early attrition was high.',
    description: 'Attrition = employees leaving the job',
  },
  'htd.solution': {
    id: 'stories.htd.solution',
    defaultMessage:
      'We hired, trained and deployed 300 graduates in cohorts, most of them women from smaller towns; 92% were still in role after a year.',
    description:
      'Hired, trained and deployed = our hire-train-deploy programme; cohorts = groups trained together; in role = still in the same job',
  },
  'executive.need': {
    id: 'stories.executive.need',
    defaultMessage:
      'A manufacturer setting up its first capability centre in India needed a centre head and five senior leaders.',
    description:
      'Capability centre = a global capability centre (offshore centre a company owns and runs itself); centre head = the person who runs it',
  },
  'executive.challenge': {
    id: 'stories.executive.challenge',
    defaultMessage:
      'The leaders had to combine global experience, local know-how and a fit with the company’s culture, and the search had to stay confidential.',
    description: 'The search = the executive search (recruiting senior managers), which had to stay secret',
  },
  'executive.solution': {
    id: 'stories.executive.solution',
    defaultMessage:
      'Our executive search team presented shortlists within three weeks; all six leaders were appointed and are still in post.',
    description:
      'Executive search = recruiting senior managers; shortlists = the few best candidates; still in post = still in their jobs',
  },
  'mass.need': {
    id: 'stories.mass.need',
    defaultMessage:
      'An e-commerce company needed {supportStaffNeeded, number} customer-support staff before the festive season.',
    description:
      'Festive season = the busy holiday shopping season; customer-support staff = people answering customer questions',
  },
  'mass.challenge': {
    id: 'stories.mass.challenge',
    defaultMessage: 'The hiring had to be done in six weeks, in four languages, across three cities.',
  },
  'mass.solution': {
    id: 'stories.mass.solution',
    defaultMessage:
      'We ran walk-in drives and virtual assessments at scale and delivered {supportStaffDelivered, number} trained staff a week ahead of plan.',
    description:
      'Walk-in drives = recruitment events where candidates come without an appointment and are interviewed on the spot; virtual = online',
  },
})

export const CASE_IDS = ['fintech', 'bfsi', 'si', 'rpo', 'htd', 'executive', 'mass'] as const

// The brand's tones: navy, the accent's dark orange, and a lighter navy.
const CARD_COLORS = { need: '#0b1f3a', challenge: '#c2410c', solution: '#1c3a66' } as const

export const CASE_STUDIES: CaseStudy[] = CASE_IDS.map((id) => ({
  id,
  name: category[id],
  cards: (['need', 'challenge', 'solution'] as const).map((kind) => ({
    kind,
    title: caseCardTitles[kind],
    text: text[`${id}.${kind}`],
    color: CARD_COLORS[kind],
  })),
}))

const quote = defineMessages({
  q1: {
    id: 'stories.quote.1.text',
    defaultMessage:
      'I joined through the hire-train-deploy programme straight after college. Three years on, I lead a team of my own.',
    description:
      'Quote of an employee; hire-train-deploy = our programme that hires graduates, trains them, then places them with a client',
  },
  q1role: {
    id: 'stories.quote.1.role',
    defaultMessage: 'Team Lead, Quality Engineering',
    description: 'Job title of the employee quoted, shown under the quote (Customer Success Stories page)',
  },
  q2: {
    id: 'stories.quote.2.text',
    defaultMessage:
      'Coming back to work after my daughter was born felt daunting. The return-to-work programme made it easy.',
    description:
      'Quote of an employee; the return-to-work programme helps women go back to work after a break, e.g. after having a child',
  },
  q2role: {
    id: 'stories.quote.2.role',
    defaultMessage: 'Senior Recruiter',
    description: 'Job title of the employee quoted, shown under the quote (Customer Success Stories page)',
  },
  q3: {
    id: 'stories.quote.3.text',
    defaultMessage:
      'Every week I see the difference a good job makes to someone’s family. That is why I love this work.',
  },
  q3role: {
    id: 'stories.quote.3.role',
    defaultMessage: 'CSR Programme Associate',
    description:
      'Job title of the employee quoted; CSR = corporate social responsibility; programme = our free job fairs and skilling classes',
  },
})

export const EMPLOYEE_QUOTES: EmployeeQuote[] = [
  // Awaiting the owner: each colleague's consent to be quoted by name.
  { name: 'Divya S.', role: quote.q1role, text: quote.q1, placeholder: awaiting('testimonial') },
  { name: 'Farheen A.', role: quote.q2role, text: quote.q2, placeholder: awaiting('testimonial') },
  { name: 'Mounika Y.', role: quote.q3role, text: quote.q3, placeholder: awaiting('testimonial') },
]

/** The category open at start. */
export const INITIAL_CASE = 'fintech'
