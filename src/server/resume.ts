// Is this file really a PDF or a DOCX? Decided by its bytes, never by its
// name or declared type, and with the reason when it is refused (for the log:
// never the content).
//
// A PDF is parsed with pdf-lib and refused when it cannot be inspected (it
// does not parse, or is encrypted), has no page, or carries anything a reader
// could run, fetch or unpack: JavaScript, launch actions, actions that open
// other files, submit or import data, any action run without a click but
// going to a page, embedded files, XFA forms, rich media. Every object the
// parser meets is looked at, also those inside object streams and those a
// later revision replaced, since a reader follows the cross-reference table,
// which may point where pdf-lib's last-one-wins reading does not. A file that
// is also something else (HTML at its start, bytes before its header or after
// its end) is refused as a polyglot. Its work is bounded by bytes and counts,
// never by time: objects, filler between them, what its streams inflate to.
//
// pdf-lib's public API (PDFDocument.load, then the context's objects) shows
// only the last revision of each object, and inflates object streams itself
// with no limit; so the parser's own steps are hooked (ParserInternals below),
// on pdf-lib pinned at 1.17.1 in package.json, whose behaviour tests/unit/resume.test.ts holds.
//
// A DOCX is a zip: its central directory is read first (entry count, declared
// sizes, names), so a zip bomb, a macro-carrying document or one with
// embedded objects or ActiveX is refused before anything is decompressed;
// then each entry is inflated no further than it declares, and the
// relationships are read for altChunks, embedded objects and references
// outside the document followed on opening (a remote template, image, frame).
import { constants, createInflate, inflateRawSync, inflateSync } from 'node:zlib'
import {
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFInvalidObject,
  PDFName,
  PDFParser,
  PDFRawStream,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib'

export type ResumeKind = 'pdf' | 'docx'

/** What a résumé is, or why it is refused. */
export type ResumeCheck = { ok: true; kind: ResumeKind } | { ok: false; reason: string }

const MAX_ENTRIES = 1000
const MAX_TOTAL_UNCOMPRESSED = 50 * 1024 * 1024
const MAX_RATIO = 100
const MAX_CONTENT_TYPES = 256 * 1024

/** What pdf-lib inflates while parsing (object and cross-reference streams), all together: a deflate bomb stops here. */
const MAX_PDF_INFLATED = 32 * 1024 * 1024
/** Objects in one PDF: a long résumé has a few thousand; each costs parsing time. */
const MAX_PDF_OBJECTS = 50_000
/**
 * Printable bytes pdf-lib may skip between objects, all together (valid files
 * have next to none): it tries each as an object header, an exception apiece.
 * Counted in bytes, never in time, so a busy machine refuses nothing more.
 */
const MAX_PDF_FILLER_BYTES = 64 * 1024
/** What every stream of a PDF inflates to, all together (a reader inflates them to show the pages). */
const MAX_PDF_STREAMS_INFLATED = 96 * 1024 * 1024

const HTML_MARKUP = /<(?:html|script|!doctype|body|svg)/i

/** Names that make a PDF run something or carry another file, as keys, types or action kinds. */
const ACTIVE_NAMES = new Map([
  ['JS', 'JavaScript'],
  ['JavaScript', 'JavaScript'],
  ['Launch', 'a launch action'],
  ['EmbeddedFile', 'an embedded file'],
  ['EmbeddedFiles', 'an embedded file'],
  ['FileAttachment', 'a file attachment'],
  ['GoToR', 'an action that opens another file'],
  ['GoToE', 'an action that opens an embedded file'],
  ['SubmitForm', 'a form submission'],
  ['ImportData', 'a data import'],
  ['XFA', 'an XFA form'],
  ['RichMedia', 'rich media'],
])

/** A name as a reader spells it: every #xx escape decoded, in either case (pdf-lib decodes upper case only). */
function plainName(encoded: string): string {
  let name = encoded.replace(/^\//, '')
  for (;;) {
    const decoded = name.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (decoded === name) return name
    name = decoded
  }
}

/**
 * /Encrypt as a name token, each letter plain or #-escaped. Looked for in the
 * raw bytes: pdf-lib keeps only the last trailer it reads, and the dictionary
 * of a cross-reference stream is never among its objects.
 */
const ENCRYPT_NAME = /\/(?:E|#45)(?:n|#6[Ee])(?:c|#63)(?:r|#72)(?:y|#79)(?:p|#70)(?:t|#74)(?![^\0\t\n\f\r ()<>[\]{}/%])/

/** Why a PDF is refused, found while pdf-lib parses it (its own error would hide ours). */
class PdfRefusal extends Error {}

/** The parts of pdf-lib's parser (1.17) hooked below: private in its types; tests/unit/resume.test.ts pins what they do. */
type ParserInternals = {
  context: PDFContext
  parseObject(): PDFObject
  skipJibberish(): void
  matchIndirectObjectHeader(): boolean
}

/**
 * Parses the PDF with pdf-lib, keeping every object the parser assigns (a
 * later one with the same number replaces it in pdf-lib's view, not in ours).
 * What would make it slow or huge is refused before pdf-lib does it: object
 * streams inflating past the budget, too many objects, too much filler
 * between objects (pdf-lib skips filler byte by byte, an exception per byte,
 * and without yielding: 5 MB of it would hold the server for a minute).
 */
async function parsePdf(bytes: Buffer): Promise<{ context: PDFContext; objects: PDFObject[] }> {
  const parser = PDFParser.forBytesWithOptions(bytes, ParseSpeeds.Fast, true)
  const internals = parser as unknown as ParserInternals
  const context = internals.context
  let refusal: PdfRefusal | undefined
  const refuse = (reason: string): never => {
    refusal ??= new PdfRefusal(reason)
    throw refusal
  }

  const objects: PDFObject[] = []
  const assign = context.assign.bind(context)
  context.assign = (ref, object) => {
    if (objects.push(object) > MAX_PDF_OBJECTS) refuse(`more than ${MAX_PDF_OBJECTS} objects`)
    assign(ref, object)
  }

  let inflateBudget = MAX_PDF_INFLATED
  const parseObject = internals.parseObject.bind(parser)
  internals.parseObject = () => {
    const object = parseObject()
    if (object instanceof PDFRawStream) {
      const size = inflatedSize(object, inflateBudget)
      if (typeof size === 'string') refuse(size)
      else inflateBudget -= size
    }
    return object
  }

  let fillerBudget = MAX_PDF_FILLER_BYTES
  let skipping = false
  const skipJibberish = internals.skipJibberish.bind(parser)
  internals.skipJibberish = () => {
    skipping = true
    const stackTraceLimit = Error.stackTraceLimit
    Error.stackTraceLimit = 0 // a stack for each of pdf-lib's per-byte exceptions is most of their cost
    try {
      skipJibberish()
    } finally {
      Error.stackTraceLimit = stackTraceLimit
      skipping = false
    }
  }
  const matchIndirectObjectHeader = internals.matchIndirectObjectHeader.bind(parser)
  internals.matchIndirectObjectHeader = () => {
    const matched = matchIndirectObjectHeader()
    // While skipping, each failed try is one byte of filler passed over.
    if (skipping && !matched && --fillerBudget < 0) refuse('too much filler between its objects')
    return matched
  }

  try {
    await parser.parseDocument()
  } catch (error) {
    throw refusal ?? error
  }
  return { context, objects }
}

/**
 * What pdf-lib will inflate of this stream while it parses (object and
 * cross-reference streams; others stay as they are), or why it must not.
 */
function inflatedSize(stream: PDFRawStream, budget: number): number | string {
  const type = stream.dict.lookup(PDFName.of('Type'))
  if (type !== PDFName.of('ObjStm') && type !== PDFName.of('XRef')) return 0
  const filter = stream.dict.lookup(PDFName.of('Filter'))
  const filters = filter instanceof PDFArray ? filter.asArray().map((f) => stream.dict.context.lookup(f)) : [filter]
  if (filters.length === 1 && filters[0] === undefined) return stream.contents.length
  // Writers compress these with Flate; pdf-lib's other filters (LZW, run-length) could not be measured first.
  if (filters.length !== 1 || filters[0] !== PDFName.of('FlateDecode')) return 'an object stream with an unusual filter'
  const tooBig = `object streams inflating to more than ${MAX_PDF_INFLATED / 1024 / 1024} MB`
  if (budget < 1) return tooBig
  try {
    return inflateSync(stream.contents, { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH }).length
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      ? tooBig
      : 'an object stream that does not inflate'
  }
}

/** Whether the page tree from the catalog reaches at least one page (cycles and dangling kids ignored). */
function hasPage(context: PDFContext, catalog: PDFDict): boolean {
  const seen = new Set<PDFObject>()
  const pending: (PDFObject | undefined)[] = [catalog.lookup(PDFName.of('Pages'))]
  while (pending.length) {
    const node = pending.pop()
    if (!(node instanceof PDFDict) || seen.has(node)) continue
    seen.add(node)
    const kids = node.lookup(PDFName.of('Kids'))
    if (kids instanceof PDFArray) for (const kid of kids.asArray()) pending.push(context.lookup(kid))
    else if (node.lookup(PDFName.of('Type')) === PDFName.of('Page')) return true
  }
  return false
}

/** The first active thing found in these objects (dictionaries, arrays and stream dictionaries, all the way down). */
function activeContent(objects: PDFObject[]): string | undefined {
  const pending = objects.slice()
  while (pending.length) {
    const object = pending.pop()
    if (object instanceof PDFName) {
      const found = ACTIVE_NAMES.get(plainName(object.asString()))
      if (found) return found
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value)
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) pending.push(item)
    } else if (object instanceof PDFStream) {
      pending.push(object.dict)
    } else if (object instanceof PDFInvalidObject) {
      return 'an object that does not parse'
    }
  }
  return undefined
}

/** Every dictionary in these objects, nested ones and stream dictionaries included. */
function* dictionaries(objects: PDFObject[]): Generator<PDFDict> {
  const pending = objects.slice()
  while (pending.length) {
    const object = pending.pop()
    if (object instanceof PDFDict) {
      yield object
      pending.push(...object.values())
    } else if (object instanceof PDFArray) pending.push(...object.asArray())
    else if (object instanceof PDFStream) pending.push(object.dict)
  }
}

/** A dictionary's entry by its plain name (however it is escaped). */
function entry(dict: PDFDict, name: string): PDFObject | undefined {
  for (const [key, value] of dict.entries()) if (plainName(key.asString()) === name) return dict.context.lookup(value)
  return undefined
}

/**
 * An action a reader runs without a click (the document's OpenAction; the
 * additional actions, AA, of the document, a page, a field or an annotation:
 * on opening, closing, printing, a mouse passing over) that does more than go
 * to a place in the document. A link the reader clicks may go to a web page.
 */
function automaticAction(objects: PDFObject[]): string | undefined {
  for (const dict of dictionaries(objects)) {
    const pending: (PDFObject | undefined)[] = [entry(dict, 'OpenAction')]
    const additional = entry(dict, 'AA')
    if (additional instanceof PDFDict) pending.push(...additional.values().map((v) => dict.context.lookup(v)))
    const seen = new Set<PDFObject>()
    while (pending.length) {
      const action = pending.pop()
      if (!(action instanceof PDFDict) || seen.has(action)) continue // a destination array just goes to a page
      seen.add(action)
      const kind = entry(action, 'S')
      const name = kind instanceof PDFName ? plainName(kind.asString()) : 'no kind'
      if (name !== 'GoTo') return `an action run without a click (${name})`
      const next = entry(action, 'Next')
      pending.push(...(next instanceof PDFArray ? next.asArray().map((v) => dict.context.lookup(v)) : [next]))
    }
  }
  return undefined
}

/** A stream's filters, first applied on reading first, by their plain names (abbreviations spelt out). */
function filtersOf(stream: PDFRawStream): string[] {
  const filter = entry(stream.dict, 'Filter')
  const names = filter instanceof PDFArray ? filter.asArray().map((f) => stream.dict.context.lookup(f)) : [filter]
  const full: Record<string, string> = {
    Fl: 'FlateDecode',
    LZW: 'LZWDecode',
    RL: 'RunLengthDecode',
    AHx: 'ASCIIHexDecode',
    A85: 'ASCII85Decode',
  }
  return names.flatMap((f) => (f instanceof PDFName ? [full[plainName(f.asString())] ?? plainName(f.asString())] : []))
}

/** What deflated data inflates to, counted up to just past `limit` (never held whole: a bomb is only counted). */
async function inflatedLength(data: Uint8Array, limit: number): Promise<number> {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH } // a stream cut short counts for what it gives, as readers read it
  try {
    return inflateSync(data, { ...flush, maxOutputLength: Math.min(limit + 1, 1 << 20) }).length
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') return 0 // not deflate: a reader shows nothing of it
  }
  return new Promise((done) => {
    let total = 0
    const inflate = createInflate(flush)
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length
      if (total > limit) inflate.destroy()
    })
    inflate.on('close', () => done(total))
    inflate.on('error', () => done(total))
    inflate.end(data)
  })
}

