// The job alert form's fields and words, without its schema: what the job
// search page needs to draw the form before the visitor starts on it (the
// schema, and zod, come with jobAlert.ts when they do).
import { KEYWORD_MAX_LENGTH } from '../content/jobs/search'
import { defineMessages } from '../i18n/defineMessages'

/** The job search's filters an alert keeps, in the search's order (its URL query names). */
export const JOB_ALERT_FILTERS = ['keyword', 'country', 'state', 'city', 'type', 'status'] as const
export type JobAlertFilterField = (typeof JOB_ALERT_FILTERS)[number]
export type JobAlertFilter = Record<JobAlertFilterField, string>

export const KEYWORD_MAX = KEYWORD_MAX_LENGTH
/** Jobs listed in one alert mail; the rest are behind its link to the search. */
export const ALERT_MAIL_MAX_JOBS = 20

export const jobAlertText = defineMessages({
  heading: {
    id: 'form.jobAlert.heading',
    defaultMessage: 'Get new jobs like these by e-mail',
    description: 'Heading of the small form below the job search results that creates an e-mail job alert',
  },
  intro: {
    id: 'form.jobAlert.intro',
    defaultMessage:
      'We e-mail you new jobs matching this search, at most once a day. No account needed, and every e-mail has a link to stop them.',
  },
  submit: {
    id: 'form.jobAlert.submit',
    defaultMessage: 'Create job alert',
    description: 'Button of the job alert form: saves the current search and sends a confirmation e-mail',
  },
  sent: {
    id: 'form.jobAlert.sent',
    defaultMessage: 'Almost done: open the link we have e-mailed you to confirm your job alert.',
    description:
      'Shown after the job alert form is sent; the alert starts only once the link in the e-mail is opened (double opt-in)',
  },
  privacy: {
    id: 'form.jobAlert.privacy',
    defaultMessage: 'We use your address only for these alerts, and keep it until you unsubscribe (two years at most).',
    description: 'Short privacy notice in the job alert form, followed by a link to the privacy policy',
  },
  badSearch: {
    id: 'form.jobAlert.badSearch',
    defaultMessage: 'This search cannot be saved. Please search again from the job search page.',
    description: 'Error when the search sent with the job alert form contains values the job search does not offer',
  },
  tooMany: {
    id: 'form.jobAlert.tooMany',
    defaultMessage: 'Too many job alerts have been requested from your connection. Please try again later.',
  },
  email: {
    id: 'form.jobAlert.email',
    defaultMessage: 'Email',
    description: 'Label of the e-mail address field of the job alert form',
  },
  sending: {
    id: 'form.jobAlert.sending',
    defaultMessage: 'Sending…',
    description: 'Text of the job alert form’s button while the request is being sent',
  },
  failed: {
    id: 'form.jobAlert.failed',
    defaultMessage: 'The job alert could not be created. Please try again later.',
    description: 'Shown under the job alert form when the request failed (the server or the connection)',
  },
  honeypot: {
    id: 'form.jobAlert.honeypot',
    defaultMessage: 'Leave this field empty',
    description: 'Label of a hidden anti-spam field that people never see',
  },
  privacyLink: {
    id: 'form.jobAlert.privacyLink',
    defaultMessage: 'Privacy policy',
    description: 'Link after the privacy notice of the job alert form; opens our privacy policy in a new tab',
  },
})
