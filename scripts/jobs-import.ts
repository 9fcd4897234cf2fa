// `npm run jobs:import -- FILE [--out src/content/jobs/jobs.json]`: takes an
// applicant-tracking system's export (JSON array, or CSV with a header row;
// in CSV, responsibilities and requirements are separated by "|"), checks
// every row, reports the bad ones by line with the reason, and writes the
// jobs file only when every row is good.
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { importedJobSchema, jobsSchema, type Job } from '../src/content/jobs/schema'
import { isMainModule } from './lib/main'

export const JOBS_FILE = 'src/content/jobs/jobs.json'

/**
 * CSV (RFC 4180, through csv-parse): quoted fields may hold commas, quotes
 * ("") and line breaks; a quote left open is an error, never the rest of the
 * file swallowed. Returns each row's cells with the line it starts on.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records = parse(text, {
    bom: true,
    info: true,
    raw: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as unknown as { record: string[]; info: { lines: number }; raw: string }[]
  return records.map(({ record, info, raw }) => {
    const own = raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '')
    return { line: info.lines - (own.match(/\n/g)?.length ?? 0), cells: record }
  })
}

type Row = { line: number; value: unknown }

function rowsOf(file: string, text: string): Row[] {
  if (file.toLowerCase().endsWith('.csv')) {
    const [header, ...body] = parseCsv(text)
    const columns = header?.cells.map((c) => c.trim()) ?? []
    const list = (v: string | undefined) =>
      (v ?? '')
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean)
    return body.map(({ line, cells }) => {
      const record: Record<string, unknown> = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']))
      record.responsibilities = list(record.responsibilities as string)
      record.requirements = list(record.requirements as string)
      return { line, value: record }
    })
  }
  const data: unknown = JSON.parse(text)
  if (!Array.isArray(data)) throw new Error('A JSON import must be an array of jobs')
  // Line of each item in the file, found by its opening brace, for the report.
  const starts = [...text.matchAll(/^\s*\{/gm)].map((m) => text.slice(0, m.index).split('\n').length)
  return data.map((value, i) => ({ line: starts[i] ?? i + 1, value }))
}

export function importJobs(file: string, text: string): { jobs?: Job[]; problems: string[] } {
  let rows: Row[]
  try {
    rows = rowsOf(file, text)
  } catch (error) {
    return { problems: [`${file}: ${error instanceof Error ? error.message : String(error)}`] }
  }
  const problems: string[] = []
  const jobs: Job[] = []
  const lines: number[] = [] // the line of each good row, for the whole-file checks
  for (const { line, value } of rows) {
    const result = importedJobSchema.safeParse(value)
    if (result.success) {
      jobs.push(result.data)
      lines.push(line)
    } else
      for (const issue of result.error.issues)
        problems.push(`line ${line}: ${issue.path.join('.') || 'row'}: ${issue.message}`)
  }
  const whole = jobsSchema.safeParse(jobs)
  if (!whole.success)
    for (const issue of whole.error.issues)
      problems.push(`line ${lines[Number(issue.path[0])] ?? '?'}: ${issue.message}`)
  if (!rows.length) problems.push(`${file}: no jobs in the file`)
  return problems.length ? { problems } : { jobs, problems }
}

function main(args: string[]): number {
  const file = args.find((a) => !a.startsWith('--'))
  const outIndex = args.indexOf('--out')
  const out = outIndex >= 0 ? (args[outIndex + 1] ?? JOBS_FILE) : JOBS_FILE
  if (!file) {
    console.error('Usage: npm run jobs:import -- FILE.json|FILE.csv [--out path]')
    return 2
  }
  const { jobs, problems } = importJobs(file, readFileSync(file, 'utf8'))
  if (!jobs) {
    for (const p of problems) console.error(p)
    console.error(`${problems.length} problem(s): ${out} was not changed.`)
    return 1
  }
  writeFileSync(out, `${JSON.stringify(jobs, null, 2)}\n`)
  console.log(`${jobs.length} jobs written to ${out}. Rebuild the site to publish them.`)
  return 0
}

if (isMainModule(import.meta.url)) process.exitCode = main(process.argv.slice(2))