/** What run-length encoded data (RunLengthDecode) decodes to, without decoding it. */
function runLengthLength(data: Uint8Array): number {
  let total = 0
  for (let i = 0; i < data.length;) {
    const n = data[i]!
    if (n === 128) break // end of data
    const literal = n < 128 // n + 1 bytes copied as they are; else one byte repeated 257 - n times
    total += literal ? n + 1 : 257 - n
    i += literal ? n + 2 : 2
  }
  return total
}

/**
 * Why the PDF's streams, decoded as a reader decodes them to show a page,
 * would be too big (a deflate bomb), or undefined. Flate and run-length are
 * measured; LZW (which no current writer uses) and a compression behind an
 * ASCII encoding are refused unmeasured; image codecs (JPEG, JPEG 2000,
 * JBIG2, CCITT) are bounded by the image's own size, not here.
 */
async function streamProblem(objects: PDFObject[]): Promise<string | undefined> {
  let budget = MAX_PDF_STREAMS_INFLATED
  for (const object of objects) {
    if (!(object instanceof PDFRawStream)) continue
    const filters = filtersOf(object)
    if (filters.includes('LZWDecode')) return 'an LZW-compressed stream'
    const [first, ...rest] = filters
    if (first?.startsWith('ASCII') && rest.some((f) => f === 'FlateDecode' || f === 'RunLengthDecode'))
      return 'a compressed stream behind an ASCII encoding'
    const size =
      first === 'FlateDecode'
        ? await inflatedLength(object.contents, budget)
        : first === 'RunLengthDecode'
          ? runLengthLength(object.contents)
          : object.contents.length
    budget -= size
    if (budget < 0) return `streams inflating to more than ${MAX_PDF_STREAMS_INFLATED / 1024 / 1024} MB`
  }
  return undefined
}

