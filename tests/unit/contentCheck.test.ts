// The build's content check passes on the real content and bites on a bad
// record: the pages no longer validate their data, so this is the only guard.
import { describe, expect, it } from 'vitest'
import { TIMELINE } from '../../src/content/about/history'
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

  it('refuses data the schema would change: a job description with spaces around it', () => {
    const job = JOBS[0]!
    const broken = withData('jobs', [{ ...job, description: ` ${job.description} ` }, ...JOBS.slice(1)])
    expect(() => checkContent(broken)).toThrow(/Invalid jobs: the schema changes it/)
  })
})
