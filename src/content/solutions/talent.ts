// The Talent solutions page (SPEC 2.5): five services in a selector, then
// the strategic-hiring video.
import { defineMessages } from '../../i18n/defineMessages'
import type { ServiceItem } from './schema'

const t = defineMessages({
  advisoryTitle: {
    id: 'talent.advisory.title',
    defaultMessage: 'Talent Advisory & Automation',
    description:
      'Tab label in the list of services on the Talent page, also the heading of its panel; advisory = consulting; keep it short',
  },
  advisoryText: {
    id: 'talent.advisory.text',
    defaultMessage:
      'We review how you attract, assess and hire, then automate what slows you down: sourcing, scheduling, screening and offers. Hiring managers get shortlists faster and candidates get answers sooner, with up to 40% less time-to-hire.',
    description:
      'Sourcing = finding candidates; screening = first checks of applicants; shortlists = the few best candidates; time-to-hire = days to fill a job',
  },
  researchTitle: {
    id: 'talent.research.title',
    defaultMessage: 'Research & Management',
    description:
      'Tab label in the list of services on the Talent page, also the heading of its panel: job-market research; keep it short',
  },
  researchText: {
    id: 'talent.research.text',
    defaultMessage:
      'Market maps, salary benchmarks and competitor team studies tell you where the talent is and what it costs. Our research desk keeps them current, so workforce plans rest on facts, not guesses.',
    description:
      'Market maps = overviews of where suitable candidates work; salary benchmarks = typical pay for a role, for comparison',
  },
  assessmentTitle: {
    id: 'talent.assessment.title',
    defaultMessage: 'Assessment as Service',
    description:
      'Tab label on the Talent page, also its panel heading: candidate assessment offered as a service (as in software as a service); keep it short',
  },
  assessmentText: {
    id: 'talent.assessment.text',
    defaultMessage:
      'Technical tests, structured interviews and behavioural assessments, run by our specialists on your behalf. Every candidate is measured against the same job-related criteria and every result is explained.',
  },
  mobilityTitle: {
    id: 'talent.mobility.title',
    defaultMessage: 'Global Mobility',
    description:
      'Tab label in the list of services on the Talent page, also the heading of its panel: moving employees between countries; short',
  },
  mobilityText: {
    id: 'talent.mobility.text',
    defaultMessage:
      'Visas, work permits, relocation and payroll across more than 120 jurisdictions. We move people between countries and keep them compliant, so projects start on time.',
    description:
      'Jurisdictions = countries or regions with their own laws; compliant = following the laws of each country',
  },
  proTitle: {
    id: 'talent.pro.title',
    defaultMessage: 'Digital PRO',
    description:
      'Tab label and panel heading on the Talent page; PRO = public relations officer, who handles official paperwork with government offices',
  },
  proText: {
    id: 'talent.pro.text',
    defaultMessage:
      'Our digital public relations office handles registrations, licences and government filings online, from company formation to labour compliance, with every step tracked in one place.',
    description:
      'A public relations office (PRO) here handles official paperwork with government offices, not publicity',
  },
  videoHeading: {
    id: 'talent.video.heading',
    defaultMessage: 'Strategic hiring, in motion',
    description: 'Section heading next to a video on the Talent page about our way of hiring for strategic needs',
  },
  videoText: {
    id: 'talent.video.text',
    defaultMessage: 'From the first workforce plan to the hundredth hire: how our strategic hiring model works.',
  },
  videoLabel: {
    id: 'talent.video.label',
    defaultMessage: 'Video about strategic hiring',
    description: 'Read by screen readers: name of the video on the Talent page',
  },
})

export const TALENT_SERVICES: ServiceItem[] = (['advisory', 'research', 'assessment', 'mobility', 'pro'] as const).map(
  (id) => ({
    id,
    title: t[`${id}Title`],
    description: t[`${id}Text`],
    image: `/images/solutions/talent/${id}.svg`,
  }),
)

export const TALENT_VIDEO = {
  src: '/media/hero/mission.webm',
  poster: '/media/hero/mission.svg',
  heading: t.videoHeading,
  text: t.videoText,
  label: t.videoLabel,
}
