// The GitHub workflows, checked as GitHub reads them (its own workflow parser
// and schema, @actions/workflow-parser) and held to what the pipeline needs:
// the project's Node version, checks on every pull request, and on main the
// order translate → check → test → commit-back → publish, the commit-back
// even after a failure, the fonts, the build cache and a daily run.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import { describe, expect, it } from 'vitest'
import { parse, parseDocument } from 'yaml'
import { requiredNode } from '../../src/server/nodeVersion'

const DIR = '.github/workflows'
const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f))
const read = (file: string) => readFileSync(join(DIR, file), 'utf8')

type Step = { id?: string; name?: string; if?: string; uses?: string; run?: string; with?: Record<string, unknown> }
type Workflow = { on?: Record<string, unknown>; jobs?: Record<string, { steps?: Step[] }> }

async function schemaErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  const errors = parsed.context.errors.getErrors().map((e) => e.message)
  if (parsed.value) {
    const template = await convertWorkflowTemplate(parsed.context, parsed.value)
    errors.push(...(template.errors ?? []).map((e) => e.Message))
  }
  return [...new Set(errors)]
}

const steps = (workflow: Workflow) => Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? [])

/** Where in the steps the first one running `command` is (-1: none). */
const stepIndex = (list: Step[], command: RegExp) => list.findIndex((s) => command.test(s.run ?? ''))

function pipelineProblems(name: string, content: string): string[] {
  const workflow = parse(content) as Workflow
  const list = steps(workflow)
  const problems: string[] = []
  const nodeMajor = /\d+/.exec(requiredNode())?.[0]
  for (const step of list.filter((s) => s.uses?.startsWith('actions/setup-node@')))
    if (String(step.with?.['node-version']) !== nodeMajor)
      problems.push(`${name}: setup-node uses ${String(step.with?.['node-version'])}, engines say ${requiredNode()}`)
  for (const match of content.matchAll(/\b(?:bash|sh) (scripts\/[\w./-]+)/g))
    if (!readdirSync(join(match[1] ?? '', '..')).includes(match[1]?.split('/').pop() ?? ''))
      problems.push(`${name}: ${match[1]} does not exist`)

  if (workflow.on && 'pull_request' in workflow.on) {
    for (const command of [/npm run test:fast/, /npm run i18n:check/])
      if (stepIndex(list, command) < 0) problems.push(`${name}: pull requests do not run ${command.source}`)
  }
  if (workflow.on && 'push' in workflow.on) {
    const order: [string, RegExp][] = [
      ['the translation', /npm run i18n:translate/],
      ['the catalog check', /npm run i18n:check/],
      ['the tests', /npm test\b/],
      ['the commit-back', /commit-translations\.sh/],
      ['the publish', /publish\.sh/],
    ]
    const at = order.map(([, command]) => stepIndex(list, command))
    order.forEach(([label], i) => {
      if ((at[i] ?? -1) < 0) problems.push(`${name}: no step runs ${label}`)
      else if (i && (at[i] ?? 0) < (at[i - 1] ?? 0)) problems.push(`${name}: ${label} runs before ${order[i - 1]?.[0]}`)
    })
    const commitBack = list[at[3] ?? -1]
    if (!/always\(\)/.test(commitBack?.if ?? '')) problems.push(`${name}: the commit-back does not run after a failure`)
    const fonts = list.findIndex((s) => /fonts-noto-core/.test(s.run ?? '') && /fonts-noto-cjk/.test(s.run ?? ''))
    if (fonts < 0 || fonts > (at[2] ?? 0)) problems.push(`${name}: the Noto fonts are not installed before the build`)
    const cache = list.findIndex((s) => s.uses?.startsWith('actions/cache@') && s.with?.path === '.cache')
    if (cache < 0 || cache > (at[2] ?? 0)) problems.push(`${name}: .cache/ is not restored before the build`)
    const schedule = workflow.on.schedule as { cron?: string }[] | undefined
    if (!schedule?.some((s) => s.cron)) problems.push(`${name}: no daily schedule`)
  }
  return problems
}

describe('the workflows', () => {
  it('are a pull-request workflow and the publish workflow', () => {
    const triggers = files.map((f) => Object.keys((parse(read(f)) as Workflow).on ?? {}))
    expect(triggers.flat()).toEqual(expect.arrayContaining(['pull_request', 'push', 'schedule']))
  })

  for (const file of files) {
    it(`${file} parses as GitHub reads it and does what the pipeline needs`, async () => {
      expect(await schemaErrors(file, read(file))).toEqual([])
      expect(pipelineProblems(file, read(file))).toEqual([])
    })
  }

  it('have run: blocks that pass shellcheck (as actionlint would check them)', () => {
    const blocks = files.flatMap((file) =>
      steps(parse(read(file)) as Workflow).flatMap((step) => (step.run ? [[file, step.run] as const] : [])),
    )
    expect(blocks.length).toBeGreaterThan(0)
    for (const [file, run] of blocks) {
      // An expression is replaced by GitHub before the shell sees it.
      const script = run.replace(/\$\{\{[^}]*\}\}/g, 'expression')
      const check = spawnSync('shellcheck', ['--shell=bash', '-'], { input: script, encoding: 'utf8' })
      expect({ file, run, findings: check.stdout, status: check.status }).toEqual({
        file,
        run,
        findings: '',
        status: 0,
      })
    }
  })

  it('catches a planted error of each kind', async () => {
    const publish = read('publish.yml')
    expect(await schemaErrors('publish.yml', publish.replace('runs-on:', 'runs_on:'))).not.toEqual([])
    expect(await schemaErrors('publish.yml', publish.replace(/if: always\(\)/, 'if: always(('))).not.toEqual([])
    expect(pipelineProblems('publish.yml', publish.replace(/node-version: \d+/, 'node-version: 22'))).toEqual([
      `publish.yml: setup-node uses 22, engines say ${requiredNode()}`,
    ])
    // The commit-back moved before the tests.
    const document = parseDocument(publish)
    const list = document.getIn(['jobs', 'publish', 'steps']) as { items: unknown[] }
    const commit = list.items.findIndex((s) => String(s).includes('commit-translations'))
    const test = list.items.findIndex((s) => String(s).includes('npm test'))
    list.items.splice(test, 0, ...list.items.splice(commit, 1))
    expect(pipelineProblems('publish.yml', document.toString())).toContain(
      'publish.yml: the commit-back runs before the tests',
    )
    const pullRequest = read('pull-request.yml')
    expect(pipelineProblems('pull-request.yml', pullRequest.replace('npm run test:fast', 'npm run lint'))).toEqual([
      'pull-request.yml: pull requests do not run npm run test:fast',
    ])
  })
})
