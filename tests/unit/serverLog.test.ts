// What the server writes to its log: no personal data at info or debug, and
// a warning for a proxy setting that lets any client choose its address.
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { pdf } from './files'
import {
  applyValues,
  contactValues,
  postApplication,
  postContact,
  postContactForm,
  solved,
  startServer,
} from './serverHarness'

function logSink() {
  const lines: string[] = []
  return { lines, stream: { write: (line: string) => void lines.push(line) } }
}

const CLIENT = '203.0.113.77'

describe('the server log', () => {
  it('holds no personal data at debug level, through a message, a no-script message, an application and its mail', async () => {
    const log = logSink()
    const { app } = await startServer({ LOG_LEVEL: 'debug' }, undefined, { outboxStopped: true, logStream: log.stream })
    const contact = { ...contactValues, name: 'Zelda Quux', email: 'zelda.quux@client.example.com' }
    expect(
      (await postContact(app, { ...contact, altcha: await solved(app) }, { remoteAddress: CLIENT })).statusCode,
    ).toBe(201)
    expect((await postContactForm(app, contact, { remoteAddress: CLIENT })).statusCode).toBe(201)
    expect((await postContact(app, { ...contact, email: 'bad' }, { remoteAddress: CLIENT })).statusCode).toBe(422)
    const applicant = {
      ...applyValues,
      firstName: 'Yolanda',
      lastName: 'Xyster',
      email: 'yolanda@example.com',
      mobile: '9123456780',
    }
    const application = await postApplication(
      app,
      { ...applicant, altcha: await solved(app) },
      { name: 'Yolanda Xyster CV.pdf', type: 'application/pdf', data: pdf() },
      { remoteAddress: CLIENT, headers: { 'x-forwarded-for': '198.51.100.23' } },
    )
    expect(application.statusCode).toBe(201)
    await app.inject(`/jobdetails?id=x&email=${encodeURIComponent('zelda.quux@client.example.com')}`)
    expect(await app.outbox.drain()).toBeGreaterThan(0)
    const text = log.lines.join('')
    expect(text).toContain('contact message stored') // the log is really there
    for (const personal of [
      'Zelda',
      'Quux',
      'zelda.quux',
      'Yolanda',
      'Xyster',
      'yolanda@',
      '9123456780',
      'Jubilee',
      'Hyderabad',
      contact.subject,
      CLIENT,
      '198.51.100.23',
    ])
      expect(text, personal).not.toContain(personal)
  })

  it('refuses TRUST_PROXY=true, naming the hop count or addresses to set instead; a hop count starts quietly', async () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*number of proxies.*or their addresses/)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.0.2.1'])
    const quiet = logSink()
    await startServer({ TRUST_PROXY: '1', LOG_LEVEL: 'warn' }, undefined, {
      outboxStopped: true,
      logStream: quiet.stream,
    })
    expect(quiet.lines.join('')).not.toMatch(/TRUST_PROXY/)
  })

  it('behind one proxy (TRUST_PROXY=1) a client cannot escape its budget by rotating X-Forwarded-For', async () => {
    const { app } = await startServer({ TRUST_PROXY: '1', RATE_LIMIT_CONTACT_PER_HOUR: '2' })
    const codes: number[] = []
    for (let i = 1; i <= 4; i++) {
      const res = await postContact(
        app,
        { ...contactValues, altcha: await solved(app) },
        // The proxy appends the address it saw; what the client sent comes before it.
        { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.9` } },
      )
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([201, 201, 429, 429])
  })
})