/** Why these bytes (which begin with %PDF-) are not a PDF we accept, or undefined when they are. */
async function pdfProblem(bytes: Buffer): Promise<string | undefined> {
  if (HTML_MARKUP.test(bytes.subarray(0, 1024).toString('latin1'))) return 'HTML markup at its start (a polyglot)'
  const end = bytes.lastIndexOf('%%EOF')
  if (end < 0) return 'no %%EOF'
  // Only white space may follow: a zip or a script appended after the end would make it two files in one.
  if (!/^[\0\t\n\f\r ]*$/.test(bytes.subarray(end + 5).toString('latin1'))) return 'data after its end (a polyglot)'
  if (ENCRYPT_NAME.test(bytes.toString('latin1'))) return 'encrypted'
  let parsed: Awaited<ReturnType<typeof parsePdf>>
  try {
    parsed = await parsePdf(bytes)
  } catch (error) {
    if (error instanceof PdfRefusal) return error.message
    return 'it does not parse' // pdf-lib's message may quote the file: not for the log
  }
  const { context, objects } = parsed
  if (context.lookup(context.trailerInfo.Encrypt)) return 'encrypted'
  const catalog = context.lookup(context.trailerInfo.Root)
  if (!(catalog instanceof PDFDict)) return 'no catalog'
  if (!hasPage(context, catalog)) return 'no page'
  return activeContent(objects) ?? automaticAction(objects) ?? (await streamProblem(objects))
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

/**
 * An entry's bytes, inflated no further than it declares (its declared size
 * is bounded already): a zip whose directory understates an entry is refused,
 * not inflated as it likes. A string says why it cannot be read.
 */
function readEntry(bytes: Buffer, entry: ZipEntry): Buffer | string {
  const p = entry.localOffset
  if (p + 30 > bytes.length || bytes.readUInt32LE(p) !== 0x04034b50)
    return `${entry.name} is not where it is said to be`
  const start = p + 30 + bytes.readUInt16LE(p + 26) + bytes.readUInt16LE(p + 28)
  const data = bytes.subarray(start, start + entry.compressed)
  if (entry.method === 0) return data.length === entry.uncompressed ? data : `${entry.name} is not its declared size`
  if (entry.method !== 8) return `${entry.name} has an unusual compression method`
  try {
    const inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressed) })
    return inflated.length === entry.uncompressed ? inflated : `${entry.name} is not its declared size`
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      ? 'a zip bomb, inflating past its declaration'
      : `${entry.name} does not inflate`
  }
}

