// The Transformation solutions page (SPEC 2.5): seven programmes, each with
// several paragraphs.
import { defineMessages } from '../../i18n/defineMessages'
import type { Transformation } from './schema'

const t = defineMessages({
  startupName: {
    id: 'transform.startup.name',
    defaultMessage: 'Global Startup & Scale-up',
    description:
      'Tab label in the list of programmes on the Transformation page; scale-up = a young company growing fast; keep it short',
  },
  startupTitle: {
    id: 'transform.startup.title',
    defaultMessage: 'From first hire to first market abroad',
    description: 'Heading of the Global Startup and Scale-up panel on the Transformation page',
  },
  startupP1: {
    id: 'transform.startup.p1',
    defaultMessage:
      'Start-ups and scale-ups get the people, the entity and the office they need to grow across borders, at prices a young company can afford.',
    description: 'Scale-ups = young companies growing fast; entity = the legal company set up in another country',
  },
  startupP2: {
    id: 'transform.startup.p2',
    defaultMessage:
      'We work with incubators and investors in eight countries, so founders can test a market before they commit to it.',
    description: 'Incubators = programmes that help new companies; founders = people who start companies',
  },
  innovationName: {
    id: 'transform.innovation.name',
    defaultMessage: 'Innovation and Accelerators',
    description:
      'Tab label in the list of programmes on the Transformation page; accelerators = programmes that help start-ups grow quickly',
  },
  innovationTitle: {
    id: 'transform.innovation.title',
    defaultMessage: 'New ideas, tested quickly',
    description: 'Heading of the Innovation and Accelerators panel on the Transformation page',
  },
  innovationP1: {
    id: 'transform.innovation.p1',
    defaultMessage:
      'Our accelerator programmes pair corporate challenges with start-ups that can solve them, in twelve-week sprints with clear goals.',
    description: 'Corporate challenges = problems set by large companies; sprints = short fixed periods of work',
  },
  innovationP2: {
    id: 'transform.innovation.p2',
    defaultMessage:
      'Successful pilots move straight into delivery with our engineering teams, so good ideas do not stall after the demo.',
    description: 'Pilots = small trial projects; demo = a first demonstration of a solution',
  },
  academicName: {
    id: 'transform.academic.name',
    defaultMessage: 'Academic Industry Partnerships',
    description:
      'Tab label in the list of programmes on the Transformation page: partnerships between universities and companies',
  },
  academicTitle: {
    id: 'transform.academic.title',
    defaultMessage: 'Classrooms connected to careers',
    description: 'Heading of the Academic Industry Partnerships panel on the Transformation page',
  },
  academicP1: {
    id: 'transform.academic.p1',
    defaultMessage:
      'We build courses, internships and research projects with universities, so graduates arrive with the skills employers need.',
  },
  academicP2: {
    id: 'transform.academic.p2',
    defaultMessage: 'Companies gain early access to talent and research; students gain real work and a path into it.',
  },
  hubName: {
    id: 'transform.hub.name',
    defaultMessage: 'Global Talent Accelerator Hub',
    description:
      'Tab label on the Transformation page: the name of our programme that hires and trains teams in advance (a hub for talent)',
  },
  hubTitle: {
    id: 'transform.hub.title',
    defaultMessage: 'Skilled teams, ready when you are',
    description: 'Heading of the Global Talent Accelerator Hub panel on the Transformation page',
  },
  hubP1: {
    id: 'transform.hub.p1',
    defaultMessage:
      'Our hub hires and trains cohorts in the skills that are hardest to find, from cloud to cyber security, before clients need them.',
    description: 'Cohorts = groups of trainees who start and train together',
  },
  hubP2: {
    id: 'transform.hub.p2',
    defaultMessage:
      'Teams can start within weeks, and most hub graduates are women and first-generation professionals.',
    description:
      'Hub graduates = people who finished the training of our Global Talent Accelerator Hub; first-generation = first in the family in such a job',
  },
  healthcareName: {
    id: 'transform.healthcare.name',
    defaultMessage: 'Healthcare Transformation',
    description: 'Tab label in the list of programmes on the Transformation page: changing how hospitals work',
  },
  healthcareTitle: {
    id: 'transform.healthcare.title',
    defaultMessage: 'Better care through better operations',
    description: 'Heading of the Healthcare Transformation panel on the Transformation page',
  },
  healthcareP1: {
    id: 'transform.healthcare.p1',
    defaultMessage:
      'We help hospitals and health networks redesign their operations, staffing and systems around the patient.',
  },
  healthcareP2: {
    id: 'transform.healthcare.p2',
    defaultMessage: 'From clinical staffing to digital records, every change is measured by its effect on care.',
  },
  digitalName: {
    id: 'transform.digital.name',
    defaultMessage: 'Digital Transformation',
    description: 'Tab label in the list of programmes on the Transformation page: change through new technology',
  },
  digitalTitle: {
    id: 'transform.digital.title',
    defaultMessage: 'Change that sticks',
    description: 'Heading of the Digital Transformation panel on the Transformation page: the change lasts',
  },
  digitalP1: {
    id: 'transform.digital.p1',
    defaultMessage:
      'Technology alone changes little. We combine new systems with new ways of working and the training to use them.',
  },
  digitalP2: {
    id: 'transform.digital.p2',
    defaultMessage:
      'Each programme has business goals agreed at the start and reviewed every month until they are met.',
  },
  bankingName: {
    id: 'transform.banking.name',
    defaultMessage: 'Banking Finance & Insurance Transformation',
    description:
      'Tab label in the list of programmes on the Transformation page: change for banks, financial firms and insurers',
  },
  bankingTitle: {
    id: 'transform.banking.title',
    defaultMessage: 'Modern finance, fully compliant',
    description: 'Heading of the banking, finance and insurance panel on the Transformation page',
  },
  bankingP1: {
    id: 'transform.banking.p1',
    defaultMessage:
      'Banks, lenders and insurers modernise operations with us, from global capability centres to automated compliance.',
    description: 'Global capability centres = offshore centres that companies own and run for their own work',
  },
  bankingP2: {
    id: 'transform.banking.p2',
    defaultMessage: 'Our teams know the regulators of the markets we serve, so change never puts a licence at risk.',
  },
})

export const TRANSFORMATIONS: Transformation[] = (
  ['startup', 'innovation', 'academic', 'hub', 'healthcare', 'digital', 'banking'] as const
).map((id) => ({
  id,
  name: t[`${id}Name`],
  icon: `/images/solutions/transformation/${id}.svg`,
  title: t[`${id}Title`],
  paragraphs: [t[`${id}P1`], t[`${id}P2`]],
}))
