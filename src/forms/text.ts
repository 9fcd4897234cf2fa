// What a visitor types ends up in a mailbox and a spreadsheet. Control
// characters (NUL, terminal escapes) and bidi overrides, which can make text
// read other than it is, are taken out before anything is checked or kept.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu

/** Multi-line text: line breaks kept (as \n), controls and bidi overrides dropped. */
export const cleanText = (value: string): string => value.replace(/\r\n?/g, '\n').replace(INVISIBLE_CONTROLS, '')

/** A one-line field: as cleanText, with line breaks and tabs turned into spaces. */
export const cleanLine = (value: string): string => cleanText(value).replace(/[\n\t]+/g, ' ')

// Letters of any script (names are written in twelve languages here), spaces
// and periods. Spaces are plain spaces: a line break is not one.
const NAME_CHARS = /^[\p{L}\p{M} .]+$/u

// A period only closes a word (J. R. Smith), so a name is never an address like evil.test.
const periodInsideWord = (value: string) => /\.[\p{L}\p{M}]/u.test(value)

/** A name as the contact form takes it (SPEC 5.1): letters, spaces and periods. */
export const isPersonName = (value: string): boolean => NAME_CHARS.test(value) && !periodInsideWord(value)

/** An applicant's first or last name: letters, with the spaces, periods, hyphens and apostrophes names have. */
export const isApplicantName = (value: string): boolean =>
  /^[\p{L}\p{M} .'’-]+$/u.test(value) && !periodInsideWord(value)
