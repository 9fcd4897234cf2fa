// Every piece of content with the schema it must meet. The build
// (scripts/content-check.ts) and the unit tests run checkContent(); no page
// imports this module, so neither zod nor the schemas reach the browser.
import { isDeepStrictEqual } from 'node:util'
import { z } from '../lib/zod'
import { AWARD_IMAGES } from './about/awards'
import { SERVICE_AREAS } from './about/clients'
import { TIMELINE } from './about/history'
import { MEMBERSHIPS } from './about/memberships'
import * as about from './about/schema'
import { TEAM } from './about/team'
import { DIFFERENTIATORS, MEDIA_HIGHLIGHTS, VALUES } from './about/vision'
import { GCC_PROCESS_PAGES, GCC_TALENT } from './gcc/offerings'
import * as gcc from './gcc/schema'
import { HERO_SLIDES } from './home/hero'
import { CLIENTS, PARTNERS } from './home/logos'
import { PILLARS } from './home/pillars'
import * as home from './home/schema'
import { CSR_IMAGES, SERVICE_CARDS, STATISTICS } from './home/sections'
import { CSR_EVENTS } from './impact/csr'
import * as impact from './impact/schema'
import { CASE_STUDIES, EMPLOYEE_QUOTES } from './impact/stories'
import { CLIENT_REVIEWS, EMPLOYEE_REVIEWS } from './impact/testimonials'
import { JOBS } from './jobs'
import { jobsSchema } from './jobs/schema'
import { ADDRESSES, MAP_PINS } from './locations'
import { addressesSchema, mapPinsSchema } from './locationsSchema'
import { GALLERY_EVENTS } from './media/gallery'
import { PRESS_IMAGES } from './media/press'
import * as media from './media/schema'
import { VIDEOS } from './media/videos'
import { POLICY_DOCUMENTS } from './policies/documents'
import { POLICY_PAGES } from './policies/pages'
import * as policies from './policies/schema'
import * as solutions from './solutions/schema'
import { TALENT_SERVICES } from './solutions/talent'
import { INDUSTRIES, TECH_SERVICES } from './solutions/technology'
import { TRANSFORMATIONS } from './solutions/transformation'

export type ContentCheck = [name: string, schema: z.ZodType, data: unknown]

export const CONTENT: readonly ContentCheck[] = [
  ['award images', about.awardImagesSchema, AWARD_IMAGES],
  ['service areas', about.serviceAreasSchema, SERVICE_AREAS],
  ['timeline', about.timelineSchema, TIMELINE],
  ['memberships', about.membershipsSchema, MEMBERSHIPS],
  ['team', about.teamSchema, TEAM],
  ['values', about.valuesSchema, VALUES],
  ['differentiators', about.differentiatorsSchema, DIFFERENTIATORS],
  ['media highlights', about.mediaHighlightsSchema, MEDIA_HIGHLIGHTS],
  ['GCC talent offering', gcc.gccTalentSchema, GCC_TALENT],
  ['GCC process pages', gcc.gccProcessPagesSchema, GCC_PROCESS_PAGES],
  ['hero slides', home.heroSlidesSchema, HERO_SLIDES],
  ['clients', home.clientsSchema, CLIENTS],
  ['partners', home.partnersSchema, PARTNERS],
  ['pillars', home.pillarsSchema, PILLARS],
  ['statistics', home.statisticsSchema, STATISTICS],
  ['CSR images', home.csrImagesSchema, CSR_IMAGES],
  ['service cards', home.serviceCardsSchema, SERVICE_CARDS],
  ['CSR events', impact.csrEventsSchema, CSR_EVENTS],
  ['case studies', impact.caseStudiesSchema, CASE_STUDIES],
  ['employee quotes', impact.employeeQuotesSchema, EMPLOYEE_QUOTES],
  ['client reviews', impact.clientReviewsSchema, CLIENT_REVIEWS],
  ['employee reviews', impact.employeeReviewsSchema, EMPLOYEE_REVIEWS],
  ['jobs', jobsSchema, JOBS],
  ['addresses', addressesSchema, ADDRESSES],
  ['map pins', mapPinsSchema, MAP_PINS],
  ['gallery events', media.galleryEventsSchema, GALLERY_EVENTS],
  ['press images', media.pressImagesSchema, PRESS_IMAGES],
  ['videos', media.videosSchema, VIDEOS],
  ['policy documents', policies.policyDocumentsSchema, POLICY_DOCUMENTS],
  ['policy pages', policies.policyPagesSchema, POLICY_PAGES],
  ['talent services', solutions.talentServicesSchema, TALENT_SERVICES],
  ['technology services', solutions.techServicesSchema, TECH_SERVICES],
  ['industries', solutions.industriesSchema, INDUSTRIES],
  ['transformation programmes', solutions.transformationsSchema, TRANSFORMATIONS],
]

type Issue = z.core.$ZodIssue

/**
 * zod's own summary, with what each alternative of a union refused (a record is real or a
 * marked placeholder, ./placeholder.ts): "Invalid input" alone would not say which field.
 */
function describe(issues: readonly Issue[], at: PropertyKey[] = []): string {
  return issues
    .map((issue) => {
      const path = [...at, ...issue.path]
      if (issue.code === 'invalid_union' && issue.errors.length > 0)
        return issue.errors
          .map(
            (branch, i) =>
              `${i === 0 ? 'as the real record' : 'or as a marked placeholder'}: ${describe(branch, path)}`,
          )
          .join('\n')
      return `✖ ${issue.message}${path.length ? `\n  → at ${path.map(String).join('.')}` : ''}`
    })
    .join('\n')
}

/** Throws on the first piece of content its schema refuses, naming it. */
export function checkContent(checks: readonly ContentCheck[] = CONTENT): void {
  for (const [name, schema, data] of checks) {
    const result = schema.safeParse(data)
    if (!result.success) throw new Error(`Invalid ${name}: ${describe(result.error.issues)}`)
    // The pages get the data as written, not zod's output: the two must agree
    // (no default, transform or stray key for the parse to change).
    if (!isDeepStrictEqual(result.data, data))
      throw new Error(`Invalid ${name}: the schema changes it; write the data as the schema returns it`)
  }
}
