// Valid form posts as a visitor's browser makes them, with the anti-bot
// challenge solved here: used by the server tests (through serverHarness) and
// by `npm run bench`, so nothing here depends on the test runner.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { FastifyInstance } from 'fastify'
import { JOBS, openJobs, type Job } from '../../src/content/jobs'
import { PLACES } from '../../src/content/jobs/places'
import { multipartBody } from './files'

/** A job of the content's own kind, in a country and open for years: for countries the content has no open job in. */
function madeUpJob(country: Job['country']): Job {
  const [state, cities] = Object.entries(PLACES[country])[0] as [Job['state'], Job['city'][]]
  return {
    ...JOBS[0]!,
    id: `test-job-${country.toLowerCase()}`,
    country,
    state,
    city: cities[0]!,
    validThrough: '2999-12-31',
  }
}

/** An open job in the country: the content's first, else one made for the tests (the site folder lists it). */
export const jobIn = (country: Job['country']): Job =>
  openJobs().find((job) => job.country === country) ?? madeUpJob(country)

/** A job the build published that has closed since. */
export const closedJob: Job = { ...JOBS[0]!, id: 'test-job-closed', postedAt: '2020-01-01', validThrough: '2020-02-29' }

/** The jobs a test site publishes (its .meta/jobs.json): the content's, and the tests' own. */
export const siteJobs = (): Job[] => {
  const extra = (['IN', 'GB', 'US', 'BR'] as const).map(jobIn).concat(closedJob)
  return [...JOBS, ...extra.filter((job) => !JOBS.some((known) => known.id === job.id))]
}

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

/** An application to an open job in India (SPEC 5.2's rules). */
export const applyValues = {
  jobId: jobIn('IN').id,
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
