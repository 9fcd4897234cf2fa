// The forms against abuse: cross-site posts, budgets kept in the store (only
// kept submissions count), the tighter budget of posts without the anti-bot
// proof, applications that cannot be used to mail strangers, and what a
// visitor without JavaScript sees when a limit or a fault stops them.
import { readFileSync } from 'node:fs'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { describe, expect, it } from 'vitest'
import { contactMail } from '../../src/server/mail/contactMail'
import { pdf } from './files'
import {
  CAREERS,
  applyValues,
  contactValues,
  postApplication,
  postContact,
  postContactForm,
  solved,
  startServer,
} from './serverHarness'

const resume = () => ({ name: 'cv.pdf', type: 'application/pdf', data: pdf() })

describe('cross-site posts', () => {
  it('refuses a contact post another site made a browser send, and keeps nothing', async () => {
    const { app } = await startServer()
    const fromEvil = await postContact(
      app,
      { ...contactValues, altcha: await solved(app) },
      { headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' } },
    )
    expect(fromEvil.statusCode).toBe(403)
    expect(fromEvil.json().message).toBe(
      'This form can only be sent from our own website. Please open the page and send it from there.',
    )
    // An older browser says only Origin.
    const originOnly = await postContactForm(app, contactValues, { headers: { origin: 'https://evil.test' } })
    expect(originOnly.statusCode).toBe(403)
    expect(originOnly.headers['content-type']).toContain('text/html')
    expect(await app.store.contactMessages()).toHaveLength(0)
    expect(await app.store.outbox()).toHaveLength(0)
  })

  it('refuses a same-site post: a sibling subdomain is another origin, and may not post our forms', async () => {
    const { app } = await startServer()
    const sibling = { origin: 'https://blog.site.test', host: 'site.test', 'sec-fetch-site': 'same-site' }
    const json = await postContact(app, { ...contactValues, altcha: await solved(app) }, { headers: sibling })
    expect(json.statusCode).toBe(403)
    const form = await postContactForm(app, contactValues, { headers: sibling })
    expect(form.statusCode).toBe(403)
    // An older browser that sends Origin only: the sibling's host is not ours either.
    const originOnly = await postContactForm(app, contactValues, {
      headers: { origin: 'https://blog.site.test', host: 'site.test' },
    })
    expect(originOnly.statusCode).toBe(403)
    expect(await app.store.contactMessages()).toHaveLength(0)
  })

  it('takes the same-origin form posted without JavaScript, and a client that names no origin', async () => {
    const { app } = await startServer()
    const sameOrigin = await postContactForm(app, contactValues, {
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    })
    expect(sameOrigin.statusCode).toBe(201)
    const originMatchesHost = await postContactForm(app, contactValues, {
      headers: { origin: 'https://site.test', host: 'site.test' },
      remoteAddress: '192.0.2.9',
    })
    expect(originMatchesHost.statusCode).toBe(201)
    expect(await app.store.contactMessages()).toHaveLength(2)
  })

  it('refuses a cross-site application', async () => {
    const { app } = await startServer()
    const res = await postApplication(app, { ...applyValues, altcha: await solved(app) }, resume(), {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
    })
    expect(res.statusCode).toBe(403)
    expect(await app.store.applications()).toHaveLength(0)
  })
})

describe('budgets', () => {
  it('counts kept messages only: a visitor’s typos do not lock them out', async () => {
    const { app } = await startServer({ RATE_LIMIT_CONTACT_PER_HOUR: '2' })
    for (let i = 0; i < 12; i++)
      expect((await postContact(app, { ...contactValues, email: 'typo' })).statusCode).toBe(422)
    expect((await postContact(app, { ...contactValues, altcha: await solved(app) })).statusCode).toBe(201)
    expect((await postContact(app, { ...contactValues, altcha: await solved(app) })).statusCode).toBe(201)
    const limited = await postContact(app, { ...contactValues, altcha: await solved(app) })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe(
      'Too many messages have been sent from your connection. Please try again later.',
    )
    // Another address has its own budget.
    const other = await postContact(
      app,
      { ...contactValues, altcha: await solved(app) },
      { remoteAddress: '192.0.2.7' },
    )
    expect(other.statusCode).toBe(201)
    expect(await app.store.contactMessages()).toHaveLength(3)
  })

  it('keeps the budget across a restart', async () => {
    const first = await startServer({ RATE_LIMIT_CONTACT_PER_HOUR: '1', RATE_LIMIT_APPLY_PER_HOUR: '1' })
    expect((await postContact(first.app, { ...contactValues, altcha: await solved(first.app) })).statusCode).toBe(201)
    const application = await postApplication(first.app, { ...applyValues, altcha: await solved(first.app) }, resume())
    expect(application.statusCode).toBe(201)
    await first.app.close()
    const again = await startServer({ RATE_LIMIT_CONTACT_PER_HOUR: '1', RATE_LIMIT_APPLY_PER_HOUR: '1' }, first.dataDir)
    expect((await postContact(again.app, { ...contactValues, altcha: await solved(again.app) })).statusCode).toBe(429)
    const refused = await postApplication(again.app, { ...applyValues, altcha: await solved(again.app) }, resume())
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(
      'Too many applications have been sent from your connection. Please try again later.',
    )
    expect(await again.app.store.applications()).toHaveLength(1)
  })

  it('gives posts without the anti-bot proof their own, tighter budget per address, answered with a page that keeps the values', async () => {
    const { app } = await startServer({ RATE_LIMIT_CONTACT_UNVERIFIED_PER_HOUR: '2' })
    expect((await postContactForm(app, contactValues)).statusCode).toBe(201)
    expect((await postContactForm(app, contactValues)).statusCode).toBe(201)
    const limited = await postContactForm(app, { ...contactValues, subject: 'Third note from me', lang: 'fr' })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['content-type']).toContain('text/html')
    const fr = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, string>
    expect(limited.body).toContain(fr['form.contact.tooMany']!.replace(/'/g, '&#39;'))
    expect(limited.body).toContain('value="Third note from me"')
    // A visitor whose browser runs the challenge is still served.
    expect((await postContact(app, { ...contactValues, altcha: await solved(app) })).statusCode).toBe(201)
  })

  it('holds unverified messages past the server’s hourly budget instead of mailing them, until an operator releases them', async () => {
    const { app } = await startServer({ CONTACT_UNVERIFIED_MAILED_PER_HOUR: '2' })
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'])
      expect((await postContactForm(app, contactValues, { remoteAddress: address })).statusCode).toBe(201)
    const messages = await app.store.contactMessages()
    expect(messages.map((m) => m.held)).toEqual([false, false, true, true])
    expect(await app.store.outbox()).toHaveLength(2)
    // Verified messages are not held.
    expect((await postContact(app, { ...contactValues, altcha: await solved(app) })).statusCode).toBe(201)
    expect(await app.store.outbox()).toHaveLength(3)
    const mailOf = (m: (typeof messages)[number]) =>
      contactMail(m, {
        inbox: 'inbox@company.test',
        lang: m.lang,
        verified: m.verified,
        receivedAt: new Date(m.createdAt),
      })
    expect(await app.store.releaseHeld(mailOf, messages[2]!.id)).toBe(1)
    expect(await app.store.releaseHeld(mailOf)).toBe(1)
    expect((await app.store.contactMessages()).filter((m) => m.held)).toHaveLength(0)
    expect(await app.store.outbox()).toHaveLength(5)
  })

  it('makes the challenge’s rate and cost configurable', async () => {
    const { app } = await startServer({ RATE_LIMIT_CHALLENGE_PER_MINUTE: '2', ALTCHA_MAX_NUMBER: '2000' })
    const challenges = [await app.inject('/api/altcha/challenge'), await app.inject('/api/altcha/challenge')]
    expect((await app.inject('/api/altcha/challenge')).statusCode).toBe(429)
    for (const res of challenges) {
      const solution = await solveChallenge({ challenge: res.json() as Challenge, deriveKey })
      expect(solution?.counter).toBeLessThanOrEqual(2000)
    }
    const costly = await startServer({ ALTCHA_MAX_NUMBER: '200000' })
    const challenge = (await costly.app.inject('/api/altcha/challenge')).json() as Challenge
    expect((await solveChallenge({ challenge, deriveKey }))?.counter).toBeGreaterThanOrEqual(50_000)
  })
})

describe('applications cannot be used to mail strangers', () => {
  it('refuses names that hold line breaks, links or addresses', async () => {
    const { app } = await startServer()
    for (const firstName of ['Parcel\nheld', 'Pay fee: http://evil.test/p', 'www.evil.test', 'Bob<b>']) {
      const res = await postApplication(app, { ...applyValues, firstName, altcha: await solved(app) }, resume())
      expect(res.statusCode, firstName).toBe(422)
      expect(res.json().fields.firstName).toBe('Use letters only (spaces, hyphens, apostrophes and periods are fine)')
    }
    for (const [firstName, lastName] of [
      ['J. R.', 'Tolkien'],
      ['Siobhán', 'O’Brien-Nagy'],
      ['محمد', 'العلي'],
      ['प्रिया', 'शर्मा'],
      ['美咲', '佐藤'],
    ]) {
      const res = await postApplication(
        app,
        { ...applyValues, firstName: firstName!, lastName: lastName!, altcha: await solved(app) },
        resume(),
      )
      expect(res.statusCode, firstName).toBe(201)
    }
  })

  it('sends a confirmation that quotes nothing the visitor wrote, at most once a day per address', async () => {
    const { app } = await startServer()
    const values = { ...applyValues, firstName: 'Mallory', lastName: 'Parcel', email: 'Stranger@Example.com' }
    expect((await postApplication(app, { ...values, altcha: await solved(app) }, resume())).statusCode).toBe(201)
    // The same mailbox spelt other ways (case, sub-address tags) is the same recipient.
    for (const email of ['stranger@example.com', 'stranger+1@example.com', 'STRANGER+2@example.COM']) {
      const again = { ...values, email }
      expect((await postApplication(app, { ...again, altcha: await solved(app) }, resume())).statusCode).toBe(201)
    }
    const mails = await app.store.outbox()
    expect(mails.filter((m) => m.to === CAREERS)).toHaveLength(4)
    const confirmations = mails.filter((m) => m.to !== CAREERS)
    expect(confirmations).toHaveLength(1)
    for (const part of [confirmations[0]!.subject, confirmations[0]!.text, confirmations[0]!.html]) {
      for (const typed of ['Mallory', 'Parcel', 'Jubilee', 'Senior Java', 'Kafka']) expect(part).not.toContain(typed)
    }
    expect(confirmations[0]!.text).toMatch(/^Hello,/)
  })
})

describe('what a visitor types', () => {
  it('loses control characters and bidi overrides before it is kept or mailed', async () => {
    const { app } = await startServer()
    const message = 'Hello\u0000 there,\u001b[31m please call \u202Eevil\u202C back.\r\nThanks'
    const res = await postContact(app, { ...contactValues, message, altcha: await solved(app) })
    expect(res.statusCode).toBe(201)
    const [kept] = await app.store.contactMessages()
    expect(kept!.message).toBe('Hello there,[31m please call evil back.\nThanks')
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect((await app.store.outbox())[0]!.text).not.toMatch(/[\u0000-\u0008\u001b\u202a-\u202e]/u)
    const address = '12\u0000 Road\nBcc: x'
    const application = await postApplication(app, { ...applyValues, address, altcha: await solved(app) }, resume())
    expect(application.statusCode).toBe(201)
    expect((await app.store.applications())[0]!.values.address).toBe('12 Road Bcc: x')
  })
})

describe('a visitor without JavaScript', () => {
  it('gets a page with their values, not JSON, when the server fails', async () => {
    const { app } = await startServer()
    await app.store.close() // the store is gone: the write fails
    const res = await postContactForm(app, { ...contactValues, lang: 'de' })
    expect(res.statusCode).toBe(500)
    expect(res.headers['content-type']).toContain('text/html')
    const de = JSON.parse(readFileSync('locales/de.json', 'utf8')) as Record<string, string>
    expect(res.body).toContain(de['form.contact.failed'])
    expect(res.body).toContain('value="New GCC in Hyderabad"')
  })
})
