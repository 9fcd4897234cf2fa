// The contact form's words and fields (SPEC 5.1): labels, errors, limits, the field table.
// Apart from its rules (contact.ts, with zod) so a page shows the form, and another form
// borrows its wording, without downloading the rules: they load when a visitor starts on it.
import { defineMessages, type Message } from '../i18n/defineMessages'
import type { ContactValues } from './contact'
import { labelsOf, type FormFieldSpec } from './fieldTable'

export const CONTACT_LIMITS = {
  name: { min: 2, max: 50 },
  email: { max: 100 },
  subject: { min: 5, max: 100 },
  message: { min: 10, max: 1000 },
  /** A run of this many identical characters is refused. */
  repeatedRun: 5,
} as const

/** The host named in the domain message's example. */
export const EXAMPLE_EMAIL_HOST = 'example.com'

export const contactErrors = defineMessages({
  nameRequired: {
    id: 'form.contact.name.required',
    defaultMessage: 'Name is required',
    description: 'Error under the name field of the contact form when it is left empty',
  },
  nameMin: {
    id: 'form.contact.name.min',
    defaultMessage: 'Name must be at least 2 characters',
    description: 'Error under the name field of the contact form when the name is too short',
  },
  nameMax: { id: 'form.contact.name.max', defaultMessage: "Name can't be longer than 50 characters" },
  nameChars: {
    id: 'form.contact.name.chars',
    defaultMessage: 'Name can only contain letters, spaces, and periods',
    description: 'Error under the name field of the contact form when it contains digits or symbols',
  },
  emailRequired: {
    id: 'form.contact.email.required',
    defaultMessage: 'Email is required',
    description: 'Error under the e-mail field of the contact form and the Easy Apply form when it is left empty',
  },
  emailInvalid: {
    id: 'form.contact.email.invalid',
    defaultMessage: 'Invalid email address',
    description: 'Error under the e-mail field of the contact form when the address is not valid',
  },
  emailMax: { id: 'form.contact.email.max', defaultMessage: "Email can't be longer than 100 characters" },
  emailDomain: {
    id: 'form.contact.email.domain',
    defaultMessage: 'Email must be from a valid domain (e.g., {host})',
    description:
      'Error under the e-mail field of the contact form; {host} is an example domain name, example.com; domain = the part after the @',
  },
  subjectRequired: {
    id: 'form.contact.subject.required',
    defaultMessage: 'Subject is required',
    description: 'Error under the subject field of the contact form when it is left empty',
  },
  subjectMin: { id: 'form.contact.subject.min', defaultMessage: 'Subject must be at least 5 characters' },
  subjectMax: { id: 'form.contact.subject.max', defaultMessage: "Subject can't be longer than 100 characters" },
  subjectChars: {
    id: 'form.contact.subject.chars',
    defaultMessage: 'Subject cannot contain these characters: {chars}',
    description:
      'Error under the subject field of the contact form; {chars} lists the characters found that are not allowed, separated by spaces, e.g. < > $',
  },
  subjectLine: {
    id: 'form.contact.subject.line',
    defaultMessage: 'Subject must be a single line, without control characters',
    description:
      'Error under the subject field of the contact form when it contains a line break, a tab or another invisible control character',
  },
  messageRequired: {
    id: 'form.contact.message.required',
    defaultMessage: 'Message is required',
    description: 'Error under the message field of the contact form when it is left empty',
  },
  messageMin: { id: 'form.contact.message.min', defaultMessage: 'Message must be at least 10 characters' },
  messageMax: { id: 'form.contact.message.max', defaultMessage: "Message can't be longer than 1000 characters" },
  messageRepeated: {
    id: 'form.contact.message.repeated',
    defaultMessage: 'Message cannot contain repeated characters (e.g., aaaa, !!!!)',
    description:
      'Error under the message field of the contact form when the same character is typed many times in a row; keep the examples',
  },
  messageDigits: {
    id: 'form.contact.message.digits',
    defaultMessage: 'Message cannot be only numbers',
    description: 'Error under the message field of the contact form when the message contains nothing but digits',
  },
})

export type Translate = (message: Message, values?: Record<string, string | number>) => string

