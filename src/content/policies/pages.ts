// The policy pages and the accessibility statement (SPEC 2.8, 6, 9): sections of paragraphs and lists.
// They carry SPEC 9's statements (no placement fee, claims within one year,
// the law of Telangana, mails that cannot be opted out of) and SPEC 6's
// registration note. {email} is the brand's e-mail address.
import { defineMessages, type Message } from '../../i18n/defineMessages'
import { ACCESSIBILITY_AUDIT, ACCESSIBILITY_VALUES, accessibilityText as a11y } from './accessibility'
import type { PolicyPage, PolicyPages } from './schema'

export type { PolicyPage }

const privacy = defineMessages({
  whoHeading: {
    id: 'privacy.who.heading',
    defaultMessage: 'Who we are',
    description: 'Section heading of the privacy policy: who the company is (the data controller)',
  },
  whoText: {
    id: 'privacy.who.text',
    defaultMessage:
      'IFIN Global Group (“we”, “us”) is a talent, technology and GCC services group with its head office in Hyderabad, India. This policy explains how we handle the personal data we collect through this website, our job search services and our contact and application forms.',
    description:
      'GCC = global capability centre (offshore centre a company owns and runs itself), keep GCC; IFIN Global Group is the company name, keep it',
  },
  collectHeading: {
    id: 'privacy.collect.heading',
    defaultMessage: 'What we collect',
    description: 'Section heading of the privacy policy above the list of personal data we collect',
  },
  collect1: {
    id: 'privacy.collect.1',
    defaultMessage: 'Contact details you give us, such as your name, e-mail address and mobile number.',
  },
  collect2: {
    id: 'privacy.collect.2',
    defaultMessage: 'Application details: your résumé, experience, notice period, and current and expected salary.',
    description:
      'Item in the privacy policy; notice period = the time a person must work before leaving their current job',
  },
  collect3: { id: 'privacy.collect.3', defaultMessage: 'The messages you send us through the contact form.' },
  collect4: {
    id: 'privacy.collect.4',
    defaultMessage:
      'Technical data kept in our server logs, such as your IP address, browser type and the pages you visited.',
  },
  useHeading: {
    id: 'privacy.use.heading',
    defaultMessage: 'Why we use it',
    description: 'Section heading of the privacy policy above the list of purposes for which we use personal data',
  },
  use1: { id: 'privacy.use.1', defaultMessage: 'To answer your enquiries.' },
  use2: { id: 'privacy.use.2', defaultMessage: 'To consider you for openings and match you with suitable roles.' },
  use3: { id: 'privacy.use.3', defaultMessage: 'To send you service e-mails about your application.' },
  use4: { id: 'privacy.use.4', defaultMessage: 'To keep this site secure and prevent abuse.' },
  registration: {
    id: 'privacy.registration',
    defaultMessage:
      'Job search alerts need no account: you give an e-mail address and confirm it from the e-mail we send; every alert has a link to stop it, and we then delete the address. For candidate matching we require you to register with us; we ask for your consent when you register, and you can withdraw it at any time.',
    description: 'Candidate matching = we match registered job seekers with suitable job openings',
  },
  shareHeading: {
    id: 'privacy.share.heading',
    defaultMessage: 'Who we share it with',
    description: 'Section heading of the privacy policy: who receives the personal data',
  },
  shareText: {
    id: 'privacy.share.text',
    defaultMessage:
      'We share a candidate’s details with a client only for a specific opening and with the candidate’s agreement. Our hosting and e-mail providers process data for us under contract. We never sell personal data.',
  },
  keepHeading: {
    id: 'privacy.keep.heading',
    defaultMessage: 'How long we keep it and how we protect it',
    description: 'Section heading of the privacy policy: how long data is kept and how it is protected',
  },
  keepText: {
    id: 'privacy.keep.text',
    defaultMessage:
      'We keep application data for up to two years after our last contact with you, unless the law requires longer. Data is stored on secured servers, encrypted in transit, and only the people who need it can see it.',
  },
  rightsHeading: {
    id: 'privacy.rights.heading',
    defaultMessage: 'Your rights',
    description: 'Section heading of the privacy policy: the rights of people over their personal data',
  },
  rightsText: {
    id: 'privacy.rights.text',
    defaultMessage:
      'You may ask to see, correct or delete your data, or withdraw your consent, by writing to {email}. We answer within 30 days.',
    description: '{email} is our e-mail address, info@ifinglobalgroup.com',
  },
  storageHeading: {
    id: 'privacy.storage.heading',
    defaultMessage: 'Cookies and your browser’s storage',
    description:
      'Section heading of the privacy policy: cookies and the data the site keeps in the browser (local storage)',
  },
  storageText: {
    id: 'privacy.storage.text',
    defaultMessage:
      'This site uses no advertising or tracking cookies. It keeps your language choice and translations it has already fetched in your browser’s local storage, which you can clear at any time.',
  },
  changesHeading: {
    id: 'privacy.changes.heading',
    defaultMessage: 'Changes to this policy',
    description: 'Section heading of the privacy policy: how we announce changes to it',
  },
  changesText: {
    id: 'privacy.changes.text',
    defaultMessage:
      'We may update this policy. The date at the top shows when it last changed; important changes are announced on this site.',
  },
})

