// Which errors mean "the database is away for now" (503, try again) rather than a fault (500).
import { readFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { isConnectionLoss } from '../../src/server/store/unavailable'

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('no error'),
    (error: unknown) => error,
  )

describe('isConnectionLoss', () => {
  it('is true for a connection that cannot be made or was cut, and PostgreSQL going down or starting', async () => {
    const socket = connect('/nonexistent/.s.PGSQL.5432')
    expect(isConnectionLoss(await new Promise((done) => socket.once('error', done)))).toBe(true)
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isConnectionLoss(new Error('timeout exceeded when trying to connect'))).toBe(true)
    for (const code of ['57P01', '57P03', '08006', '53300'])
      expect(isConnectionLoss(Object.assign(new Error('FATAL'), { code })), code).toBe(true)
  })

  it('is false for a wrong query, a broken constraint, or a missing file', async () => {
    for (const code of ['42P01', '23505', '22P02'])
      expect(isConnectionLoss(Object.assign(new Error('ERROR'), { code })), code).toBe(false)
    expect(isConnectionLoss(await rejection(readFile('/nonexistent/upload')))).toBe(false)
    expect(isConnectionLoss('Connection terminated')).toBe(false)
  })
})
