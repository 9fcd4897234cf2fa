// The browser tests' mail server: a real SMTP server on loopback that writes
// each message it receives to MAIL_SINK_DIR, where tests look for it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startSmtpPeer } from '../unit/smtpPeer'

const dir = process.env.MAIL_SINK_DIR ?? 'test-results/mail-sink'
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
const peer = await startSmtpPeer(Number(process.env.MAIL_SINK_PORT ?? 2526))
let written = 0
setInterval(() => {
  while (written < peer.received.length) {
    const mail = peer.received[written++]!
    writeFileSync(join(dir, `${String(written).padStart(4, '0')}.eml`), mail.raw)
  }
}, 50)
console.log(`mail sink on 127.0.0.1:${peer.port}, writing to ${dir}`)
