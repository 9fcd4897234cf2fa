// The Certifications page's memberships (SPEC 2.4): six bodies.
import { defineMessages } from '../../i18n/defineMessages'
import type { Membership } from './schema'

const text = defineMessages({
  iso: {
    id: 'certifications.logo.iso',
    defaultMessage: 'ISO 9001:2015 quality management certification',
    description:
      'Alt text and caption of a logo on the Certifications page; ISO 9001:2015 is a quality-management standard, keep the number as is',
  },
  chamber: {
    id: 'certifications.logo.chamber',
    defaultMessage: 'Member of the regional chamber of commerce and industry',
    description: 'Alt text and caption of a membership logo on the Certifications page',
  },
  indoEuropean: {
    id: 'certifications.logo.indoEuropean',
    defaultMessage: 'Member of the Indo-European business chamber',
    description:
      'Alt text and caption of a membership logo on the Certifications page: a chamber of commerce for business between India and Europe',
  },
  digital: {
    id: 'certifications.logo.digital',
    defaultMessage: 'Partner of the national digital economy mission',
    description:
      'Alt text and caption of a logo on the Certifications page; a mission here is a government programme for the digital economy',
  },
  entrepreneurs: {
    id: 'certifications.logo.entrepreneurs',
    defaultMessage: 'Member of the global entrepreneurs network',
    description: 'Alt text and caption of a membership logo on the Certifications page',
  },
  staffing: {
    id: 'certifications.logo.staffing',
    defaultMessage: 'Member of the national staffing federation',
    description:
      'Alt text and caption of a logo on the Certifications page; staffing = recruitment and supply of temporary and permanent staff',
  },
})

// Each shown as a medallion with an icon of its kind and its name in words: the bodies' own
// marks go here only once they have licensed them to us (invented seals looked fake).
export const MEMBERSHIPS: Membership[] = [
  { icon: 'shield', alt: text.iso },
  { icon: 'building', alt: text.chamber },
  { icon: 'globe', alt: text.indoEuropean },
  { icon: 'code', alt: text.digital },
  { icon: 'people', alt: text.entrepreneurs },
  { icon: 'scale', alt: text.staffing },
]
