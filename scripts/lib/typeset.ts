// Machine translations come back with English spacing; French puts a narrow
// no-break space (U+202F) before ; ! ? » and a spaced colon, and after «. What
// i18n:check asks of a person, the translate script does for the machine.
const NNBSP = '\u202f'

export function typeset(text: string, lang: string): string {
  if (lang !== 'fr') return text
  return text
    .replace(/(?<=[^\s;!?{}\u202f])[ \u00a0]*([;!?»])(?![!?])/gu, `${NNBSP}$1`)
    .replace(/[ \u00a0]+:(?=\s)/gu, `${NNBSP}:`)
    .replace(/«[ \u00a0]*/gu, `«${NNBSP}`)
    .replace(/(?<=\d)[ \u00a0]+%/gu, `${NNBSP}%`)
}
