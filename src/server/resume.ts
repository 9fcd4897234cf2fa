// Is this file really a PDF or a DOCX? Decided by its bytes, never by its
// name or declared type. A DOCX is a zip: its central directory is read
// first (entry count, declared sizes, names), so a zip bomb or a
// macro-carrying document is refused before anything is decompressed, and
// only its small [Content_Types].xml is ever inflated.
import { inflateRawSync } from 'node:zlib'

export type ResumeKind = 'pdf' | 'docx'

const MAX_ENTRIES = 1000
const MAX_TOTAL_UNCOMPRESSED = 50 * 1024 * 1024
const MAX_RATIO = 100
const MAX_CONTENT_TYPES = 256 * 1024

function isPdf(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('latin1')
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1')
  return head.startsWith('%PDF-') && tail.includes('%%EOF')
}

type ZipEntry = { name: string; method: number; compressed: number; uncompressed: number; localOffset: number }

/** The central directory of a zip, or undefined when it is not a plain (non-ZIP64) zip. */
function zipEntries(bytes: Buffer): ZipEntry[] | undefined {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return undefined
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return undefined
  const count = bytes.readUInt16LE(eocd + 10)
  const offset = bytes.readUInt32LE(eocd + 16)
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ENTRIES) return undefined
  const entries: ZipEntry[] = []
  let p = offset
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== 0x02014b50) return undefined
    const nameLength = bytes.readUInt16LE(p + 28)
    entries.push({
      method: bytes.readUInt16LE(p + 10),
      compressed: bytes.readUInt32LE(p + 20),
      uncompressed: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
      name: bytes.subarray(p + 46, p + 46 + nameLength).toString('utf8'),
    })
    p += 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32)
  }
  return entries
}

function readEntry(bytes: Buffer, entry: ZipEntry): string | undefined {
  const p = entry.localOffset
  if (p + 30 > bytes.length || bytes.readUInt32LE(p) !== 0x04034b50) return undefined
  const start = p + 30 + bytes.readUInt16LE(p + 26) + bytes.readUInt16LE(p + 28)
  const data = bytes.subarray(start, start + entry.compressed)
  try {
    if (entry.method === 0) return data.toString('utf8')
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES }).toString('utf8')
  } catch {
    return undefined
  }
  return undefined
}

function isDocx(bytes: Buffer): boolean {
  const entries = zipEntries(bytes)
  if (!entries) return false
  let total = 0
  for (const e of entries) {
    total += e.uncompressed
    if (total > MAX_TOTAL_UNCOMPRESSED) return false // a zip bomb, by its own declaration
    if (e.uncompressed > 1024 * 1024 && e.uncompressed > e.compressed * MAX_RATIO) return false
    if (/(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$/i.test(e.name)) return false // macros
  }
  const names = new Set(entries.map((e) => e.name))
  if (!names.has('word/document.xml')) return false
  const types = entries.find((e) => e.name === '[Content_Types].xml')
  if (!types || types.uncompressed > MAX_CONTENT_TYPES) return false
  const xml = readEntry(bytes, types)
  return !!xml && xml.includes('wordprocessingml.document.main+xml') && !/macroEnabled/i.test(xml)
}

/** The kind of résumé these bytes are, or undefined when they are neither a PDF nor a plain DOCX. */
export function resumeKind(bytes: Buffer): ResumeKind | undefined {
  if (isPdf(bytes)) return 'pdf'
  if (isDocx(bytes)) return 'docx'
  return undefined
}
