// A stand-in for clamd on a unix socket in a temporary folder (or on a local
// TCP port): it speaks the INSTREAM protocol, finds the EICAR test string
// anywhere in what it is sent, and keeps each stream it received so a test can
// see the whole file arrived. A silent one reads everything and never answers;
// a failing one answers as clamd does when a stream is over its size limit.
import { mkdtempSync } from 'node:fs'
import { createServer, type AddressInfo, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The anti-virus test file's text, in two halves so this source file is not itself "infected".
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'
export const EICAR_SIGNATURE = 'Eicar-Test-Signature'

export type FakeClamd = {
  /** What CLAMD_SOCKET would be set to: the socket's path, or tcp://127.0.0.1:port. */
  address: string
  streams: Buffer[]
  close: () => Promise<void>
}

const COMMAND = 'zINSTREAM\0'

export async function fakeClamd({
  answer = 'scan',
  tcp = false,
}: { answer?: 'scan' | 'silent' | 'error'; tcp?: boolean } = {}): Promise<FakeClamd> {
  const streams: Buffer[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    let received = Buffer.alloc(0)
    let p = COMMAND.length // where the next chunk's length is
    const chunks: Buffer[] = []
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data])
      if (received.length < COMMAND.length) return
      if (received.subarray(0, COMMAND.length).toString('latin1') !== COMMAND) {
        socket.end('UNKNOWN COMMAND\0')
        return
      }
      for (;;) {
        if (p + 4 > received.length) return // more to come
        const length = received.readUInt32BE(p)
        if (length === 0) break // the end of the stream
        if (p + 4 + length > received.length) return
        chunks.push(received.subarray(p + 4, p + 4 + length))
        p += 4 + length
      }
      const stream = Buffer.concat(chunks)
      streams.push(stream)
      if (answer === 'silent') return
      if (answer === 'error') socket.end('INSTREAM size limit exceeded. ERROR\0')
      else socket.end(stream.includes(EICAR, 0, 'latin1') ? `stream: ${EICAR_SIGNATURE} FOUND\0` : 'stream: OK\0')
    })
  })
  const path = join(mkdtempSync(join(tmpdir(), 'clamd-')), 'clamd.sock')
  await new Promise<void>((resolve) => (tcp ? server.listen(0, '127.0.0.1', resolve) : server.listen(path, resolve)))
  return {
    address: tcp ? `tcp://127.0.0.1:${(server.address() as AddressInfo).port}` : path,
    streams,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy() // a silent one's connections stay open
      }),
  }
}
