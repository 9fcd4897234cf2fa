import { defineMessages } from '../../i18n/defineMessages'

export const policyText = {
  'policy.privacy': defineMessages({
    name: { id: 'page.policy.privacy.name', defaultMessage: 'Privacy Policy' },
    heading: { id: 'page.policy.privacy.heading', defaultMessage: 'Privacy Policy' },
    intro: {
      id: 'page.policy.privacy.intro',
      defaultMessage: 'What personal data we collect, why we collect it, and the choices you have.',
    },
  }),
  'policy.disclaimer': defineMessages({
    name: { id: 'page.policy.disclaimer.name', defaultMessage: 'Disclaimer Policy' },
    heading: { id: 'page.policy.disclaimer.heading', defaultMessage: 'Disclaimer Policy' },
    intro: {
      id: 'page.policy.disclaimer.intro',
      defaultMessage: 'The limits of the information on this site and of our responsibility for it.',
    },
  }),
  'policy.terms': defineMessages({
    name: { id: 'page.policy.terms.name', defaultMessage: 'Terms of Use' },
    heading: { id: 'page.policy.terms.heading', defaultMessage: 'Terms of Use' },
    intro: {
      id: 'page.policy.terms.intro',
      defaultMessage: 'The terms that apply when you use this site and our job search services.',
    },
  }),
  'policy.antiSpam': defineMessages({
    name: { id: 'page.policy.antiSpam.name', defaultMessage: 'Anti Spam Policy' },
    heading: { id: 'page.policy.antiSpam.heading', defaultMessage: 'Anti Spam Policy' },
    intro: {
      id: 'page.policy.antiSpam.intro',
      defaultMessage: 'How we send e-mail, how you can stop it, and how to report abuse.',
    },
  }),
  'policy.accessibility': defineMessages({
    name: { id: 'page.policy.accessibility.name', defaultMessage: 'Accessibility Statement' },
    heading: { id: 'page.policy.accessibility.heading', defaultMessage: 'Accessibility Statement' },
    intro: {
      id: 'page.policy.accessibility.intro',
      defaultMessage: 'How accessible this website is, how we check it, and how to tell us about a barrier.',
    },
  }),
  'policy.principles': defineMessages({
    name: { id: 'page.policy.principles.name', defaultMessage: '{short} Principles' },
    heading: { id: 'page.policy.principles.heading', defaultMessage: '{short} Principles' },
    intro: {
      id: 'page.policy.principles.intro',
      defaultMessage: 'The policies that govern how we work, each available to download as a PDF.',
    },
  }),
}

export const policyPageText = defineMessages({
  updated: { id: 'policy.updated', defaultMessage: 'Last updated: {date}' },
  documentsHeading: { id: 'principles.documents.heading', defaultMessage: 'Policy documents' },
  download: { id: 'principles.download', defaultMessage: '{name} (PDF, opens in a new tab)' },
})
