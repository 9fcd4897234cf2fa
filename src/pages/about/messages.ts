import { defineMessages } from '../../i18n/defineMessages'

export const aboutText = {
  'about.vision': defineMessages({
    name: {
      id: 'page.about.vision.name',
      defaultMessage: 'Our Vision & Our Champions',
      description:
        'Page name, used as an item of the About Us menu and as the browser tab title; Champions = the people of our team shown on the page',
    },
    heading: {
      id: 'page.about.vision.heading',
      defaultMessage: 'Our Vision: The {short} Way',
      description:
        'Main heading of the Vision page; {short} is the short company name IFIN; The IFIN Way = how our company works',
    },
    intro: {
      id: 'page.about.vision.intro',
      defaultMessage:
        'To be the most trusted partner for organisations building their global future: the right people, the right technology and the right operating model, delivered as one team.',
      description:
        'Search-engine description and intro of the Vision page; operating model = how a business organises its people, processes and technology',
    },
  }),
  'about.history': defineMessages({
    name: {
      id: 'page.about.history.name',
      defaultMessage: 'Company History',
      description: 'Page name, used as an item of the About Us menu and as the browser tab title',
    },
    heading: {
      id: 'page.about.history.heading',
      defaultMessage: 'History: more than 15 years of growth',
      description: 'Main heading of the History page, with the company timeline below it',
    },
    intro: {
      id: 'page.about.history.intro',
      defaultMessage:
        'From a recruitment practice founded in the UK in 2009 to a global group headquartered in Hyderabad since 2012: the milestones that shaped us.',
    },
  }),
  'about.certifications': defineMessages({
    name: {
      id: 'page.about.certifications.name',
      defaultMessage: 'Certifications & Memberships',
      description: 'Page name, used as an item of the About Us menu and as the browser tab title',
    },
    heading: {
      id: 'page.about.certifications.heading',
      defaultMessage: 'Certifications & Memberships',
      description:
        'Main heading of the page listing our quality certificate and the business bodies we are a member of',
    },
    intro: {
      id: 'page.about.certifications.intro',
      defaultMessage:
        'An ISO 9001:2015 certified company and an active member of the chambers, missions and networks that shape industry and entrepreneurship.',
      description:
        'ISO 9001:2015 is a quality-management standard, keep the number; missions = government programmes; chambers = chambers of commerce',
    },
  }),
  'about.awards': defineMessages({
    name: {
      id: 'page.about.awards.name',
      defaultMessage: 'Awards & Achievements',
      description: 'Page name, used as an item of the About Us menu and as the browser tab title',
    },
    heading: {
      id: 'page.about.awards.heading',
      defaultMessage: 'Awards & Achievements',
      description: 'Main heading of the page showing the awards our company has received',
    },
    intro: {
      id: 'page.about.awards.intro',
      defaultMessage:
        'Recognition from industry bodies, governments and our clients for the way we hire, build and deliver.',
    },
  }),
  'about.clients': defineMessages({
    name: {
      id: 'page.about.clients.name',
      defaultMessage: 'Clients',
      description:
        'Page name (the companies we work for), used as an item of the About Us menu and as the browser tab title',
    },
    heading: {
      id: 'page.about.clients.heading',
      defaultMessage: 'Clients',
      description: 'Main heading of the page about the companies we work for',
    },
    intro: {
      id: 'page.about.clients.intro',
      defaultMessage:
        'More than {clients, number} clients across eight countries trust us with their talent, their technology and their growth.',
    },
  }),
}

