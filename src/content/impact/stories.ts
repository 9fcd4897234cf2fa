// Success stories (SPEC 2.7): seven categories, each with its BUSINESS NEED,
// THE CHALLENGE and SOLUTION cards, and three employee quotes.
import { z } from '../../lib/zod'
import { defineMessages } from '../../i18n/defineMessages'
import { messageSchema, parseContent } from '../schema'

export const caseCardTitles = defineMessages({
  need: { id: 'stories.card.need', defaultMessage: 'BUSINESS NEED' },
  challenge: { id: 'stories.card.challenge', defaultMessage: 'THE CHALLENGE' },
  solution: { id: 'stories.card.solution', defaultMessage: 'SOLUTION' },
})

const category = defineMessages({
  fintech: { id: 'stories.category.fintech', defaultMessage: 'FINTECH' },
  bfsi: { id: 'stories.category.bfsi', defaultMessage: 'BFSI' },
  si: { id: 'stories.category.si', defaultMessage: 'SYSTEM INTEGRATORS' },
  rpo: { id: 'stories.category.rpo', defaultMessage: 'RPO' },
  htd: { id: 'stories.category.htd', defaultMessage: 'HIRE TRAIN DEPLOY' },
  executive: { id: 'stories.category.executive', defaultMessage: 'EXECUTIVE SEARCH' },
  mass: { id: 'stories.category.mass', defaultMessage: 'MASS HIRING' },
})

const text = defineMessages({
  'fintech.need': {
    id: 'stories.fintech.need',
    defaultMessage:
      'A fast-growing payments company needed 45 senior engineers for a new fraud-detection platform within one quarter.',
  },
  'fintech.challenge': {
    id: 'stories.fintech.challenge',
    defaultMessage:
      'Engineers with real-time payments and machine-learning experience were scarce, and two earlier agencies had failed to fill the roles.',
  },
  'fintech.solution': {
    id: 'stories.fintech.solution',
    defaultMessage:
      'Our fintech desk mapped every relevant team in the market, ran technical screening in-house and filled all 45 roles in eleven weeks.',
  },
  'bfsi.need': {
    id: 'stories.bfsi.need',
    defaultMessage:
      'A European bank wanted a risk and compliance centre in India to serve its operations in twelve countries.',
  },
  'bfsi.challenge': {
    id: 'stories.bfsi.challenge',
    defaultMessage:
      'The centre had to meet the regulator’s outsourcing rules from the first day, with staff trained in each country’s requirements.',
  },
  'bfsi.solution': {
    id: 'stories.bfsi.solution',
    defaultMessage:
      'We set up the entity and workspace, hired 180 specialists and ran their training with the bank’s compliance team; the centre passed its first audit.',
  },
  'si.need': {
    id: 'stories.si.need',
    defaultMessage:
      'A global system integrator had won a large cloud migration and needed certified architects and engineers at short notice.',
  },
  'si.challenge': {
    id: 'stories.si.challenge',
    defaultMessage:
      'The client required specific cloud certifications, security clearances and a start within thirty days.',
  },
  'si.solution': {
    id: 'stories.si.solution',
    defaultMessage:
      'We drew on our pre-screened cloud talent pool and deployed 60 certified professionals in 26 days, with replacements guaranteed.',
  },
  'rpo.need': {
    id: 'stories.rpo.need',
    defaultMessage:
      'A healthcare group wanted to hand its entire hiring process to one partner while expanding into three new cities.',
  },
  'rpo.challenge': {
    id: 'stories.rpo.challenge',
    defaultMessage: 'Hiring was spread over many agencies with no shared data, long delays and rising costs.',
  },
  'rpo.solution': {
    id: 'stories.rpo.solution',
    defaultMessage:
      'Our embedded RPO team took over sourcing, screening and onboarding, cut time-to-hire by 38% and lowered cost per hire by a quarter.',
  },
  'htd.need': {
    id: 'stories.htd.need',
    defaultMessage:
      'An IT services firm needed a steady flow of job-ready graduates for its testing and support practices.',
  },
  'htd.challenge': {
    id: 'stories.htd.challenge',
    defaultMessage:
      'Fresh graduates lacked the tools and client skills the projects required, and early attrition was high.',
  },
  'htd.solution': {
    id: 'stories.htd.solution',
    defaultMessage:
      'We hired, trained and deployed 300 graduates in cohorts, most of them women from smaller towns; 92% were still in role after a year.',
  },
  'executive.need': {
    id: 'stories.executive.need',
    defaultMessage:
      'A manufacturer setting up its first capability centre in India needed a centre head and five senior leaders.',
  },
  'executive.challenge': {
    id: 'stories.executive.challenge',
    defaultMessage:
      'The leaders had to combine global experience, local know-how and a fit with the company’s culture, and the search had to stay confidential.',
  },
  'executive.solution': {
    id: 'stories.executive.solution',
    defaultMessage:
      'Our executive search team presented shortlists within three weeks; all six leaders were appointed and are still in post.',
  },
  'mass.need': {
    id: 'stories.mass.need',
    defaultMessage: 'An e-commerce company needed 1,200 customer-support staff before the festive season.',
  },
  'mass.challenge': {
    id: 'stories.mass.challenge',
    defaultMessage: 'The hiring had to be done in six weeks, in four languages, across three cities.',
  },
  'mass.solution': {
    id: 'stories.mass.solution',
    defaultMessage:
      'We ran walk-in drives and virtual assessments at scale and delivered 1,260 trained staff a week ahead of plan.',
  },
})

