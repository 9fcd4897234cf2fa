// What résumeKind accepts, and why it refuses the rest: PDFs made here with
// pdf-lib, then given what a hostile file carries (JavaScript, launch actions,
// embedded files, XFA, encryption, a second file format, a parser trap).
import { deflateSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { describe, expect, it, vi } from 'vitest'
import { resumeKind } from '../../src/server/resume'
import { docm, docx, docxWithMacros, exe, pdf, zipBomb } from './files'

/** A one-page PDF from pdf-lib, changed by `edit` before it is saved. */
async function makePdf(
  edit?: (doc: PDFDocument) => void | Promise<void>,
  { pages = 1, useObjectStreams = true } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create()
  for (let i = 0; i < pages; i++) doc.addPage().drawText('Curriculum vitae of a candidate', { x: 72, y: 720 })
  await edit?.(doc)
  return Buffer.from(await doc.save({ useObjectStreams, addDefaultPage: false }))
}

/** A PDF's text with `from` replaced (once) by `to`: for what pdf-lib will not write. */
const rewrite = (bytes: Buffer, from: string | RegExp, to: string) => {
  const text = bytes.toString('latin1')
  const changed = text.replace(from, to)
  expect(changed, `${from} not found`).not.toBe(text)
  return Buffer.from(changed, 'latin1')
}

const javaScript = (doc: PDFDocument) => doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })

const refused = (reason: string) => ({ ok: false, reason })

