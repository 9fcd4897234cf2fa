// The job pages' link-preview pictures: 1200×630 PNG (social networks take no
// SVG), one per job and language, in the brand's illustration system
// (scripts/artwork/illustration.ts): the navy ground with its grid of dots, the
// motif of the job's field in the half the text leaves free, and the title and
// place in the page's language, set by Pango (sharp's text), which shapes every
// script of the twelve with the Noto fonts and wraps the lines.
// Each picture is kept in .cache/job-images under a hash of what it shows, so a
// rebuild draws only new or changed ones (and drops the others from the cache).
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { BRAND } from '../../src/config/brand'
import { LANGUAGE_CODES, languageOf, type LanguageCode } from '../../src/config/languages'
import type { Job } from '../../src/content/jobs'
import { JOB_IMAGE, jobImagePath } from '../../src/content/jobs/image'
import { jobCities, jobCountries, jobStates, jobTitles } from '../../src/content/jobs/vocabulary'
import { jobText } from '../../src/pages/careers/jobText'
import { translatorFor } from '../../src/server/i18n'
import { illustration, TONES, type Motif } from '../artwork/illustration'
import { escapeXml, hash } from '../artwork/svg'

export const JOB_IMAGE_CACHE = '.cache/job-images'
/** Changes when the drawing changes, so cached pictures are drawn again. */
const DRAWING_VERSION = 3

/** The motif of a job's field. */
const MOTIF: Record<Job['title'], Motif> = {
  technicalRecruiter: 'matching',
  talentAcquisitionPartner: 'constellation',
  rpoDeliveryLead: 'cycle',
  hrBusinessPartner: 'dialogue',
  hrOperationsSpecialist: 'community',
  payrollSpecialist: 'waffle',
  javaBackendEngineer: 'circuit',
  fullStackDeveloper: 'layers',
  dataEngineer: 'hexgrid',
  dataAnalyst: 'bars',
  businessAnalyst: 'steps',
  cloudEngineer: 'layers',
  devopsEngineer: 'cycle',
  cybersecurityAnalyst: 'vault',
  qaAutomationEngineer: 'gauge',
  sapFicoConsultant: 'blocks',
  gccProgramManager: 'network',
  projectManager: 'steps',
  financialAnalyst: 'launch',
  accountsPayableExecutive: 'blocks',
  customerSupportAssociate: 'dialogue',
  workplaceFacilitiesManager: 'columns',
  machineLearningEngineer: 'constellation',
  salesforceDeveloper: 'network',
}

type Picture = { lang: LanguageCode; title: string; place: string; motif: Motif; seed: number }

const { width: W, height: H } = JOB_IMAGE
const MARGIN = 64
const TEXT_WIDTH = W / 2 - MARGIN - 8
const HOSTNAME = new URL(BRAND.siteUrl).hostname

type Raw = { data: Buffer; width: number; height: number }
const rawInput = ({ width, height }: Raw) => ({ raw: { width, height, channels: 4 as const } })