/** The form's own words (labels, statuses), shared by the page and the server's no-script answer. */
export const contactText = defineMessages({
  heading: {
    id: 'form.contact.heading',
    defaultMessage: 'Send us a message',
    description: 'Heading above the contact form on the contact page',
  },
  intro: {
    id: 'form.contact.intro',
    defaultMessage: 'All fields are required. We reply within one working day.',
  },
  name: {
    id: 'form.contact.name.label',
    defaultMessage: 'Name',
    description: 'Label of the name field of the contact form: the full name of the person writing',
  },
  email: {
    id: 'form.contact.email.label',
    defaultMessage: 'Email',
    description: 'Label of the e-mail address field of the contact form and the Easy Apply form',
  },
  subject: {
    id: 'form.contact.subject.label',
    defaultMessage: 'Subject',
    description: 'Label of the subject field of the contact form: the topic of the message',
  },
  message: {
    id: 'form.contact.message.label',
    defaultMessage: 'Message',
    description: 'Label of the field of the contact form where people type their message; a noun',
  },
  honeypot: {
    id: 'form.contact.honeypot.label',
    defaultMessage: 'Leave this field empty',
    description: 'Label of a hidden anti-spam field that people never see',
  },
  send: {
    id: 'form.contact.send',
    defaultMessage: 'Send Message',
    description: 'Button of the contact form that sends the message',
  },
  sending: {
    id: 'form.contact.sending',
    defaultMessage: 'Sending…',
    description: 'Text of the send button of the contact form while the message is being sent',
  },
  sent: {
    id: 'form.contact.sent',
    defaultMessage: 'Email sent successfully!',
    description: 'Status shown under the contact form when the message has been sent',
  },
  unavailable: {
    id: 'form.unavailable',
    defaultMessage: 'Our service is briefly unavailable and nothing was sent. Please try again in a minute.',
    description:
      'Shown when a form (contact, job alert, Easy Apply) is sent while the site cannot reach its database for a moment; the visitor should simply send it again',
  },
  failed: {
    id: 'form.contact.failed',
    defaultMessage: 'Failed to send email',
    description: 'Status shown under the contact form when the message could not be sent',
  },
  fixFields: {
    id: 'form.contact.fixFields',
    defaultMessage: 'Please correct the highlighted fields.',
    description: 'Shown when a form was sent with errors: the fields with errors are marked in red',
  },
  notVerified: {
    id: 'form.contact.notVerified',
    defaultMessage: 'We could not confirm that this message comes from a person. Please try again.',
    description: 'Error when the automatic anti-spam check of a form suspects a robot sent it',
  },
  diskFull: {
    id: 'form.diskFull',
    defaultMessage: 'Our server is short of storage space, so nothing was saved. Please try again in a few minutes.',
    description:
      'Error when a form (contact, job application or job alert) could not be saved because the server’s disk is full; nothing was kept',
  },
  crossSite: {
    id: 'form.crossSite',
    defaultMessage: 'This form can only be sent from our own website. Please open the page and send it from there.',
    description:
      'Error when a form (contact or job application) was sent from another website, which we refuse for safety',
  },
  privacyContact: {
    id: 'form.privacy.contact',
    defaultMessage: 'We use your details only to answer your message.',
    description: 'Short privacy notice under the contact form, followed by a link to the privacy policy',
  },
  privacyApply: {
    id: 'form.privacy.apply',
    defaultMessage: 'We use your application only to consider you for roles with us, and keep it for up to two years.',
    description:
      'Short privacy notice in the job application form, followed by a link to the privacy policy; roles = jobs',
  },
  privacyLink: {
    id: 'form.privacy.link',
    defaultMessage: 'Privacy policy',
    description: 'Link after the short privacy notice of a form; opens our privacy policy in a new tab',
  },
  tooMany: {
    id: 'form.contact.tooMany',
    defaultMessage: 'Too many messages have been sent from your connection. Please try again later.',
  },
  resultSentHeading: {
    id: 'form.contact.result.sentHeading',
    defaultMessage: 'Thank you for your message',
    description: 'Heading of the page shown after sending the contact form when the browser runs no scripts',
  },
  resultSentText: {
    id: 'form.contact.result.sentText',
    defaultMessage: 'It has reached our team, and we will reply within one working day.',
  },
  resultFixHeading: {
    id: 'form.contact.result.fixHeading',
    defaultMessage: 'Please check your message',
    description: 'Heading of the page shown when the contact form, sent without scripts, has errors to correct',
  },
  back: {
    id: 'form.contact.result.back',
    defaultMessage: 'Back to the contact page',
    description:
      'Link on the page shown after sending the contact form without scripts; leads back to the contact page',
  },
})

/**
 * The form's fields in order: the form shows them so, the mail to the inbox
 * has a row for each but the message, which is its body, and the admin CSV
 * has a column for each. Every field of the schema is here (tests/unit/formFields.test.ts).
 */
export const CONTACT_FORM = [
  { name: 'name', label: contactText.name, mail: { label: 'Name' }, csv: true },
  { name: 'email', label: contactText.email, mail: { label: 'E-mail' }, csv: true },
  { name: 'subject', label: contactText.subject, mail: { label: 'Subject' }, csv: true },
  { name: 'message', label: contactText.message, mail: 'body', csv: true },
] as const satisfies readonly FormFieldSpec<keyof ContactValues>[]

export type ContactField = (typeof CONTACT_FORM)[number]['name']
export const CONTACT_FIELDS: readonly ContactField[] = CONTACT_FORM.map((field) => field.name)
/** The visible fields' labels by name. */
export const CONTACT_LABELS = labelsOf(CONTACT_FORM)
