// A résumé streamed to clamd (ClamAV's daemon) before it is accepted, when
// CLAMD_SOCKET names one: a unix socket path or tcp://host:port. The INSTREAM
// protocol: "zINSTREAM\0", the file in chunks each after its length (4 bytes,
// big-endian), a zero length to end; the answer is "stream: OK" or
// "stream: <signature> FOUND", ended by a NUL. Anything else, no answer within
// the time limit, or no scanner at all is ScannerUnavailable: the caller keeps
// nothing and asks the visitor to try later (fail closed).
import { once } from 'node:events'
import { createReadStream } from 'node:fs'
import { connect, type Socket } from 'node:net'

export type ScanResult = { clean: true } | { clean: false; signature: string }

export class ScannerUnavailable extends Error {}

export const SCAN_TIMEOUT_MS = 10_000
/** Each chunk far below clamd's StreamMaxLength (25 MB by default); a résumé is a few dozen. */
const CHUNK_BYTES = 64 * 1024
/** An answer longer than this is not clamd's. */
const MAX_REPLY_BYTES = 4 * 1024

function open(address: string): Socket {
  if (!address.startsWith('tcp://')) return connect({ path: address })
  const url = new URL(address)
  return connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) })
}

/** Streams the file at `path` to the clamd at `address` and reads its verdict. */
export async function scanFile(path: string, address: string, timeoutMs = SCAN_TIMEOUT_MS): Promise<ScanResult> {
  let socket: Socket | undefined
  let timer: NodeJS.Timeout | undefined
  try {
    const connection = (socket = open(address))
    timer = setTimeout(
      () => connection.destroy(new ScannerUnavailable(`no answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    )
    const reply = collectReply(connection)
    const sending = send(connection, path)
    // Whichever fails first is the one reported; the other must not surface as an unhandled rejection.
    reply.catch(() => {})
    sending.catch(() => {})
    // clamd may answer (an error) before it has read everything.
    await Promise.race([sending, reply])
    return verdict(await reply)
  } catch (error) {
    // A bad address, a refused connection, a broken pipe: all mean no verdict.
    if (error instanceof ScannerUnavailable) throw error
    throw new ScannerUnavailable(error instanceof Error ? error.message : String(error))
  } finally {
    clearTimeout(timer)
    socket?.destroy()
  }
}

async function send(socket: Socket, path: string): Promise<void> {
  await once(socket, 'connect')
  const write = async (bytes: Buffer) => {
    if (!socket.write(bytes)) await once(socket, 'drain')
  }
  await write(Buffer.from('zINSTREAM\0', 'latin1'))
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
    const length = Buffer.alloc(4)
    length.writeUInt32BE((chunk as Buffer).length)
    await write(Buffer.concat([length, chunk as Buffer]))
  }
  await write(Buffer.alloc(4)) // a zero length: the end of the stream
}

/** clamd's answer up to its NUL (or the end of the connection). */
function collectReply(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      size += chunk.length
      const text = Buffer.concat(chunks).toString('utf8')
      if (text.includes('\0')) resolve(text.slice(0, text.indexOf('\0')))
      else if (size > MAX_REPLY_BYTES) reject(new ScannerUnavailable('an answer too long to be clamd'))
    })
    socket.on('end', () => {
      if (size) resolve(Buffer.concat(chunks).toString('utf8'))
      else reject(new ScannerUnavailable('the connection closed without an answer'))
    })
    socket.on('error', reject)
    socket.on('close', () => reject(new ScannerUnavailable('the connection closed without an answer')))
  })
}

function verdict(reply: string): ScanResult {
  const answer = reply.trim()
  if (answer === 'stream: OK') return { clean: true }
  const found = /^stream: (.+) FOUND$/.exec(answer)
  if (found) return { clean: false, signature: found[1]! }
  throw new ScannerUnavailable(`unexpected answer: ${answer.slice(0, 200)}`)
}
