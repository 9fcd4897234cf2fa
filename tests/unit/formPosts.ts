// Valid form posts as a visitor's browser makes them, with the anti-bot
// challenge solved here: used by the server tests (through serverHarness) and
// by `npm run bench`, so nothing here depends on the test runner.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { FastifyInstance } from 'fastify'
import { multipartBody } from './files'

/** The form's anti-bot field for a challenge, solved as the browser's widget solves it. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A challenge from the server, solved. */
export async function solved(app: FastifyInstance): Promise<string> {
  return solve((await app.inject('/api/altcha/challenge')).json() as Challenge)
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
