// Content holds to the counts of SPEC 2.3, 2.4, 2.7, 2.9 and 9.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AWARD_IMAGES, AWARDS_INITIAL, AWARDS_STEP } from '../../src/content/about/awards'
import { SERVICE_AREAS } from '../../src/content/about/clients'
import { TIMELINE } from '../../src/content/about/history'
import { MEMBERSHIPS } from '../../src/content/about/memberships'
import { TEAM, TEAM_GROUPS } from '../../src/content/about/team'
import { DIFFERENTIATORS, MEDIA_HIGHLIGHTS, VALUES } from '../../src/content/about/vision'
import { HERO_AUTOPLAY_MS, HERO_SLIDES, HERO_TRANSITION_MS } from '../../src/content/home/hero'
import { CLIENTS, PARTNERS } from '../../src/content/home/logos'
import { PILLARS } from '../../src/content/home/pillars'
import {
  COUNT_UP_MS,
  CSR_AUTOPLAY_MS,
  CSR_IMAGES,
  CSR_TRANSITION_MS,
  SERVICE_CARDS,
  STATISTICS,
} from '../../src/content/home/sections'
import { englishOf } from '../../src/i18n/defineMessages'

const publicFile = (path: string) => existsSync(join(import.meta.dirname, '../../public', path))

describe('home page content', () => {
  it('has three hero slides, Vision, Mission and Why, each with its loop and poster', () => {
    expect(HERO_SLIDES.map((s) => englishOf(s.title))).toEqual(['Our Vision', 'Our Mission', 'Why {short} Global'])
    expect(HERO_SLIDES.map((s) => englishOf(s.label))).toEqual(['Vision', 'Mission', 'Why {short}'])
    for (const slide of HERO_SLIDES) expect([slide.video, slide.poster].every(publicFile)).toBe(true)
    expect([HERO_AUTOPLAY_MS, HERO_TRANSITION_MS]).toEqual([15000, 1500])
  })

  it('has 11 clients (each a different sector until named) and 8 partners with https links, all named once', () => {
    expect(CLIENTS).toHaveLength(11)
    expect(new Set(CLIENTS.map((c) => ('name' in c ? c.name : c.sector.id))).size).toBe(11)
    expect(PARTNERS).toHaveLength(8)
    expect(new Set(PARTNERS.map((p) => p.url)).size).toBe(8)
  })

  it('counts the four statistics to their SPEC targets over 2.5 s', () => {
    expect(STATISTICS.map((s) => [englishOf(s.label), s.target, s.plus])).toEqual([
      ['Critical Hires', 14257, false],
      ['CSR Initiatives Hires', 21729, false],
      ['Global Locations', 32, true],
      ['Talent Champions', 122, true],
    ])
    expect(COUNT_UP_MS).toBe(2500)
  })

  it('has a 3-image CSR carousel at 3 s with 0.8 s transitions', () => {
    expect(CSR_IMAGES).toHaveLength(3)
    expect([CSR_AUTOPLAY_MS, CSR_TRANSITION_MS]).toEqual([3000, 800])
    expect(CSR_IMAGES.every((i) => publicFile(i.src))).toBe(true)
  })

  it('links the three What we do cards to their solution pages', () => {
    expect(SERVICE_CARDS.map((c) => c.page)).toEqual([
      'solutions.talent',
      'solutions.technology',
      'solutions.transformation',
    ])
  })

  it('has the three pillars of SPEC 2.9 with three features each', () => {
    expect(PILLARS.map((p) => englishOf(p.title))).toEqual([
      'Elite Global Talent',
      'Secure Global Operations',
      'Accelerated Digital Foundations',
    ])
    expect(PILLARS.every((p) => p.features.length === 3)).toBe(true)
    expect(PILLARS[0]!.features.map((f) => englishOf(f.title))).toEqual([
      'AI-led talent intelligence',
      'Global expertise at scale',
      'Culturally aligned, future-ready teams',
    ])
  })
})

