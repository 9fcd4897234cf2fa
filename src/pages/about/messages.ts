import { defineMessages } from '../../i18n/defineMessages'

export const aboutText = {
  'about.vision': defineMessages({
    name: { id: 'page.about.vision.name', defaultMessage: 'Our Vision & Our Champions' },
    heading: { id: 'page.about.vision.heading', defaultMessage: 'Our Vision: The {short} Way' },
    intro: {
      id: 'page.about.vision.intro',
      defaultMessage:
        'To be the most trusted partner for organisations building their global future: the right people, the right technology and the right operating model, delivered as one team.',
    },
  }),
  'about.history': defineMessages({
    name: { id: 'page.about.history.name', defaultMessage: 'Company History' },
    heading: { id: 'page.about.history.heading', defaultMessage: 'History: more than 15 years of growth' },
    intro: {
      id: 'page.about.history.intro',
      defaultMessage:
        'From a recruitment practice founded in the UK in 2009 to a global group headquartered in Hyderabad since 2012: the milestones that shaped us.',
    },
  }),
  'about.certifications': defineMessages({
    name: { id: 'page.about.certifications.name', defaultMessage: 'Certifications & Memberships' },
    heading: { id: 'page.about.certifications.heading', defaultMessage: 'Certifications & Memberships' },
    intro: {
      id: 'page.about.certifications.intro',
      defaultMessage:
        'An ISO 9001:2015 certified company and an active member of the chambers, missions and networks that shape industry and entrepreneurship.',
    },
  }),
  'about.awards': defineMessages({
    name: { id: 'page.about.awards.name', defaultMessage: 'Awards & Achievements' },
    heading: { id: 'page.about.awards.heading', defaultMessage: 'Awards & Achievements' },
    intro: {
      id: 'page.about.awards.intro',
      defaultMessage:
        'Recognition from industry bodies, governments and our clients for the way we hire, build and deliver.',
    },
  }),
  'about.clients': defineMessages({
    name: { id: 'page.about.clients.name', defaultMessage: 'Clients' },
    heading: { id: 'page.about.clients.heading', defaultMessage: 'Clients' },
    intro: {
      id: 'page.about.clients.intro',
      defaultMessage:
        'More than 3,000 clients across eight countries trust us with their talent, their technology and their growth.',
    },
  }),
}