const disclaimer = defineMessages({
  infoHeading: {
    id: 'disclaimer.info.heading',
    defaultMessage: 'Information only',
    description: 'Section heading of the disclaimer: the site content is for information only, not advice',
  },
  infoText: {
    id: 'disclaimer.info.text',
    defaultMessage:
      'The content of this site is for general information. It is not legal, financial or professional advice, and you should not rely on it as such.',
  },
  feeHeading: {
    id: 'disclaimer.fee.heading',
    defaultMessage: 'No placement fee',
    description:
      'Section heading of the disclaimer; placement fee = a fee for finding someone a job; we never charge job seekers',
  },
  feeText: {
    id: 'disclaimer.fee.text',
    defaultMessage:
      'We never charge job seekers a fee for placement. Anyone who asks you for money in our name is not acting for us: please do not pay, and report it to {email}.',
    description:
      'Placement = finding someone a job, as a recruitment firm; {email} is our e-mail address, info@ifinglobalgroup.com',
  },
  guaranteeHeading: {
    id: 'disclaimer.guarantee.heading',
    defaultMessage: 'No guarantee of employment',
    description: 'Section heading of the disclaimer: applying does not guarantee a job',
  },
  guaranteeText: {
    id: 'disclaimer.guarantee.text',
    defaultMessage:
      'Applying through this site does not guarantee an interview or a job offer. Openings may be filled or withdrawn at any time.',
  },
  accuracyHeading: {
    id: 'disclaimer.accuracy.heading',
    defaultMessage: 'Accuracy',
    description: 'Section heading of the disclaimer: whether the information on the site is correct; one word',
  },
  accuracyText: {
    id: 'disclaimer.accuracy.text',
    defaultMessage:
      'We work to keep the information on this site accurate and up to date, but we give no warranty that it is complete or free of errors. Machine-translated text may differ from the English original, which prevails.',
    description:
      'The English original prevails = where the texts differ, the English text is the one that counts legally',
  },
  linksHeading: {
    id: 'disclaimer.links.heading',
    defaultMessage: 'Links to other sites',
    description: 'Section heading of the disclaimer: links to other websites',
  },
  linksText: {
    id: 'disclaimer.links.text',
    defaultMessage:
      'Links to partners and other sites are given for convenience. We are not responsible for their content or their privacy practices.',
  },
  liabilityHeading: {
    id: 'disclaimer.liability.heading',
    defaultMessage: 'Limitation of liability',
    description: 'Section heading of the disclaimer: the legal limits of our responsibility for losses',
  },
  liabilityText: {
    id: 'disclaimer.liability.text',
    defaultMessage:
      'As far as the law allows, we are not liable for any loss that arises from using this site or relying on its content.',
  },
})

