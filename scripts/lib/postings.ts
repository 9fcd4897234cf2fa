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
    const where = (i: number) =>
      i === 0
        ? 'description'
        : i <= job.responsibilities.length
          ? `responsibility ${i}`
          : `requirement ${i - job.responsibilities.length}`
    postingTexts(job).forEach((text, i) => {
      const id = hashText(text)
      source[id] ??= { defaultMessage: text, description: `Job posting ${job.id}, ${where(i)}` }
    })
  }
  return source
}

/**
 * A posting in one language, or undefined when the memory lacks any of its
 * texts (the page then shows HR's English).
 */
export function translatedPosting(job: Job, memory: Record<string, string>): string[] | undefined {
  const texts = postingTexts(job).map((text) => memory[hashText(text)])
  return texts.every((t) => t !== undefined && t !== '') ? (texts as string[]) : undefined
}
