// Getting an ICU message through machine translation intact.
//
// Placeholders and tags are sent wrapped in <span translate="no">, the one
// marker the Google v2 API honours (HTML format), then unwrapped and the
// entities it returns decoded. A message with `plural` or `select` is split:
// the text around the block and the text of each branch are translated as
// separate segments (`#` and arguments protected), and the block is rebuilt
// with every plural category the target language needs (CLDR), so Russian
// gets its few/many forms and Arabic its zero/two/few/many. A category the
// English lacks starts from the English `other` branch and is reported in
// `added`, for a person to review.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js'
import { decodeEntities, escapeHtml } from '../../lib/html'

const OPEN = '<span translate="no">'
const CLOSE = '</span>'
const NO_TRANSLATE = /<span translate="no">([\s\S]*?)<\/span>/g

/** True when a text needs no protection: it can be sent as plain text, costing only its own characters. */
export const isPlainText = (text: string) => !/[{}<>&]/.test(text)

/** Splits a message into text and protected tokens: balanced `{...}` blocks and `<tag>`/`</tag>` markers. */
export function protect(message: string): string {
  let out = ''
  let text = ''
  const flush = () => {
    out += escapeHtml(text)
    text = ''
  }
  for (let i = 0; i < message.length;) {
    const ch = message[i]
    if (ch === '{') {
      let depth = 0
      let j = i
      for (; j < message.length; j++) {
        if (message[j] === '{') depth++
        else if (message[j] === '}' && --depth === 0) break
      }
      flush()
      out += `${OPEN}${escapeHtml(message.slice(i, j + 1))}${CLOSE}`
      i = j + 1
    } else if (ch === '<' && /^<\/?[A-Za-z][\w-]*>/.test(message.slice(i))) {
      const end = message.indexOf('>', i)
      flush()
      out += `${OPEN}${escapeHtml(message.slice(i, end + 1))}${CLOSE}`
      i = end + 1
    } else {
      text += ch
      i++
    }
  }
  flush()
  return out
}

export function unprotect(html: string): string {
  return decodeEntities(html.replace(NO_TRANSLATE, (_, inner: string) => inner))
}

/**
 * What to send for one message, and how to put the answers back together.
 * `segments` are HTML (protected); `rebuild` takes their translations in order.
 */
export type MessagePlan = {
  segments: string[]
  rebuild: (translated: readonly string[]) => string
  /** Plural categories produced without an English counterpart, as `name:category`. */
  added: string[]
}

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other']
const BLOCK = /\{__icu(\d+)__\}/g
const POUND = /\{__pound__\}/g

function pluralCategories(target: string, ordinal: boolean): string[] {
  const categories = new Intl.PluralRules(target, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions()
    .pluralCategories as string[]
  return PLURAL_ORDER.filter((c) => categories.includes(c))
}

function hasChoice(ast: MessageFormatElement[]): boolean {
  return ast.some(
    (node) =>
      node.type === TYPE.plural || node.type === TYPE.select || (node.type === TYPE.tag && hasChoice(node.children)),
  )
}

/** Plans one message for `target`. Messages without plural/select are one segment, as before. */
export function planMessage(message: string, target: string): MessagePlan {
  let ast: MessageFormatElement[] | undefined
  try {
    ast = parse(message)
  } catch {
    ast = undefined // not ICU (posting text): protect it as it stands
  }
  if (!ast || !hasChoice(ast)) {
    return { segments: [protect(message)], rebuild: ([t]) => unprotect(t ?? ''), added: [] }
  }
  const segments: string[] = []
  const added: string[] = []
  const rebuild = planAst(ast, target, segments, added)
  return { segments, rebuild, added }
}

type Rebuild = (translated: readonly string[]) => string

function planAst(ast: MessageFormatElement[], target: string, segments: string[], added: string[]): Rebuild {
  const blocks: Rebuild[] = []
  const template = (nodes: MessageFormatElement[]): string =>
    nodes
      .map((node) => {
        if (node.type === TYPE.pound) return '{__pound__}'
        if (node.type === TYPE.tag) return `<${node.value}>${template(node.children)}</${node.value}>`
        if (node.type === TYPE.plural || node.type === TYPE.select) {
          blocks.push(planChoice(node, target, segments, added))
          return `{__icu${blocks.length - 1}__}`
        }
        return printAST([node])
      })
      .join('')
  const text = template(ast)
  const restore = (translatedText: string) =>
    translatedText.replace(POUND, '#').replace(BLOCK, (_, n: string) => blocks[Number(n)]?.(out) ?? '')
  let out: readonly string[] = []
  // Nothing to translate (only placeholders and punctuation): keep it as it is.
  if (
    !/\p{L}/u.test(
      text
        .replace(BLOCK, '')
        .replace(POUND, '')
        .replace(/\{[^}]*\}|<[^>]*>/g, ''),
    )
  ) {
    return (translated) => {
      out = translated
      return restore(text)
    }
  }
  const index = segments.push(protect(text)) - 1
  return (translated) => {
    out = translated
    return restore(unprotect(translated[index] ?? ''))
  }
}

function planChoice(
  node: Extract<MessageFormatElement, { type: TYPE.plural | TYPE.select }>,
  target: string,
  segments: string[],
  added: string[],
): Rebuild {
  const english = node.options
  let keys = Object.keys(english)
  let head = `${node.value}, select, `
  if (node.type === TYPE.plural) {
    const exact = keys.filter((k) => k.startsWith('='))
    const categories = pluralCategories(target, node.pluralType === 'ordinal')
    for (const c of categories) if (!(c in english)) added.push(`${node.value}:${c}`)
    keys = [...exact, ...categories]
    const kind = node.pluralType === 'ordinal' ? 'selectordinal' : 'plural'
    head = `${node.value}, ${kind}, ${node.offset ? `offset:${node.offset} ` : ''}`
  }
  const branches = keys.map((key) => {
    const source = english[key] ?? english.other
    return { key, rebuild: planAst(source?.value ?? [], target, segments, added) }
  })
  return (out) => `{${head}${branches.map((b) => `${b.key} {${b.rebuild(out)}}`).join(' ')}}`
}
