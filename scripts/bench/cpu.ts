// CPU per form post: the server built in this process (as the tests build
// it, the outbox stopped), N accepted contact posts and N accepted
// applications (a PDF résumé) through app.inject, and the process's CPU time
// around them. The anti-bot challenges are issued and solved before the clock
// starts (the solving is the visitor's work); issuing one is timed apart.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Challenge } from 'altcha-lib'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { multipartBody, pdf } from '../../tests/unit/files'
import { applyValues, contactValues, solve } from '../../tests/unit/formPosts'

const WARM_UP = 20
/** The measured loop stops here even if N posts are not done. */
const MAX_SECONDS = 120

type Post = { payload: string | Buffer; headers: Record<string, string>; remoteAddress: string }

// Each post from a client address of its own, as from many visitors: the
// routes' flood guard (30 a minute per address, not configurable) and the
// hourly budgets per address then never refuse one.
let visitor = 0
const nextAddress = () => {
  const n = ++visitor
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

const contactPost = (altcha: string): Post => ({
  payload: JSON.stringify({ ...contactValues, altcha }),
  headers: { 'content-type': 'application/json' },
  remoteAddress: nextAddress(),
})

const resume = pdf()
/** Each from another candidate (a confirmation is mailed once a day per address). */
const applicationPost = (altcha: string): Post => {
  const remoteAddress = nextAddress()
  const email = `priya.${remoteAddress.replaceAll('.', '-')}@example.com`
  const multipart = multipartBody(
    { ...applyValues, email, altcha },
    { name: 'cv.pdf', type: 'application/pdf', data: resume },
  )
  return { ...multipart, remoteAddress }
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

/** `count` solved challenges; returns them and the server's CPU (ms) per challenge issued. */
async function challenges(app: FastifyInstance, count: number): Promise<{ solved: string[]; issueMs: number }> {
  const issued: Challenge[] = []
  const before = process.cpuUsage()
  for (let i = 0; i < count; i++) issued.push((await app.inject('/api/altcha/challenge')).json() as Challenge)
  const issueMs = cpuMs(before) / count
  const solved: string[] = []
  for (const challenge of issued) solved.push(await solve(challenge))
  return { solved, issueMs }
}

async function measure(
  app: FastifyInstance,
  url: string,
  posts: Post[],
): Promise<{ accepted: number; sent: number; refused: Record<number, number>; cpuMs: number; wallMs: number }> {
  const refused: Record<number, number> = {}
  let accepted = 0
  let sent = 0
  const until = performance.now() + MAX_SECONDS * 1000
  const start = performance.now()
  const before = process.cpuUsage()
  for (const post of posts) {
    if (performance.now() > until) break
    const res = await app.inject({ method: 'POST', url, ...post })
    sent++
    if (res.statusCode === 201) accepted++
    else refused[res.statusCode] = (refused[res.statusCode] ?? 0) + 1
  }
  return { accepted, sent, refused, cpuMs: cpuMs(before), wallMs: performance.now() - start }
}

export async function benchCpu(dist: string, count = 200): Promise<void> {
  console.log(
    `cpu: ${count} accepted contact posts and ${count} applications through app.inject, CPU time around them…`,
  )
  const config = loadConfig({
    DIST_DIR: dist,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-cpu-')),
    LOG_LEVEL: 'silent',
    // The challenges all come from this one client; the hourly budgets are lifted too.
    RATE_LIMIT_CONTACT_PER_HOUR: '10000000',
    RATE_LIMIT_APPLY_PER_HOUR: '10000000',
    RATE_LIMIT_CHALLENGE_PER_MINUTE: '10000000',
    // The server checks a solution with one hash whatever the number; a small one makes the solving here quick.
    ALTCHA_MAX_NUMBER: '1000',
  })
  const app = await buildServer({ config, outboxStopped: true })
  try {
    const kinds = [
      { name: 'contact post', url: '/api/contact', build: contactPost },
      { name: 'application', url: '/api/apply', build: applicationPost },
    ]
    for (const kind of kinds) {
      const warm = await challenges(app, WARM_UP)
      await measure(app, kind.url, warm.solved.map(kind.build))
      const { solved, issueMs } = await challenges(app, count)
      const posts = solved.map(kind.build)
      const result = await measure(app, kind.url, posts)
      const refused = Object.entries(result.refused)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ')
      console.log(
        `cpu: ${kind.name}: ${(result.cpuMs / result.accepted).toFixed(2)} ms CPU per accepted post` +
          ` (${result.accepted} accepted${refused ? `, refused ${refused}` : ''};` +
          ` ${(result.wallMs / result.sent).toFixed(2)} ms wall each, one at a time;` +
          ` issuing its challenge ${issueMs.toFixed(2)} ms more)`,
      )
    }
    console.log('')
  } finally {
    await app.close()
  }
}
