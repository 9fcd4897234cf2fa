// `npm run i18n:review -- …`: what a translator needs to review, and the
// record that they did. `list` shows a language's entries by state with the
// English beside them; `mark` records entries as reviewed by a person (or as
// machine output). See USAGE, and docs/translating.md.
import { parseArgs, styleText } from 'node:util'
import { TRANSLATED_LANGUAGES } from '../src/config/languages'
import { machineEntry, reviewedEntry, LocaleFiles } from './lib/catalogs'
import { isMainModule } from './lib/main'
import {
  countStates,
  entryStates,
  isReviewState,
  REVIEW_STATES,
  type EntryState,
  type ReviewState,
} from './lib/reviewStates'
import { messageSet, postingSet, type EntrySet } from './lib/reviewSets'

const USAGE = `Usage: npm run i18n:review -- <command> …

  list [<lang>] [--state <s>[,<s>…]] [--id <prefix>] [--messages | --postings] [--json]
      Without <lang>: the count of entries in each state, per language.
      With <lang>: the counts, then each entry of the states asked for (by default
      stale, flagged and edited: those waiting on you; --state all for every entry),
      with the English beside it and the pages that show it.
  mark <lang> (<id>… | --state <s> | --id <prefix> | --all) [--messages | --postings] [--machine] [--restore]
      Records the entries' current text as reviewed by a person, for the current English.
      An id is a message id (page.about.history.heading), or for a posting text
      its job and field (talent-partner-hyderabad#responsibility-2), its job id
      (all its texts) or its hash. --state and --id mark every entry they select.
      --machine records them as machine output instead; --restore first puts back
      the reviewed text kept beside a stale entry (its new English said the same).

States: machine (not yet reviewed), reviewed, stale (the English changed since a
person reviewed it: the machine's translation of the new English is published,
theirs is kept beside it), flagged (plural forms the machine added that the
English lacks), edited (changed by hand and not marked).
<lang> is one of ${TRANSLATED_LANGUAGES.join(', ')}.`

const ATTENTION: readonly ReviewState[] = ['stale', 'flagged', 'edited']

export type Listed = EntryState & { kind: EntrySet['kind']; name: string; where: string[] }
export type Listing = {
  lang: string
  counts: Partial<Record<EntrySet['kind'], Record<ReviewState, number>>>
  entries: Listed[]
}

const matches = (set: EntrySet, id: string, prefix: string | undefined) =>
  prefix === undefined || set.names(id).some((name) => name.startsWith(prefix))

function statesOf(set: EntrySet, lang: string): EntryState[] {
  return entryStates(set.files.source(), set.files.catalog(lang), set.files.provenance(lang))
}

/** A language's entries of the states asked for, with the English and the pages that show them. */
export function list(
  sets: readonly EntrySet[],
  lang: string,
  filter: { states?: readonly ReviewState[]; idPrefix?: string } = {},
): Listing {
  const states = filter.states ?? ATTENTION
  const listing: Listing = { lang, counts: {}, entries: [] }
  for (const set of sets) {
    const all = statesOf(set, lang)
    listing.counts[set.kind] = countStates(all)
    const chosen = all.filter((e) => states.includes(e.state) && matches(set, e.id, filter.idPrefix))
    const where = chosen.length ? set.where(lang) : () => []
    for (const entry of chosen)
      listing.entries.push({
        ...entry,
        kind: set.kind,
        name: set.names(entry.id)[0] ?? entry.id,
        where: where(entry.id),
      })
  }
  return listing
}

export type MarkRequest = {
  ids: readonly string[]
  states?: readonly ReviewState[]
  idPrefix?: string
  all?: boolean
  machine?: boolean
  restore?: boolean
}
export type MarkResult = { marked: number } | { error: string }

