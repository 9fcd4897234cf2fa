import { defineMessages } from '../../i18n/defineMessages'

export const policyText = {
  'policy.privacy': defineMessages({
    name: {
      id: 'page.policy.privacy.name',
      defaultMessage: 'Privacy Policy',
      description: 'Page name: link in the footer quick links and browser tab title',
    },
    heading: {
      id: 'page.policy.privacy.heading',
      defaultMessage: 'Privacy Policy',
      description: 'Main heading of the privacy policy page',
    },
    intro: {
      id: 'page.policy.privacy.intro',
      defaultMessage: 'What personal data we collect, why we collect it, and the choices you have.',
    },
  }),
  'policy.disclaimer': defineMessages({
    name: {
      id: 'page.policy.disclaimer.name',
      defaultMessage: 'Disclaimer Policy',
      description:
        'Page name: link in the footer quick links and browser tab title; a disclaimer = a statement limiting our responsibility',
    },
    heading: {
      id: 'page.policy.disclaimer.heading',
      defaultMessage: 'Disclaimer Policy',
      description: 'Main heading of the disclaimer page: a statement limiting our responsibility for the site content',
    },
    intro: {
      id: 'page.policy.disclaimer.intro',
      defaultMessage: 'The limits of the information on this site and of our responsibility for it.',
    },
  }),
  'policy.terms': defineMessages({
    name: {
      id: 'page.policy.terms.name',
      defaultMessage: 'Terms of Use',
      description: 'Page name: link in the footer quick links and browser tab title; the terms for using the website',
    },
    heading: {
      id: 'page.policy.terms.heading',
      defaultMessage: 'Terms of Use',
      description: 'Main heading of the page with the terms for using the website',
    },
    intro: {
      id: 'page.policy.terms.intro',
      defaultMessage: 'The terms that apply when you use this site and our job search services.',
    },
  }),
  'policy.antiSpam': defineMessages({
    name: {
      id: 'page.policy.antiSpam.name',
      defaultMessage: 'Anti Spam Policy',
      description:
        'Page name: link in the footer quick links and browser tab title; our policy against unwanted e-mail (spam)',
    },
    heading: {
      id: 'page.policy.antiSpam.heading',
      defaultMessage: 'Anti Spam Policy',
      description: 'Main heading of the page with our policy against unwanted e-mail (spam)',
    },
    intro: {
      id: 'page.policy.antiSpam.intro',
      defaultMessage: 'How we send e-mail, how you can stop it, and how to report abuse.',
    },
  }),
  'policy.accessibility': defineMessages({
    name: {
      id: 'page.policy.accessibility.name',
      defaultMessage: 'Accessibility Statement',
      description:
        'Page name: link in the footer quick links and browser tab title; how usable the site is for people with disabilities',
    },
    heading: {
      id: 'page.policy.accessibility.heading',
      defaultMessage: 'Accessibility Statement',
      description: 'Main heading of the page about how usable the site is for people with disabilities',
    },
    intro: {
      id: 'page.policy.accessibility.intro',
      defaultMessage: 'How accessible this website is, how we check it, and how to tell us about a barrier.',
    },
  }),
  'policy.principles': defineMessages({
    name: {
      id: 'page.policy.principles.name',
      defaultMessage: '{short} Principles',
      description:
        'Page name (footer quick links, tab title); {short} is the short company name IFIN; principles = our policies and code of conduct',
    },
    heading: {
      id: 'page.policy.principles.heading',
      defaultMessage: '{short} Principles',
      description: 'Main heading of the page listing our policy documents; {short} is the short company name IFIN',
    },
    intro: {
      id: 'page.policy.principles.intro',
      defaultMessage: 'The policies that govern how we work, each available to download as a PDF.',
    },
  }),
}

export const policyPageText = defineMessages({
  updated: {
    id: 'policy.updated',
    defaultMessage: 'Last updated: {date}',
    description:
      'Line at the top of a policy page; {date} is a date already written out in the page language, e.g. 1 March 2025',
  },
  documentsHeading: {
    id: 'principles.documents.heading',
    defaultMessage: 'Policy documents',
    description: 'Section heading on the IFIN Principles page above the list of policy documents to download',
  },
  download: {
    id: 'principles.download',
    defaultMessage: '{name} (PDF, opens in a new tab)',
    description:
      'Read by screen readers for a link to a policy document; {name} is the document name, e.g. Code of Conduct; PDF is a file format, keep it',
  },
})
