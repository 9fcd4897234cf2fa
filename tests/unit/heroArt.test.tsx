// Every hero carries a drawing: the home page's slides each their own (a file beside the
// text from lg up, drawn by scripts/artwork/heroes.ts in the brand's colours), and the
// pages with a hero of their own (a job, a gallery event) their area's, like the pages
// around them.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { jobPath, galleryEventPath, PAGES } from '../../src/config/paths'
import { HERO_ART_SIZE, HERO_SLIDES } from '../../src/content/home/hero'
import { JOBS, openJobs, todayIso } from '../../src/content/jobs'
import { GALLERY_EVENT_IDS } from '../../src/content/galleryEvents'
import { loadCatalog } from '../../src/i18n/catalogs'
import { TranslationProvider } from '../../src/i18n/TranslationProvider'
import { HeroSlider } from '../../src/pages/home/HeroSlider'
import { JobDetail } from '../../src/pages/careers/JobDetail'
import GalleryDetailPage from '../../src/pages/media/GalleryDetailPage'
import { TONES } from '../../scripts/artwork/illustration'
import config from '../../uno.config'

vi.mock('virtual:photos', () => ({ default: {} }))
// The head's tags are not what is checked here (and need the build's head manager).
vi.mock(import('../../src/components/Seo'), async (original) => ({ ...(await original()), Seo: () => <></> }))

// The pages render with their catalog parts in (compiled from locales/ by npm run test:unit).
beforeAll(async () => {
  for (const part of [undefined, 'home/HomePage', 'careers/JobDetailPage', 'media/GalleryDetailPage'])
    await loadCatalog('en', part)
})

const render = (path: string, page: React.ReactNode, route = path) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <TranslationProvider language="en">
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </TranslationProvider>
    </MemoryRouter>,
  )

const colors = (config.theme as { colors: Record<string, string | Record<string, string>> }).colors
const PALETTE = new Set([
  ...Object.values(colors).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))),
  ...Object.values(TONES.navy),
  '#fff', // the drifting dots
  '#000', // the rings' masks
  '#13325e', // the lighter end of the posters' navy ground
])

describe('the home hero’s drawings', () => {
  it('are a file per slide, drawn at the size the page gives them', () => {
    for (const slide of HERO_SLIDES) {
      const file = `public${slide.art.src}`
      expect(existsSync(file), file).toBe(true)
      expect(readFileSync(file, 'utf8')).toContain(
        `viewBox="0 0 ${HERO_ART_SIZE.width} ${HERO_ART_SIZE.height}" width="${HERO_ART_SIZE.width}" height="${HERO_ART_SIZE.height}"`,
      )
    }
  })

  it('stand beside the text from lg up as decoration that never competes with it', () => {
    const html = render('/', <HeroSlider />)
    for (const slide of HERO_SLIDES) {
      const img = html.match(new RegExp(`<img[^>]*src="${slide.art.src}"[^>]*>`))?.[0]
      expect(img, slide.id).toBeDefined()
      expect(img).toContain('alt=""')
      expect(img).toContain(`width="${HERO_ART_SIZE.width}"`)
      expect(img).toContain('loading="lazy"')
      expect(img).not.toMatch(/fetchpriority="high"/i)
      // Mirrored in Arabic only where the drawing has a direction.
      expect(img!.includes('rtl:-scale-x-100'), slide.id).toBe(slide.art.flip)
    }
    expect(html).toMatch(/<div class="hidden [^"]*lg:grid">\s*<img[^>]*-art\.svg/)
  })

  it('and the posters behind them are in the brand’s colours (no off-palette blue or teal)', () => {
    for (const name of readdirSync('public/media/hero').filter((f) => f.endsWith('.svg'))) {
      const used = readFileSync(`public/media/hero/${name}`, 'utf8').match(/#[0-9a-f]{3,6}\b/gi) ?? []
      expect(
        used.filter((color) => !PALETTE.has(color.toLowerCase())),
        name,
      ).toEqual([])
    }
  })
})

describe('a page with a hero of its own', () => {
  it('shows the careers drawing on a job’s page, like the job search and Easy Apply', () => {
    const job = openJobs(JOBS, todayIso())[0]!
    expect(render(jobPath(job.id), <JobDetail job={job} />)).toContain('data-area="careers"')
  })

  it('shows the media drawing on a gallery event’s page, like the other IFIN TV pages', () => {
    const html = render(
      galleryEventPath(GALLERY_EVENT_IDS[0]!),
      <GalleryDetailPage />,
      `${PAGES['media.gallery'].path}/:id`,
    )
    expect(html).toContain('data-area="media"')
  })
})
