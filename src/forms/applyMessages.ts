// The Easy Apply form's words: labels, errors, the success message and the
// applicant's confirmation mail. Apart from the rules (apply.ts) so the job
// page that opens the form carries its words without the phone-number library
// the rules need: that loads only with the form.
import { defineMessages } from '../i18n/defineMessages'
import { contactErrors, contactText } from './contactMessages'

export const applyErrors = {
  // Shared with the contact form: one wording, one translation.
  emailRequired: contactErrors.emailRequired,
  fixFields: contactText.fixFields,
  ...defineMessages({
    firstName: {
      id: 'form.apply.firstName.required',
      defaultMessage: 'First name is required',
      description: 'Error under the first name field of the Easy Apply (job application) form when it is left empty',
    },
    lastName: {
      id: 'form.apply.lastName.required',
      defaultMessage: 'Last name is required',
      description: 'Error under the last name field of the Easy Apply (job application) form when it is left empty',
    },
    nameChars: {
      id: 'form.apply.name.chars',
      defaultMessage: 'Use letters only (spaces, hyphens, apostrophes and periods are fine)',
      description:
        'Error under the first or last name field of the Easy Apply form when it holds digits, symbols, a line break or a web address',
    },
    mobileRequired: {
      id: 'form.apply.mobile.required',
      defaultMessage: 'Mobile number is required',
      description:
        'Error under the mobile phone number field of the Easy Apply (job application) form when it is left empty',
    },
    mobile: {
      id: 'form.apply.mobile.invalid',
      defaultMessage: 'Enter a valid 10-digit mobile number',
      description: 'Error under the mobile phone number field of the Easy Apply form: the number must have 10 digits',
    },
    phone: {
      id: 'form.apply.mobile.phone',
      defaultMessage: 'Enter a valid phone number, with its country code if it is not from the country of the job',
      description:
        'Error under the phone number field of the Easy Apply form, for a job outside India, when the number is not a valid one (wrong length, unknown country code)',
    },
    jobClosed: {
      id: 'form.apply.jobClosed',
      defaultMessage: 'This job is not open for applications any more. Our open jobs are on the careers page.',
      description:
        'Error of the Easy Apply form when the job applied for has closed (or does not exist); nothing was sent',
    },
    email: {
      id: 'form.apply.email.invalid',
      defaultMessage: 'Invalid email',
      description:
        'Error under the e-mail field of the Easy Apply (job application) form when the address is not valid',
    },
    workAuth: {
      id: 'form.apply.workAuth.required',
      defaultMessage: 'Choose your work authorization',
      description:
        'Error under the work authorization choice of the Easy Apply form (citizen or work visa) when nothing is chosen',
    },
    address: {
      id: 'form.apply.address.required',
      defaultMessage: 'Address is required',
      description: 'Error under the address field of the Easy Apply (job application) form when it is left empty',
    },
    city: {
      id: 'form.apply.city.required',
      defaultMessage: 'City is required',
      description: 'Error under the city field of the Easy Apply (job application) form when it is left empty',
    },
    state: {
      id: 'form.apply.state.required',
      defaultMessage: 'State is required',
      description:
        'Error under the state field (state, province or region) of the Easy Apply form when it is left empty',
    },
    zipcode: {
      id: 'form.apply.zipcode.required',
      defaultMessage: 'ZIP code is required',
      description:
        'Error under the postal code field of the Easy Apply form when it is left empty; ZIP code = postal code',
    },
    jobTitle: {
      id: 'form.apply.jobTitle.required',
      defaultMessage: 'Job title is required',
      description: 'Error under the current job title field of the Easy Apply form when it is left empty',
    },
    primarySkills: {
      id: 'form.apply.primarySkills.required',
      defaultMessage: 'Primary skills are required',
      description:
        'Error under the primary skills field (main professional skills) of the Easy Apply form when it is left empty',
    },
    experience: {
      id: 'form.apply.experience.required',
      defaultMessage: 'Choose your experience',
      description: 'Error under the years-of-experience choice of the Easy Apply form when nothing is chosen',
    },
    country: {
      id: 'form.apply.country.required',
      defaultMessage: 'Choose your country',
      description: 'Error under the country choice of the Easy Apply (job application) form when nothing is chosen',
    },
    resumeRequired: {
      id: 'form.apply.resume.required',
      defaultMessage: 'Résumé is required',
      description: 'Error under the file field of the Easy Apply form when no résumé (CV) file is attached',
    },
    resumeType: {
      id: 'form.apply.resume.type',
      defaultMessage: 'Only PDF or DOCX files are accepted',
      description:
        'Error under the résumé (CV) file field of the Easy Apply form; PDF and DOCX are file formats, keep them',
    },
    resumeSize: {
      id: 'form.apply.resume.size',
      defaultMessage: 'File size must be less than 5MB',
      description: 'Error under the résumé (CV) file field of the Easy Apply form; 5MB = 5 megabytes',
    },
    captcha: {
      id: 'form.apply.captcha',
      defaultMessage: 'Captcha does not match',
      description:
        'Error of the Easy Apply form when the anti-robot check (captcha) fails; captcha is the usual term for such a check',
    },
    acceptTerms: {
      id: 'form.apply.acceptTerms',
      defaultMessage: 'You must accept terms & conditions',
      description: 'Error of the Easy Apply form when the checkbox accepting the terms and conditions is not ticked',
    },
    tooLong: {
      id: 'form.apply.tooLong',
      defaultMessage: 'This can be at most {max} characters',
      description: 'Error under a text field of a form; {max} is the maximum number of characters allowed, e.g. 100',
    },
    tooMany: {
      id: 'form.apply.tooMany',
      defaultMessage: 'Too many applications have been sent from your connection. Please try again later.',
      description: 'Error of the Easy Apply form when one connection has sent many applications within the hour',
    },
    resumeUnchecked: {
      id: 'form.apply.resume.unchecked',
      defaultMessage: 'Your résumé could not be checked just now. Please try again later.',
      description:
        'Error of the Easy Apply form when the virus check of the attached résumé (CV) is unavailable for a moment',
    },
    submitted: {
      id: 'form.apply.submitted',
      defaultMessage: 'Form submitted successfully!',
      description: 'Message shown when a job application has been sent successfully',
    },
    submittedReference: {
      id: 'form.apply.submitted.reference',
      defaultMessage: 'Form submitted successfully! Your application number is {reference}.',
      description:
        'Message shown when a job application has been sent; {reference} is the number of the application the applicant can quote, e.g. APP-000123 (keep it as is)',
    },
  }),
}

