// A server as the tests use it: a temporary site and store, no port, the
// outbox stopped (tests drive it), and the real anti-bot challenge solved here.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { FastifyInstance } from 'fastify'
import { afterEach } from 'vitest'
import { buildServer, type AppOptions } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { multipartBody } from './files'

export const INBOX = 'inbox@company.test'
export const CAREERS = 'careers@company.test'

const open: { close: () => Promise<unknown> }[] = []
afterEach(async () => {
  while (open.length) await open.pop()?.close()
})

/** Closed after the test. */
export function closeAfterTest<T extends { close: () => Promise<unknown> }>(thing: T): T {
  open.push(thing)
  return thing
}

/** A port nothing listens on now (for a peer started later, or a server in its own process). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

export function siteFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>')
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>404</title>')
  return dist
}

export async function startServer(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'data-')),
  options: Omit<AppOptions, 'config'> = { outboxStopped: true },
) {
  const config = loadConfig({
    DIST_DIR: siteFolder(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CONTACT_INBOX: INBOX,
    CAREERS_INBOX: CAREERS,
    // A quick proof of work: the tests solve many.
    ALTCHA_MAX_NUMBER: '5000',
    ...env,
  })
  const app = closeAfterTest(await buildServer({ ...options, config }))
  return { app, dataDir }
}

export async function solved(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject('/api/altcha/challenge')).json() as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

export const contactValues = {
  name: 'Asha Rao',
  email: 'asha@client.example.com',
  subject: 'New GCC in Hyderabad',
  message: 'We would like to discuss a new capability centre.',
}

export const applyValues = {
  jobId: 'gcc-java-engineer-hyd',
  firstName: 'Priya',
  lastName: 'Sharma',
  mobile: '9876543210',
  email: 'priya@example.com',
  workAuth: 'Citizen',
  address: '12 Jubilee Hills Road',
  city: 'Hyderabad',
  state: 'Telangana',
  zipcode: '500033',
  jobTitle: 'Senior Java Engineer',
  primarySkills: 'Java, Spring Boot, Kafka',
  experience: '3+',
  country: 'India',
  acceptTerms: 'true',
}

type Inject = { headers?: Record<string, string>; remoteAddress?: string }

export const postContact = (app: FastifyInstance, body: Record<string, unknown>, options: Inject = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: body, ...options })

/** The contact form as a browser without JavaScript posts it. */
export const postContactForm = (app: FastifyInstance, fields: Record<string, string>, options: Inject = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: options.remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...options.headers },
  })

export function postApplication(
  app: FastifyInstance,
  values: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
  options: Inject = {},
) {
  const { payload, headers } = multipartBody(values, file)
  return app.inject({
    method: 'POST',
    url: '/api/apply',
    payload,
    remoteAddress: options.remoteAddress,
    headers: { ...headers, ...options.headers },
  })
}
