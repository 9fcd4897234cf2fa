// Writes the principles page's 28 policy documents as PDFs into dist/policies/
// (run by `npm run build`): a title page, then the policy's text, from the
// source in src/content/policies/documents.ts.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { BRAND } from '../src/config/brand'
import { POLICY_DOCUMENTS } from '../src/content/policies/documents'
import { englishOf } from '../src/i18n/defineMessages'

const OUT = join(import.meta.dirname, '../dist/policies')
const NAVY = rgb(0.043, 0.122, 0.227)
const ORANGE = rgb(0.761, 0.255, 0.047)
const GREY = rgb(0.28, 0.33, 0.41)
const A4 = [595.28, 841.89] as const
const MARGIN = 64
/** Fixed, so every build writes the same bytes. */
const EFFECTIVE = 'Effective 1 April 2025 · Version 1.0'

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

async function policyPdf(title: string, purpose: string, principles: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${title} | ${BRAND.legalName}`)
  pdf.setAuthor(BRAND.legalName)
  pdf.setSubject(title)
  pdf.setLanguage('en')
  pdf.setCreationDate(new Date('2025-04-01T00:00:00Z'))
  pdf.setModificationDate(new Date('2025-04-01T00:00:00Z'))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)

  // Title page.
  const cover = pdf.addPage([...A4])
  cover.drawRectangle({ x: 0, y: A4[1] - 220, width: A4[0], height: 220, color: NAVY })
  cover.drawText(BRAND.legalName.toUpperCase(), {
    x: MARGIN,
    y: A4[1] - 110,
    size: 14,
    font: bold,
    color: rgb(0.99, 0.73, 0.45),
  })
  wrap(title, bold, 30, A4[0] - 2 * MARGIN).forEach((line, i) =>
    cover.drawText(line, { x: MARGIN, y: A4[1] - 300 - i * 38, size: 30, font: bold, color: NAVY }),
  )
  cover.drawRectangle({
    x: MARGIN,
    y: A4[1] - 340 - 38 * (wrap(title, bold, 30, A4[0] - 2 * MARGIN).length - 1),
    width: 80,
    height: 4,
    color: ORANGE,
  })
  cover.drawText(EFFECTIVE, { x: MARGIN, y: 140, size: 12, font: regular, color: GREY })
  cover.drawText('Approved by the Board of Directors', { x: MARGIN, y: 120, size: 12, font: regular, color: GREY })
  cover.drawText(`${BRAND.siteUrl} · ${BRAND.email}`, { x: MARGIN, y: 64, size: 10, font: regular, color: GREY })

  // The policy's text.
  let page: PDFPage = pdf.addPage([...A4])
  let y = A4[1] - MARGIN
  const width = A4[0] - 2 * MARGIN
  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = pdf.addPage([...A4])
      y = A4[1] - MARGIN
    }
  }
  const heading = (text: string) => {
    ensure(40)
    y -= 10
    page.drawText(text, { x: MARGIN, y, size: 14, font: bold, color: NAVY })
    y -= 22
  }
  const paragraph = (text: string, indent = 0, bullet = false) => {
    const lines = wrap(text, regular, 11, width - indent)
    ensure(lines.length * 16)
    lines.forEach((line, i) => {
      if (bullet && i === 0) page.drawText('•', { x: MARGIN + indent - 12, y, size: 11, font: bold, color: ORANGE })
      page.drawText(line, { x: MARGIN + indent, y, size: 11, font: regular, color: rgb(0.12, 0.16, 0.22) })
      y -= 16
    })
    y -= 6
  }
  page.drawText(title, { x: MARGIN, y, size: 20, font: bold, color: NAVY })
  y -= 34
  heading('1. Purpose')
  paragraph(`This policy ${purpose}.`)
  heading('2. Scope')
  paragraph(
    `It applies to every director, employee, contractor and intern of ${BRAND.legalName} and its subsidiaries in all the countries where we operate, and, where stated, to the partners and suppliers who act for us.`,
  )
  heading('3. Principles')
  for (const principle of principles) paragraph(principle, 16, true)
  heading('4. Responsibilities')
  paragraph(
    'The Board of Directors approves this policy. The Chief Operating Officer is responsible for putting it into practice; every manager makes sure their team knows and follows it; and each of us is responsible for our own conduct under it.',
  )
  heading('5. Raising concerns')
  paragraph(
    `Questions and concerns about this policy can be raised with a manager, with Human Resources or in confidence under our Whistleblower Policy, by writing to ${BRAND.email}. No one who raises a concern in good faith will suffer for doing so.`,
  )
  heading('6. Breaches')
  paragraph(
    'A breach of this policy may lead to disciplinary action, up to and including dismissal, and to the end of contracts with partners and suppliers. Where the law has been broken, we may inform the authorities.',
  )
  heading('7. Review')
  paragraph(
    'This policy is reviewed at least once a year, and whenever the law or our business changes, and the current version is published on our website.',
  )
  return pdf.save({ useObjectStreams: false })
}

mkdirSync(OUT, { recursive: true })
for (const doc of POLICY_DOCUMENTS)
  writeFileSync(join(OUT, `${doc.slug}.pdf`), await policyPdf(englishOf(doc.name), doc.purpose, doc.principles))
console.log(`policy-pdfs: ${POLICY_DOCUMENTS.length} documents in dist/policies`)
