import { defineMessages } from '../../i18n/defineMessages'

export const shareText = defineMessages({
  heading: {
    id: 'careers.share.heading',
    defaultMessage: 'Share this job',
    description: 'Heading above the links that share a job page: copy link, LinkedIn, WhatsApp, e-mail',
  },
  copy: {
    id: 'careers.share.copy',
    defaultMessage: 'Copy link',
    description: 'Button that copies the address of the job page, to paste it elsewhere; short',
  },
  copied: {
    id: 'careers.share.copied',
    defaultMessage: 'Link copied',
    description: 'Shown (and read by screen readers) after the Copy link button has copied the job page’s address',
  },
  copyFailed: {
    id: 'careers.share.copyFailed',
    defaultMessage: 'Copy the link from the address bar',
    description:
      'Shown when the browser did not let the Copy link button copy; the address bar is where the browser shows the page’s address',
  },
  email: {
    id: 'careers.share.email',
    defaultMessage: 'E-mail',
    description: 'Link that opens a new e-mail with the job’s link in it, to share the job; one word if possible',
  },
  emailSubject: {
    id: 'careers.share.emailSubject',
    defaultMessage: '{title} at {company}',
    description:
      'Subject of the e-mail that shares a job; {title} is the job title, {company} our company’s name, e.g. Data Engineer at IFIN Global Group',
  },
  message: {
    id: 'careers.share.message',
    defaultMessage: '{title} ({location}) at {company}: {url}',
    description:
      'Text of a WhatsApp message or e-mail sharing a job; {title} is the job title, {location} its place (city, state, country), {company} our company’s name and {url} the job page’s address',
  },
  imageAlt: {
    id: 'careers.share.imageAlt',
    defaultMessage: '{title}, {location}: an opening at {company}',
    description:
      'Description of the picture shown in a link preview of a job page on social networks; {title} is the job title, {location} its place, {company} our company’s name',
  },
})
