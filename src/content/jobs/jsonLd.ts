import { BRAND } from '../../config/brand'
import { englishOf } from '../../i18n/defineMessages'
import { escapeHtml } from '../../lib/html'
import { jobCities, jobStates, jobTitles } from './vocabulary'
import type { Job } from './schema'

const EMPLOYMENT_TYPE = {
  fullTime: 'FULL_TIME',
  partTime: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
} as const

/**
 * The last moment a posting is open: the site keeps a job open through the
 * whole of its last day (UTC), so the date alone, which readers may take as
 * its first moment, would close it a day early.
 */
export const endOfDay = (day: string) => `${day}T23:59:59Z`

/** The posting as it reads on the page: its title and texts in the page's language. */
export type PostingText = { title: string; description: string; responsibilities: string[]; requirements: string[] }

/** The posting in HR's English. */
export const englishPosting = (job: Job): PostingText => ({
  title: englishOf(jobTitles[job.title]),
  description: job.description,
  responsibilities: job.responsibilities,
  requirements: job.requirements,
})

/**
 * schema.org JobPosting for a job's page, in the page's language (`text`).
 * The description is HTML, as schema.org asks: HR's text is escaped into it.
 */
export function jobPostingJsonLd(job: Job, text: PostingText = englishPosting(job)) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: text.title,
    description: [
      `<p>${escapeHtml(text.description)}</p>`,
      `<ul>${text.responsibilities.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
      `<ul>${text.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
    ].join(''),
    identifier: { '@type': 'PropertyValue', name: BRAND.legalName, value: job.id },
    datePosted: job.postedAt,
    validThrough: endOfDay(job.validThrough),
    employmentType: EMPLOYMENT_TYPE[job.type],
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: BRAND.legalName,
      sameAs: BRAND.siteUrl,
      logo: `${BRAND.siteUrl}/brand/logo.svg`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: englishOf(jobCities[job.city]),
        addressRegion: englishOf(jobStates[job.state]),
        addressCountry: job.country,
      },
    },
    ...(job.workplace === 'remote' && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: job.applicantLocationRequirements?.map((name) => ({ '@type': 'Country', name })),
    }),
    ...(job.baseSalary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: job.baseSalary.currency,
        value: {
          '@type': 'QuantitativeValue',
          minValue: job.baseSalary.min,
          maxValue: job.baseSalary.max,
          unitText: job.baseSalary.unit,
        },
      },
    }),
  }
}
