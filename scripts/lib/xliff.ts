// One language's catalog messages and job-posting texts as an XLIFF file for a
// CAT tool (memoQ, Trados, Phrase), and the way back.
//
// XLIFF 1.2, not 2.0: every CAT tool in use imports and exports 1.2 without a
// plug-in or a profile (Trados and memoQ still treat 2.0 as a secondary
// format, and tools round-trip 1.2's `state` attribute on <target>), and its
// <ph> keeps the original code as element content, which tools hand back
// untouched even when they drop attributes.
//
// The file has two <file> elements: `messages` (id = the message id) and
// `postings` (id = the hash the postings' memory is keyed by; resname and note
// name the job and the field). Each <trans-unit> holds the English, the current
// translation with its review state on <target state="…">, the message's
// description and the state explained in <note>s. ICU syntax is protected as
// <ph> inline codes (see icuCodes.ts); a plural or select message stays one
// unit, its frame in codes and the English shown with the categories the target
// language needs, as Phrase and Crowdin present ICU plurals.
//
// The provenance record is read only through LocaleFiles and unitState() below,
// and written only through `i18n:review`'s own code path.
import { join } from 'node:path'
import { jsToXliff12, xliff12ToJs, type XliffUnit, type XliffValue } from 'xliff'
import { create } from 'xmlbuilder2'
import { languageTag, TRANSLATED_LANGUAGES, type LanguageCode } from '../../src/config/languages'
import { review } from '../i18n-review'
import { LocaleFiles, reviewedEntry, type Catalog, type Provenance, type ProvenanceEntry } from './catalogs'
import { entryStates } from './reviewStates'
import { englishForLanguage, icuPieces, missingPluralCategories, type Piece } from './icuCodes'
import { checkCatalogs } from './i18nCheck'

/** Where an entry stands for a translator. */
export type UnitState = 'missing' | 'machine' | 'flagged' | 'stale' | 'edited' | 'reviewed'
export const UNIT_STATES: readonly UnitState[] = ['missing', 'machine', 'flagged', 'stale', 'edited', 'reviewed']

export function unitState(
  english: string,
  translation: string | undefined,
  entry: ProvenanceEntry | undefined,
): UnitState {
  if (translation === undefined) return 'missing'
  // The states i18n:review lists (scripts/lib/reviewStates.ts), for one entry.
  const [listed] = entryStates(
    { unit: { defaultMessage: english } },
    { unit: translation },
    entry ? { unit: entry } : {},
  )
  return listed?.state ?? 'missing'
}

/** XLIFF 1.2 target states (and qualifiers) for ours: what memoQ, Trados and Phrase show as their own statuses. */
const TARGET_STATE: Record<Exclude<UnitState, 'missing'>, { state: string; 'state-qualifier'?: string }> = {
  machine: { state: 'needs-review-translation', 'state-qualifier': 'mt-suggestion' },
  flagged: { state: 'needs-review-translation', 'state-qualifier': 'mt-suggestion' },
  stale: { state: 'needs-review-translation' },
  edited: { state: 'translated' },
  reviewed: { state: 'signed-off' },
}

const STATE_NOTE: Record<UnitState, string> = {
  missing: 'State: missing (not translated yet).',
  machine: 'State: machine (a machine translation nobody has reviewed yet).',
  flagged: 'State: flagged (a machine translation whose plural forms were made without an English counterpart).',
  stale: 'State: stale (reviewed by a person, but the English has changed since: bring the translation in line).',
  edited: 'State: edited (changed by hand, not yet recorded as reviewed).',
  reviewed: 'State: reviewed by a person.',
}

type Section = { name: 'messages' | 'postings'; files: LocaleFiles; plainText: boolean }

/** The two catalogs under a locales folder: messages (ICU) and the postings' memory (plain text). */
export function sectionsOf(root: string): Section[] {
  return [
    { name: 'messages', files: new LocaleFiles(root), plainText: false },
    { name: 'postings', files: new LocaleFiles(join(root, 'postings')), plainText: true },
  ]
}

/** `Job posting full-stack-developer-hyderabad, responsibility 1` → `full-stack-developer-hyderabad/responsibility-1`. */
function postingName(id: string, description: string | undefined): string {
  const match = /^Job posting (\S+), (.+)$/.exec(description ?? '')
  return match ? `${match[1]}/${(match[2] ?? '').replace(/\s+/g, '-')}` : id
}

const ph = (id: number, piece: Extract<Piece, { code: string }>) => ({
  Span: { id: String(id), ctype: piece.kind, 'equiv-text': piece.code, contents: piece.code },
})

/** Source and target as XLIFF inline content; a target code gets the id of the same code in the source. */
function inlineValues(source: Piece[], target: Piece[] | undefined): { source: XliffValue[]; target?: XliffValue[] } {
  let next = 1
  const sourceCodes: { code: string; id: number }[] = []
  const sourceValue = source.map((piece) => {
    if ('text' in piece) return piece.text
    sourceCodes.push({ code: piece.code, id: next })
    return ph(next++, piece)
  })
  const targetValue = target?.map((piece) => {
    if ('text' in piece) return piece.text
    const same = sourceCodes.findIndex((c) => c.code === piece.code)
    const id = same >= 0 ? (sourceCodes.splice(same, 1)[0]?.id ?? next++) : next++
    return ph(id, piece)
  })
  return { source: sourceValue, ...(targetValue ? { target: targetValue } : {}) }
}

