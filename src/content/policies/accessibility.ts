// The accessibility statement's text, and what the browser suite's
// accessibility module checks: the statement's figures come from the same
// constants as the tests, so the page says what is really tested.
import { LANGUAGE_CODES } from '../../config/languages'
import { PAGE_KEYS, type PageKey } from '../../config/paths'
import { defineMessages } from '../../i18n/defineMessages'

/** Every page of the route table but /jobdetails (a redirect), plus one job page and one gallery event. */
export const AUDITED_PAGES: readonly PageKey[] = PAGE_KEYS.filter((key) => key !== 'careers.jobDetails')
export const AUDITED_EXTRA_PAGES = ['job', 'galleryEvent'] as const

export const ACCESSIBILITY_AUDIT = {
  pages: AUDITED_PAGES.length + AUDITED_EXTRA_PAGES.length,
  languages: LANGUAGE_CODES.length,
  /** Phone and desktop widths of the axe runs, in CSS pixels. */
  widths: [390, 1440],
  /** Widths at which WCAG 1.4.12's text spacing is applied. */
  textSpacingWidths: [320, 1280],
  /** The day of the last full audit (the automated runs and a keyboard, screen-reader and zoom review). */
  lastTested: '2026-11-28',
} as const

/** The values the statement's messages take (widths as written in CSS, never grouped: 1440 px). */
export const ACCESSIBILITY_VALUES = {
  pages: ACCESSIBILITY_AUDIT.pages,
  languages: ACCESSIBILITY_AUDIT.languages,
  narrow: String(ACCESSIBILITY_AUDIT.widths[0]),
  wide: String(ACCESSIBILITY_AUDIT.widths[1]),
  spacingNarrow: String(ACCESSIBILITY_AUDIT.textSpacingWidths[0]),
  spacingWide: String(ACCESSIBILITY_AUDIT.textSpacingWidths[1]),
}

export const accessibilityText = defineMessages({
  commitmentHeading: { id: 'accessibility.commitment.heading', defaultMessage: 'Our commitment' },
  commitmentText: {
    id: 'accessibility.commitment.text',
    defaultMessage:
      'We want everyone to be able to use this website, whatever their abilities, device or language. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
  },
  statusHeading: { id: 'accessibility.status.heading', defaultMessage: 'Conformance status' },
  statusText: {
    id: 'accessibility.status.text',
    defaultMessage:
      'This website partially conforms to WCAG 2.2 level AA: the content listed under “Known limitations” does not yet fully conform.',
    description: 'WCAG conformance wording: “partially conforms” is the standard term of the W3C statement template',
  },
  testsHeading: { id: 'accessibility.tests.heading', defaultMessage: 'How we test' },
  testsText: {
    id: 'accessibility.tests.text',
    defaultMessage: 'Every release is checked automatically, in a real browser, before it is published:',
  },
  testsAxe: {
    id: 'accessibility.tests.axe',
    defaultMessage:
      '{pages} pages in each of our {languages} languages, at phone ({narrow} px) and desktop ({wide} px) widths, with the axe accessibility engine against WCAG 2.2 AA and best practice.',
    description: '{pages}, {languages}: counts; {narrow}, {wide}: screen widths in CSS pixels (390, 1440)',
  },
  testsWidgets: {
    id: 'accessibility.tests.widgets',
    defaultMessage:
      'The menus, the language list, dialogs, the image viewer and the forms with their error messages, opened as a visitor opens them.',
  },
  testsFocus: {
    id: 'accessibility.tests.focus',
    defaultMessage:
      'Every keyboard stop on the home page: visible, inside the window and not covered by anything; and where focus goes after a page change, a form submission or a new page of job results.',
  },
  testsSpacing: {
    id: 'accessibility.tests.spacing',
    defaultMessage:
      'Increased line, letter and word spacing (WCAG 1.4.12) at {spacingNarrow} px and {spacingWide} px: nothing scrolls sideways and no text is cut off.',
    description: '{spacingNarrow}, {spacingWide}: screen widths in CSS pixels (320, 1280)',
  },
  testsMotion: {
    id: 'accessibility.tests.motion',
    defaultMessage:
      'Everything that moves by itself can be paused, and nothing moves by itself when your device asks for reduced motion; current items and buttons stay visible in forced-colours (high-contrast) mode.',
  },
  limitsHeading: { id: 'accessibility.limits.heading', defaultMessage: 'Known limitations' },
  limitsText: {
    id: 'accessibility.limits.text',
    defaultMessage: 'We know of these barriers and are working on them:',
  },
  limitsPdf: {
    id: 'accessibility.limits.pdf',
    defaultMessage:
      'The policy documents offered as PDF files are not tagged for screen readers (WCAG success criterion 1.3.1). Write to us and we will send the text in an accessible format.',
  },
  limitsVideo: {
    id: 'accessibility.limits.video',
    defaultMessage:
      'Our videos play in a third-party player, and some have no captions or transcript yet (WCAG success criteria 1.2.2 and 1.2.3). Each video’s title says what it shows.',
  },
  limitsTranslation: {
    id: 'accessibility.limits.translation',
    defaultMessage:
      'Job postings in languages other than English are machine translations (WCAG success criterion 3.1.5, level AAA); each page offers the English original.',
  },
  limitsImages: {
    id: 'accessibility.limits.images',
    defaultMessage:
      'Some pictures are illustrations standing in for photographs still to come; their text alternatives describe the illustration (WCAG success criterion 1.1.1).',
  },
  feedbackHeading: { id: 'accessibility.feedback.heading', defaultMessage: 'Feedback and contact' },
  feedbackText: {
    id: 'accessibility.feedback.text',
    defaultMessage:
      'If you meet a barrier on this site, or need content in another format, write to {email}. We reply within one working day.',
  },
  enforcementHeading: { id: 'accessibility.enforcement.heading', defaultMessage: 'If you are not satisfied' },
  enforcementText: {
    id: 'accessibility.enforcement.text',
    defaultMessage:
      'If our answer does not resolve your problem, you can contact the body that enforces accessibility rules in your country.',
  },
  preparedHeading: { id: 'accessibility.prepared.heading', defaultMessage: 'About this statement' },
  preparedText: {
    id: 'accessibility.prepared.text',
    defaultMessage:
      'This statement is based on the automated tests above and on keyboard and screen-reader checks by our team. We review it with every release.',
  },
})
