// ICU messages as a CAT tool sees them: text to translate between protected
// codes. Every piece of ICU syntax (an argument `{name}`, a whole
// `{n, number}`, the `{count, plural, one {` … `} other {` … `}}` frame of a
// plural or select, the `#` of a plural, a rich-text `<b>`/`</b>`) is a code;
// the words between are text. Joining the pieces gives back the message
// character for character, so a translator who moves codes but keeps them
// whole always produces ICU with the English arguments.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

/** What a code stands for, written as the XLIFF 1.2 `ctype` of its `<ph>` (user-defined types start with x-). */
export type CodeKind = 'x-icu-argument' | 'x-icu-choice' | 'x-icu-number' | 'x-icu-tag'
export type Piece = { text: string } | { code: string; kind: CodeKind }

type Span = { start: number; end: number; kind: CodeKind }

function codeSpans(nodes: MessageFormatElement[], spans: Span[]): void {
  for (const node of nodes) {
    const at = node.location
    if (!at || node.type === TYPE.literal) continue
    const { offset: start } = at.start
    const { offset: end } = at.end
    if (node.type === TYPE.pound) spans.push({ start, end, kind: 'x-icu-number' })
    else if (node.type === TYPE.tag) {
      // FormatJS tags carry no attributes: the opening and closing markers are exactly these.
      spans.push({ start, end: start + `<${node.value}>`.length, kind: 'x-icu-tag' })
      codeSpans(node.children, spans)
      spans.push({ start: end - `</${node.value}>`.length, end, kind: 'x-icu-tag' })
    } else if (node.type === TYPE.plural || node.type === TYPE.select) {
      // The frame around each option's words is one code: `{count, plural, one {`, `} other {`, `}}`.
      let from = start
      for (const option of Object.values(node.options)) {
        const inner = option.location
        if (!inner) continue
        spans.push({ start: from, end: inner.start.offset + 1, kind: 'x-icu-choice' })
        codeSpans(option.value, spans)
        from = inner.end.offset - 1
      }
      spans.push({ start: from, end, kind: 'x-icu-choice' })
    } else spans.push({ start, end, kind: 'x-icu-argument' })
  }
}

/** A message as text and codes; plain text (a posting) or a message that does not parse is one text piece. */
export function icuPieces(message: string, plainText = false): Piece[] {
  if (plainText) return message ? [{ text: message }] : []
  let ast: MessageFormatElement[]
  try {
    ast = parse(message, { captureLocation: true })
  } catch {
    return [{ text: message }]
  }
  const spans: Span[] = []
  codeSpans(ast, spans)
  spans.sort((a, b) => a.start - b.start)
  const pieces: Piece[] = []
  let at = 0
  for (const span of spans) {
    if (span.start > at) pieces.push({ text: message.slice(at, span.start) })
    pieces.push({ code: message.slice(span.start, span.end), kind: span.kind })
    at = span.end
  }
  if (at < message.length) pieces.push({ text: message.slice(at) })
  return pieces
}

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other']

function pluralCategories(languageTag: string, ordinal: boolean): string[] {
  const { pluralCategories } = new Intl.PluralRules(languageTag, {
    type: ordinal ? 'ordinal' : 'cardinal',
  }).resolvedOptions()
  return PLURAL_ORDER.filter((c) => (pluralCategories as string[]).includes(c))
}

function hasPlural(nodes: MessageFormatElement[]): boolean {
  return nodes.some(
    (node) =>
      node.type === TYPE.plural ||
      (node.type === TYPE.select && Object.values(node.options).some((o) => hasPlural(o.value))) ||
      (node.type === TYPE.tag && hasPlural(node.children)),
  )
}

/** `message` from `from` to `to`, each plural in it rebuilt with the categories `languageTag` needs. */
function withCategories(
  message: string,
  nodes: MessageFormatElement[],
  from: number,
  to: number,
  languageTag: string,
): string {
  let out = ''
  let at = from
  for (const node of nodes) {
    if (!node.location || node.type === TYPE.literal || node.type === TYPE.pound) continue
    const { offset: start } = node.location.start
    const { offset: end } = node.location.end
    out += message.slice(at, start)
    at = end
    if (node.type === TYPE.tag) {
      const open = `<${node.value}>`
      const close = `</${node.value}>`
      out += open + withCategories(message, node.children, start + open.length, end - close.length, languageTag) + close
    } else if (node.type === TYPE.plural || node.type === TYPE.select) {
      // Written as i18n:translate writes a plural: exact values first, then the categories in CLDR order.
      const keys = Object.keys(node.options)
      const ordinal = node.type === TYPE.plural && node.pluralType === 'ordinal'
      const wanted =
        node.type === TYPE.plural
          ? [...keys.filter((k) => k.startsWith('=')), ...pluralCategories(languageTag, ordinal)]
          : keys
      const branches = wanted.map((key) => {
        const option = node.options[key] ?? node.options.other
        const inner = option?.location
        const text = inner
          ? withCategories(message, option.value, inner.start.offset + 1, inner.end.offset - 1, languageTag)
          : ''
        return `${key} {${text}}`
      })
      const kind = node.type === TYPE.select ? 'select' : ordinal ? 'selectordinal' : 'plural'
      const offset = node.type === TYPE.plural && node.offset ? `offset:${node.offset} ` : ''
      out += `{${node.value}, ${kind}, ${offset}${branches.join(' ')}}`
    } else out += message.slice(start, end)
  }
  return out + message.slice(at, to)
}

/**
 * The English as the translator of one language sees it: each plural with the
 * categories that language needs (Russian one/few/many/other, Japanese other
 * alone), a category the English lacks showing the English `other`. Source and
 * target then have the same frame, and a CAT tool pairs their codes one to one.
 */
export function englishForLanguage(english: string, languageTag: string): string {
  let ast: MessageFormatElement[]
  try {
    ast = parse(english, { captureLocation: true })
  } catch {
    return english
  }
  return hasPlural(ast) ? withCategories(english, ast, 0, english.length, languageTag) : english
}

/** The plural categories a message lacks for its language, as `{count}: few`. */
export function missingPluralCategories(message: string, languageTag: string): string[] {
  const missing: string[] = []
  const visit = (nodes: MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === TYPE.tag) visit(node.children)
      if (node.type !== TYPE.plural && node.type !== TYPE.select) continue
      if (node.type === TYPE.plural) {
        for (const category of pluralCategories(languageTag, node.pluralType === 'ordinal'))
          if (!(category in node.options)) missing.push(`{${node.value}}: ${category}`)
      }
      for (const option of Object.values(node.options)) visit(option.value)
    }
  }
  try {
    visit(parse(message))
  } catch {
    // an invalid message is reported by the ICU check
  }
  return missing
}