const terms = defineMessages({
  acceptHeading: {
    id: 'terms.accept.heading',
    defaultMessage: 'Acceptance of these terms',
    description: 'Section heading of the terms of use: by using the site you accept the terms',
  },
  acceptText: {
    id: 'terms.accept.text',
    defaultMessage: 'By using this site you accept these terms. If you do not accept them, please do not use the site.',
  },
  useHeading: {
    id: 'terms.use.heading',
    defaultMessage: 'Using the site',
    description: 'Section heading of the terms of use above the list of rules for using the website',
  },
  use1: { id: 'terms.use.1', defaultMessage: 'Use the site only for lawful purposes.' },
  use2: { id: 'terms.use.2', defaultMessage: 'Give true and current information in our forms.' },
  use3: {
    id: 'terms.use.3',
    defaultMessage:
      'Do not try to disrupt the site, copy it automatically or gain access to systems you are not allowed to use.',
  },
  use4: { id: 'terms.use.4', defaultMessage: 'Do not submit another person’s details without their permission.' },
  registrationHeading: {
    id: 'terms.registration.heading',
    defaultMessage: 'Registration',
    description: 'Section heading of the terms of use: creating an account with us; one word',
  },
  registrationText: {
    id: 'terms.registration.text',
    defaultMessage:
      'Candidate matching requires registration; job search alerts need only an e-mail address you confirm. You are responsible for keeping your details accurate and your access private.',
  },
  feesHeading: {
    id: 'terms.fees.heading',
    defaultMessage: 'No fees for job seekers',
    description: 'Section heading of the terms of use: job seekers pay nothing',
  },
  feesText: {
    id: 'terms.fees.text',
    defaultMessage: 'Our services to job seekers are free. No placement fee is ever charged to a job seeker.',
    description: 'Placement fee = the fee a recruitment firm charges for finding someone a job',
  },
  ipHeading: {
    id: 'terms.ip.heading',
    defaultMessage: 'Intellectual property',
    description: 'Section heading of the terms of use: intellectual property (copyright and trademarks)',
  },
  ipText: {
    id: 'terms.ip.text',
    defaultMessage:
      'The text, logos, images and design of this site belong to IFIN Global Group or its licensors. You may view and print pages for your own use, but not copy them for other purposes without our written consent.',
    description: 'IFIN Global Group is the company name, keep it; licensors = the owners who let us use their material',
  },
  claimsHeading: {
    id: 'terms.claims.heading',
    defaultMessage: 'Time limit for claims',
    description: 'Section heading of the terms of use: the deadline for bringing legal claims',
  },
  claimsText: {
    id: 'terms.claims.text',
    defaultMessage:
      'Any claim arising from this site or our services must be brought within one year after the cause of the claim arose; after that it is barred.',
    description: 'Barred = time-barred, the claim can no longer be brought (a legal term)',
  },
  lawHeading: {
    id: 'terms.law.heading',
    defaultMessage: 'Governing law',
    description: 'Section heading of the terms of use: the law that applies (a legal term)',
  },
  lawText: {
    id: 'terms.law.text',
    defaultMessage:
      'These terms are governed by the laws of India as they apply in the State of Telangana, and the courts at Hyderabad have exclusive jurisdiction.',
    description: 'Telangana is a state of India; Hyderabad is its capital',
  },
  changesHeading: {
    id: 'terms.changes.heading',
    defaultMessage: 'Changes',
    description: 'Section heading of the terms of use: how the terms may change; one word',
  },
  changesText: {
    id: 'terms.changes.text',
    defaultMessage: 'We may change these terms; the version published here applies from its date.',
  },
})

const antiSpam = defineMessages({
  commitmentHeading: {
    id: 'antispam.commitment.heading',
    defaultMessage: 'Our commitment',
    description: 'Section heading of the anti-spam policy: our promise about e-mail',
  },
  commitmentText: {
    id: 'antispam.commitment.text',
    defaultMessage: 'We do not send unsolicited commercial e-mail, and we do not buy or rent mailing lists.',
  },
  sendHeading: {
    id: 'antispam.send.heading',
    defaultMessage: 'The e-mail we send',
    description: 'Section heading of the anti-spam policy above the list of e-mails we send',
  },
  send1: { id: 'antispam.send.1', defaultMessage: 'Answers to messages you sent us.' },
  send2: { id: 'antispam.send.2', defaultMessage: 'Confirmations and updates about your applications.' },
  send3: { id: 'antispam.send.3', defaultMessage: 'Newsletters and event invitations you signed up for.' },
  optOutHeading: {
    id: 'antispam.optOut.heading',
    defaultMessage: 'Opting out',
    description: 'Section heading of the anti-spam policy: how to stop receiving our e-mails (opt out = unsubscribe)',
  },
  optOutText: {
    id: 'antispam.optOut.text',
    defaultMessage:
      'Every newsletter and invitation carries an unsubscribe link. We act on your request within ten working days.',
  },
  requiredHeading: {
    id: 'antispam.required.heading',
    defaultMessage: 'Mail you cannot opt out of',
    description: 'Section heading of the anti-spam policy: service e-mails people cannot unsubscribe from',
  },
  requiredText: {
    id: 'antispam.required.text',
    defaultMessage:
      'Some service messages cannot be opted out of while you use our services: confirmations of an application or message you sent, security notices, and notices of changes to our terms and policies.',
  },
  reportHeading: {
    id: 'antispam.report.heading',
    defaultMessage: 'Reporting abuse',
    description: 'Section heading of the anti-spam policy: how to report spam (unwanted e-mail) that misuses our name',
  },
  reportText: {
    id: 'antispam.report.text',
    defaultMessage:
      'If you receive spam that seems to come from us, please forward it to {email}. We investigate every report.',
    description: '{email} is our e-mail address, info@ifinglobalgroup.com; spam = unwanted bulk e-mail',
  },
})