/** Parts Word would run, or that carry another program's content to be opened inside the document. */
const ACTIVE_PARTS = [
  [/(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$/i, 'macros'],
  [/^word\/embeddings\//i, 'an embedded object'],
  [/^word\/activeX\//i, 'an ActiveX control'],
] as const

/** Relationship types (the end of their URI) that embed or pull in active or foreign content. */
const ACTIVE_RELATIONSHIPS = new Map([
  ['aFChunk', 'an altChunk (another document inside, e.g. HTML)'],
  ['oleObject', 'an embedded object'],
  ['package', 'an embedded object'],
  ['control', 'an ActiveX control'],
  ['activeXControlBinary', 'an ActiveX control'],
  ['subDocument', 'a subdocument'],
  ['vbaProject', 'macros'],
])

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined)

/** A path on the reader's own disk (file:///C:/… or C:\…): what Word records for a local template. */
const LOCAL_PATH = /^(?:file:\/\/\/)?[a-z]:[\\/]/i

/**
 * Why a relationships part (.rels) is refused: a relationship to active
 * content, or a reference outside the document Word follows on opening (a
 * remote attachedTemplate is the usual way to fetch macros; a remote image or
 * frame reports the opening, a UNC path leaks the reader's Windows login).
 * Hyperlinks are external by nature and followed only on a click; a path on
 * the reader's own disk (a template the document was made from) fetches nothing.
 */
function relationshipProblem(xml: string): string | undefined {
  for (const [tag] of xml.matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g)) {
    const kind = (attribute(tag, 'Type') ?? '').split('/').pop() ?? ''
    const found = ACTIVE_RELATIONSHIPS.get(kind)
    if (found) return found
    if (attribute(tag, 'TargetMode')?.toLowerCase() !== 'external' || kind === 'hyperlink') continue
    const target = (attribute(tag, 'Target') ?? '').replace(/&amp;/g, '&').trim()
    if (!LOCAL_PATH.test(target)) return `an external reference (${kind || 'of no type'})`
  }
  return undefined
}

/** Field instructions that run a program (DDE) or fetch content from elsewhere when fields update. */
const ACTIVE_FIELDS = /\b(DDEAUTO|DDE|INCLUDETEXT|INCLUDEPICTURE|LINK)\b/i

/**
 * Why a part's fields are refused: Word runs DDE fields (a program, after a
 * prompt many accept) and fetches INCLUDE and LINK fields' targets. A field's
 * instruction may be split over runs, so each part's instructions are read
 * joined together.
 */
function fieldProblem(xml: string): string | undefined {
  const instructions = [
    ...[...xml.matchAll(/<w:instrText\b[^>]*>([^<]*)<\/w:instrText>/g)].map((m) => m[1]),
    ...[...xml.matchAll(/<w:fldSimple\b[^>]*\sw:instr\s*=\s*"([^"]*)"/g)].map((m) => m[1]),
  ].join('')
  const field = ACTIVE_FIELDS.exec(instructions)?.[1]?.toUpperCase()
  if (!field) return undefined
  return field.startsWith('DDE') ? 'a DDE field (runs a program)' : `a field that fetches content (${field})`
}

/** Why these bytes (which begin like a zip) are not a plain DOCX, or undefined when they are. */
function docxProblem(bytes: Buffer): string | undefined {
  const entries = zipEntries(bytes)
  if (!entries) return 'not a plain zip'
  let total = 0
  for (const e of entries) {
    total += e.uncompressed
    if (total > MAX_TOTAL_UNCOMPRESSED) return 'a zip bomb, by its own declaration'
    if (e.uncompressed > 1024 * 1024 && e.uncompressed > e.compressed * MAX_RATIO) return 'a zip bomb, by its ratio'
    for (const [pattern, reason] of ACTIVE_PARTS) if (pattern.test(e.name)) return reason
  }
  const names = new Set(entries.map((e) => e.name))
  if (!names.has('word/document.xml')) return 'no word/document.xml'
  // Every entry is inflated once, no further than it declares: the directory cannot understate a bomb.
  const contents = new Map<string, Buffer>()
  for (const e of entries) {
    const read = readEntry(bytes, e)
    if (typeof read === 'string') return read
    if (e.name === '[Content_Types].xml' || e.name.endsWith('.rels')) contents.set(e.name, read)
    else if (/^word\/[^/]+\.xml$/i.test(e.name)) {
      const problem = fieldProblem(read.toString('utf8'))
      if (problem) return problem
    }
  }
  const types = contents.get('[Content_Types].xml')
  if (!types || types.length > MAX_CONTENT_TYPES) return 'no readable [Content_Types].xml'
  const xml = types.toString('utf8')
  if (/macroEnabled/i.test(xml)) return 'macros (a macro-enabled content type)'
  if (!xml.includes('wordprocessingml.document.main+xml')) return 'not a Word document by its content types'
  for (const [name, rels] of contents) {
    if (name === '[Content_Types].xml') continue
    const problem = relationshipProblem(rels.toString('utf8'))
    if (problem) return problem
  }
  return undefined
}

/** What résumé these bytes are, or why they are refused (neither a PDF nor a plain DOCX, or a dangerous one). */
export async function resumeKind(bytes: Buffer): Promise<ResumeCheck> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    const problem = await pdfProblem(bytes)
    return problem ? { ok: false, reason: `PDF: ${problem}` } : { ok: true, kind: 'pdf' }
  }
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) {
    const problem = docxProblem(bytes)
    return problem ? { ok: false, reason: `DOCX: ${problem}` } : { ok: true, kind: 'docx' }
  }
  // Readers find a header within the first KiB: whatever comes before it makes the file something else too.
  if (bytes.subarray(0, 1024).includes('%PDF-'))
    return { ok: false, reason: 'PDF: bytes before its header (a polyglot)' }
  return { ok: false, reason: 'neither a PDF nor a DOCX' }
}