const KEYS = ['fintech', 'bfsi', 'si', 'rpo', 'htd', 'executive', 'mass'] as const

const cardSchema = z.object({
  kind: z.enum(['need', 'challenge', 'solution']),
  title: messageSchema,
  text: messageSchema,
  color: z.string().regex(/^#[0-9a-f]{6}$/),
})
const caseSchema = z.object({ id: z.enum(KEYS), name: messageSchema, cards: z.array(cardSchema).length(3) })

const CARD_COLORS = { need: '#1d4ed8', challenge: '#c2410c', solution: '#047857' } as const

export const CASE_STUDIES = parseContent(
  z.array(caseSchema).length(7),
  KEYS.map((id) => ({
    id,
    name: category[id],
    cards: (['need', 'challenge', 'solution'] as const).map((kind) => ({
      kind,
      title: caseCardTitles[kind],
      text: text[`${id}.${kind}`],
      color: CARD_COLORS[kind],
    })),
  })),
  'case studies',
)

const quote = defineMessages({
  q1: {
    id: 'stories.quote.1.text',
    defaultMessage:
      'I joined through the hire-train-deploy programme straight after college. Three years on, I lead a team of my own.',
  },
  q1role: { id: 'stories.quote.1.role', defaultMessage: 'Team Lead, Quality Engineering' },
  q2: {
    id: 'stories.quote.2.text',
    defaultMessage:
      'Coming back to work after my daughter was born felt daunting. The return-to-work programme made it easy.',
  },
  q2role: { id: 'stories.quote.2.role', defaultMessage: 'Senior Recruiter' },
  q3: {
    id: 'stories.quote.3.text',
    defaultMessage:
      'Every week I see the difference a good job makes to someone’s family. That is why I love this work.',
  },
  q3role: { id: 'stories.quote.3.role', defaultMessage: 'CSR Programme Associate' },
})

const employeeQuoteSchema = z.object({ name: z.string(), role: messageSchema, text: messageSchema })

export const EMPLOYEE_QUOTES = parseContent(
  z.array(employeeQuoteSchema).length(3),
  [
    { name: 'Divya S.', role: quote.q1role, text: quote.q1 },
    { name: 'Farheen A.', role: quote.q2role, text: quote.q2 },
    { name: 'Mounika Y.', role: quote.q3role, text: quote.q3 },
  ],
  'employee quotes',
)

/** The category open at start. */
export const INITIAL_CASE = 'fintech'
