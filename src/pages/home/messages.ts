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
})