/** Records entries as reviewed (or machine output); nothing is written if any id is unknown. */
export function mark(sets: readonly EntrySet[], lang: string, request: MarkRequest): MarkResult {
  if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(lang))
    return { error: `Not a language to review: ${lang}. <lang> is one of ${TRANSLATED_LANGUAGES.join(', ')}.` }
  if (!request.ids.length && !request.states && request.idPrefix === undefined && !request.all)
    return { error: `Name the entries to mark, or select them with --state, --id or --all.\n\n${USAGE}` }
  const byName = (set: EntrySet, catalogIds: string[], name: string) =>
    catalogIds.filter((id) => set.names(id).some((n) => n === name || n.startsWith(`${name}#`)))
  const chosen = new Map<EntrySet, Set<string>>(sets.map((set) => [set, new Set()]))
  const unknown = new Set(request.ids)
  for (const set of sets) {
    const states = statesOf(set, lang)
    const catalogIds = states.map((e) => e.id)
    for (const name of request.ids) {
      const found = byName(set, catalogIds, name)
      if (found.length) unknown.delete(name)
      for (const id of found) chosen.get(set)?.add(id)
    }
    if (request.states || request.idPrefix !== undefined || request.all)
      for (const e of states)
        if (
          (request.all || !request.states || request.states.includes(e.state)) &&
          matches(set, e.id, request.idPrefix)
        )
          chosen.get(set)?.add(e.id)
  }
  if (unknown.size) return { error: `No ${lang} entry named ${[...unknown].join(', ')}: nothing was recorded.` }
  const changes = []
  for (const [set, ids] of chosen) {
    if (!ids.size) continue
    const source = set.files.source()
    const catalog = set.files.catalog(lang)
    const provenance = set.files.provenance(lang)
    for (const id of ids) {
      const english = source[id]?.defaultMessage ?? ''
      if (request.restore) {
        const kept = provenance[id]?.earlier
        if (!kept)
          return {
            error: `${lang} ${set.names(id)[0]} has no reviewed text kept to restore (until i18n:translate replaces a stale entry, its text is yours: mark it without --restore): nothing was recorded.`,
          }
        catalog[id] = kept.text
      }
      const text = catalog[id] ?? ''
      provenance[id] = request.machine ? machineEntry(english, text) : reviewedEntry(english, text)
    }
    for (const id of Object.keys(provenance)) if (!(id in source)) delete provenance[id]
    changes.push(() => set.files.writeLanguage(lang, catalog, provenance))
  }
  for (const write of changes) write()
  return { marked: [...chosen.values()].reduce((n, ids) => n + ids.size, 0) }
}

export type ReviewResult = { recorded: number } | { error: string }

/** The earlier form, `i18n:review -- <lang> <id>… | --all`, on one folder. */
export function review(
  files: LocaleFiles,
  lang: string | undefined,
  ids: readonly string[],
  options: { machine: boolean; all: boolean },
): ReviewResult {
  const set: EntrySet = { kind: 'message', files, names: (id) => [id], where: () => () => [] }
  const result = mark([set], lang ?? '', { ids, all: options.all, machine: options.machine })
  return 'error' in result ? result : { recorded: result.marked }
}

// ---- the command ----

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function countLine(counts: Record<ReviewState, number>): string {
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  return `${total} (${REVIEW_STATES.map((s) => `${s} ${counts[s]}`).join(' · ')})`
}

const indent = (text: string) => text.replace(/\n/g, '\n                   ')
const row = (label: string, text: string) => `  ${label.padEnd(17)}${indent(text)}`

/** Each state's colour in a terminal (none when piped, or with NO_COLOR). */
const STATE_COLOUR = { machine: 'dim', reviewed: 'green', stale: 'yellow', flagged: 'cyan', edited: 'magenta' } as const
const coloured = (state: ReviewState) =>
  process.stdout.isTTY && !process.env.NO_COLOR
    ? styleText([STATE_COLOUR[state], 'bold'], state.padEnd(9), { validateStream: false })
    : state.padEnd(9)

function formatEntry(e: Listed): string {
  const lines = [`${coloured(e.state)}${e.kind} ${e.name}`]
  if (e.state === 'stale' && e.earlier) {
    lines.push(row('English now', e.english))
    lines.push(row('English before', e.earlier.english ?? '(not recorded)'))
    lines.push(row('Reviewed text', e.earlier.text))
    if (e.earlier.text !== e.text) lines.push(row('Published now', `${e.text}  (machine)`))
    else lines.push(row('Published now', 'the reviewed text, until npm run i18n:translate'))
  } else {
    lines.push(row('English', e.english))
    lines.push(row(e.state === 'edited' ? 'Text (by hand)' : 'Text', e.text))
    if (e.earlier)
      lines.push(row('Reviewed before', `${e.earlier.text}  (for: ${e.earlier.english ?? 'not recorded'})`))
  }
  if (e.plurals?.length) lines.push(row('Added forms', e.plurals.join(', ')))
  if (e.outdated) lines.push(row('Note', 'the English changed: npm run i18n:translate replaces this'))
  if (e.where.length)
    lines.push(
      row(
        'Shown on',
        e.where.slice(0, 3).join('  ') + (e.where.length > 3 ? `  (and ${e.where.length - 3} more)` : ''),
      ),
    )
  return lines.join('\n')
}

