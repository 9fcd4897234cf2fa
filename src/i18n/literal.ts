import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js'

/**
 * Turns a string that arrived from the runtime translation fallback into a
 * message AST. Such strings are plain text with, at most, simple `{name}`
 * arguments kept intact by the server; shipping the full ICU parser for them
 * would double the weight of react-intl.
 */
export function literalMessage(text: string): MessageFormatElement[] {
  const parts: MessageFormatElement[] = []
  const re = /\{\s*([A-Za-z_][\w]*)\s*\}/g
  let last = 0
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) parts.push({ type: TYPE.literal, value: text.slice(last, m.index) })
    parts.push({ type: TYPE.argument, value: m[1] ?? '' })
    last = m.index + m[0].length
  }
  if (last < text.length) parts.push({ type: TYPE.literal, value: text.slice(last) })
  return parts
}

/** Only messages whose placeholders are plain `{name}` arguments can be sent to the fallback. */
export function isSimpleMessage(text: string): boolean {
  return !/[{}]/.test(text.replace(/\{\s*[A-Za-z_]\w*\s*\}/g, '')) && !/<\/?[A-Za-z]/.test(text)
}
