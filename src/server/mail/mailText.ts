// Lines the visitors' mails share, each a message so every language joins its parts its own way
// (a French narrow space before the colon, a Japanese full-width colon).
import { BRAND } from '../../config/brand'
import { applyConfirmation } from '../../forms/apply'
import type { Translate } from '../../forms/contact'
import { oneLine } from './contactMail'

/** The subject, then the company's name. */
export const brandedSubject = (subject: string, t: Translate) =>
  oneLine(t(applyConfirmation.subjectWithBrand, { subject, brand: BRAND.legalName }))

/** A line of a plain-text part: what a link does, then its address. */
export const linkLine = (label: string, url: string, t: Translate) => t(applyConfirmation.linkLine, { label, url })
