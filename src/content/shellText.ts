import { defineMessages } from '../i18n/defineMessages'

export const shellText = defineMessages({
  skipToContent: {
    id: 'shell.skipToContent',
    defaultMessage: 'Skip to main content',
    description:
      'Link for keyboard and screen reader users, shown first on every page, that jumps past the menus to the page content',
  },
  topStripLabel: {
    id: 'shell.topStrip.label',
    defaultMessage: 'Company information',
    description:
      'Read by screen readers: name of the thin strip at the very top of every page (certification, opening hours, social links)',
  },
  certification: {
    id: 'shell.topStrip.certification',
    defaultMessage: 'An ISO 9001:2015 Certified Company',
    description:
      'Short line in the thin top strip of every page; ISO 9001:2015 is a quality-management standard, keep the number as is',
  },
  open247: {
    id: 'shell.topStrip.open247',
    defaultMessage: 'Open 24x7',
    description:
      'Very short note in the top strip of every page: the company can be reached 24 hours a day, 7 days a week',
  },
  socialLabel: {
    id: 'shell.social.label',
    defaultMessage: '{network} (opens in a new tab)',
    description: 'Accessible name of a social network link; {network} is e.g. YouTube',
  },
  socialNav: {
    id: 'shell.social.nav',
    defaultMessage: 'Follow us',
    description: 'Read by screen readers: name of the group of social network links (top strip and fixed side bar)',
  },
  logoLabel: {
    id: 'shell.logo.label',
    defaultMessage: '{brand}, home',
    description:
      'Read by screen readers for the logo link in the header; {brand} is the company name IFIN Global Group; the link goes to the home page',
  },
  mainNav: {
    id: 'shell.nav.main',
    defaultMessage: 'Main',
    description: 'Read by screen readers: name of the main site menu (navigation landmark)',
  },
  openMenu: {
    id: 'shell.nav.openMenu',
    defaultMessage: 'Open menu',
    description: 'Read by screen readers for the menu (hamburger) button on phones, while the menu is closed',
  },
  closeMenu: {
    id: 'shell.nav.closeMenu',
    defaultMessage: 'Close menu',
    description: 'Read by screen readers for the menu button on phones, while the menu is open',
  },
  languageLabel: {
    id: 'shell.language.label',
    defaultMessage: 'Language: {language}',
    description:
      'Read by screen readers for the language switcher button; {language} is the current language in its own name, e.g. Español',
  },
  languageCurrent: {
    id: 'shell.language.current',
    defaultMessage: 'current language',
    description: 'Read by screen readers after the current language in the language list, marking it as the one in use',
  },
  languageList: {
    id: 'shell.language.list',
    defaultMessage: 'Choose a language',
    description: 'Small heading above the list of languages in the language switcher',
  },
})

export const menuText = defineMessages({
  home: {
    id: 'menu.home',
    defaultMessage: 'Home',
    description: 'Top menu item (header): link to the home page; very short, space is tight',
  },
  about: {
    id: 'menu.about',
    defaultMessage: 'About Us',
    description: 'Top menu item (header) opening the company pages; short, space is tight',
  },
  solutions: {
    id: 'menu.solutions',
    defaultMessage: 'Solutions',
    description:
      'Top menu item (header) opening the service pages: talent, technology, transformation; short, space is tight',
  },
  gcc: {
    id: 'menu.gcc',
    defaultMessage: 'GCC Offerings',
    description:
      'Top menu item (header); GCC = global capability centre (an offshore centre a company runs itself); short, space is tight, keep GCC',
  },
  impact: {
    id: 'menu.impact',
    defaultMessage: 'Impact',
    description: 'Top menu item (header) opening success stories, CSR and testimonials; short, space is tight',
  },
  media: { id: 'menu.media', defaultMessage: '{short} TV', description: 'Media menu: the short brand name plus TV' },
  careers: {
    id: 'menu.careers',
    defaultMessage: 'Careers',
    description: 'Top menu item (header) opening the job search; short, space is tight',
  },
  connect: {
    id: 'menu.connect',
    defaultMessage: '{short} Connect',
    description: 'Contact menu: the short brand name plus Connect',
  },
  joinUs: {
    id: 'menu.careers.joinUs',
    defaultMessage: 'Join Us',
    description:
      'Item of the Careers menu: link to the contact page to apply or get in touch about working for us; short',
  },
})