describe('resumeKind', () => {
  it('accepts a real PDF (with or without object streams, or written by hand) and a plain DOCX', async () => {
    expect(await resumeKind(await makePdf())).toEqual({ ok: true, kind: 'pdf' })
    expect(await resumeKind(await makePdf(undefined, { pages: 3, useObjectStreams: false }))).toEqual({
      ok: true,
      kind: 'pdf',
    })
    expect(await resumeKind(pdf())).toEqual({ ok: true, kind: 'pdf' })
    expect(await resumeKind(docx())).toEqual({ ok: true, kind: 'docx' })
  })

  it('refuses what only looks like a PDF at its two ends', async () => {
    expect(await resumeKind(Buffer.from('%PDF-1.4\n%%EOF', 'latin1'))).toEqual(refused('PDF: no catalog'))
    // An executable between a PDF header and end marker (what the old check accepted).
    const wrapped = Buffer.concat([Buffer.from('%PDF-1.4\n'), exe(), Buffer.from('\n%%EOF\n')])
    expect(await resumeKind(wrapped)).toEqual(refused('PDF: no catalog'))
    expect(await resumeKind(await makePdf(undefined, { pages: 0 }))).toEqual(refused('PDF: no page'))
  })

  it('refuses a polyglot: HTML in its first KiB, bytes before its header, a file appended after its end', async () => {
    const real = await makePdf()
    const html = rewrite(real, /^%PDF-1\.7\n/, '%PDF-1.7\n%<html><body><script>alert(document.cookie)</script>\n')
    expect(await resumeKind(html)).toEqual(refused('PDF: HTML markup at its start (a polyglot)'))
    const svg = rewrite(real, /^%PDF-1\.7\n/, '%PDF-1.7\n%<svg onload="alert(1)">\n')
    expect(await resumeKind(svg)).toEqual(refused('PDF: HTML markup at its start (a polyglot)'))
    const before = Buffer.concat([Buffer.from('<!doctype html><p>hello</p>\n'), real])
    expect(await resumeKind(before)).toEqual(refused('PDF: bytes before its header (a polyglot)'))
    const appended = Buffer.concat([real, docx().subarray(0, 500)])
    expect(await resumeKind(appended)).toEqual(refused('PDF: data after its end (a polyglot)'))
  })

  it('refuses JavaScript wherever it is: opening action, page and annotation actions, escaped names, unused objects', async () => {
    const cases = [
      await makePdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), javaScript(doc))),
      await makePdf((doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: javaScript(doc) }))),
      await makePdf((doc) => {
        const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: javaScript(doc) })
        doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]))
      }),
      // Named JavaScript in the document's name tree.
      await makePdf((doc) => {
        const names = doc.context.obj({ Names: [PDFString.of('init'), doc.context.register(javaScript(doc))] })
        doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: names }))
      }),
      // /#4aava#53cript is /JavaScript to a reader; pdf-lib decodes only upper-case escapes.
      rewrite(
        await makePdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Placeholder' })), {
          useObjectStreams: false,
        }),
        '/Placeholder',
        '/#4aava#53cript',
      ),
      // Referenced by nothing, inside an object stream.
      await makePdf((doc) => void doc.context.register(javaScript(doc))),
      // An older object 1 that pdf-lib's last-one-wins reading would drop, where a reader's xref may point.
      rewrite(
        await makePdf(undefined, { useObjectStreams: false }),
        /\n1 0 obj\n/,
        '\n1 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj\n1 0 obj\n',
      ),
    ]
    for (const [i, bytes] of cases.entries())
      expect(await resumeKind(bytes), `case ${i}`).toEqual(refused('PDF: JavaScript'))
  })

  it('refuses launch actions, embedded files, file attachments, XFA forms', async () => {
    const launch = await makePdf((doc) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') })),
    )
    expect(await resumeKind(launch)).toEqual(refused('PDF: a launch action'))
    const attached = await makePdf((doc) => doc.attach(Buffer.from('MZ payload'), 'invoice.exe'))
    expect(await resumeKind(attached)).toEqual(refused('PDF: an embedded file'))
    const annotation = await makePdf((doc) => {
      const attachment = doc.context.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [0, 0, 20, 20],
        FS: PDFString.of('invoice.exe'),
      })
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(attachment)]))
    })
    expect(await resumeKind(annotation)).toEqual(refused('PDF: a file attachment'))
    const xfa = await makePdf((doc) =>
      doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [], XFA: PDFString.of('<xdp:xdp/>') })),
    )
    expect(await resumeKind(xfa)).toEqual(refused('PDF: an XFA form'))
  })

  it('refuses an encrypted PDF, however its trailer spells /Encrypt', async () => {
    const encryption = '/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>'
    const trailer = rewrite(
      await makePdf(undefined, { useObjectStreams: false }),
      /trailer\s*<</,
      `trailer\n<<\n${encryption}\n`,
    )
    expect(await resumeKind(trailer)).toEqual(refused('PDF: encrypted'))
    // In a cross-reference stream's dictionary, escaped: pdf-lib would see neither.
    const xrefStream = rewrite(await makePdf(), '/Type /XRef', '/Type /XRef /E#6ecrypt 99 0 R')
    expect(await resumeKind(xrefStream)).toEqual(refused('PDF: encrypted'))
  })

  it('refuses what would make the parser slow or huge, quickly', async () => {
    // An object stream that inflates to 64 MB from a few dozen KB.
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, 32))
    const inflating = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`,
      ),
      bomb,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ])
    expect(await resumeKind(inflating)).toEqual(refused('PDF: object streams inflating to more than 32 MB'))

    // 2 MB of filler: pdf-lib alone spends several seconds per MB, throwing an exception per byte.
    const real = await makePdf(undefined, { useObjectStreams: false })
    const filler = Buffer.concat([real.subarray(0, 9), Buffer.alloc(2 * 1024 * 1024, 'a'), real.subarray(9)])
    const started = performance.now()
    expect(await resumeKind(filler)).toEqual(refused('PDF: too much filler between its objects'))
    expect(performance.now() - started).toBeLessThan(5_000)

    const objects = Array.from({ length: 60_000 }, (_, i) => `${i + 1} 0 obj\n[${i}]\nendobj\n`).join('')
    const many = Buffer.from(`%PDF-1.4\n${objects}%%EOF\n`, 'latin1')
    // The cap on objects alone: with the clock stopped, the time spent between 60,000 objects
    // (which a busy machine can stretch past the filler budget) never counts.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0)
    try {
      expect(await resumeKind(many)).toEqual(refused('PDF: more than 50000 objects'))
    } finally {
      clock.mockRestore()
    }
  })

  it('says why a DOCX is refused, and what is neither', async () => {
    expect(await resumeKind(docm())).toEqual(refused('DOCX: macros (a macro-enabled content type)'))
    expect(await resumeKind(docxWithMacros())).toEqual(refused('DOCX: macros'))
    expect(await resumeKind(zipBomb())).toEqual(refused('DOCX: a zip bomb, by its own declaration'))
    expect(await resumeKind(exe())).toEqual(refused('neither a PDF nor a DOCX'))
  })
})
