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

export const visionText = defineMessages({
  valuesHeading: { id: 'vision.values.heading', defaultMessage: 'Our values' },
  teamEyebrow: { id: 'vision.team.eyebrow', defaultMessage: 'Our Champions' },
  teamHeading: { id: 'vision.team.heading', defaultMessage: 'The people behind {short}' },
  teamIntro: {
    id: 'vision.team.intro',
    defaultMessage:
      'Patrons, directors, leaders, partners and the next generation: select a person to read their story.',
  },
  showAll: { id: 'vision.team.showAll', defaultMessage: 'Show all {count}' },
  showFewer: { id: 'vision.team.showFewer', defaultMessage: 'Show fewer' },
  profileLink: { id: 'vision.team.profile', defaultMessage: 'LinkedIn profile of {name} (opens in a new tab)' },
  noProfile: { id: 'vision.team.noProfile', defaultMessage: 'No LinkedIn profile listed' },
  close: { id: 'vision.team.close', defaultMessage: 'Close' },
  photoAlt: { id: 'vision.team.photo', defaultMessage: 'Portrait of {name}' },
  whyHeading: { id: 'vision.why.heading', defaultMessage: 'Why {short}?' },
  approachHeading: { id: 'vision.approach.heading', defaultMessage: 'OneClient, OneMission, OneTeam' },
  approachText: {
    id: 'vision.approach.text',
    defaultMessage:
      'Every client gets one team that owns one mission: recruiters, engineers and consultants who plan together, report together and answer for the result together.',
  },
  careerHeading: { id: 'vision.career.heading', defaultMessage: 'Searching for a First-Class Career?' },
  careerText: {
    id: 'vision.career.text',
    defaultMessage:
      'Join a team that has placed more than 8000 people and grows its own. Tell us about yourself and we will be in touch.',
  },
  careerButton: { id: 'vision.career.button', defaultMessage: 'Contact Us' },
  highlightsHeading: { id: 'vision.highlights.heading', defaultMessage: 'Media highlights' },
  featured: { id: 'vision.highlights.featured', defaultMessage: 'Featured' },
})

export const historyText = defineMessages({
  timelineHeading: { id: 'history.timeline.heading', defaultMessage: 'Our journey' },
})

export const certificationsText = defineMessages({
  heading: { id: 'certifications.grid.heading', defaultMessage: 'Memberships and certifications' },
  text: {
    id: 'certifications.grid.text',
    defaultMessage:
      'Our quality system is certified to ISO 9001:2015, and we take an active part in the chambers, missions and networks that shape hiring, industry and entrepreneurship.',
  },
})

export const awardsText = defineMessages({
  heading: { id: 'awards.gallery.heading', defaultMessage: 'Award gallery' },
  open: { id: 'awards.gallery.open', defaultMessage: 'Open the image: {alt}' },
})

export const clientsText = defineMessages({
  heroImage: {
    id: 'clients.hero.image',
    defaultMessage: 'A world map linking our offices to clients on four continents',
  },
  areasHeading: { id: 'clients.areas.heading', defaultMessage: 'Businesses helped' },
  areasIntro: {
    id: 'clients.areas.intro',
    defaultMessage: 'From a founder’s first hire to the merger of two enterprises, we help at every stage.',
  },
  testimonialsHeading: { id: 'clients.testimonials.heading', defaultMessage: 'What our clients say' },
  logosHeading: { id: 'clients.logos.heading', defaultMessage: 'Some of the companies we work with' },
})
