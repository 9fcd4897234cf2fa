import { defineMessages } from '../../i18n/defineMessages'

export const homeText = defineMessages({
  heading: {
    id: 'page.home.heading',
    defaultMessage: 'Global talent, technology and capability centres, built around you',
    description:
      'Main heading of the home page, small text above the slides; capability centres = global capability centres (offshore centres companies run themselves)',
  },
  intro: {
    id: 'page.home.intro',
    defaultMessage:
      'Since 2009 we have helped companies hire faster, build global capability centres and transform how they work, from our head office in Hyderabad and networks in more than 120 countries.',
    description:
      'Search-engine description of the home page; global capability centres = offshore centres that companies own and run for their own work',
  },
})

export const homeHeroText = defineMessages({
  eyebrow: {
    id: 'home.hero.eyebrow',
    defaultMessage: 'Talent · Technology · Transformation · GCC',
    description:
      'Small line naming our four service areas, separated by dots; GCC = global capability centre (offshore centre a company runs itself), keep GCC',
  },
  explore: {
    id: 'home.hero.explore',
    defaultMessage: 'Explore our solutions',
    description: 'Button on the slides at the top of the home page; leads to our service pages',
  },
  switcher: {
    id: 'home.hero.switcher',
    defaultMessage: 'Choose a slide',
    description:
      'Read by screen readers: name of the row of buttons under the home page slides that choose which slide to show',
  },
  slides: {
    id: 'home.hero.slides',
    defaultMessage: 'Highlights',
    description: 'Read by screen readers: name of the slide carousel at the top of the home page',
  },
  slidePosition: {
    id: 'home.hero.slidePosition',
    defaultMessage: '{current} of {total}',
    description:
      'Read by screen readers for a home page slide; {current} of {total}: position of the slide, e.g. 2 of 3',
  },
})

export const homeSectionText = defineMessages({
  clientsHeading: {
    id: 'home.clients.heading',
    defaultMessage: 'Our Esteemed Clients',
    description: 'Section heading of the home page above a moving strip of client logos',
  },
  clientsIntro: {
    id: 'home.clients.intro',
    defaultMessage:
      'Banks, insurers, technology firms and manufacturers among {clients, number}+ clients across eight countries.',
  },
  statsHeading: {
    id: 'home.stats.heading',
    defaultMessage: 'Our impact in numbers',
    description: 'Section heading of the home page above four large animated numbers',
  },
  csrEyebrow: {
    id: 'home.csr.eyebrow',
    defaultMessage: 'CSR',
    description:
      'Small label above a home page section heading; CSR = corporate social responsibility (our free programmes for job seekers), keep short',
  },
  csrHeading: {
    id: 'home.csr.heading',
    defaultMessage: 'Societal Impact',
    description: 'Heading of the home page section about our CSR work: the good our company does for society',
  },
  csrText: {
    id: 'home.csr.text',
    defaultMessage:
      'Jobs change lives. Through free skilling classes, community job fairs and mentoring for first-time founders, our CSR programmes have helped {csrHires, number} people into work, most of them women and first-generation graduates.',
    description:
      'CSR = corporate social responsibility; skilling = job-skills training; first-generation graduates = the first in their family with a degree',
  },
  csrBadge: {
    id: 'home.csr.badge',
    defaultMessage: 'Featured at the India startup fest',
    description:
      'Alt text of a badge picture in the CSR section of the home page; India startup fest is the name of an event',
  },
  csrLink: {
    id: 'home.csr.link',
    defaultMessage: 'See our CSR work',
    description:
      'Button in the CSR section of the home page; leads to the page about our CSR (corporate social responsibility) work',
  },
  csrCarousel: {
    id: 'home.csr.carousel',
    defaultMessage: 'CSR in pictures',
    description:
      'Read by screen readers: name of the slide carousel of CSR pictures; CSR = corporate social responsibility',
  },
  whatWeDoEyebrow: {
    id: 'home.whatWeDo.eyebrow',
    defaultMessage: 'What we do',
    description: 'Small label above the heading of the home page section with our three service cards; short',
  },
  whatWeDoHeading: { id: 'home.whatWeDo.heading', defaultMessage: 'One partner for people, platforms and change' },
  partnersHeading: {
    id: 'home.partners.heading',
    defaultMessage: 'Our Ecosystem Partners',
    description:
      'Section heading of the home page above a strip of partner logos; ecosystem partners = organisations we work with in other countries and networks',
  },
  partnerLink: {
    id: 'home.partners.link',
    defaultMessage: '{name} (opens in a new tab)',
    description: 'Read by screen readers for a partner logo link; {name} is the partner organisation, e.g. T-Hub',
  },
  pillarsEyebrow: {
    id: 'home.pillars.eyebrow',
    defaultMessage: 'Three Pillars',
    description:
      'Small label above the heading of the home page section with three tabs, each one of our three main strengths (pillars); short',
  },
  pillarsHeading: { id: 'home.pillars.heading', defaultMessage: 'The foundations of your global growth' },
  pillarsTabs: {
    id: 'home.pillars.tabs',
    defaultMessage: 'Our three pillars',
    description: 'Read by screen readers: name of the row of three tabs in the three pillars section of the home page',
  },
  ctaRings: {
    id: 'home.cta.rings',
    defaultMessage: 'Turning rings',
    description:
      'Names the two decorative dashed rings that turn slowly behind the closing call to action; read after “Pause animation:” on its pause button',
  },
})