export const footerText = defineMessages({
  getInTouch: {
    id: 'footer.getInTouch',
    defaultMessage: 'Get In Touch',
    description:
      'Heading in the site footer above the phone number, e-mail address and a short invitation to contact us',
  },
  getInTouchIntro: {
    id: 'footer.getInTouch.intro',
    defaultMessage:
      'Hiring, building a capability centre or planning a transformation? Our team is ready to help, around the clock.',
    description:
      'Capability centre = a global capability centre, an offshore centre a company owns and runs for its own work',
  },
  callUs: {
    id: 'footer.callUs',
    defaultMessage: 'Call Us',
    description: 'Small label above the phone number (footer and contact page)',
  },
  emailUs: {
    id: 'footer.emailUs',
    defaultMessage: 'Email Us',
    description: 'Small label above the e-mail address (footer and contact page)',
  },
  offices: {
    id: 'footer.offices',
    defaultMessage: 'Our Offices',
    description: 'Heading in the site footer above the list of countries with an office',
  },
  officeLink: {
    id: 'footer.officeLink',
    defaultMessage: '{country} office on the map (opens in a new tab)',
    description:
      'Read by screen readers for a link to a map; {country} is the name of a country or city with an office, e.g. India or London',
  },
  quickLinks: {
    id: 'footer.quickLinks',
    defaultMessage: 'Quick Links',
    description: 'Heading in the site footer above a list of links to the main pages',
  },
  followUs: {
    id: 'footer.followUs',
    defaultMessage: 'Follow Us',
    description: 'Heading in the site footer above the social network icons',
  },
  rights: {
    id: 'footer.rights',
    defaultMessage: '© {year} {brand}. All rights reserved.',
    description:
      'Copyright line at the bottom of every page; {year} is the current year, e.g. 2025; {brand} is the company name IFIN Global Group',
  },
})

export const officeText = defineMessages({
  india: {
    id: 'office.india',
    defaultMessage: 'India',
    description: 'Country name, in the list of offices (footer, locations page)',
  },
  usa: {
    id: 'office.usa',
    defaultMessage: 'USA',
    description: 'Country name (United States), in the list of offices; a short form is best',
  },
  canada: {
    id: 'office.canada',
    defaultMessage: 'Canada',
    description: 'Country name, in the list of offices (footer, locations page)',
  },
  london: {
    id: 'office.london',
    defaultMessage: 'London',
    description: 'City name (London, United Kingdom), in the footer list of offices',
  },
  france: {
    id: 'office.france',
    defaultMessage: 'France',
    description: 'Country name, in the list of offices (footer, locations page)',
  },
  netherlands: {
    id: 'office.netherlands',
    defaultMessage: 'Netherlands',
    description: 'Country name, in the list of offices (footer, locations page)',
  },
  brazil: {
    id: 'office.brazil',
    defaultMessage: 'Brazil',
    description: 'Country name, in the list of offices (footer, locations page)',
  },
  finland: {
    id: 'office.finland',
    defaultMessage: 'Finland',
    description: 'Country name, in the list of offices (footer, locations page)',
  },
  australia: {
    id: 'office.australia',
    defaultMessage: 'Australia',
    description: 'Country name, in the list of offices (footer, locations page)',
  },
})

export const socialText = defineMessages({
  youtube: {
    id: 'social.youtube',
    defaultMessage: 'YouTube',
    description: 'Name of the social network, link label read by screen readers; a brand name, usually kept as is',
  },
  facebook: {
    id: 'social.facebook',
    defaultMessage: 'Facebook',
    description: 'Name of the social network, link label read by screen readers; a brand name, usually kept as is',
  },
  instagram: {
    id: 'social.instagram',
    defaultMessage: 'Instagram',
    description: 'Name of the social network, link label read by screen readers; a brand name, usually kept as is',
  },
  x: {
    id: 'social.x',
    defaultMessage: 'X (Twitter)',
    description:
      'Name of the social network X, formerly Twitter; link label read by screen readers; brand names, usually kept as is',
  },
  linkedin: {
    id: 'social.linkedin',
    defaultMessage: 'LinkedIn',
    description: 'Name of the social network, link label read by screen readers; a brand name, usually kept as is',
  },
})
