// The clamd client on its own: the INSTREAM protocol against a fake clamd,
// the verdicts, and every way of not getting one (which the server turns into
// a refusal to keep anything).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { scanFile, ScannerUnavailable } from '../../src/server/virusScan'
import { EICAR, EICAR_SIGNATURE, fakeClamd, type FakeClamd } from './fakeClamd'

const running: FakeClamd[] = []
afterEach(async () => {
  while (running.length) await running.pop()?.close()
})

async function clamd(options?: Parameters<typeof fakeClamd>[0]) {
  const server = await fakeClamd(options)
  running.push(server)
  return server
}

function file(bytes: Buffer | string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'scan-')), 'resume')
  writeFileSync(path, bytes)
  return path
}

describe('scanFile', () => {
  it('streams a whole file in chunks and reads OK, over a unix socket and over TCP', async () => {
    const bytes = randomBytes(5 * 1024 * 1024)
    for (const tcp of [false, true]) {
      const server = await clamd({ tcp })
      expect(await scanFile(file(bytes), server.address)).toEqual({ clean: true })
      expect(server.streams).toHaveLength(1)
      expect(server.streams[0]!.equals(bytes)).toBe(true)
    }
  })

  it('reads a FOUND answer with its signature', async () => {
    const server = await clamd()
    expect(await scanFile(file(`%PDF-1.4\n${EICAR}\n%%EOF\n`), server.address)).toEqual({
      clean: false,
      signature: EICAR_SIGNATURE,
    })
  })

  it('fails closed: no socket, nothing listening, a bad address, no answer in time, an error answer', async () => {
    const nowhere = join(mkdtempSync(join(tmpdir(), 'clamd-')), 'missing.sock')
    await expect(scanFile(file('x'), nowhere)).rejects.toBeInstanceOf(ScannerUnavailable)
    await expect(scanFile(file('x'), 'tcp://127.0.0.1:1')).rejects.toBeInstanceOf(ScannerUnavailable)
    await expect(scanFile(file('x'), 'tcp://not a url')).rejects.toBeInstanceOf(ScannerUnavailable)

    const silent = await clamd({ answer: 'silent' })
    const started = performance.now()
    const late = scanFile(file('x'), silent.address, 300)
    await expect(late).rejects.toBeInstanceOf(ScannerUnavailable)
    await expect(late).rejects.toThrow('no answer within 0.3 s')
    expect(performance.now() - started).toBeLessThan(3_000)

    const failing = await clamd({ answer: 'error' })
    await expect(scanFile(file('x'), failing.address)).rejects.toThrow('INSTREAM size limit exceeded. ERROR')
  })
})