/** The confirmation an applicant receives by e-mail, in the language they applied in. */
export const applyConfirmation = defineMessages({
  subject: {
    id: 'mail.apply.confirm.subject',
    defaultMessage: 'We have received your application ({reference})',
    description:
      'Subject of the e-mail confirming to an applicant that their job application arrived; {reference} is its reference, e.g. APP-000042; the company name follows it',
  },
  greeting: {
    id: 'mail.apply.confirm.hello',
    defaultMessage: 'Hello,',
    description:
      'Opening of the e-mail confirming a job application. It names no one on purpose (the mail may reach someone who did not apply), so a neutral greeting',
  },
  body: {
    id: 'mail.apply.confirm.body',
    defaultMessage:
      'Thank you for applying to {brand}. Our recruiters read every application and will contact you when your profile matches an opening.',
    description:
      'Body of the confirmation e-mail to a job applicant; {brand} is the company name IFIN Global Group; profile = the skills and experience given',
  },
  job: {
    id: 'mail.apply.confirm.job',
    defaultMessage: 'Job: {title} in {city}, {country} (job reference {jobId})',
    description:
      'Line of the confirmation e-mail to a job applicant naming the job; {title} is the job title, {city} and {country} where it is, {jobId} the job’s reference code, e.g. data-analyst-pune (keep it as is)',
  },
  reference: {
    id: 'mail.apply.confirm.reference',
    defaultMessage:
      'Your application number is {reference}. Please quote it if you write to us about this application.',
    description:
      'Line of the confirmation e-mail to a job applicant; {reference} is the application number, e.g. APP-000123 (keep it as is)',
  },
  /** A line of a mail's plain-text part: a link's text, then its address. */
  linkLine: {
    id: 'mail.link',
    defaultMessage: '{label}: {url}',
    description:
      'A line in the plain-text part of an e-mail: {label} says what the link does (e.g. Unsubscribe), {url} is its web address. Use your language’s colon and spacing',
  },
  /** A mail's subject followed by the company's name. */
  subjectWithBrand: {
    id: 'mail.subjectWithBrand',
    defaultMessage: '{subject} · {brand}',
    description:
      'Subject line of the e-mails the site sends: {subject} is the subject itself, {brand} the company name IFIN Global Group. Keep the separator your language uses in such titles',
  },
  signature: {
    id: 'mail.apply.confirm.signature',
    defaultMessage: 'The {brand} careers team',
    description:
      'Signature at the end of the confirmation e-mail to a job applicant; {brand} is the company name IFIN Global Group',
  },
})

