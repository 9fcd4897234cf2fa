// Real files for the résumé checks, made here: a PDF, DOCX files (zips), and
// the impostors a careless check would let through.
import { crc32, deflateRawSync } from 'node:zlib'

export function pdf(text = 'Résumé of a candidate'): Buffer {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n4 0 obj << /Length ${text.length + 30} >> stream\nBT /F1 12 Tf 72 720 Td (${text}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

type Entry = { name: string; data: Buffer; deflate?: boolean; declaredSize?: number }

/** A minimal zip writer (stored or deflated entries, one central directory). */
export function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8')
    const payload = e.deflate ? deflateRawSync(e.data) : e.data
    const size = e.declaredSize ?? e.data.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(e.deflate ? 8 : 0, 8)
    local.writeUInt32LE(crc32(e.data), 14)
    local.writeUInt32LE(payload.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(e.deflate ? 8 : 0, 10)
    central.writeUInt32LE(crc32(e.data), 16)
    central.writeUInt32LE(payload.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, payload)
    centrals.push(central, name)
    offset += 30 + name.length + payload.length
  }
  const cd = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(cd.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, cd, end])
}

const CONTENT_TYPES = (main: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`,
  )
const DOCUMENT = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Résumé</w:t></w:r></w:p></w:body></w:document>',
)

/** A plain DOCX, with `extra` entries (parts, relationships) added. */
export function docx(extra: Entry[] = []): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: CONTENT_TYPES('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
      deflate: true,
    },
    { name: '_rels/.rels', data: Buffer.from('<Relationships/>') },
    { name: 'word/document.xml', data: DOCUMENT, deflate: true },
    ...extra,
  ])
}

const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** A relationships part (.rels) holding these relationships (type: the last word of its URI). */
export function rels(name: string, ...relationships: { type: string; target: string; external?: boolean }[]): Entry {
  const tags = relationships.map(
    (r, i) =>
      `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIP}/${r.type}" Target="${r.target}"${r.external ? ' TargetMode="External"' : ''}/>`,
  )
  return {
    name,
    data: Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${tags.join('')}</Relationships>`,
    ),
    deflate: true,
  }
}

/** A macro-enabled Word document by its content type (what a .docm declares), with no macro part. */
export function docm(): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: CONTENT_TYPES('application/vnd.ms-word.document.macroEnabled.main+xml'),
      deflate: true,
    },
    { name: 'word/document.xml', data: DOCUMENT, deflate: true },
  ])
}

/** A plain DOCX by its content type that carries a macro project all the same. */
export function docxWithMacros(): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: CONTENT_TYPES('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
      deflate: true,
    },
    { name: 'word/document.xml', data: DOCUMENT, deflate: true },
    { name: 'word/vbaProject.bin', data: Buffer.from('Attribute VB_Name = "AutoOpen"') },
  ])
}

/** A zip that inflates to far more than it weighs, dressed as a DOCX. */
export function zipBomb(): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: CONTENT_TYPES('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
      deflate: true,
    },
    { name: 'word/document.xml', data: Buffer.alloc(64 * 1024 * 1024), deflate: true },
  ])
}

export const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)])
export const exe = () =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00', 'latin1'),
    Buffer.alloc(4000, 1),
    Buffer.from('This program cannot be run in DOS mode'),
  ])

/** multipart/form-data, built by hand so tests control every byte. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    )
    parts.push(file.data, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
