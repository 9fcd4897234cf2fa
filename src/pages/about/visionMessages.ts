import { defineMessages } from '../../i18n/defineMessages'

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
