// Each job's link-preview picture (og:image), one per language with the title
// and place in that language, drawn at build time (scripts/lib/jobImages.ts).
import type { LanguageCode } from '../../config/languages'

/** The size the social networks show large (1.91:1). */
export const JOB_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const

export const jobImagePath = (id: string, lang: LanguageCode) => `/og/jobs/${id}.${lang}.png`