function printListing(listing: Listing, states: readonly ReviewState[]): void {
  for (const [kind, counts] of Object.entries(listing.counts))
    console.log(`${listing.lang} ${`${kind}s:`.padEnd(10)} ${countLine(counts)}`)
  console.log('')
  for (const e of listing.entries) console.log(`${formatEntry(e)}\n`)
  const n = listing.entries.length
  console.log(
    n
      ? `${plural(n, 'entry', 'entries')} ${states.join(', ')}. When one is right: npm run i18n:review -- mark ${listing.lang} <id>`
      : `No ${states.join(', ')} entries in ${listing.lang}.`,
  )
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      state: { type: 'string', multiple: true },
      id: { type: 'string' },
      messages: { type: 'boolean' },
      postings: { type: 'boolean' },
      json: { type: 'boolean' },
      machine: { type: 'boolean' },
      restore: { type: 'boolean' },
      all: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}

class UsageError extends Error {}

function chosenStates(values: string[] | undefined): ReviewState[] | undefined {
  if (!values) return undefined
  const names = values.flatMap((v) => v.split(',')).map((v) => v.trim())
  if (names.includes('all')) return [...REVIEW_STATES]
  const wrong = names.filter((n) => !isReviewState(n))
  if (wrong.length) throw new UsageError(`Not a state: ${wrong.join(', ')}. States: ${REVIEW_STATES.join(', ')}, all.`)
  return names as ReviewState[]
}

export function run(args: string[]): number {
  const { values, positionals } = parse(args)
  if (values.help || !positionals.length) {
    console.log(USAGE)
    return values.help ? 0 : 2
  }
  // The earlier form: `<lang> <id>…` means mark.
  const [command, ...rest] = (TRANSLATED_LANGUAGES as readonly string[]).includes(positionals[0] ?? '')
    ? ['mark', ...positionals]
    : positionals
  const sets = [
    ...(values.postings && !values.messages ? [] : [messageSet()]),
    ...(values.messages && !values.postings ? [] : [postingSet()]),
  ]
  const states = chosenStates(values.state)
  if (command === 'list') {
    const langs = rest.length ? rest : TRANSLATED_LANGUAGES
    const bad = langs.filter((l) => !(TRANSLATED_LANGUAGES as readonly string[]).includes(l))
    if (bad.length) throw new UsageError(`Not a language to review: ${bad.join(', ')}.\n\n${USAGE}`)
    if (!rest.length) {
      const counts = langs.map((lang) => list(sets, lang, { states: [] }))
      if (values.json) console.log(JSON.stringify(counts, null, 2))
      else
        for (const c of counts)
          for (const [kind, n] of Object.entries(c.counts))
            console.log(`${c.lang} ${`${kind}s:`.padEnd(10)} ${countLine(n)}`)
      return 0
    }
    for (const lang of langs) {
      const listing = list(sets, lang, { states, idPrefix: values.id })
      if (values.json) console.log(JSON.stringify(listing, null, 2))
      else printListing(listing, states ?? ATTENTION)
    }
    return 0
  }
  if (command === 'mark') {
    const [lang = '', ...ids] = rest
    const result = mark(sets, lang, {
      ids,
      states,
      idPrefix: values.id,
      all: values.all,
      machine: values.machine,
      restore: values.restore,
    })
    if ('error' in result) throw new UsageError(result.error)
    const as = values.machine ? 'machine output' : 'reviewed by a person'
    if (values.json) console.log(JSON.stringify({ lang, marked: result.marked, as }))
    else console.log(`${lang}: ${plural(result.marked, 'entry', 'entries')} recorded as ${as}`)
    return 0
  }
  throw new UsageError(`Not a command: ${command}.\n\n${USAGE}`)
}

if (isMainModule(import.meta.url)) {
  // A listing piped into `head` or `less` that is closed early is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0)
    throw error
  })
  try {
    process.exitCode = run(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError && 'code' in error)) throw error
    console.error(error.message) // parseArgs refuses an unknown option with a TypeError that has a code
    process.exitCode = 2
  }
}
