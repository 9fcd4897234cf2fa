// A record that stands in for the owner's material until it arrives carries
// `placeholder: { awaiting }`: what it waits for. The schemas (./schema.ts)
// accept either the real record, with every field the real thing needs, or
// the marked one; the launch report (scripts/lib/contentReport.ts) lists the
// marked ones page by page, and publishing refuses invented clients and
// unattributed testimonials (scripts/content-gate.ts). No zod here: the pages
// import this module.

/** What a placeholder waits for; each kind has its format and place in the launch report. */
export const AWAITING = [
  /** A client who lets us name them: their name, logo (SVG) and a note of their permission. */
  'client',
  /** A testimonial's author: name, job title and company, with their consent. */
  'testimonial',
  /** An award's issuer, year and link (and its photograph). */
  'award',
  /** A press item's publication and date (and its scan). */
  'press',
  /** A video's id on the channel (and its poster). */
  'video',
  /** A person's portrait photograph. */
  'portrait',
  /** The photographs of an event or a CSR activity. */
  'photos',
] as const
export type Awaiting = (typeof AWAITING)[number]

export type Placeholder<K extends Awaiting = Awaiting> = { awaiting: K }

/** The marker a placeholder record carries. */
export const awaiting = <K extends Awaiting>(kind: K): Placeholder<K> => ({ awaiting: kind })

/** Whether a record is still a marked placeholder. */
export function isPlaceholder<T extends object>(record: T): record is Extract<T, { placeholder: Placeholder }> {
  return 'placeholder' in record
}
