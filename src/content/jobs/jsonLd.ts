import { BRAND } from '../../config/brand'
import { englishOf } from '../../i18n/defineMessages'
import { jobCities, jobStates, jobTitles } from './vocabulary'
import type { Job } from './schema'

const EMPLOYMENT_TYPE = {
  fullTime: 'FULL_TIME',
  partTime: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
} as const
/** How long a posting stays valid for search engines after it was posted. */
const VALID_DAYS = 60

/** schema.org JobPosting for a job's page (in English: the posting's own language). */
export function jobPostingJsonLd(job: Job) {
  const validThrough = new Date(Date.parse(`${job.postedAt}T00:00:00Z`) + VALID_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: englishOf(jobTitles[job.title]),
    description: [
      `<p>${job.description}</p>`,
      `<ul>${job.responsibilities.map((r) => `<li>${r}</li>`).join('')}</ul>`,
      `<ul>${job.requirements.map((r) => `<li>${r}</li>`).join('')}</ul>`,
    ].join(''),
    identifier: { '@type': 'PropertyValue', name: BRAND.legalName, value: job.id },
    datePosted: job.postedAt,
    validThrough,
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
  }
}
