// The form budgets' rules: the mailbox a limit counts, and the windows, which
// are fixed on the UTC clock (a "day" renews at midnight UTC).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DAY_MS, formBudgets, HOUR_MS, mailboxKey } from '../../src/server/formGuard'
import { openStore, type Store } from '../../src/server/store'

const stores: Store[] = []
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close()
})

describe('mailboxKey', () => {
  it('drops a sub-address tag and case on any domain, and dots only where Google documents it', () => {
    expect(mailboxKey('Bomb+1@Example.COM')).toBe('bomb@example.com')
    expect(mailboxKey('bomb+a+b@example.com')).toBe('bomb@example.com')
    expect(mailboxKey('b.o.m.b@example.com')).toBe('b.o.m.b@example.com')
    expect(mailboxKey('J.Doe+cv@googlemail.com')).toBe('jdoe@gmail.com')
    expect(mailboxKey('jdoe@gmail.com.')).toBe('jdoe@gmail.com')
    // A name that starts with "+" has no tag to drop.
    expect(mailboxKey('+1@example.com')).toBe('+1@example.com')
  })
})

describe('form budgets', () => {
  it('renew a day’s budget at midnight UTC, not 24 hours after the first use', async () => {
    const store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'budget-')) })
    stores.push(store)
    let now = Date.parse('2026-12-01T23:58:00Z')
    const budgets = formBudgets(store, () => now)
    expect(await budgets.spend('confirmation', 'zoe@example.com', 1, DAY_MS)).toBe(true)
    expect(await budgets.spend('confirmation', 'zoe@example.com', 1, DAY_MS)).toBe(false)
    now = Date.parse('2026-12-02T00:01:00Z') // three minutes later, the next UTC day
    expect(await budgets.spend('confirmation', 'zoe@example.com', 1, DAY_MS)).toBe(true)
    now = Date.parse('2026-12-02T23:59:59Z')
    expect(await budgets.spend('confirmation', 'zoe@example.com', 1, DAY_MS)).toBe(false)
  })

  it('renew an hour’s budget on the hour', async () => {
    const store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'budget-')) })
    stores.push(store)
    let now = Date.parse('2026-12-01T09:59:30Z')
    const budgets = formBudgets(store, () => now)
    expect(await budgets.spend('contact', '192.0.2.1', 1, HOUR_MS)).toBe(true)
    expect(await budgets.spend('contact', '192.0.2.1', 1, HOUR_MS)).toBe(false)
    now += 60_000
    expect(await budgets.spend('contact', '192.0.2.1', 1, HOUR_MS)).toBe(true)
  })
})