describe('About pages content', () => {
  it('has 41 team members in five groups, each with photo, role, biography and a https or blank profile link', () => {
    expect(TEAM).toHaveLength(41)
    const sizes = Object.fromEntries(TEAM_GROUPS.map((g) => [g, TEAM.filter((m) => m.group === g).length]))
    expect(sizes).toEqual({ patrons: 1, board: 4, executive: 19, ecosystem: 9, zicorns: 8 })
    expect(new Set(TEAM.map((m) => m.slug)).size).toBe(41)
    for (const member of TEAM) {
      expect(publicFile(member.image), member.image).toBe(true)
      expect(englishOf(member.description).length).toBeGreaterThan(60)
    }
    expect(TEAM.some((m) => m.linkedin === '')).toBe(true)
    expect(TEAM.filter((m) => m.linkedin).every((m) => m.linkedin.startsWith('https://'))).toBe(true)
  })

  it('has 4 values, 6 differentiators and 4 media highlights', () => {
    expect(VALUES.map((v) => englishOf(v.title))).toEqual(['Inclusive', 'Focus', 'Innovation', 'Nurture'])
    expect(DIFFERENTIATORS).toHaveLength(6)
    expect(MEDIA_HIGHLIGHTS).toHaveLength(4)
    expect(MEDIA_HIGHLIGHTS.every((h) => h.description === '' && publicFile(h.image))).toBe(true)
  })

  it('has 8 timeline entries: 2009, 2012, 2017, 2021, 2022 and 2023 three times', () => {
    expect(TIMELINE.map((e) => e.year)).toEqual([2009, 2012, 2017, 2021, 2022, 2023, 2023, 2023])
  })

  it('has 6 membership logos and 8 service areas', () => {
    expect(MEMBERSHIPS).toHaveLength(6)
    expect(SERVICE_AREAS.map((a) => englishOf(a.title))).toEqual([
      'Solicitory',
      'Business Planning',
      'Human Resources',
      'Strategy',
      'Start Ups',
      'Organisations',
      'Integration',
      'Merging',
    ])
  })

  it('has 10 award images, 6 shown at first and 3 more per step', () => {
    expect(AWARD_IMAGES).toHaveLength(10)
    expect([AWARDS_INITIAL, AWARDS_STEP]).toEqual([6, 3])
    expect(AWARD_IMAGES.every((a) => publicFile(a.src))).toBe(true)
  })
})

describe('picture gallery content', () => {
  it('has the 16 events of SPEC 2.7, each with a /gallery route and its pictures (the empty state: galleryEmpty.test.tsx)', async () => {
    const { GALLERY_EVENTS } = await import('../../src/content/media/gallery')
    const { GALLERY_EVENT_IDS } = await import('../../src/content/galleryEvents')
    expect(GALLERY_EVENTS.map((e) => e.id)).toEqual([...GALLERY_EVENT_IDS])
    expect(GALLERY_EVENTS.every((e) => e.route === `/gallery/${e.id}`)).toBe(true)
    expect(GALLERY_EVENTS.every((e) => e.images.length > 0)).toBe(true)
    for (const event of GALLERY_EVENTS)
      for (const image of [event.thumbnail, ...event.images]) expect(publicFile(image), image).toBe(true)
    expect(GALLERY_EVENTS.filter((e) => e.sections.length > 0).length).toBeGreaterThan(12)
  })
})

describe('videos and press content', () => {
  it('has 9 videos with ids and posters, and 10 press images with 6 shown at first', async () => {
    const { VIDEOS } = await import('../../src/content/media/videos')
    const { PRESS_IMAGES, PRESS_INITIAL } = await import('../../src/content/media/press')
    expect(VIDEOS).toHaveLength(9)
    expect(new Set(VIDEOS.map((v) => v.id)).size).toBe(9)
    expect(VIDEOS.every((v) => publicFile(v.poster))).toBe(true)
    expect(PRESS_IMAGES).toHaveLength(10)
    expect(PRESS_INITIAL).toBe(6)
    expect(PRESS_IMAGES.every((p) => publicFile(p.src))).toBe(true)
  })
})

describe('locations content', () => {
  it('has an address card and a map pin per office of the footer, the pins inside their map', async () => {
    const { ADDRESSES, MAP_PINS } = await import('../../src/content/locations')
    const { OFFICES } = await import('../../src/config/brand')
    expect(ADDRESSES.map((a) => a.office).sort()).toEqual(OFFICES.map((o) => o.id).sort())
    expect(ADDRESSES.filter((a) => a.phone).length).toBeGreaterThan(0)
    expect(MAP_PINS.map((p) => p.id).sort()).toEqual(OFFICES.map((o) => o.id).sort())
    expect(MAP_PINS.every((p) => p.x > 0 && p.x < 100 && p.y > 0 && p.y < 100)).toBe(true)
    expect(publicFile('/images/locations/world-map.svg')).toBe(true)
    expect(publicFile('/images/locations/europe-map.svg')).toBe(true)
  })
})

describe('policy content', () => {
  it('has 28 policy documents with their source text, and four policy pages carrying SPEC 9 and 6', async () => {
    const { POLICY_DOCUMENTS } = await import('../../src/content/policies/documents')
    const { POLICY_PAGES } = await import('../../src/content/policies/pages')
    expect(POLICY_DOCUMENTS).toHaveLength(28)
    expect(new Set(POLICY_DOCUMENTS.map((d) => d.file)).size).toBe(28)
    const text = (key: keyof typeof POLICY_PAGES) =>
      POLICY_PAGES[key].sections
        .flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])
        .map(englishOf)
        .join(' ')
    expect(text('policy.disclaimer')).toContain('never charge job seekers a fee for placement')
    expect(text('policy.terms')).toContain('No placement fee is ever charged to a job seeker')
    expect(text('policy.terms')).toContain('within one year')
    expect(text('policy.terms')).toContain('State of Telangana')
    expect(text('policy.antiSpam')).toContain('cannot be opted out of')
    expect(text('policy.privacy')).toContain('require you to register with us')
  })
})

