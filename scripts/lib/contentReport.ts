// The launch report: page by page, what of the site still awaits the owner's
// material, in what form and where it goes. It reads the placeholder markers of
// the content data (src/content/placeholder.ts): a marked record's own details
// (a client's name and logo, a testimonial's author, an award's issuer…) are
// listed while it is marked; its pictures while no photograph lies beside them
// (docs/artwork.md, "Photographs"), so a portrait counts as real once its photo exists.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Awaiting, Placeholder } from '../../src/content/placeholder'

/** One kind of content record and where it shows. */
export type ReportSource<T extends object = object> = {
  /** What the records are, as the owner would say it ("Team portrait"). */
  section: string
  records: readonly T[]
  /** The pages (route paths) that show a record. */
  routes: (record: T, index: number) => string[]
  /** The record in a few English words, to know which it is. */
  label: (record: T, index: number) => string
  /** Its pictures (public paths such as /images/team/x.svg). */
  pictures?: (record: T) => string[]
  /** The file where its details are written. */
  file: string
}

export type ReportItem = {
  route: string
  section: string
  label: string
  awaiting: Awaiting
  /** What to supply, in what format. */
  need: string
  /** Where it goes. */
  where: string
  /** Whether publishing refuses it without the owner's say-so (invented clients, unattributed testimonials). */
  blocksPublishing: boolean
}

/** Each kind's details the owner supplies; none for a kind that is only pictures. */
const DETAILS: Partial<Record<Awaiting, string>> = {
  client: "the client's name, its logo as SVG, and a note of its permission to show them (who agreed, when)",
  testimonial: "the author's name, job title and company, and a note of their consent to be quoted (who, when)",
  award: 'the awarding body, the year, and a link to a page that confirms the award',
  press: 'the publication and the date',
  video: "the video's id on the channel (11 characters, from its address)",
}

/** Each kind's picture format. */
const PICTURE: Record<Awaiting, string> = {
  client: '',
  testimonial: '',
  award: 'photograph of the award, as large as you have it',
  press: 'scan or photograph of the clipping, as large as you have it',
  video: 'poster frame, 16:9, at least 1280 px wide',
  portrait: 'portrait photograph, 4:5, at least 800 px wide (cropped to a square on cards)',
  photos: 'photograph, as large as you have it',
}

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp']
const withoutExtension = (src: string) => src.replace(/\.\w+$/, '')

/** Whether a photograph lies beside the picture `src` names, in public/ (docs/artwork.md, "Photographs"). */
export function photoExists(src: string, publicDir = 'public'): boolean {
  return PHOTO_EXTENSIONS.some((ext) => existsSync(join(publicDir, `${withoutExtension(src)}.${ext}`)))
}

/** Everything the content still awaits, one item per page it shows on. */
export function contentReport(sources: readonly ReportSource[], hasPhoto: (src: string) => boolean): ReportItem[] {
  const items: ReportItem[] = []
  for (const source of sources)
    source.records.forEach((record, index) => {
      const marker = (record as { placeholder?: Placeholder }).placeholder
      if (!marker) return
      const { awaiting } = marker
      const label = source.label(record, index)
      const wanted: Omit<ReportItem, 'route' | 'section'>[] = []
      const details = DETAILS[awaiting]
      if (details)
        wanted.push({
          label,
          awaiting,
          need: details,
          where:
            awaiting === 'client'
              ? `public/images/clients/{client}.svg; name and permission in ${source.file}`
              : source.file,
          blocksPublishing: awaiting === 'client' || awaiting === 'testimonial',
        })
      const pictures = source.pictures?.(record) ?? []
      for (const src of pictures.filter((picture) => !hasPhoto(picture)))
        wanted.push({
          label: pictures.length > 1 ? `${label}, ${src.split('/').pop()}` : label,
          awaiting,
          need: PICTURE[awaiting],
          where: `public${withoutExtension(src)}.jpg (beside the .svg it replaces)`,
          blocksPublishing: false,
        })
      for (const route of source.routes(record, index))
        for (const item of wanted) items.push({ route, section: source.section, ...item })
    })
  return items
}

/** The items grouped by page, in the order the pages first appear. */
function byRoute(items: readonly ReportItem[]): Map<string, ReportItem[]> {
  const pages = new Map<string, ReportItem[]>()
  for (const item of items) pages.set(item.route, [...(pages.get(item.route) ?? []), item])
  return pages
}

export const REPORT_COMMAND = 'npm run content:report'

/** The full report: each page, then each thing it awaits, what to supply and where it goes. */
export function formatReport(items: readonly ReportItem[]): string {
  if (items.length === 0) return 'Launch report: nothing awaits the owner’s material.'
  const pages = byRoute(items)
  const lines = [
    `Launch report: ${items.length} things on ${pages.size} pages await the owner’s material (docs/content.md).`,
  ]
  for (const [route, list] of pages) {
    lines.push('', `${route}  (${list.length})`)
    for (const item of list)
      lines.push(`  ${item.section}: ${item.label}`, `    supply: ${item.need}`, `    goes: ${item.where}`)
  }
  return lines.join('\n')
}

/** The build's summary: a count per page and the command for the details. */
export function formatSummary(items: readonly ReportItem[]): string {
  if (items.length === 0) return 'Launch report: nothing awaits the owner’s material.'
  const pages = byRoute(items)
  const width = Math.max(...[...pages.keys()].map((route) => route.length))
  return [
    `Launch report: ${items.length} things on ${pages.size} pages await the owner’s material:`,
    ...[...pages].map(([route, list]) => `  ${route.padEnd(width)}  ${list.length}`),
    `Details: ${REPORT_COMMAND}`,
  ].join('\n')
}

/** The variable by which the owner allows publishing with invented clients or unattributed testimonials. */
export const ALLOW_PLACEHOLDERS = 'ALLOW_PLACEHOLDER_CONTENT'

/**
 * Why publishing must stop, or null: a placeholder client or testimonial would misrepresent the
 * company, so it goes live only when the owner says so (`ALLOW_PLACEHOLDER_CONTENT=yes`).
 */
export function publishingRefusal(items: readonly ReportItem[], env: NodeJS.ProcessEnv): string | null {
  if (env[ALLOW_PLACEHOLDERS] === 'yes') return null
  const blocking = [
    ...new Map(items.filter((i) => i.blocksPublishing).map((i) => [`${i.section}: ${i.label}`, i])).keys(),
  ]
  if (blocking.length === 0) return null
  return [
    `Publishing refused: ${blocking.length} placeholders would go live as if real:`,
    ...blocking.map((what) => `  ${what}`),
    `Replace them (${REPORT_COMMAND}, docs/content.md), or publish them knowingly with ${ALLOW_PLACEHOLDERS}=yes.`,
  ].join('\n')
}