export const visionText = defineMessages({
  valuesHeading: {
    id: 'vision.values.heading',
    defaultMessage: 'Our values',
    description: 'Section heading on the Vision page above four cards with our company values',
  },
  teamEyebrow: {
    id: 'vision.team.eyebrow',
    defaultMessage: 'Our Champions',
    description: 'Small label above the team section heading on the Vision page; Champions = the people of our team',
  },
  teamHeading: {
    id: 'vision.team.heading',
    defaultMessage: 'The people behind {short}',
    description: 'Section heading of the team directory (Vision page); {short} is the short company name IFIN',
  },
  teamIntro: {
    id: 'vision.team.intro',
    defaultMessage:
      'Patrons, directors, leaders, partners and the next generation: select a person to read their story.',
  },
  showAll: {
    id: 'vision.team.showAll',
    defaultMessage: 'Show all {count}',
    description:
      'Button under a group of team member cards that shows the whole group; {count} is the number of people in it, e.g. Show all 12',
  },
  showFewer: {
    id: 'vision.team.showFewer',
    defaultMessage: 'Show fewer',
    description: 'Button under a group of team member cards that hides the extra cards again',
  },
  profileLink: {
    id: 'vision.team.profile',
    defaultMessage: 'LinkedIn profile of {name} (opens in a new tab)',
    description: 'Read by screen readers for a LinkedIn icon link; {name} is the name of a team member',
  },
  noProfile: {
    id: 'vision.team.noProfile',
    defaultMessage: 'No LinkedIn profile listed',
    description:
      'Short note next to a dimmed LinkedIn icon, in the pop-up with a team member story, when that person has no LinkedIn page',
  },
  close: {
    id: 'vision.team.close',
    defaultMessage: 'Close',
    description: 'Button that closes the pop-up window with a team member story (read by screen readers)',
  },
  photoAlt: {
    id: 'vision.team.photo',
    defaultMessage: 'Portrait of {name}',
    description: 'Alt text of the photo in the pop-up with a team member story; {name} is the name of the person',
  },
  whyHeading: {
    id: 'vision.why.heading',
    defaultMessage: 'Why {short}?',
    description:
      'Section heading on the Vision page above the reasons to choose us; {short} is the short company name IFIN',
  },
  approachHeading: {
    id: 'vision.approach.heading',
    defaultMessage: 'OneClient, OneMission, OneTeam',
    description:
      'Heading on the Vision page: the proper name of our way of working (one client, one mission, one team); keep it in English as is',
  },
  approachText: {
    id: 'vision.approach.text',
    defaultMessage:
      'Every client gets one team that owns one mission: recruiters, engineers and consultants who plan together, report together and answer for the result together.',
    description: 'Explains the OneClient, OneMission, OneTeam approach: each client has one team with one goal',
  },
  careerHeading: {
    id: 'vision.career.heading',
    defaultMessage: 'Searching for a First-Class Career?',
    description: 'Heading of a banner on the Vision page inviting job seekers to contact us about working here',
  },
  careerText: {
    id: 'vision.career.text',
    defaultMessage:
      'Join a team that has placed more than {placements, number} people and grows its own. Tell us about yourself and we will be in touch.',
    description: 'Placed = found jobs for, as a recruitment firm; grows its own = develops and promotes its own staff',
  },
  careerButton: {
    id: 'vision.career.button',
    defaultMessage: 'Contact Us',
    description: 'Button in the banner inviting job seekers; leads to the contact page',
  },
  highlightsHeading: {
    id: 'vision.highlights.heading',
    defaultMessage: 'Media highlights',
    description: 'Section heading on the Vision page above cards of recent events we took part in',
  },
  featured: {
    id: 'vision.highlights.featured',
    defaultMessage: 'Featured',
    description: 'Small badge on an event card marking it as a featured (highlighted) event; one word if possible',
  },
})

export const historyText = defineMessages({
  timelineHeading: {
    id: 'history.timeline.heading',
    defaultMessage: 'Our journey',
    description: 'Section heading above the company timeline on the History page',
  },
})

export const certificationsText = defineMessages({
  heading: {
    id: 'certifications.grid.heading',
    defaultMessage: 'Our standards and networks',
    description:
      'Section heading above our quality certificate and memberships (Certifications page, whose title is already "Certifications & Memberships", so it does not repeat it)',
  },
  text: {
    id: 'certifications.grid.text',
    defaultMessage:
      'Our quality system is certified to ISO 9001:2015, and we take an active part in the chambers, missions and networks that shape hiring, industry and entrepreneurship.',
    description:
      'ISO 9001:2015 is a quality-management standard, keep the number; missions = government programmes; chambers = chambers of commerce',
  },
})

export const awardsText = defineMessages({
  heading: {
    id: 'awards.gallery.heading',
    defaultMessage: 'Award gallery',
    description: 'Section heading above the picture gallery of our awards (Awards page)',
  },
  open: {
    id: 'awards.gallery.open',
    defaultMessage: 'Open the image: {alt}',
    description:
      'Read by screen readers for a picture that opens enlarged; {alt} is the description of the picture, e.g. HR technology innovation award',
  },
})

export const clientsText = defineMessages({
  heroImage: {
    id: 'clients.hero.image',
    defaultMessage: 'A world map linking our offices to clients on four continents',
    description: 'Alt text of the picture at the top of the Clients page, read by screen readers',
  },
  areasHeading: {
    id: 'clients.areas.heading',
    defaultMessage: 'Businesses helped',
    description:
      'Section heading on the Clients page above cards of the kinds of businesses we help (start-ups, large companies …)',
  },
  areasIntro: {
    id: 'clients.areas.intro',
    defaultMessage: 'From a founder’s first hire to the merger of two enterprises, we help at every stage.',
  },
  testimonialsHeading: {
    id: 'clients.testimonials.heading',
    defaultMessage: 'What our clients say',
    description: 'Section heading on the Clients page above quotes from our clients',
  },
  logosHeading: {
    id: 'clients.logos.heading',
    defaultMessage: 'Some of the companies we work with',
    description: 'Section heading on the Clients page above a grid of client company logos',
  },
})
