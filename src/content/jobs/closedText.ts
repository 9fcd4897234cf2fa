// The words of a closed or unknown job's page. Shared by the server, which
// answers such an address (410 or 404) with the page filled in, and the page
// itself, which draws the same in the browser.
import { defineMessages } from '../../i18n/defineMessages'

export const closedJobText = defineMessages({
  closedHeading: {
    id: 'careers.closed.heading',
    defaultMessage: 'This position is closed',
    description: 'Heading and browser tab title of the page of a job that no longer takes applications',
  },
  closedLead: {
    id: 'careers.closed.lead',
    defaultMessage: 'We are no longer taking applications for this job.',
    description: 'First line of the page of a job that no longer takes applications',
  },
  lastDay: {
    id: 'careers.closed.lastDay',
    defaultMessage: 'The last day to apply for {title} in {place} was {date}.',
    description:
      'On the page of a closed job: {title} is the job title, {place} is "city, country", {date} the last day applications were taken',
  },
  unknownHeading: {
    id: 'careers.unknown.heading',
    defaultMessage: 'We couldn’t find this job',
    description: 'Heading and browser tab title of the page shown for a job address that does not exist (error 404)',
  },
  unknownLead: {
    id: 'careers.unknown.lead',
    defaultMessage: 'The address may be mistyped, or the posting was removed.',
    description: 'First line of the page shown for a job address that does not exist',
  },
  similarHeading: {
    id: 'careers.closed.similar',
    defaultMessage: 'Similar open roles',
    description: 'Heading of the list of open jobs like the closed one',
  },
  latestHeading: {
    id: 'careers.unknown.latest',
    defaultMessage: 'Our latest open roles',
    description: 'Heading of the list of the newest open jobs, on the page for a job address that does not exist',
  },
  noneOpen: {
    id: 'careers.closed.noneOpen',
    defaultMessage: 'No similar roles are open right now.',
    description: 'Shown instead of the list of similar jobs when there is none',
  },
  place: {
    id: 'careers.closed.place',
    defaultMessage: '{city}, {country}',
    description: 'Where a job is, in lists of jobs: city name, then country name',
  },
  allJobs: {
    id: 'careers.closed.allJobs',
    defaultMessage: 'See all open jobs',
    description: 'Button leading to the job search',
  },
})
