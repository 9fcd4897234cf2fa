// The job postings' own text (description, responsibilities, requirements) in
// the translation pipeline. HR writes it in English in jobs.json; its
// translation memory lives beside the catalogs, in the same shape:
//   locales/postings/en.json             hash of the English → { defaultMessage: the English,
//                                        description: where it is used, for translators }
//   locales/postings/{lang}.json         hash → translation
//   locales/postings/provenance/{lang}.json
// so the catalog code (translate, check, review) serves both. Keyed by the
// English text's hash: a changed English sentence is a new entry, and the
// same sentence in many postings is translated once.
import { postingTexts, type Job } from '../../src/content/jobs'
import { hashText, type SourceCatalog } from './catalogs'

export const POSTINGS_DIR = 'locales/postings'

/** The English source of the translation memory: one entry per distinct text. */
export function postingSource(jobs: readonly Job[]): SourceCatalog {
  const source: SourceCatalog = {}
  for (const job of jobs) {
    postingTexts(job).forEach((text, i) => {
      const id = hashText(text)
      source[id] ??= { defaultMessage: text, description: `Job posting ${job.id}, ${fieldOf(job, i)}` }
    })
  }
  return source
}

/** Which field of a posting its i-th text is: description, responsibility 2, requirement 1… */
function fieldOf(job: Job, i: number): string {
  if (i === 0) return 'description'
  return i <= job.responsibilities.length ? `responsibility ${i}` : `requirement ${i - job.responsibilities.length}`
}

/** Where a posting text is used, as a translator names it: `job-id#responsibility-2`. */
export type PostingPlace = { job: string; field: string; ref: string }

/** Every place each text of the memory is used (hash → places), in the jobs' order. */
export function postingPlaces(jobs: readonly Job[]): Map<string, PostingPlace[]> {
  const places = new Map<string, PostingPlace[]>()
  for (const job of jobs) {
    postingTexts(job).forEach((text, i) => {
      const field = fieldOf(job, i)
      const place = { job: job.id, field, ref: `${job.id}#${field.replace(' ', '-')}` }
      places.set(hashText(text), [...(places.get(hashText(text)) ?? []), place])
    })
  }
  return places
}

/**
 * A posting in one language, or undefined when the memory lacks any of its
 * texts (the page then shows HR's English).
 */
export function translatedPosting(job: Job, memory: Record<string, string>): string[] | undefined {
  const texts = postingTexts(job).map((text) => memory[hashText(text)])
  return texts.every((t) => t !== undefined && t !== '') ? (texts as string[]) : undefined
}