export type ExportOptions = { states?: readonly UnitState[] }

/** The XLIFF 1.2 document of one language, and how many units of each state it holds. */
export async function exportXliff(
  root: string,
  lang: LanguageCode,
  { states = UNIT_STATES }: ExportOptions = {},
): Promise<{ xml: string; counts: Record<UnitState, number> }> {
  const tag = languageTag(lang)
  const counts = Object.fromEntries(UNIT_STATES.map((s) => [s, 0])) as Record<UnitState, number>
  const targetStates = new Map<string, (typeof TARGET_STATE)[keyof typeof TARGET_STATE]>()
  const resources: Record<string, Record<string, XliffUnit>> = {}
  for (const { name, files, plainText } of sectionsOf(root)) {
    const source = files.source()
    const catalog = files.catalog(lang)
    const provenance = files.provenance(lang)
    const units: [string, XliffUnit][] = []
    for (const [id, { defaultMessage, description }] of Object.entries(source)) {
      const translation = catalog[id]
      const state = unitState(defaultMessage, translation, provenance[id])
      if (!states.includes(state)) continue
      counts[state]++
      const english = plainText ? defaultMessage : englishForLanguage(defaultMessage, tag)
      const flagged =
        state === 'flagged'
          ? `plural categories without an English counterpart: ${provenance[id]?.plurals?.join(', ')}`
          : undefined
      const resname = name === 'postings' ? postingName(id, description) : id
      if (state !== 'missing') targetStates.set(`${name}\n${id}`, TARGET_STATE[state])
      units.push([
        id,
        {
          ...inlineValues(
            icuPieces(english, plainText),
            translation === undefined ? undefined : icuPieces(translation, plainText),
          ),
          note: [description, STATE_NOTE[state], flagged && `Review: ${flagged}.`].filter((n): n is string => !!n),
          additionalAttributes: { resname, 'xml:space': 'preserve' },
        },
      ])
    }
    // Postings read job by job, field by field; messages by id.
    const order = (unit: XliffUnit) => unit.additionalAttributes?.resname ?? ''
    units.sort(([, a], [, b]) => order(a).localeCompare(order(b), 'en', { numeric: true }))
    if (units.length) resources[name] = Object.fromEntries(units)
  }
  // No indentation from the library: it would put line breaks inside <source>
  // and <target>, whose whitespace is the text's own.
  const bare = await jsToXliff12({ sourceLanguage: languageTag('en'), targetLanguage: tag, resources }, { indent: '' })
  return { xml: withTargetStates(bare, targetStates), counts }
}

/** Adds what the library cannot write: <target state="…">, the XML declaration, and line breaks between units. */
function withTargetStates(xml: string, states: Map<string, Record<string, string>>): string {
  const doc = create({ skipWhitespaceOnlyText: false }, xml)
  doc.dec({ version: '1.0', encoding: 'UTF-8' })
  const dom = doc.node as unknown as Document
  for (const target of Array.from(dom.getElementsByTagName('target'))) {
    const unit = target.parentElement
    let file = unit?.parentElement
    while (file && file.nodeName !== 'file') file = file.parentElement
    const state = states.get(`${file?.getAttribute('original')}\n${unit?.getAttribute('id')}`)
    for (const [attribute, value] of Object.entries(state ?? {})) target.setAttribute(attribute, value)
  }
  // Line breaks around structural elements only: never inside source, target or note.
  for (const name of ['file', 'body', 'trans-unit', 'source', 'target', 'note']) {
    for (const element of Array.from(dom.getElementsByTagName(name))) {
      element.parentNode?.insertBefore(dom.createTextNode('\n'), element)
      if (['file', 'body', 'trans-unit'].includes(name)) element.appendChild(dom.createTextNode('\n'))
    }
  }
  return `${doc.end({ prettyPrint: false })}\n`
}

export type UnitError = { id: string; reason: string }
export type ImportResult =
  { ok: true; lang: LanguageCode; changed: Record<Section['name'], string[]> } | { ok: false; errors: UnitError[] }

/** The text of a target as the CAT tool returned it: its codes put back as the ICU they hold. */
function valueText(value: XliffValue | undefined): string {
  if (value === undefined) return ''
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(valueText).join('')
  const [[kind, element] = []] = Object.entries(value)
  if (kind === 'Standalone') return String(element?.['equiv-text'] ?? '') // <x/> a tool made of a <ph>
  return valueText(element?.contents as XliffValue | undefined) // <ph>, <g>, <mrk>: their content
}

/** The units of a <file>, groups flattened. */
function unitsOf(resources: Record<string, XliffUnit>): [string, XliffUnit][] {
  return Object.entries(resources).flatMap(([id, unit]) =>
    unit.groupUnits ? unitsOf(unit.groupUnits) : [[id, unit] as [string, XliffUnit]],
  )
}

