// `npm run test:pipeline`: the pipeline CI runs before a deploy, tried here
// end to end against the local fake of the Google v2 service, in a copy of the
// project: HR changes a posting and a developer changes a message's English;
// i18n:check then fails; i18n:translate stops on a spent quota, saying why,
// and the next run fills the rest without paying again; i18n:check passes; a build (of two job pages, to keep it quick) carries the new
// translations in its static HTML.
import { execFile } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { startFakeGoogleTranslate } from '../tests/unit/fakeGoogleTranslate'
import { copyProject } from './lib/projectCopy'

const copy = copyProject('pipeline-')

const fake = await startFakeGoogleTranslate(0, { scriptMarks: true })
const KEY = 'AIzaPipelineTestKey'
const env = { ...process.env, GOOGLE_TRANSLATE_API_KEY: KEY, GOOGLE_CLOUD_TRANSLATE_ENDPOINT: fake.url }
// Asynchronous: the fake service answers from this very process.
const npm = async (args: string[], extra: Record<string, string> = {}) =>
  (
    await promisify(execFile)('npm', ['run', '-s', ...args], {
      cwd: copy,
      env: { ...env, ...extra },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
  ).stdout

function step(name: string): void {
  console.log(`pipeline: ${name}`)
}

function fail(message: string): never {
  console.error(`pipeline test failed: ${message}`)
  process.exit(1)
}

try {
  // The edits: a new sentence in the first posting, new English for a message the job pages show.
  const jobsFile = join(copy, 'src/content/jobs/jobs.json')
  const jobs = JSON.parse(readFileSync(jobsFile, 'utf8')) as { id: string; description: string; validThrough: string }[]
  // A job open today: the build publishes no other.
  const job =
    jobs.find((j) => j.validThrough >= new Date().toISOString().slice(0, 10)) ?? fail('no open job in jobs.json')
  const sentence = 'Relocation support is available for this role.'
  job.description = `${job.description} ${sentence}`
  writeFileSync(jobsFile, `${JSON.stringify(jobs, null, 2)}\n`)
  const textFile = join(copy, 'src/pages/careers/jobText.ts')
  const message = 'Translated automatically from the English original.'
  writeFileSync(
    textFile,
    readFileSync(textFile, 'utf8').replace("'Translated automatically from English.'", `'${message}'`),
  )

  step('i18n:check finds the changed English')
  try {
    await npm(['i18n:check'])
    fail('i18n:check passed with stale entries')
  } catch (error) {
    const output = String((error as { stderr?: string }).stderr)
    if (!/message\s+fr\s+stale\s+careers\.job\.machineTranslated/.test(output)) fail(`no stale message:\n${output}`)
    if (!/posting fr missing/.test(output)) fail(`no missing posting text:\n${output}`)
  }

  step('i18n:translate stops on a spent quota and keeps what it translated')
  const answered = 3
  fake.failAfter(answered)
  try {
    await npm(['i18n:translate'])
    fail('i18n:translate passed with the quota spent')
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr)
    if (!/403 userRateLimitExceeded: Quota exceeded/.test(stderr)) fail(`not the service's reason:\n${stderr}`)
    if (stderr.includes(KEY)) fail(`the key is printed:\n${stderr}`)
  }
  const paid = fake.requests.slice(0, answered).map((r) => JSON.stringify([r.target, r.format, r.q]))
  fake.recover()
  fake.requests.length = 0

  step('i18n:translate fills the rest, sending nothing already paid for')
  console.log((await npm(['i18n:translate'])).trim().replace(/^/gm, '  '))
  const again = fake.requests.filter((r) => paid.includes(JSON.stringify([r.target, r.format, r.q])))
  if (again.length) fail(`sent again: ${JSON.stringify(again.map((r) => [r.target, r.q]))}`)

  step('i18n:check passes')
  await npm(['i18n:check'])

  step('the build carries the new translations')
  const pages = [`/fr/careers/jobs/${job.id}`, `/ja/careers/jobs/${job.id}`]
  await npm(['build'], { SSG_ONLY: pages.join(',') })
  for (const page of pages) {
    const html = readFileSync(join(copy, 'dist', `${page}.html`), 'utf8')
    // The fake service "translates" by upper-casing.
    if (!html.includes(sentence.toUpperCase())) fail(`${page} lacks the new posting sentence`)
    if (!html.includes(message.toUpperCase())) fail(`${page} lacks the new message`)
  }
  console.log(`pipeline test passed: translate → check → build in ${pages.length} pages`)
} finally {
  await fake.close()
  rmSync(copy, { recursive: true, force: true })
}
