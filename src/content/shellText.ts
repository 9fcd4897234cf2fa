import { defineMessages } from '../i18n/defineMessages'

export const shellText = defineMessages({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to main content' },
  topStripLabel: { id: 'shell.topStrip.label', defaultMessage: 'Company information' },
  certification: { id: 'shell.topStrip.certification', defaultMessage: 'An ISO 9001:2015 Certified Company' },
  open247: { id: 'shell.topStrip.open247', defaultMessage: 'Open 24x7' },
  socialLabel: {
    id: 'shell.social.label',
    defaultMessage: '{network} (opens in a new tab)',
    description: 'Accessible name of a social network link; {network} is e.g. YouTube',
  },
  socialNav: { id: 'shell.social.nav', defaultMessage: 'Follow us' },
  logoLabel: { id: 'shell.logo.label', defaultMessage: '{brand}, home' },
  mainNav: { id: 'shell.nav.main', defaultMessage: 'Main' },
  openMenu: { id: 'shell.nav.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'shell.nav.closeMenu', defaultMessage: 'Close menu' },
  languageLabel: { id: 'shell.language.label', defaultMessage: 'Language: {language}' },
  languageCurrent: { id: 'shell.language.current', defaultMessage: 'current language' },
  languageList: { id: 'shell.language.list', defaultMessage: 'Choose a language' },
})

export const menuText = defineMessages({
  home: { id: 'menu.home', defaultMessage: 'Home' },
  about: { id: 'menu.about', defaultMessage: 'About Us' },
  solutions: { id: 'menu.solutions', defaultMessage: 'Solutions' },
  gcc: { id: 'menu.gcc', defaultMessage: 'GCC Offerings' },
  impact: { id: 'menu.impact', defaultMessage: 'Impact' },
  media: { id: 'menu.media', defaultMessage: '{short} TV', description: 'Media menu: the short brand name plus TV' },
  careers: { id: 'menu.careers', defaultMessage: 'Careers' },
  connect: {
    id: 'menu.connect',
    defaultMessage: '{short} Connect',
    description: 'Contact menu: the short brand name plus Connect',
  },
  joinUs: { id: 'menu.careers.joinUs', defaultMessage: 'Join Us' },
})

export const footerText = defineMessages({
  getInTouch: { id: 'footer.getInTouch', defaultMessage: 'Get In Touch' },
  getInTouchIntro: {
    id: 'footer.getInTouch.intro',
    defaultMessage:
      'Hiring, building a capability centre or planning a transformation? Our team is ready to help, around the clock.',
  },
  callUs: { id: 'footer.callUs', defaultMessage: 'Call Us' },
  emailUs: { id: 'footer.emailUs', defaultMessage: 'Email Us' },
  offices: { id: 'footer.offices', defaultMessage: 'Our Offices' },
  officeLink: {
    id: 'footer.officeLink',
    defaultMessage: '{country} office on the map (opens in a new tab)',
  },
  quickLinks: { id: 'footer.quickLinks', defaultMessage: 'Quick Links' },
  followUs: { id: 'footer.followUs', defaultMessage: 'Follow Us' },
  rights: { id: 'footer.rights', defaultMessage: '© {year} {brand}. All rights reserved.' },
})

export const officeText = defineMessages({
  india: { id: 'office.india', defaultMessage: 'India' },
  usa: { id: 'office.usa', defaultMessage: 'USA' },
  canada: { id: 'office.canada', defaultMessage: 'Canada' },
  london: { id: 'office.london', defaultMessage: 'London' },
  france: { id: 'office.france', defaultMessage: 'France' },
  netherlands: { id: 'office.netherlands', defaultMessage: 'Netherlands' },
  brazil: { id: 'office.brazil', defaultMessage: 'Brazil' },
  finland: { id: 'office.finland', defaultMessage: 'Finland' },
  australia: { id: 'office.australia', defaultMessage: 'Australia' },
})

export const socialText = defineMessages({
  youtube: { id: 'social.youtube', defaultMessage: 'YouTube' },
  facebook: { id: 'social.facebook', defaultMessage: 'Facebook' },
  instagram: { id: 'social.instagram', defaultMessage: 'Instagram' },
  x: { id: 'social.x', defaultMessage: 'X (Twitter)' },
  linkedin: { id: 'social.linkedin', defaultMessage: 'LinkedIn' },
})
