// A job's JobPosting data: open through the whole of its last day, as the site keeps it.
import { describe, expect, it } from 'vitest'
import { JOBS, isOpen } from '../../src/content/jobs'
import { jobPostingJsonLd } from '../../src/content/jobs/jsonLd'

describe('JobPosting', () => {
  it('gives validThrough as a date-time at the end of the job’s last day (UTC)', () => {
    const job = JOBS[0]!
    const { validThrough } = jobPostingJsonLd(job)
    expect(validThrough).toBe(`${job.validThrough}T23:59:59Z`)
    // The last second of the day is still open; the next is the day after, closed.
    const last = new Date(validThrough)
    expect(isOpen(job, last.toISOString().slice(0, 10))).toBe(true)
    expect(isOpen(job, new Date(last.getTime() + 1000).toISOString().slice(0, 10))).toBe(false)
  })
})
