// What the server says about job alerts, in the visitor's language: the
// confirm and unsubscribe pages and the two mails (confirmation, new jobs).
// Apart from the form's own words (jobAlert.ts), so the page does not ship them.
import { defineMessages } from '../i18n/defineMessages'

export const jobAlertPageText = defineMessages({
  search: {
    id: 'page.jobAlert.search',
    defaultMessage: 'Your search: {search}',
    description:
      'Line naming the search a job alert is for; {search} lists its filters, e.g. “data”, India, Full-time (or “All jobs”)',
  },
  allJobs: {
    id: 'page.jobAlert.allJobs',
    defaultMessage: 'All jobs',
    description: 'Stands for a job alert’s search when it has no filters: every new job is sent',
  },
  keyword: {
    id: 'page.jobAlert.keyword',
    defaultMessage: '“{keyword}”',
    description:
      'A job alert’s search word(s) as they are listed with its other filters; use your language’s quotation marks',
  },
  confirmHeading: {
    id: 'page.jobAlert.confirm.heading',
    defaultMessage: 'Confirm your job alert',
    description: 'Heading of the page the link in the job alert confirmation e-mail opens',
  },
  confirmText: {
    id: 'page.jobAlert.confirm.text',
    defaultMessage: 'Once confirmed, we e-mail you new jobs matching this search, at most once a day.',
  },
  confirmButton: {
    id: 'page.jobAlert.confirm.button',
    defaultMessage: 'Confirm job alert',
    description: 'Button on the page opened from the confirmation e-mail; starts the job alert',
  },
  confirmedHeading: {
    id: 'page.jobAlert.confirmed.heading',
    defaultMessage: 'Your job alert is on',
    description: 'Heading of the page shown once a job alert has been confirmed',
  },
  confirmedText: {
    id: 'page.jobAlert.confirmed.text',
    defaultMessage:
      'We will e-mail you new jobs matching your search, at most once a day. Every e-mail has a link to stop them.',
  },
  unsubscribeHeading: {
    id: 'page.jobAlert.unsubscribe.heading',
    defaultMessage: 'Stop this job alert?',
    description: 'Heading of the page the unsubscribe link of a job alert e-mail opens; a button below confirms',
  },
  unsubscribeText: {
    id: 'page.jobAlert.unsubscribe.text',
    defaultMessage: 'You will get no more e-mails about this search.',
  },
  unsubscribeButton: {
    id: 'page.jobAlert.unsubscribe.button',
    defaultMessage: 'Unsubscribe',
    description: 'Button that stops a job alert; also the link text at the end of every job alert e-mail',
  },
  unsubscribedHeading: {
    id: 'page.jobAlert.unsubscribed.heading',
    defaultMessage: 'You are unsubscribed',
    description: 'Heading of the page shown once a job alert has been stopped',
  },
  unsubscribedText: {
    id: 'page.jobAlert.unsubscribed.text',
    defaultMessage:
      'You will get no more e-mails about this search. You can create a new job alert from any job search.',
  },
  invalidHeading: {
    id: 'page.jobAlert.invalid.heading',
    defaultMessage: 'This link does not work',
    description: 'Heading of the page shown when a job alert confirm or unsubscribe link is wrong or out of date',
  },
  invalidText: {
    id: 'page.jobAlert.invalid.text',
    defaultMessage:
      'It may be incomplete, out of date or already used. A job alert that was never confirmed is deleted after a week; you can create a new one from the job search.',
  },
  backToSearch: {
    id: 'page.jobAlert.back',
    defaultMessage: 'Go to the job search',
    description: 'Link on the job alert pages that leads to the job search page',
  },
})

export const jobAlertMailText = defineMessages({
  greeting: {
    id: 'mail.jobAlert.hello',
    defaultMessage: 'Hello,',
    description:
      'Opening of the job alert e-mails, to a subscriber (not an applicant). It names no one: the address may not be the requester’s, so a neutral greeting',
  },
  searchList: {
    id: 'mail.jobAlert.searchList',
    defaultMessage: '{first}, {rest}',
    description:
      'Joins two parts of a job search in words, e.g. India, Full-time; applied again for a third part. Use the comma your language puts between items of a list',
  },
  confirmSubject: {
    id: 'mail.jobAlert.confirm.subject',
    defaultMessage: 'Please confirm your job alert',
    description: 'Subject of the e-mail asking to confirm a job alert; the company name follows it',
  },
  confirmBody: {
    id: 'mail.jobAlert.confirm.body',
    defaultMessage:
      'A job alert from {brand} was requested for this e-mail address. To receive new jobs matching the search, confirm it with this link:',
    description:
      'Body of the job alert confirmation e-mail; a link follows. It quotes nothing the requester typed: the mail may reach someone who did not ask for it. {brand} is the company name IFIN Global Group',
  },
  confirmLink: {
    id: 'mail.jobAlert.confirm.link',
    defaultMessage: 'Confirm my job alert',
    description: 'Text of the link (a button) in the job alert confirmation e-mail',
  },
  confirmIgnore: {
    id: 'mail.jobAlert.confirm.ignore',
    defaultMessage:
      'If you did not ask for it, ignore this e-mail: without confirmation you will get nothing more from us, and the request is deleted after a week.',
  },
  alertSubject: {
    id: 'mail.jobAlert.alert.subject',
    defaultMessage: '{count, plural, one {# new job} other {# new jobs}} matching your search',
    description: 'Subject of a job alert e-mail; {count} is the number of new jobs in it; the company name follows it',
  },
  alertIntro: {
    id: 'mail.jobAlert.alert.intro',
    defaultMessage: 'These jobs have been posted since we last wrote:',
    description: 'Line above the list of new jobs in a job alert e-mail',
  },
  place: {
    id: 'mail.jobAlert.place',
    defaultMessage: '{city}, {country}',
    description: 'Place of a job in a job alert e-mail; {city} and {country} are translated names',
  },
  more: {
    id: 'mail.jobAlert.more',
    defaultMessage: 'See all jobs matching your search',
    description: 'Link at the end of the list of a job alert e-mail, to the job search with the alert’s filters',
  },
  footer: {
    id: 'mail.jobAlert.footer',
    defaultMessage: 'You receive this e-mail because a job alert was created for this address on our website.',
    description: 'Small print at the end of the job alert e-mails, before the unsubscribe link',
  },
})