const section = (heading: Message, paragraphs: Message[], list?: Message[]) => ({ heading, paragraphs, list })

export const POLICY_PAGES: PolicyPages = {
  'policy.privacy': {
    updated: '2026-11-01',
    sections: [
      section(privacy.whoHeading, [privacy.whoText]),
      section(privacy.collectHeading, [], [privacy.collect1, privacy.collect2, privacy.collect3, privacy.collect4]),
      section(privacy.useHeading, [privacy.registration], [privacy.use1, privacy.use2, privacy.use3, privacy.use4]),
      section(privacy.shareHeading, [privacy.shareText]),
      section(privacy.keepHeading, [privacy.keepText]),
      section(privacy.rightsHeading, [privacy.rightsText]),
      section(privacy.storageHeading, [privacy.storageText]),
      section(privacy.changesHeading, [privacy.changesText]),
    ],
  },
  'policy.disclaimer': {
    updated: '2026-11-01',
    sections: [
      section(disclaimer.infoHeading, [disclaimer.infoText]),
      section(disclaimer.feeHeading, [disclaimer.feeText]),
      section(disclaimer.guaranteeHeading, [disclaimer.guaranteeText]),
      section(disclaimer.accuracyHeading, [disclaimer.accuracyText]),
      section(disclaimer.linksHeading, [disclaimer.linksText]),
      section(disclaimer.liabilityHeading, [disclaimer.liabilityText]),
    ],
  },
  'policy.terms': {
    updated: '2026-11-01',
    sections: [
      section(terms.acceptHeading, [terms.acceptText]),
      section(terms.useHeading, [], [terms.use1, terms.use2, terms.use3, terms.use4]),
      section(terms.registrationHeading, [terms.registrationText]),
      section(terms.feesHeading, [terms.feesText]),
      section(terms.ipHeading, [terms.ipText]),
      section(terms.claimsHeading, [terms.claimsText]),
      section(terms.lawHeading, [terms.lawText]),
      section(terms.changesHeading, [terms.changesText]),
    ],
  },
  'policy.antiSpam': {
    updated: '2026-11-01',
    sections: [
      section(antiSpam.commitmentHeading, [antiSpam.commitmentText]),
      section(antiSpam.sendHeading, [], [antiSpam.send1, antiSpam.send2, antiSpam.send3]),
      section(antiSpam.optOutHeading, [antiSpam.optOutText]),
      section(antiSpam.requiredHeading, [antiSpam.requiredText]),
      section(antiSpam.reportHeading, [antiSpam.reportText]),
    ],
  },
  'policy.accessibility': {
    updated: '2026-11-28',
    tested: ACCESSIBILITY_AUDIT.lastTested,
    values: ACCESSIBILITY_VALUES,
    sections: [
      section(a11y.commitmentHeading, [a11y.commitmentText]),
      section(a11y.statusHeading, [a11y.statusText]),
      section(
        a11y.testsHeading,
        [a11y.testsText],
        [a11y.testsAxe, a11y.testsWidgets, a11y.testsFocus, a11y.testsSpacing, a11y.testsMotion],
      ),
      section(
        a11y.limitsHeading,
        [a11y.limitsText],
        [a11y.limitsPdf, a11y.limitsVideo, a11y.limitsTranslation, a11y.limitsImages],
      ),
      section(a11y.feedbackHeading, [a11y.feedbackText]),
      section(a11y.enforcementHeading, [a11y.enforcementText]),
      section(a11y.preparedHeading, [a11y.preparedText]),
    ],
  },
}
