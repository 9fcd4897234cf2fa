// The build's content check passes on the real content and bites on a bad
// record: the pages no longer validate their data, so this is the only guard.
import { describe, expect, it } from 'vitest'
import { AWARD_IMAGES } from '../../src/content/about/awards'
import type { AwardImage } from '../../src/content/about/schema'
import { TIMELINE } from '../../src/content/about/history'
import { CLIENTS } from '../../src/content/home/logos'
import type { Review } from '../../src/content/impact/schema'
import { CLIENT_REVIEWS } from '../../src/content/impact/testimonials'
import { TEAM } from '../../src/content/about/team'
import { CONTENT, checkContent, type ContentCheck } from '../../src/content/checks'
import { JOBS } from '../../src/content/jobs'

/** The registry with one piece's data replaced. */
function withData(name: string, data: unknown): ContentCheck[] {
  expect(CONTENT.some(([n]) => n === name)).toBe(true)
  return CONTENT.map(([n, schema, real]) => [n, schema, n === name ? data : real])
}

describe('content check', () => {
  it('passes on the content as it is', () => {
    expect(() => checkContent()).not.toThrow()
  })

  it('refuses a timeline entry from 1999, naming the piece and the field', () => {
    const broken = withData('timeline', [{ ...TIMELINE[0]!, year: 1999 }, ...TIMELINE.slice(1)])
    expect(() => checkContent(broken)).toThrow(/Invalid timeline:[\s\S]*year/)
  })

  it('refuses a team member without a name', () => {
    const { name: _name, ...nameless } = TEAM[0]!
    const broken = withData('team', [nameless, ...TEAM.slice(1)])
    expect(() => checkContent(broken)).toThrow(/Invalid team:[\s\S]*name/)
  })

  it('refuses a client named without its logo and permission, and accepts a marked placeholder', () => {
    expect(() => checkContent(withData('clients', [{ name: 'Northwind Capital' }, ...CLIENTS.slice(1)]))).toThrow(
      /Invalid clients:[\s\S]*as the real record[\s\S]*logo[\s\S]*permission/,
    )
    const named = {
      name: 'Northwind',
      logo: '/images/clients/northwind.svg',
      permission: 'J. Doe, CMO, by e-mail, 2026-11-02',
    }
    expect(() => checkContent(withData('clients', [named, ...CLIENTS.slice(1)]))).not.toThrow()
    expect(CLIENTS.every((client) => 'placeholder' in client)).toBe(true)
  })

  it('refuses an award without issuer, year and link unless it is marked as awaiting them', () => {
    const { placeholder: _marker, ...unmarked } = AWARD_IMAGES[0] as AwardImage & { placeholder?: unknown }
    expect(() => checkContent(withData('award images', [unmarked, ...AWARD_IMAGES.slice(1)]))).toThrow(
      /Invalid award images:[\s\S]*issuer[\s\S]*year[\s\S]*link/,
    )
    const real = { ...unmarked, issuer: 'Times Business Awards', year: 2023, link: 'https://example.org/awards/2023' }
    expect(() => checkContent(withData('award images', [real, ...AWARD_IMAGES.slice(1)]))).not.toThrow()
  })

  it('refuses a signed testimonial without the author’s consent', () => {
    const {
      placeholder: _marker,
      sector: _sector,
      ...review
    } = CLIENT_REVIEWS[0] as Review & { placeholder: unknown; sector: unknown }
    const signed = { ...review, name: 'Jane Doe', company: 'Example Bank' }
    expect(() => checkContent(withData('client reviews', [signed, ...CLIENT_REVIEWS.slice(1)]))).toThrow(/consent/)
    const consented = { ...signed, consent: 'Jane Doe, by e-mail, 2026-10-01' }
    expect(() => checkContent(withData('client reviews', [consented, ...CLIENT_REVIEWS.slice(1)]))).not.toThrow()
  })

  it('refuses data the schema would change: a job description with spaces around it', () => {
    const job = JOBS[0]!
    const broken = withData('jobs', [{ ...job, description: ` ${job.description} ` }, ...JOBS.slice(1)])
    expect(() => checkContent(broken)).toThrow(/Invalid jobs: the schema changes it/)
  })
})
