import { defineMessages } from '../../i18n/defineMessages'

export const homeText = defineMessages({
  name: { id: 'page.home.name', defaultMessage: 'Home' },
  heading: {
    id: 'page.home.heading',
    defaultMessage: 'Global talent, technology and capability centres, built around you',
  },
  intro: {
    id: 'page.home.intro',
    defaultMessage:
      'Since 2009 we have helped companies hire faster, build global capability centres and transform how they work, from our head office in Hyderabad and networks in more than 120 countries.',
  },
})

export const homeHeroText = defineMessages({
  eyebrow: { id: 'home.hero.eyebrow', defaultMessage: 'Talent · Technology · Transformation · GCC' },
  explore: { id: 'home.hero.explore', defaultMessage: 'Explore our solutions' },
  contact: { id: 'home.hero.contact', defaultMessage: 'Contact Us Today' },
  switcher: { id: 'home.hero.switcher', defaultMessage: 'Choose a slide' },
  slides: { id: 'home.hero.slides', defaultMessage: 'Highlights' },
  slidePosition: { id: 'home.hero.slidePosition', defaultMessage: '{current} of {total}' },
})

export const homeSectionText = defineMessages({
  clientsHeading: { id: 'home.clients.heading', defaultMessage: 'Our Esteemed Clients' },
  clientsIntro: {
    id: 'home.clients.intro',
    defaultMessage: 'Banks, insurers, technology firms and manufacturers among 3,000+ clients across eight countries.',
  },
  statsHeading: { id: 'home.stats.heading', defaultMessage: 'Our impact in numbers' },
  csrEyebrow: { id: 'home.csr.eyebrow', defaultMessage: 'CSR' },
  csrHeading: { id: 'home.csr.heading', defaultMessage: 'Societal Impact' },
  csrText: {
    id: 'home.csr.text',
    defaultMessage:
      'Jobs change lives. Through free skilling classes, community job fairs and mentoring for first-time founders, our CSR programmes have helped 21,729 people into work, most of them women and first-generation graduates.',
  },
  csrBadge: { id: 'home.csr.badge', defaultMessage: 'Featured at the India startup fest' },
  csrLink: { id: 'home.csr.link', defaultMessage: 'See our CSR work' },
  csrCarousel: { id: 'home.csr.carousel', defaultMessage: 'CSR in pictures' },
  whatWeDoEyebrow: { id: 'home.whatWeDo.eyebrow', defaultMessage: 'What we do' },
  whatWeDoHeading: { id: 'home.whatWeDo.heading', defaultMessage: 'One partner for people, platforms and change' },
  partnersHeading: { id: 'home.partners.heading', defaultMessage: 'Our Ecosystem Partners' },
  partnerLink: { id: 'home.partners.link', defaultMessage: '{name} (opens in a new tab)' },
  pillarsEyebrow: { id: 'home.pillars.eyebrow', defaultMessage: 'Three Pillars' },
  pillarsHeading: { id: 'home.pillars.heading', defaultMessage: 'The foundations of your global growth' },
  pillarsTabs: { id: 'home.pillars.tabs', defaultMessage: 'Our three pillars' },
  ctaHeading: { id: 'home.cta.heading', defaultMessage: 'Ready to Build Your Global Future?' },
  ctaText: {
    id: 'home.cta.text',
    defaultMessage:
      'Tell us what you need: a critical hire, a technology team or a capability centre. We answer within one business day.',
  },
})
