// The catalog checks of `npm run i18n:check`, as pure functions so tests can
// feed them broken catalogs: problems (the check fails) and review notices
// (listed for translators, never failing: publishing does not wait on them).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { isLanguageCode, languageTag } from '../../src/config/languages'
import { hashText, type Catalog, type Provenance, type SourceCatalog } from './catalogs'
import { entryStates } from './reviewStates'
import { languageRuleProblems, type RuleKind } from './i18nRules'

export type Problem = { lang: string; id: string; kind: ProblemKind; detail: string }
export type ProblemKind =
  | 'missing'
  | 'obsolete'
  | 'invalid-icu'
  | 'placeholders'
  | 'stale'
  | 'no-record'
  | 'untranslated'
  | 'wrong-script'
  | 'bad-id'
  | 'typography'
  | 'glossary'
  | RuleKind

/** Entries a translator should look at; the check lists them and passes. */
export type Notice = { lang: string; id: string; kind: 'stale' | 'edited' | 'flagged'; detail: string }

/** A language's glossary: English term → its required translation, or the accepted forms (the first preferred). */
export type Glossary = Record<string, string | string[]>

/** Letters each language's text must contain (after placeholders are removed). */
const REQUIRED_SCRIPT: Record<string, RegExp> = {
  ru: /\p{Script=Cyrillic}/u,
  hi: /\p{Script=Devanagari}/u,
  ar: /\p{Script=Arabic}/u,
  ko: /\p{Script=Hangul}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
}
/** Scripts no Latin-script language's entry should contain. */
const FOREIGN_TO_LATIN =
  /[\p{Script=Cyrillic}\p{Script=Devanagari}\p{Script=Arabic}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u

const ID_PATTERN = /^[a-z][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)+$/

/** What a native reader would mark in a language's text: a rule and what to do instead. */
const TYPOGRAPHY: Record<string, readonly [RegExp, string][]> = {
  fr: [
    [/[ \u00a0][:;!?»](?![!?])/u, 'a narrow no-break space (U+202F) goes before : ; ! ? »'],
    [/«[ \u00a0]/u, 'a narrow no-break space (U+202F) goes after «'],
    [/\p{L}[;!?»]/u, 'a narrow no-break space (U+202F) goes before ; ! ? »'],
  ],
  it: [[/(?<!\p{L})(?:tu|ti|tuo|tua|tuoi|tue)(?!\p{L})/iu, 'the informal tu: the site addresses visitors with Lei']],
  ru: [
    [
      /(?<![.!?:—]\s|^)В(?:ы|ас|ам|ами|аш|аша|аше|аши|ашего|ашей|ашему|ашим|аших|ашими|ашу)(?!\p{L})/u,
      'a capital Вы: write the ordinary вы',
    ],
  ],
}
/** A figure with its digits grouped (21,000 · 4,60,000 · 21 000), not a version number. */
const GROUPED_FIGURE = /(?<![\d.,])\d{1,3}(?:[,.\u00a0\u202f\u066c ]\d{2,3})+(?![\d.])/gu

/** Figures must be grouped as the language groups them (as Intl formats them for its tag). */
function misgroupedFigure(text: string, lang: string): string | undefined {
  if (!isLanguageCode(lang)) return undefined
  const format = new Intl.NumberFormat(languageTag(lang))
  for (const [figure] of text.matchAll(GROUPED_FIGURE)) {
    const expected = format.format(Number(figure.replace(/\D/g, '')))
    if (figure !== expected)
      return `“${figure}” is grouped as another language does: write ${expected}, or name the figure in src/config/figures.ts and write {name, number}`
  }
  return undefined
}

/** Argument names and tag names a message uses, sorted: they must match the English. */
export function placeholdersOf(ast: MessageFormatElement[]): string[] {
  const names = new Set<string>()
  const visit = (nodes: MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === TYPE.literal || node.type === TYPE.pound) continue
      if (node.type === TYPE.tag) {
        names.add(`<${node.value}>`)
        visit(node.children)
        continue
      }
      names.add(`{${node.value}}`)
      if (node.type === TYPE.plural || node.type === TYPE.select) {
        for (const option of Object.values(node.options)) visit(option.value)
      }
    }
  }
  visit(ast)
  return [...names].sort()
}

/** The words of a message: literal text only, placeholders left out. */
function literalText(ast: MessageFormatElement[]): string {
  return ast
    .map((node) => {
      if (node.type === TYPE.literal) return node.value
      if (node.type === TYPE.tag) return literalText(node.children)
      if (node.type === TYPE.plural || node.type === TYPE.select)
        return Object.values(node.options)
          .map((o) => literalText(o.value))
          .join(' ')
      return ' '
    })
    .join('')
}

export type CheckInput = {
  source: SourceCatalog
  languages: readonly string[]
  catalogs: Record<string, Catalog>
  provenance: Record<string, Provenance>
  /** id → languages ('*' for all) where the entry may equal the English. */
  allowlist: Record<string, string[]>
  /** The entries are plain text (the postings' memory), not ICU messages with dotted ids. */
  plainText?: boolean
  /** Per language, the terms an entry must translate as the glossary says. */
  glossary?: Record<string, Glossary>
}

