import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawJobImage, jobPictures, writeJobImages } from '../../scripts/lib/jobImages'
import { LANGUAGE_CODES } from '../../src/config/languages'
import { JOBS } from '../../src/content/jobs'
import { JOB_IMAGE, jobImagePath } from '../../src/content/jobs/image'

const job = JOBS[0]!

/** Mean brightness of a vertical band of the picture (0–255). */
async function brightness(png: Buffer, left: number, width: number) {
  const grey = await sharp(png).extract({ left, top: 150, width, height: 300 }).greyscale().raw().toBuffer()
  return grey.reduce((sum, v) => sum + v, 0) / grey.length
}

describe('job link-preview pictures', () => {
  it('are 1200×630 PNG, the words on the reading side and the art on the other', async () => {
    const pictures = jobPictures(job)
    const en = await drawJobImage(pictures.get('en')!)
    const ar = await drawJobImage(pictures.get('ar')!)
    for (const png of [en, ar]) {
      const { width, height, format } = await sharp(png).metadata()
      expect({ width, height, format }).toEqual({ width: JOB_IMAGE.width, height: JOB_IMAGE.height, format: 'png' })
    }
    // The white title is where the text column starts: at the left in English, the right in Arabic.
    expect(await brightness(en, 64, 200)).toBeGreaterThan(await brightness(en, 936, 200))
    expect(await brightness(ar, 936, 200)).toBeGreaterThan(await brightness(ar, 64, 200))
  }, 30_000)

  it('show the title and place in each language', () => {
    const pictures = jobPictures(job)
    expect([...pictures.keys()]).toEqual(LANGUAGE_CODES)
    expect(pictures.get('en')!.place).toMatch(/, /)
    expect(new Set([...pictures.values()].map((p) => p.title)).size).toBeGreaterThan(6)
  })

  it('are written for every job and language, and drawn again only when what they show changes', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'))
    const cache = mkdtempSync(join(tmpdir(), 'cache-'))
    const first = await writeJobImages([job], dist, cache)
    expect(first).toMatchObject({ pictures: LANGUAGE_CODES.length, drawn: LANGUAGE_CODES.length })
    for (const lang of LANGUAGE_CODES) expect(existsSync(join(dist, jobImagePath(job.id, lang)))).toBe(true)
    expect((await writeJobImages([job], dist, cache)).drawn).toBe(0)
    // Another job in its place: its pictures are drawn, the old ones leave the cache.
    const other = JOBS.find((j) => j.title !== job.title)!
    expect((await writeJobImages([other], dist, cache)).drawn).toBe(LANGUAGE_CODES.length)
    expect(readdirSync(cache)).toHaveLength(LANGUAGE_CODES.length)
  }, 120_000)
})
