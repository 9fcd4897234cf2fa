// The History page's timeline (SPEC 2.4, 9): eight milestones, 2009 to 2023.
import { defineMessages } from '../../i18n/defineMessages'
import type { TimelineEntry } from './schema'

const text = defineMessages({
  foundedTitle: {
    id: 'history.2009.title',
    defaultMessage: 'Founded in the United Kingdom',
    description:
      'Short title of the 2009 entry of the company timeline (History page): the company was founded in the UK',
  },
  foundedText: {
    id: 'history.2009.text',
    defaultMessage:
      'The group begins in London as a specialist recruitment practice for financial services and technology firms.',
  },
  hyderabadTitle: {
    id: 'history.2012.title',
    defaultMessage: 'Head office moves to Hyderabad',
    description: 'Short title of the 2012 entry of the company timeline (History page); Hyderabad is a city in India',
  },
  hyderabadText: {
    id: 'history.2012.text',
    defaultMessage:
      'We move our head office to Hyderabad, India, to be closer to the talent our clients need, and open our delivery centre there.',
    description:
      'Hyderabad is a city in India; delivery centre = the office where our teams produce the services for clients',
  },
  isoTitle: {
    id: 'history.2017.title',
    defaultMessage: 'ISO 9001:2015 and 24x7 service',
    description:
      'Short title of a timeline entry (History page); ISO 9001:2015 is a quality standard, keep the number; 24x7 = open 24 hours, 7 days a week',
  },
  isoText: {
    id: 'history.2017.text',
    defaultMessage:
      'Our quality system is certified to ISO 9001:2015 and our service desk starts answering clients around the clock.',
    description:
      'ISO 9001:2015 is a quality-management standard, keep the number as is; service desk = the team that answers client requests',
  },
  technologyTitle: {
    id: 'history.2021.title',
    defaultMessage: 'Technology services launched',
    description:
      'Short title of the 2021 entry of the company timeline (History page): we started offering technology services',
  },
  technologyText: {
    id: 'history.2021.text',
    defaultMessage:
      'Cloud, data and product engineering teams join our talent services, and our cloud-based internal system goes live.',
  },
  gccTitle: {
    id: 'history.2022.title',
    defaultMessage: 'First global capability centres',
    description:
      'Short title of the 2022 entry of the timeline; a global capability centre (GCC) is an offshore centre a company owns and runs for itself',
  },
  gccText: {
    id: 'history.2022.text',
    defaultMessage:
      'We set up our first global capability centres for clients, up to 50% faster than they had planned.',
    description:
      'Global capability centre (GCC): an offshore centre that a company owns and runs for its own work; use the usual business term',
  },
  europeTitle: {
    id: 'history.2023a.title',
    defaultMessage: 'Offices across Europe',
    description:
      'Short title of a 2023 entry of the company timeline (History page): new offices in European countries',
  },
  europeText: {
    id: 'history.2023a.text',
    defaultMessage: 'New offices in France, the Netherlands and Finland bring European clients closer to our teams.',
  },
  americasTitle: {
    id: 'history.2023b.title',
    defaultMessage: 'The Americas and Australia',
    description:
      'Short title of a 2023 entry of the company timeline (History page): new offices in North and South America and Australia',
  },
  americasText: {
    id: 'history.2023b.text',
    defaultMessage: 'We open in the United States, Canada, Brazil and Australia and run our first US road show.',
    description: 'Road show = a series of business events held in several cities',
  },
  milestoneTitle: {
    id: 'history.2023c.title',
    defaultMessage: '{placements, number} people placed',
    description:
      'Short title of a 2023 entry of the timeline; placed = found jobs for 8000 candidates as a recruitment firm',
  },
  milestoneText: {
    id: 'history.2023c.text',
    defaultMessage:
      'Our 140-strong team passes {placements, number} placements, and our CSR programmes reach more than {fairJobSeekers, number} job seekers.',
    description:
      'Placements = candidates we found jobs for, as a recruitment firm; CSR = corporate social responsibility (our free programmes for job seekers)',
  },
})

export const TIMELINE: TimelineEntry[] = [
  { year: 2009, title: text.foundedTitle, desc: text.foundedText },
  { year: 2012, title: text.hyderabadTitle, desc: text.hyderabadText },
  { year: 2017, title: text.isoTitle, desc: text.isoText },
  { year: 2021, title: text.technologyTitle, desc: text.technologyText },
  { year: 2022, title: text.gccTitle, desc: text.gccText },
  { year: 2023, title: text.europeTitle, desc: text.europeText },
  { year: 2023, title: text.americasTitle, desc: text.americasText },
  { year: 2023, title: text.milestoneTitle, desc: text.milestoneText },
]
