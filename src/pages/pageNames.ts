// The name of every page, by page key: the menus, the footer's links and the document's title
// show it on every page, so the names are the shell's messages, apart from each page's own
// (its heading, intro and sections), which its module brings with it.
import type { MessageDescriptor } from 'react-intl'
import type { PageKey } from '../config/paths'
import { defineMessages } from '../i18n/defineMessages'

export const PAGE_NAMES: Record<PageKey, MessageDescriptor> = defineMessages({
  home: {
    id: 'page.home.name',
    defaultMessage: 'Home',
    description: 'Name of the home page: link in the main menu and the footer quick links; very short',
  },
  'about.vision': {
    id: 'page.about.vision.name',
    defaultMessage: 'Our Vision & Our Champions',
    description:
      'Page name, used as an item of the About Us menu and as the browser tab title; Champions = the people of our team shown on the page',
  },
  'about.history': {
    id: 'page.about.history.name',
    defaultMessage: 'Company History',
    description: 'Page name, used as an item of the About Us menu and as the browser tab title',
  },
  'about.certifications': {
    id: 'page.about.certifications.name',
    defaultMessage: 'Certifications & Memberships',
    description: 'Page name, used as an item of the About Us menu and as the browser tab title',
  },
  'about.awards': {
    id: 'page.about.awards.name',
    defaultMessage: 'Awards & Achievements',
    description: 'Page name, used as an item of the About Us menu and as the browser tab title',
  },
  'about.clients': {
    id: 'page.about.clients.name',
    defaultMessage: 'Clients',
    description:
      'Page name (the companies we work for), used as an item of the About Us menu and as the browser tab title',
  },
  'solutions.talent': {
    id: 'page.solutions.talent.name',
    defaultMessage: 'Talent',
    description:
      'Page name, used as an item of the Solutions menu and as the browser tab title: our recruitment services; one word, space is tight',
  },
  'solutions.technology': {
    id: 'page.solutions.technology.name',
    defaultMessage: 'Technology',
    description:
      'Page name, used as an item of the Solutions menu and as the browser tab title: our IT services; one word, space is tight',
  },
  'solutions.transformation': {
    id: 'page.solutions.transformation.name',
    defaultMessage: 'Transformation',
    description:
      'Page name, used as an item of the Solutions menu and as the browser tab title: our business-change services; one word',
  },
  'gcc.talent': {
    id: 'page.gcc.talent.name',
    defaultMessage: 'Talent Solutions',
    description:
      'Page name, item of the GCC Offerings menu and browser tab title; GCC = global capability centre (offshore centre a company runs itself)',
  },
  'gcc.workplace': {
    id: 'page.gcc.workplace.name',
    defaultMessage: 'Workplace Strategy',
    description:
      'Page name, item of the GCC Offerings menu and browser tab title: planning and providing office space for a capability centre',
  },
  'gcc.operations': {
    id: 'page.gcc.operations.name',
    defaultMessage: 'Business Operation',
    description:
      'Page name, item of the GCC Offerings menu and browser tab title: running business processes (finance, HR, IT) for the client',
  },
  'impact.stories': {
    id: 'page.impact.stories.name',
    defaultMessage: 'Customer Success Stories',
    description:
      'Page name, item of the Impact menu and browser tab title: examples of client projects and their results',
  },
  'impact.csr': {
    id: 'page.impact.csr.name',
    defaultMessage: 'CSR',
    description:
      'Page name, item of the Impact menu and browser tab title; CSR = corporate social responsibility; very short, an abbreviation is best',
  },
  'impact.testimonials': {
    id: 'page.impact.testimonials.name',
    defaultMessage: 'Testimonials',
    description:
      'Page name, item of the Impact menu and browser tab title: quotes from clients and employees about us; one word',
  },
  'media.gallery': {
    id: 'page.media.gallery.name',
    defaultMessage: 'Picture Gallery',
    description: 'Page name, used as an item of the IFIN TV menu (media) and as the browser tab title',
  },
  'media.videos': {
    id: 'page.media.videos.name',
    defaultMessage: 'Videos',
    description: 'Page name, used as an item of the IFIN TV menu (media) and as the browser tab title',
  },
  'media.press': {
    id: 'page.media.press.name',
    defaultMessage: 'Press Release',
    description: 'Page name, used as an item of the IFIN TV menu (media) and as the browser tab title',
  },
  'careers.search': {
    id: 'page.careers.search.name',
    defaultMessage: 'Job Search',
    description:
      'Page name, item of the Careers menu and browser tab title: the page for searching job openings; short',
  },
  'careers.jobDetails': {
    id: 'page.careers.jobDetails.name',
    defaultMessage: 'Job Details',
    description: 'Page name and browser tab title: the page showing one job posting in full',
  },
  'careers.easyApply': {
    id: 'page.careers.easyApply.name',
    defaultMessage: 'Easy Apply',
    description: 'Name of our quick job application form (page title and pop-up title); also a button; keep it short',
  },
  'connect.contact': {
    id: 'page.connect.contact.name',
    defaultMessage: 'Contact Us',
    description:
      'Page name, item of the IFIN Connect menu and browser tab title: the contact page with our form; short',
  },
  'connect.locations': {
    id: 'page.connect.locations.name',
    defaultMessage: 'Global Locations',
    description:
      'Page name, item of the IFIN Connect menu and browser tab title: the page with our office addresses and a world map',
  },
  'policy.privacy': {
    id: 'page.policy.privacy.name',
    defaultMessage: 'Privacy Policy',
    description: 'Page name: link in the footer quick links and browser tab title',
  },
  'policy.disclaimer': {
    id: 'page.policy.disclaimer.name',
    defaultMessage: 'Disclaimer Policy',
    description:
      'Page name: link in the footer quick links and browser tab title; a disclaimer = a statement limiting our responsibility',
  },
  'policy.terms': {
    id: 'page.policy.terms.name',
    defaultMessage: 'Terms of Use',
    description: 'Page name: link in the footer quick links and browser tab title; the terms for using the website',
  },
  'policy.antiSpam': {
    id: 'page.policy.antiSpam.name',
    defaultMessage: 'Anti Spam Policy',
    description:
      'Page name: link in the footer quick links and browser tab title; our policy against unwanted e-mail (spam)',
  },
  'policy.accessibility': {
    id: 'page.policy.accessibility.name',
    defaultMessage: 'Accessibility Statement',
    description:
      'Page name: link in the footer quick links and browser tab title; how usable the site is for people with disabilities',
  },
  'policy.principles': {
    id: 'page.policy.principles.name',
    defaultMessage: '{short} Principles',
    description:
      'Page name (footer quick links, tab title); {short} is the short company name IFIN; principles = our policies and code of conduct',
  },
  search: {
    id: 'page.search.name',
    defaultMessage: 'Search',
    description: 'Page name and browser tab title: the page for searching the whole website; short',
  },
})