/**
 * The site language a file's target-language names. CAT tools often write a
 * regional tag (Trados: fr-FR, memoQ: zh-CN): the language and script must be
 * the site's, and the region too where the site names one (pt-BR, not pt-PT).
 */
export function languageOfTag(tag: string | undefined): LanguageCode | undefined {
  let file: Intl.Locale
  try {
    file = new Intl.Locale(tag ?? '').maximize()
  } catch {
    return undefined
  }
  return TRANSLATED_LANGUAGES.find((code) => {
    const site = new Intl.Locale(languageTag(code))
    const full = site.maximize()
    return (
      file.language === full.language && file.script === full.script && (!site.region || file.region === site.region)
    )
  })
}

/**
 * Reads an XLIFF file back. Every unit is checked first (known id, the English
 * it was made from, ICU syntax, the English placeholders, the language's
 * typography and script, and for a changed unit every plural category the
 * language needs); on any error nothing is written. Otherwise the changed units
 * are written and recorded as reviewed by a person; the others keep their state.
 */
export async function importXliff(root: string, xml: string): Promise<ImportResult> {
  let document
  try {
    document = await xliff12ToJs(xml, { captureSpacesBetweenElements: true })
  } catch (error) {
    return { ok: false, errors: [{ id: '(file)', reason: `not an XLIFF 1.2 file: ${String(error)}` }] }
  }
  const lang = languageOfTag(document.targetLanguage)
  if (!lang) {
    const languages = TRANSLATED_LANGUAGES.map(languageTag).join(', ')
    const reason = `target-language "${document.targetLanguage ?? ''}" is not one of ${languages}`
    return { ok: false, errors: [{ id: '(file)', reason }] }
  }
  const tag = languageTag(lang)
  const errors: UnitError[] = []
  const plans: { section: Section; catalog: Catalog; changed: string[] }[] = []
  const sections = sectionsOf(root)
  for (const name of Object.keys(document.resources)) {
    if (!sections.some((s) => s.name === name)) errors.push({ id: `(file ${name})`, reason: 'not a part of this site' })
  }
  for (const section of sections) {
    const units = unitsOf(document.resources[section.name] ?? {})
    const { files, plainText } = section
    const source = files.source()
    const current = files.catalog(lang)
    const incoming: Catalog = {}
    const changed: string[] = []
    for (const [id, unit] of units) {
      const english = source[id]?.defaultMessage
      if (english === undefined) {
        errors.push({ id, reason: `unknown id: no such ${section.name === 'postings' ? 'posting text' : 'message'}` })
        continue
      }
      if (id in incoming) {
        errors.push({ id, reason: 'the unit appears twice in the file' })
        continue
      }
      if (valueText(unit.source) !== (plainText ? english : englishForLanguage(english, tag))) {
        errors.push({ id, reason: 'the English changed since this file was exported: export the language again' })
        continue
      }
      const text = valueText(unit.target)
      if (!text.trim()) continue // left untranslated in the CAT tool: nothing to import
      incoming[id] = text
      if (text === current[id]) continue
      changed.push(id)
      // Only for changed units: ICU falls back to `other`, and i18n:check accepts entries that
      // leave out a form it covers (the Spanish `many` of a million): a file is not refused for
      // text the translator did not touch.
      const missing = plainText ? [] : missingPluralCategories(text, tag)
      if (missing.length)
        errors.push({ id, reason: `plural categories ${tag} needs are missing: ${missing.join(', ')}` })
    }
    errors.push(...catalogProblems(section, lang, incoming))
    plans.push({ section, catalog: { ...current, ...incoming }, changed })
  }
  if (errors.length) return { ok: false, errors }

  const changed = { messages: [] as string[], postings: [] as string[] }
  for (const { section, catalog, changed: ids } of plans) {
    if (!ids.length) continue
    section.files.writeCatalog(lang, catalog)
    const recorded = review(section.files, lang, ids, { machine: false, all: false })
    if ('error' in recorded) throw new Error(recorded.error) // the ids were all checked above
    changed[section.name] = ids
  }
  return { ok: true, lang, changed }
}

/** The checks of `npm run i18n:check` on the imported units, as if each were recorded anew. */
function catalogProblems({ files, plainText }: Section, lang: string, incoming: Catalog): UnitError[] {
  const allSource = files.source()
  const source = Object.fromEntries(Object.keys(incoming).map((id) => [id, allSource[id] ?? { defaultMessage: '' }]))
  const provenance: Provenance = Object.fromEntries(
    Object.entries(incoming).map(([id, text]) => [id, reviewedEntry(source[id]?.defaultMessage ?? '', text)]),
  )
  return checkCatalogs({
    source,
    languages: [lang],
    catalogs: { [lang]: incoming },
    provenance: { [lang]: provenance },
    allowlist: files.allowlist(),
    plainText,
  })
    .filter((problem) => problem.lang === lang)
    .map(({ id, kind, detail }) => ({ id, reason: `${kind}: ${detail}` }))
}