/** A line of text set by Pango, as raw RGBA pixels (composited as they are, never encoded). */
async function textImage(lang: LanguageCode, markup: string, size: number, colour: string, rtl: boolean): Promise<Raw> {
  const { data, info } = await sharp({
    text: {
      text: `<span lang="${lang}" foreground="${colour}">${markup}</span>`,
      font: `Noto Sans ${size}`,
      width: TEXT_WIDTH,
      dpi: 72,
      rgba: true,
      align: rtl ? 'right' : 'left',
      wrap: 'word-char',
    },
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * What many pictures share, drawn once: a language's brand and host lines (the
 * same on every job), a job's ground and art (the same in eleven languages,
 * mirrored in Arabic). Kept for the most recent few, as pictures are drawn job by job.
 */
function recent<T>(size: number) {
  const kept = new Map<string, Promise<T>>()
  return (key: string, make: () => Promise<T>) => {
    let value = kept.get(key)
    if (!value) {
      kept.set(key, (value = make()))
      if (kept.size > size) kept.delete(kept.keys().next().value!)
    }
    return value
  }
}
const fixedLines = recent<Raw>(64)
const grounds = recent<Raw>(8)

/** The navy ground with its dots, the job's art in one half and the accent bar, as raw RGBA. */
function ground(p: Picture, rtl: boolean): Promise<Raw> {
  return grounds(`${p.motif}|${p.seed}|${rtl}`, async () => {
    const t = TONES.navy
    const art = illustration({ width: W / 2, height: H, motif: p.motif, seed: p.seed, variant: p.seed % 3, frame: 0 })
    const barX = rtl ? W - MARGIN - 56 : MARGIN
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
      `<rect width="${W}" height="${H}" fill="${t.ground}"/>` +
      `<defs><pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="1.5" fill="${t.faint}"/></pattern></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#dots)"/>` +
      `<g transform="translate(${rtl ? 0 : W / 2} 0)">${art}</g>` +
      `<rect x="${barX}" y="92" width="56" height="6" rx="3" fill="${t.accent}"/></svg>`
    const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  })
}

/** The picture: art in one half, the words in the other (the right one in Arabic). */
export async function drawJobImage(p: Picture): Promise<Buffer> {
  const rtl = languageOf(p.lang).dir === 'rtl'
  const t = TONES.navy
  const bold = (text: string) => `<b>${escapeXml(text)}</b>`
  const [art, brand, place, host] = await Promise.all([
    ground(p, rtl),
    fixedLines(`brand|${p.lang}`, () => textImage(p.lang, bold(BRAND.legalName), 26, t.strong, rtl)),
    textImage(p.lang, escapeXml(p.place), 30, t.strong, rtl),
    fixedLines(`host|${p.lang}`, () => textImage(p.lang, escapeXml(HOSTNAME), 24, t.line, rtl)),
  ])
  // A long title (or a long translation) is set smaller rather than cut.
  let title = await textImage(p.lang, bold(p.title), 58, '#ffffff', rtl)
  if (title.height > 230) title = await textImage(p.lang, bold(p.title), 44, '#ffffff', rtl)
  const left = (width: number) => (rtl ? W - MARGIN - width : MARGIN)
  const titleTop = 176
  const layer = (image: Raw, top: number) => ({ input: image.data, ...rawInput(image), left: left(image.width), top })
  return (
    sharp(art.data, rawInput(art))
      .composite([
        layer(brand, 120),
        layer(title, titleTop),
        layer(place, titleTop + title.height + 24),
        layer(host, H - MARGIN - host.height),
      ])
      // Flat colours and smooth type: a 256-colour palette, undithered, looks the same at a third of the bytes.
      .png({ palette: true, quality: 90, dither: 0, compressionLevel: 9, effort: 7 })
      .toBuffer()
  )
}

/** The job's picture in each language, as the job page in that language names it. */
export function jobPictures(job: Job): Map<LanguageCode, Picture> {
  const seed = hash(job.id)
  return new Map(
    LANGUAGE_CODES.map((lang) => {
      const t = translatorFor(lang)
      const place = t(jobText.location, {
        city: t(jobCities[job.city]),
        state: t(jobStates[job.state]),
        country: t(jobCountries[job.country]),
      })
      return [lang, { lang, title: t(jobTitles[job.title]), place, motif: MOTIF[job.title], seed }]
    }),
  )
}

/**
 * Draws the pictures the cache lacks and, given `dist`, writes every job's pictures
 * under it and drops from the cache those no job shows any more. Without `dist` it only
 * draws: the build does that beside the pre-render (scripts/prerender.ts).
 */
export async function writeJobImages(jobs: readonly Job[], dist?: string, cache = JOB_IMAGE_CACHE) {
  const started = Date.now()
  mkdirSync(cache, { recursive: true })
  const work = jobs.flatMap((job) => [...jobPictures(job)].map(([lang, picture]) => ({ job, lang, picture })))
  let drawn = 0
  const used = new Set<string>()
  const next = work.values()
  // A few at a time: libvips uses its own threads for each.
  const worker = async () => {
    for (const { job, lang, picture } of next) {
      const key = createHash('sha256')
        .update(JSON.stringify({ v: DRAWING_VERSION, picture }))
        .digest('hex')
        .slice(0, 24)
      const cached = join(cache, `${key}.png`)
      used.add(`${key}.png`)
      if (!existsSync(cached)) {
        writeFileSync(`${cached}.tmp`, await drawJobImage(picture))
        renameSync(`${cached}.tmp`, cached)
        drawn++
      }
      if (!dist) continue
      const target = join(dist, jobImagePath(job.id, lang))
      mkdirSync(dirname(target), { recursive: true })
      copyFileSync(cached, target)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  // Pictures of jobs gone or changed are not kept.
  if (dist) for (const name of readdirSync(cache)) if (!used.has(name)) rmSync(join(cache, name), { force: true })
  return { pictures: work.length, drawn, ms: Date.now() - started }
}