export function checkCatalogs({
  source,
  languages,
  catalogs,
  provenance,
  allowlist,
  plainText = false,
  glossary = {},
}: CheckInput): Problem[] {
  const problems: Problem[] = []
  const englishPlaceholders = new Map<string, string[]>()
  for (const [id, { defaultMessage }] of Object.entries(source)) {
    if (plainText) continue
    if (!ID_PATTERN.test(id))
      problems.push({ lang: 'en', id, kind: 'bad-id', detail: 'ids are explicit, dotted and namespaced' })
    try {
      englishPlaceholders.set(id, placeholdersOf(parse(defaultMessage)))
    } catch (error) {
      problems.push({ lang: 'en', id, kind: 'invalid-icu', detail: String(error) })
    }
  }

  for (const lang of languages) {
    const catalog = catalogs[lang] ?? {}
    const record = provenance[lang] ?? {}
    for (const id of Object.keys(catalog)) {
      if (!(id in source)) problems.push({ lang, id, kind: 'obsolete', detail: 'no longer in the English source' })
    }
    for (const [id, { defaultMessage }] of Object.entries(source)) {
      const message = catalog[id]
      if (message === undefined) {
        problems.push({ lang, id, kind: 'missing', detail: 'no translation' })
        continue
      }
      let ast: MessageFormatElement[] = [{ type: TYPE.literal, value: message }]
      try {
        if (!plainText) ast = parse(message)
      } catch (error) {
        problems.push({ lang, id, kind: 'invalid-icu', detail: String(error) })
        continue
      }
      const expected = englishPlaceholders.get(id) ?? []
      const actual = plainText ? [] : placeholdersOf(ast)
      if (expected.join() !== actual.join()) {
        problems.push({
          lang,
          id,
          kind: 'placeholders',
          detail: `expected ${expected.join(' ') || 'none'}, found ${actual.join(' ') || 'none'}`,
        })
      }
      const entry = record[id]
      if (!entry) problems.push({ lang, id, kind: 'no-record', detail: 'no provenance record' })
      else if (entry.status !== 'machine' && entry.status !== 'reviewed') {
        // A record written by an older tool (e.g. "corrected"): npx tsx scripts/i18n-migrate-provenance.ts
        problems.push({ lang, id, kind: 'no-record', detail: `unknown status "${String(entry.status)}" in its record` })
      } else if (entry.status === 'machine' && entry.source !== hashText(defaultMessage)) {
        problems.push({ lang, id, kind: 'stale', detail: 'the English changed since the machine translated this' })
      }
      // An allowlist key may end in "*" to cover every id that starts with it (place names).
      const allowed = Object.entries(allowlist).some(
        ([key, langs]) =>
          (key === id || (key.endsWith('*') && id.startsWith(key.slice(0, -1)))) &&
          langs.some((l) => l === '*' || l === lang),
      )
      if (allowed) continue
      if (message === defaultMessage) {
        problems.push({ lang, id, kind: 'untranslated', detail: 'same as the English' })
        continue
      }
      const words = literalText(ast)
      const term = missingTerm(defaultMessage, message, glossary[lang] ?? {})
      if (term) problems.push({ lang, id, kind: 'glossary', detail: term })
      for (const [rule, advice] of TYPOGRAPHY[lang] ?? []) {
        const found = rule.exec(words)
        if (found) problems.push({ lang, id, kind: 'typography', detail: `${advice} (“${found[0]}” in: ${message})` })
      }
      if (!plainText)
        for (const rule of languageRuleProblems(lang, id, message, ast, words))
          problems.push({ lang, id, kind: rule.kind, detail: `${rule.detail} (in: ${message})` })
      const figure = misgroupedFigure(words, lang)
      if (figure) problems.push({ lang, id, kind: 'typography', detail: figure })
      if (!/\p{L}/u.test(words)) continue // numbers and punctuation only
      const required = REQUIRED_SCRIPT[lang]
      if (required ? !required.test(words) : FOREIGN_TO_LATIN.test(words)) {
        problems.push({ lang, id, kind: 'wrong-script', detail: `text is not in ${lang}'s script: ${message}` })
      }
    }
  }
  return problems
}

/** The glossary term the English uses that the translation does not translate as the glossary says. */
function missingTerm(english: string, translation: string, glossary: Glossary): string | undefined {
  for (const [term, required] of Object.entries(glossary)) {
    const word = new RegExp(
      `(?<![\\p{L}\\p{N}-])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}-])`,
      'iu',
    )
    if (!word.test(english)) continue
    const forms = Array.isArray(required) ? required : [required]
    const lower = translation.toLocaleLowerCase()
    if (!forms.some((form) => lower.includes(form.toLocaleLowerCase())))
      return `“${term}” is “${forms[0]}” in the glossary${forms.length > 1 ? ` (or ${forms.slice(1).join(', ')})` : ''}: ${translation}`
  }
  return undefined
}

/**
 * What translators should look at, per language: reviewed entries whose
 * English changed (stale), texts changed by hand and not marked (edited), and
 * machine plural forms the English lacks (flagged). An entry with no record
 * at all is a problem ('no-record'), not a notice.
 */
export function reviewNotices({ source, languages, catalogs, provenance }: CheckInput): Notice[] {
  const notices: Notice[] = []
  for (const lang of languages) {
    const record = provenance[lang] ?? {}
    for (const entry of entryStates(source, catalogs[lang] ?? {}, record)) {
      const { id, state } = entry
      if (state === 'stale')
        notices.push({ lang, id, kind: state, detail: 'the English changed since a person reviewed this' })
      else if (state === 'edited' && record[id])
        notices.push({ lang, id, kind: state, detail: 'changed by hand and not marked reviewed' })
      else if (state === 'flagged')
        notices.push({ lang, id, kind: state, detail: `plural forms the English lacks: ${entry.plurals?.join(', ')}` })
    }
  }
  return notices
}