/** The Easy Apply form's own words (the heading, e-mail and place labels are shared with the careers pages and the contact form). */
export const applyText = {
  ...defineMessages({
    forJob: {
      id: 'form.apply.forJob',
      defaultMessage: 'Applying for: {title}',
      description:
        'Line at the top of the Easy Apply pop-up; {title} is the title of the job applied for, e.g. Data Analyst',
    },
    jobReference: {
      id: 'form.apply.jobReference',
      defaultMessage: '{place} · Job reference: {jobId}',
      description:
        'Line under the job title at the top of the Easy Apply pop-up; {place} is the job’s city and country, {jobId} the job’s reference code, e.g. data-analyst-pune (keep as is)',
    },
    mobileHint: {
      id: 'form.apply.mobile.hint',
      defaultMessage: 'Without a country code, the number is read as one from {country} ({callingCode})',
      description:
        'Hint under the phone number field of the Easy Apply form for a job outside India; {country} is the country of the job, e.g. Canada, {callingCode} its calling code with its plus sign, e.g. +1',
    },
    noJob: {
      id: 'form.apply.noJob',
      defaultMessage: 'Choose an open job to apply for.',
      description:
        'Text of the Easy Apply page when it is opened without a job, or for a job that is not open; a link to the job search follows',
    },
    intro: { id: 'form.apply.intro', defaultMessage: 'All fields are required. It takes about three minutes.' },
    firstName: {
      id: 'form.apply.firstName.label',
      defaultMessage: 'First name',
      description: 'Label of a field of the Easy Apply (job application) form: given name',
    },
    lastName: {
      id: 'form.apply.lastName.label',
      defaultMessage: 'Last name',
      description: 'Label of a field of the Easy Apply (job application) form: family name',
    },
    mobile: {
      id: 'form.apply.mobile.label',
      defaultMessage: 'Mobile number',
      description: 'Label of a field of the Easy Apply (job application) form: mobile phone number',
    },
    workAuth: {
      id: 'form.apply.workAuth.label',
      defaultMessage: 'Work authorization',
      description:
        'Label of a choice in the Easy Apply form: the legal right to work in the country (citizen or work visa)',
    },
    citizen: {
      id: 'form.apply.workAuth.citizen',
      defaultMessage: 'Citizen',
      description:
        'Option of the work authorization choice in the Easy Apply form: the applicant is a citizen of the country',
    },
    workVisa: {
      id: 'form.apply.workAuth.workVisa',
      defaultMessage: 'Work Visa',
      description:
        'Option of the work authorization choice in the Easy Apply form: the applicant holds a visa allowing them to work',
    },
    address: {
      id: 'form.apply.address.label',
      defaultMessage: 'Address',
      description: 'Label of a field of the Easy Apply (job application) form: postal address',
    },
    zipcode: {
      id: 'form.apply.zipcode.label',
      defaultMessage: 'ZIP code',
      description:
        'Label of a field of the Easy Apply form: postal code (ZIP code is the US term; use the usual local term)',
    },
    jobTitle: {
      id: 'form.apply.jobTitle.label',
      defaultMessage: 'Current job title',
      description: 'Label of a field of the Easy Apply form: the title of the job the applicant has now',
    },
    primarySkills: {
      id: 'form.apply.primarySkills.label',
      defaultMessage: 'Primary skills',
      description: 'Label of a field of the Easy Apply form: the main professional skills of the applicant',
    },
    experience: {
      id: 'form.apply.experience.label',
      defaultMessage: 'Experience',
      description: 'Label of a choice of the Easy Apply form: years of work experience (options such as 1-3 years)',
    },
    years: {
      id: 'form.apply.experience.choice',
      defaultMessage: '{range, select, upToOne {0–1 years} oneToThree {1–3 years} other {3+ years}}',
      description:
        'The three choices of years of work experience: up to one year, one to three years, more than three years; word each the way your language counts years',
    },
    choose: {
      id: 'form.apply.choose',
      defaultMessage: 'Choose…',
      description: 'First, empty option of a drop-down list in the Easy Apply form, asking the applicant to pick one',
    },
    resume: {
      id: 'form.apply.resume.label',
      defaultMessage: 'Résumé',
      description:
        'Label of the file field of the Easy Apply form for the curriculum vitae (CV); use the usual local term',
    },
    resumeHint: {
      id: 'form.apply.resume.hint',
      defaultMessage: 'PDF or DOCX, up to 5 MB',
      description:
        'Hint under the résumé (CV) file field of the Easy Apply form: accepted file formats and maximum size; keep PDF and DOCX',
    },
    acceptTerms: {
      id: 'form.apply.acceptTerms.label',
      defaultMessage: 'I accept the terms & conditions',
      description: 'Label of the checkbox in the Easy Apply form that accepts the terms and conditions of the website',
    },
    termsLink: {
      id: 'form.apply.termsLink',
      defaultMessage: 'Read the terms of use',
      description: 'Link next to the terms checkbox of the Easy Apply form; opens our terms of use in a new tab',
    },
    submit: {
      id: 'form.apply.submit',
      defaultMessage: 'Submit application',
      description: 'Button at the end of the Easy Apply form that sends the job application',
    },
    submitting: {
      id: 'form.apply.submitting',
      defaultMessage: 'Submitting…',
      description: 'Text of the send button of the Easy Apply form while the application is being sent',
    },
    cancel: {
      id: 'form.apply.cancel',
      defaultMessage: 'Cancel',
      description: 'Button at the end of the Easy Apply form that closes it without sending',
    },
    close: {
      id: 'form.apply.close',
      defaultMessage: 'Close',
      description: 'Read by screen readers: the button that closes the Easy Apply pop-up window',
    },
    failed: { id: 'form.apply.failed', defaultMessage: 'We could not send your application. Please try again.' },
  }),
}
