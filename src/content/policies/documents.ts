// The 28 policy documents of the principles page (SPEC 2.8, 9). Names are
// catalog messages; each document's own text is English source from which
// scripts/policy-pdfs.ts writes /policies/{slug}.pdf at build time.
import { defineMessages } from '../../i18n/defineMessages'
import type { PolicyDocument } from './schema'

const name = defineMessages({
  'code-of-conduct': {
    id: 'principles.doc.code-of-conduct',
    defaultMessage: 'Code of Conduct',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'anti-bribery': {
    id: 'principles.doc.anti-bribery',
    defaultMessage: 'Anti-Bribery and Anti-Corruption Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  whistleblower: {
    id: 'principles.doc.whistleblower',
    defaultMessage: 'Whistleblower Policy',
    description:
      'Name of a policy document, a download link on the IFIN Principles page; whistleblower = an employee who reports wrongdoing inside the company',
  },
  'equal-opportunity': {
    id: 'principles.doc.equal-opportunity',
    defaultMessage: 'Equal Opportunity Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  posh: {
    id: 'principles.doc.posh',
    defaultMessage: 'Prevention of Sexual Harassment Policy',
    description:
      'Name of a policy document, a download link on the IFIN Principles page; the usual name of the workplace anti-harassment policy required by Indian law (POSH)',
  },
  'diversity-inclusion': {
    id: 'principles.doc.diversity-inclusion',
    defaultMessage: 'Diversity and Inclusion Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'health-safety': {
    id: 'principles.doc.health-safety',
    defaultMessage: 'Health and Safety Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  environmental: {
    id: 'principles.doc.environmental',
    defaultMessage: 'Environmental Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'data-protection': {
    id: 'principles.doc.data-protection',
    defaultMessage: 'Data Protection Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'information-security': {
    id: 'principles.doc.information-security',
    defaultMessage: 'Information Security Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'acceptable-use': {
    id: 'principles.doc.acceptable-use',
    defaultMessage: 'Acceptable Use Policy',
    description:
      'Name of a policy document, a download link on the IFIN Principles page; rules for using company computers and networks',
  },
  quality: {
    id: 'principles.doc.quality',
    defaultMessage: 'Quality Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  csr: {
    id: 'principles.doc.csr',
    defaultMessage: 'Corporate Social Responsibility Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'human-rights': {
    id: 'principles.doc.human-rights',
    defaultMessage: 'Human Rights Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'modern-slavery': {
    id: 'principles.doc.modern-slavery',
    defaultMessage: 'Modern Slavery Statement',
    description:
      'Name of a policy document to download (IFIN Principles page): a statement required by UK law on preventing forced labour',
  },
  'supplier-code': {
    id: 'principles.doc.supplier-code',
    defaultMessage: 'Supplier Code of Conduct',
    description:
      'Name of a policy document, a download link on the IFIN Principles page; rules our suppliers must follow',
  },
  'conflict-of-interest': {
    id: 'principles.doc.conflict-of-interest',
    defaultMessage: 'Conflict of Interest Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'gifts-hospitality': {
    id: 'principles.doc.gifts-hospitality',
    defaultMessage: 'Gifts and Hospitality Policy',
    description:
      'Name of a policy document, a download link on the IFIN Principles page; hospitality = meals, travel or events offered to business contacts',
  },
  'anti-money-laundering': {
    id: 'principles.doc.anti-money-laundering',
    defaultMessage: 'Anti-Money Laundering Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'fair-recruitment': {
    id: 'principles.doc.fair-recruitment',
    defaultMessage: 'Fair Recruitment Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'candidate-privacy': {
    id: 'principles.doc.candidate-privacy',
    defaultMessage: 'Candidate Privacy Notice',
    description:
      'Name of a policy document, a download link on the IFIN Principles page; candidate = a job seeker; notice = information about how their personal data is used',
  },
  'remote-working': {
    id: 'principles.doc.remote-working',
    defaultMessage: 'Remote Working Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  leave: {
    id: 'principles.doc.leave',
    defaultMessage: 'Leave Policy',
    description:
      'Name of a policy document, a download link on the IFIN Principles page; leave = time off work (holidays, sick leave)',
  },
  grievance: {
    id: 'principles.doc.grievance',
    defaultMessage: 'Grievance Redressal Policy',
    description:
      'Name of a policy document, a download link on the IFIN Principles page; grievance redressal = handling complaints from employees and others',
  },
  'social-media': {
    id: 'principles.doc.social-media',
    defaultMessage: 'Social Media Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page',
  },
  'business-continuity': {
    id: 'principles.doc.business-continuity',
    defaultMessage: 'Business Continuity Policy',
    description:
      'Name of a policy document, a download link on the IFIN Principles page; keeping the business running during a crisis',
  },
  'records-retention': {
    id: 'principles.doc.records-retention',
    defaultMessage: 'Records Retention Policy',
    description: 'Name of a policy document, a download link on the IFIN Principles page; how long records are kept',
  },
  'related-party': {
    id: 'principles.doc.related-party',
    defaultMessage: 'Related Party Transactions Policy',
    description:
      'Name of a policy document to download; related party transactions = deals with people or firms linked to the company or its directors',
  },
})

type Slug = keyof typeof name

/** Each document's purpose and principles, in English (the documents' language). */
const SOURCE: Record<Slug, { purpose: string; principles: string[] }> = {
  'code-of-conduct': {
    purpose:
      'sets out the standards of honesty, fairness and respect that everyone who works for or with the group is expected to meet',
    principles: [
      'Act with integrity and tell the truth, including when it is inconvenient.',
      'Treat colleagues, candidates and clients with respect and without discrimination.',
      'Protect confidential information and company property.',
      'Raise concerns early and never retaliate against those who do.',
    ],
  },
  'anti-bribery': {
    purpose: 'prohibits bribery and corruption in every form, in every country where we operate',
    principles: [
      'We never offer, give, request or accept a bribe, directly or through others.',
      'Facilitation payments are not allowed, whatever local practice may be.',
      'Agents and partners must accept the same standard in writing.',
      'Books and records must show every payment accurately.',
    ],
  },
  whistleblower: {
    purpose: 'gives employees, candidates and partners a safe way to report wrongdoing',
    principles: [
      'Concerns can be raised in confidence, and anonymously where the law allows.',
      'Every report is looked into promptly by someone independent of the matter.',
      'No one who reports in good faith will suffer for doing so.',
      'Reporters are told the outcome as far as the law allows.',
    ],
  },
  'equal-opportunity': {
    purpose: 'commits us to hiring, paying and promoting people on merit alone',
    principles: [
      'Decisions never depend on gender, caste, religion, age, disability, origin or orientation.',
      'Job descriptions and assessments are checked for bias.',
      'Reasonable adjustments are made for candidates and employees who need them.',
      'Pay equity is reviewed every year.',
    ],
  },
  posh: {
    purpose: 'prevents sexual harassment at work and sets out how complaints are handled, in line with the law',
    principles: [
      'Sexual harassment is never tolerated, at the office, at client sites or online.',
      'An Internal Committee, chaired by a senior woman, hears complaints.',
      'Complaints are handled confidentially and decided within the legal time limits.',
      'Every employee completes awareness training each year.',
    ],
  },
  'diversity-inclusion': {
    purpose: 'describes how we build a workforce and a workplace where everyone can thrive',
    principles: [
      'We aim to reflect the communities we serve, and publish our progress.',
      'Flexible work and return-to-work programmes support carers and parents.',
      'Leaders are measured on the inclusion of their teams.',
      'Employee networks have a voice in our decisions.',
    ],
  },
  'health-safety': {
    purpose: 'protects the health, safety and well-being of our people and visitors',
    principles: [
      'Risks are assessed and controlled before work begins.',
      'Every incident and near miss is reported and learned from.',
      'Employees may stop work they believe is unsafe.',
      'Mental health support is available to all employees.',
    ],
  },
  environmental: {
    purpose: 'commits us to reduce the environmental impact of our offices, travel and services',
    principles: [
      'We measure and report our energy use and emissions.',
      'Remote meetings are preferred to travel where they serve as well.',
      'Equipment is reused or recycled through certified partners.',
      'Suppliers are chosen with their environmental record in mind.',
    ],
  },
  'data-protection': {
    purpose: 'governs how we collect, use, keep and share personal data',
    principles: [
      'We collect only what we need, for a stated purpose.',
      'Personal data is kept accurate, secure and no longer than needed.',
      'People can see, correct and delete their data.',
      'Breaches are reported to the authorities and to those affected as the law requires.',
    ],
  },
  'information-security': {
    purpose: 'protects the confidentiality, integrity and availability of our information and systems',
    principles: [
      'Access is granted on a need-to-know basis and reviewed regularly.',
      'Data is encrypted in transit and at rest.',
      'Systems are patched and monitored around the clock.',
      'Security incidents are handled under a tested response plan.',
    ],
  },
  'acceptable-use': {
    purpose: 'sets the rules for using company devices, networks and accounts',
    principles: [
      'Company systems are for business use; limited personal use is allowed.',
      'Passwords and access cards must never be shared.',
      'Unapproved software and storage services must not be used.',
      'Suspected loss or misuse must be reported at once.',
    ],
  },
  quality: {
    purpose: 'describes the quality management system certified to ISO 9001:2015',
    principles: [
      'We agree measurable service levels with every client.',
      'Processes are documented, audited and improved continuously.',
      'Client feedback is reviewed every month by leadership.',
      'Every employee is trained in the quality procedures of their role.',
    ],
  },
  csr: {
    purpose: 'sets out our programmes for skilling, employment and community development',
    principles: [
      'Our CSR focuses on jobs and skills for women and young people.',
      'Programmes are chosen with the communities they serve.',
      'Spending and results are reported to the board every year.',
      'Employees are encouraged to volunteer during working hours.',
    ],
  },
  'human-rights': {
    purpose: 'commits us to respect internationally recognised human rights',
    principles: [
      'We follow the UN Guiding Principles on Business and Human Rights.',
      'Risks in our operations and supply chain are assessed every year.',
      'We provide access to remedy where we have caused harm.',
      'Freedom of association is respected.',
    ],
  },
  'modern-slavery': {
    purpose: 'states the steps we take to prevent forced labour and trafficking in our business and supply chain',
    principles: [
      'No worker pays a fee to be recruited by us or our partners.',
      'Identity documents are never withheld.',
      'Suppliers in high-risk sectors are audited.',
      'Staff who hire are trained to spot the signs of exploitation.',
    ],
  },
  'supplier-code': {
    purpose: 'sets the standards we expect from our suppliers and partners',
    principles: [
      'Suppliers must obey the law and respect human rights.',
      'They must not offer bribes or improper gifts.',
      'They must protect the personal data we share with them.',
      'We may audit compliance and end contracts for serious breaches.',
    ],
  },
  'conflict-of-interest': {
    purpose: 'helps employees recognise, declare and manage conflicts of interest',
    principles: [
      'Personal interests must never influence business decisions.',
      'Outside jobs, investments and family links with clients or suppliers must be declared.',
      'Declarations are recorded and reviewed by the compliance team.',
      'Undeclared conflicts are treated as misconduct.',
    ],
  },
  'gifts-hospitality': {
    purpose: 'sets limits on giving and receiving gifts and hospitality',
    principles: [
      'Gifts must be modest, occasional and never in cash.',
      'Nothing may be given or accepted during a tender or negotiation.',
      'Gifts above the set value are recorded in the gifts register.',
      'Public officials may not be offered gifts or hospitality.',
    ],
  },
  'anti-money-laundering': {
    purpose: 'prevents our business from being used to launder money or finance terrorism',
    principles: [
      'Clients and suppliers are identified before we work with them.',
      'Unusual payments are checked and, where needed, reported.',
      'Cash payments are not accepted.',
      'Records are kept for the period the law requires.',
    ],
  },
  'fair-recruitment': {
    purpose: 'sets out how we recruit fairly for ourselves and for our clients',
    principles: [
      'Job seekers are never charged a fee for placement.',
      'Job descriptions are truthful about pay, location and conditions.',
      'Every candidate is assessed on the same job-related criteria.',
      'Candidates are told the outcome of their application.',
    ],
  },
  'candidate-privacy': {
    purpose: 'tells candidates how we handle the personal data in their applications',
    principles: [
      'We use application data to consider candidates for roles and to match them with openings.',
      'Details are shared with a client only for a specific role and with the candidate’s agreement.',
      'Applications are kept for up to two years after the last contact.',
      'Candidates can ask to see, correct or delete their data at any time.',
    ],
  },
  'remote-working': {
    purpose: 'explains when and how employees may work away from the office',
    principles: [
      'Roles are assessed for remote or hybrid work on their needs.',
      'Remote workers follow the same security and data rules.',
      'The company provides the equipment needed to work safely.',
      'Working hours and rest periods are respected.',
    ],
  },
  leave: {
    purpose: 'sets out the leave employees are entitled to and how to request it',
    principles: [
      'Annual, sick, parental and bereavement leave are provided at least as the law requires.',
      'Parental leave is available to all parents.',
      'Leave is requested through the HR system and approved promptly.',
      'Employees are encouraged to take their full annual leave.',
    ],
  },
  grievance: {
    purpose: 'gives employees a fair and timely way to raise and resolve complaints',
    principles: [
      'Grievances can be raised with a manager, HR or in writing to the committee.',
      'Each grievance is acknowledged within three working days.',
      'Both sides are heard before a decision is made.',
      'An appeal can be made to a senior leader not involved in the case.',
    ],
  },
  'social-media': {
    purpose: 'guides employees on using social media in a way that protects them and the group',
    principles: [
      'Only authorised people speak for the group.',
      'Client and candidate information is never posted.',
      'Personal views are clearly marked as personal.',
      'Harassment online is treated like harassment at work.',
    ],
  },
  'business-continuity': {
    purpose: 'keeps our services running for clients through disruption',
    principles: [
      'Critical services have tested recovery plans and alternate sites.',
      'Data is backed up daily to a separate region.',
      'Plans are tested at least once a year.',
      'Clients are told promptly of any disruption to their services.',
    ],
  },
  'records-retention': {
    purpose: 'sets how long we keep business records and how we dispose of them',
    principles: [
      'Each type of record has a defined retention period.',
      'Records are kept securely and can be retrieved when needed.',
      'Records are destroyed securely at the end of their period.',
      'Records needed for legal claims are kept until the matter ends.',
    ],
  },
  'related-party': {
    purpose: 'governs transactions between the group and its directors, officers or their relatives',
    principles: [
      'Related party transactions must be on arm’s-length terms.',
      'They require prior approval by the audit committee.',
      'Interested directors do not take part in the decision.',
      'All such transactions are disclosed as the law requires.',
    ],
  },
}

export const POLICY_DOCUMENTS: PolicyDocument[] = (Object.keys(name) as Slug[]).map((slug) => ({
  slug,
  name: name[slug],
  file: `/policies/${slug}.pdf`,
  ...SOURCE[slug],
}))
