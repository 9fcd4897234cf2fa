// A real SMTP server on loopback (the smtp-server package) that keeps what it receives.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  from: string
  to: string[]
  raw: string
  headers: Record<string, string>
  messageId: string
}

export type SmtpPeer = { port: number; received: ReceivedMail[]; close: () => Promise<void> }

/**
 * Undoes quoted-printable so a mail's body reads as the recipient's client shows it.
 * The header block is never quoted-printable and is left as it is: decoding it turned
 * a link token that begins with two hex digits (`?token=AB…`) into a byte.
 */
export function decodeQuotedPrintable(text: string): string {
  const headersEnd = text.search(/\r?\n\r?\n/)
  if (headersEnd > 0) return text.slice(0, headersEnd) + decodeQuotedPrintable(text.slice(headersEnd))
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'))
  } catch {
    return bytes
  }
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim()
  }
  return headers
}

/**
 * `rejectRecipients`: every RCPT TO is refused with a 550 quoting the address, as real servers answer.
 * `answerDelayMs`: a slow server, which takes this long to accept each mail it has received.
 */
export async function startSmtpPeer(
  port = 0,
  options: { rejectRecipients?: boolean; answerDelayMs?: number } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients) return callback()
      callback(Object.assign(new Error(`<${address.address}>: mailbox unavailable`), { responseCode: 550 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const headers = parseHeaders(raw)
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          headers,
          messageId: headers['message-id'] ?? '',
        })
        if (options.answerDelayMs) setTimeout(callback, options.answerDelayMs)
        else callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A client that dies mid-session (a server killed in a test) resets its connection: not the peer's failure.
  server.on('error', () => undefined)
  const address = server.server.address() as AddressInfo
  return { port: address.port, received, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
