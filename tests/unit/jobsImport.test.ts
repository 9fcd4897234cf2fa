import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importJobs, parseCsv } from '../../scripts/jobs-import'

const good = {
  id: 'data-analyst-pune',
  title: 'dataAnalyst',
  country: 'IN',
  state: 'maharashtra',
  city: 'pune',
  type: 'fullTime',
  status: 'open',
  postedAt: '2026-11-01',
  description: 'Turn operational data into clear insights for business teams, every week.',
  responsibilities: ['Build dashboards', 'Explain trends'],
  requirements: ['Strong SQL', 'A BI tool'],
}

const csvHeader = 'id,title,country,state,city,type,status,postedAt,description,responsibilities,requirements'
const csvRow = (j: typeof good) =>
  [
    j.id,
    j.title,
    j.country,
    j.state,
    j.city,
    j.type,
    j.status,
    j.postedAt,
    `"${j.description.replace(/"/g, '""')}"`,
    j.responsibilities.join('|'),
    j.requirements.join('|'),
  ].join(',')

describe('jobs:import', () => {
  it('reads a JSON export', () => {
    const result = importJobs('export.json', JSON.stringify([good, { ...good, id: 'data-analyst-pune-2' }], null, 2))
    expect(result.problems).toEqual([])
    expect(result.jobs?.map((j) => j.id)).toEqual(['data-analyst-pune', 'data-analyst-pune-2'])
  })

  it('reads a CSV export with quoted commas, quotes and line breaks', () => {
    const text = `${csvHeader}\n${csvRow({ ...good, description: 'Line one, with a comma and "quotes".\nLine two of the description, long enough.' })}\n`
    const result = importJobs('export.csv', text)
    expect(result.problems).toEqual([])
    expect(result.jobs?.[0]?.description).toContain('"quotes".\nLine two')
    expect(result.jobs?.[0]?.responsibilities).toEqual(['Build dashboards', 'Explain trends'])
    expect(parseCsv('a,"b\nc"\nd,e').map((r) => r.line)).toEqual([1, 3])
  })

  it('reports a quote left open instead of swallowing the rest of the file', () => {
    const text = [csvHeader, csvRow(good), `x-3,"unterminated,${csvRow(good).slice(5)}`, csvRow(good)].join('\n')
    const result = importJobs('export.csv', text)
    expect(result.jobs).toBeUndefined()
    expect(result.problems.join()).toMatch(/Quote/)
  })

  it('reports each bad row by line with its reason, and writes nothing', () => {
    const text = [
      csvHeader,
      csvRow(good),
      csvRow({ ...good, id: 'Bad Id' }),
      csvRow({ ...good, id: 'x-2', city: 'toronto' }),
      csvRow(good),
    ].join('\n')
    const result = importJobs('export.csv', text)
    expect(result.jobs).toBeUndefined()
    expect(result.problems).toEqual([
      'line 3: id: lower-case words joined by hyphens',
      'line 4: city: toronto is not a city of maharashtra',
      'line 5: duplicate id data-analyst-pune',
    ])
  })

  it('writes each posting with an explicit end: the one imported, or 60 days after it was posted', () => {
    const result = importJobs('export.json', JSON.stringify([good, { ...good, id: 'x-2', validThrough: '2026-11-15' }]))
    expect(result.problems).toEqual([])
    expect(result.jobs?.map((j) => j.validThrough)).toEqual(['2026-12-31', '2026-11-15'])
    const early = importJobs('export.json', JSON.stringify([{ ...good, validThrough: '2026-10-01' }]))
    expect(early.problems).toEqual(['line 1: validThrough: validThrough is before postedAt'])
  })

  it('refuses a job where the law asks for a pay range and it has none, naming the law', () => {
    const sanJose = { ...good, id: 'data-analyst-san-jose', country: 'US', state: 'california', city: 'sanJose' }
    const refused = importJobs('export.json', JSON.stringify([sanJose]))
    expect(refused.jobs).toBeUndefined()
    expect(refused.problems).toEqual([
      expect.stringMatching(
        /^line 1: baseSalary: a pay range is required for a job in sanJose, california \(California/,
      ),
    ])
    const withPay = { ...sanJose, baseSalary: { currency: 'USD', min: 120000, max: 150000, unit: 'YEAR' } }
    expect(importJobs('export.json', JSON.stringify([withPay])).problems).toEqual([])
    const upsideDown = { ...withPay, baseSalary: { ...withPay.baseSalary, min: 200000 } }
    expect(importJobs('export.json', JSON.stringify([upsideDown])).problems).toEqual([
      'line 1: baseSalary.max: max is below min',
    ])
  })

  it('asks a remote job where its applicants may live', () => {
    const remote = { ...good, workplace: 'remote' }
    expect(importJobs('export.json', JSON.stringify([remote])).problems).toEqual([
      'line 1: applicantLocationRequirements: a remote job names the countries its applicants may live in',
    ])
    expect(
      importJobs('export.json', JSON.stringify([{ ...remote, applicantLocationRequirements: ['IN'] }])).problems,
    ).toEqual([])
  })

  it('as a command, leaves the jobs file untouched when any row is bad', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobs-'))
    const out = join(dir, 'jobs.json')
    writeFileSync(out, '[]\n')
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify([good, { ...good, id: 'other', postedAt: 'yesterday' }]))
    let status = 0
    try {
      execFileSync('tsx', ['scripts/jobs-import.ts', bad, '--out', out], { stdio: 'pipe' })
    } catch (error) {
      status = (error as { status: number }).status
    }
    expect(status).toBe(1)
    expect(readFileSync(out, 'utf8')).toBe('[]\n')
    const okFile = join(dir, 'ok.json')
    writeFileSync(okFile, JSON.stringify([good]))
    execFileSync('tsx', ['scripts/jobs-import.ts', okFile, '--out', out], { stdio: 'pipe' })
    expect(JSON.parse(readFileSync(out, 'utf8'))).toHaveLength(1)
  })
})