describe('impact content', () => {
  it('has 7 case categories of 3 cards, 3 employee quotes, 3 CSR events and 9 + 6 reviews', async () => {
    const { CASE_STUDIES, EMPLOYEE_QUOTES } = await import('../../src/content/impact/stories')
    const { CSR_EVENTS } = await import('../../src/content/impact/csr')
    const { CLIENT_REVIEWS, EMPLOYEE_REVIEWS, REVIEWS_AUTOPLAY_MS, REVIEWS_TRANSITION_MS } =
      await import('../../src/content/impact/testimonials')
    expect(CASE_STUDIES.map((c) => englishOf(c.name))).toEqual([
      'FINTECH',
      'BFSI',
      'SYSTEM INTEGRATORS',
      'RPO',
      'HIRE TRAIN DEPLOY',
      'EXECUTIVE SEARCH',
      'MASS HIRING',
    ])
    for (const c of CASE_STUDIES)
      expect(c.cards.map((card) => englishOf(card.title))).toEqual(['BUSINESS NEED', 'THE CHALLENGE', 'SOLUTION'])
    expect(EMPLOYEE_QUOTES).toHaveLength(3)
    expect(CSR_EVENTS.map((e) => englishOf(e.title))).toEqual(['ISF 2023', 'Mega Job Fair', 'US Road Show'])
    for (const event of CSR_EVENTS) expect(event.images.every(publicFile)).toBe(true)
    expect([CLIENT_REVIEWS.length, EMPLOYEE_REVIEWS.length]).toEqual([9, 6])
    expect([REVIEWS_AUTOPLAY_MS, REVIEWS_TRANSITION_MS]).toEqual([1800, 500])
  })
})

describe('solutions content', () => {
  it('has the five talent services, seven technology services, ten industries and seven programmes of SPEC 2.5', async () => {
    const { TALENT_SERVICES } = await import('../../src/content/solutions/talent')
    const { TECH_SERVICES, INDUSTRIES } = await import('../../src/content/solutions/technology')
    const { TRANSFORMATIONS } = await import('../../src/content/solutions/transformation')
    expect(TALENT_SERVICES.map((s) => englishOf(s.title))).toEqual([
      'Talent Advisory & Automation',
      'Research & Management',
      'Assessment as Service',
      'Global Mobility',
      'Digital PRO',
    ])
    expect(TECH_SERVICES.map((s) => englishOf(s.title))).toEqual([
      'Digital Transformation',
      'Web 3.0 & Self Sovereign Digital Works',
      'Cyber Security',
      'Data and AI Governance',
      'Enterprise Platforms',
      'Strategic Managed Services',
      'Engineering',
    ])
    expect(INDUSTRIES.map((i) => englishOf(i.name))).toEqual([
      'Banking & Finance',
      'Healthcare',
      'Manufacturing',
      'Retail',
      'Automobile',
      'Telecommunication',
      'Oil & Gas',
      'Pharmaceuticals',
      'Government',
      'Aerospace',
    ])
    expect(TRANSFORMATIONS.map((t) => englishOf(t.name))).toEqual([
      'Global Startup & Scale-up',
      'Innovation and Accelerators',
      'Academic Industry Partnerships',
      'Global Talent Accelerator Hub',
      'Healthcare Transformation',
      'Digital Transformation',
      'Banking Finance & Insurance Transformation',
    ])
    for (const path of [
      ...TALENT_SERVICES.map((s) => s.image),
      ...TECH_SERVICES.map((s) => s.image),
      ...INDUSTRIES.flatMap((i) => [i.image, i.icon, i.iconWhite]),
      ...TRANSFORMATIONS.map((t) => t.icon),
    ])
      expect(publicFile(path), path).toBe(true)
  })
})

describe('GCC content', () => {
  it('has four stages, ten value points and six verticals; each process page its own banner label', async () => {
    const { GCC_TALENT, GCC_PROCESS_PAGES } = await import('../../src/content/gcc/offerings')
    expect(GCC_TALENT.stages.map((s) => englishOf(s.title))).toEqual(['Discover', 'Design', 'Execute', 'Scale'])
    expect(GCC_TALENT.values).toHaveLength(10)
    expect(GCC_TALENT.verticals).toHaveLength(6)
    expect(
      Object.values(GCC_PROCESS_PAGES)
        .map((p) => englishOf(p.bannerButton))
        .sort(),
    ).toEqual(['Scale Your Space Today', 'Transform Your Work Now'])
  })
})
