// The state of each translated entry, as a translator sees it, read from the
// catalog, its provenance record and the current English:
//   machine   the service wrote it and nobody has reviewed it yet
//   reviewed  a person wrote or approved it for the current English
//   stale     a person reviewed it, then the English changed: the machine's
//             translation of the new English is published (or will be at the
//             next i18n:translate) and the person's text is kept beside it
//   flagged   machine text with plural categories the English lacks
//   edited    the catalog text is not what the record says (changed by hand and
//             not marked, or no record at all)
import { hashText, type Catalog, type Provenance, type SourceCatalog } from './catalogs'

export const REVIEW_STATES = ['machine', 'reviewed', 'stale', 'flagged', 'edited'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

export type EntryState = {
  id: string
  state: ReviewState
  /** The English now. */
  english: string
  /** The translation in the catalog now. */
  text: string
  /** stale (and an edited entry that was stale): the person's text and the English it was written for. */
  earlier?: { text: string; english?: string }
  /** flagged: the plural categories the machine added. */
  plurals?: string[]
  /** A machine entry whose English changed: the next i18n:translate replaces it. */
  outdated?: boolean
}

export const isReviewState = (value: string): value is ReviewState =>
  (REVIEW_STATES as readonly string[]).includes(value)

/** Every entry of a language the catalog holds, with its state, in the English source's order. */
export function entryStates(source: SourceCatalog, catalog: Catalog, provenance: Provenance): EntryState[] {
  const states: EntryState[] = []
  for (const [id, { defaultMessage: english }] of Object.entries(source)) {
    const text = catalog[id]
    if (text === undefined) continue
    const entry = provenance[id]
    const current = entry?.source === hashText(english)
    const base = { id, english, text }
    if (!entry || entry.text !== hashText(text)) {
      states.push({ ...base, state: 'edited', ...(entry?.earlier ? { earlier: entry.earlier } : {}) })
    } else if (entry.earlier) {
      states.push({ ...base, state: 'stale', earlier: entry.earlier })
    } else if (entry.status === 'reviewed' && !current) {
      states.push({ ...base, state: 'stale', earlier: { text, ...(entry.english ? { english: entry.english } : {}) } })
    } else if (entry.status === 'reviewed') {
      states.push({ ...base, state: 'reviewed' })
    } else if (entry.plurals?.length && current) {
      states.push({ ...base, state: 'flagged', plurals: entry.plurals })
    } else {
      states.push({ ...base, state: 'machine', ...(current ? {} : { outdated: true }) })
    }
  }
  return states
}

export function countStates(states: readonly EntryState[]): Record<ReviewState, number> {
  const counts = Object.fromEntries(REVIEW_STATES.map((s) => [s, 0])) as Record<ReviewState, number>
  for (const { state } of states) counts[state] += 1
  return counts
}
