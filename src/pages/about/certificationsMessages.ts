import { defineMessages } from '../../i18n/defineMessages'

export const certificationsText = defineMessages({
  heading: {
    id: 'certifications.grid.heading',
    defaultMessage: 'Our standards and networks',
    description:
      'Section heading above our quality certificate and memberships (Certifications page, whose title is already "Certifications & Memberships", so it does not repeat it)',
  },
  text: {
    id: 'certifications.grid.text',
    defaultMessage:
      'Our quality system is certified to ISO 9001:2015, and we take an active part in the chambers, missions and networks that shape hiring, industry and entrepreneurship.',
    description:
      'ISO 9001:2015 is a quality-management standard, keep the number; missions = government programmes; chambers = chambers of commerce',
  },
})
