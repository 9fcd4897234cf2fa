// @vitest-environment jsdom
// XLIFF exchange with CAT tools (npm run i18n:export / i18n:import) on a small
// locales folder made here: what a tool receives, and what comes back in.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  hashText,
  LocaleFiles,
  machineEntry,
  reviewedEntry,
  writeJson,
  type Provenance,
} from '../../scripts/lib/catalogs'
import { exportXliff, importXliff, languageOfTag } from '../../scripts/lib/xliff'

const NNBSP = '\u202f'
const english = {
  'careers.results.count': {
    defaultMessage: '{count, plural, =0 {No jobs match your search} one {# job found} other {# jobs found}}',
    description: 'Heading above the job search results',
  },
  'shell.greeting': { defaultMessage: 'Welcome to {brand}, <b>today</b>' },
  'jobs.apply': { defaultMessage: 'Apply for {title}', description: '{title} is the job title' },
  'contact.question': { defaultMessage: 'Any questions?' },
}
const french = {
  'careers.results.count':
    '{count, plural, =0 {Aucune offre ne correspond à votre recherche} one {# offre trouvée} many {# offres trouvées} other {# offres trouvées}}',
  'shell.greeting': 'Bienvenue chez {brand}, <b>aujourd’hui</b>',
  'jobs.apply': 'Postuler au poste {title}',
  'contact.question': `Des questions${NNBSP}?`,
}
const postingEnglish = 'Build web applications with React'
const postingId = hashText(postingEnglish)
const postingFrench = 'Développer des applications web avec React'

function record(source: Record<string, string>, catalog: Record<string, string>, status: 'machine' | 'reviewed') {
  return Object.fromEntries(
    Object.keys(catalog).map((id) => [
      id,
      status === 'reviewed'
        ? reviewedEntry(source[id] ?? '', catalog[id] ?? '')
        : machineEntry(source[id] ?? '', catalog[id] ?? ''),
    ]),
  ) as Provenance
}

let root: string
const messages = () => new LocaleFiles(root)
const postings = () => new LocaleFiles(join(root, 'postings'))

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'xliff-'))
  const englishText = Object.fromEntries(Object.entries(english).map(([id, m]) => [id, m.defaultMessage]))
  writeJson(join(root, 'en.json'), english)
  messages().writeCatalog('fr', french)
  messages().writeProvenance('fr', {
    ...record(englishText, french, 'machine'),
    'contact.question': record(englishText, french, 'reviewed')['contact.question']!,
  })
  writeJson(join(root, 'postings', 'en.json'), {
    [postingId]: {
      defaultMessage: postingEnglish,
      description: 'Job posting full-stack-developer-hyderabad, responsibility 1',
    },
  })
  postings().writeCatalog('fr', { [postingId]: postingFrench })
  postings().writeProvenance('fr', record({ [postingId]: postingEnglish }, { [postingId]: postingFrench }, 'machine'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Every file under the locales folder with its content, to prove an import wrote nothing. */
function snapshot(dir = root): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? Object.entries(snapshot(path)) : [[path, readFileSync(path, 'utf8')]]
    }),
  )
}

const parseXml = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml')
const serialize = (doc: Document) => new XMLSerializer().serializeToString(doc)
const unit = (doc: Document, id: string) => {
  const found = [...doc.querySelectorAll('trans-unit')].find((u) => u.getAttribute('id') === id)
  if (!found) throw new Error(`no unit ${id}`)
  return found
}
/** What a CAT tool does on confirming a segment: new text in the target, codes kept where they are. */
function retype(doc: Document, id: string, from: string, to: string) {
  const target = unit(doc, id).querySelector('target')!
  const text = [...target.childNodes].find((n) => n.nodeType === 3 && n.textContent?.includes(from))
  if (!text) throw new Error(`no “${from}” in ${id}`)
  text.textContent = text.textContent!.replace(from, to)
  target.setAttribute('state', 'translated')
}
/** A target replaced by raw text: what a careless edit outside the CAT tool's tag protection does. */
function overwrite(doc: Document, id: string, text: string) {
  unit(doc, id).querySelector('target')!.textContent = text
}

// XLIFF 1.2 (strict schema): the elements this exchange uses, their allowed children and required attributes.
const XLIFF_12: Record<string, { children: string[]; required: string[] }> = {
  xliff: { children: ['file'], required: ['version'] },
  file: { children: ['header', 'body'], required: ['original', 'source-language', 'datatype'] },
  body: { children: ['group', 'trans-unit'], required: [] },
  'trans-unit': { children: ['source', 'target', 'note'], required: ['id'] },
  source: { children: ['ph'], required: [] },
  target: { children: ['ph'], required: [] },
  note: { children: [], required: [] },
  ph: { children: [], required: ['id'] },
}
const TARGET_STATES = [
  'final',
  'needs-adaptation',
  'needs-l10n',
  'needs-review-adaptation',
  'needs-review-l10n',
  'needs-review-translation',
  'needs-translation',
  'new',
  'signed-off',
  'translated',
]

function xliff12Problems(element: Element): string[] {
  const rule = XLIFF_12[element.localName]
  if (!rule) return [`<${element.localName}> is not expected`]
  const problems = rule.required.filter((a) => !element.hasAttribute(a)).map((a) => `<${element.localName}> lacks ${a}`)
  if (element.namespaceURI !== 'urn:oasis:names:tc:xliff:document:1.2')
    problems.push(`<${element.localName}> namespace`)
  const state = element.localName === 'target' ? element.getAttribute('state') : null
  if (state !== null && !TARGET_STATES.includes(state)) problems.push(`state ${state}`)
  for (const child of element.children) {
    if (!rule.children.includes(child.localName)) problems.push(`<${child.localName}> inside <${element.localName}>`)
    problems.push(...xliff12Problems(child))
  }
  return problems
}

describe('i18n:export', () => {
  it('writes well-formed XLIFF 1.2 with every message and posting text of the language', async () => {
    const { xml, counts } = await exportXliff(root, 'fr')
    const file = join(root, 'fr.xlf')
    writeFileSync(file, xml)
    execFileSync('xmllint', ['--noout', file]) // throws on malformed XML
    const doc = parseXml(xml)
    expect(doc.documentElement.getAttribute('version')).toBe('1.2')
    expect(xliff12Problems(doc.documentElement)).toEqual([])
    const files = [...doc.querySelectorAll('file')]
    expect(files.map((f) => [f.getAttribute('original'), f.getAttribute('target-language')])).toEqual([
      ['messages', 'fr'],
      ['postings', 'fr'],
    ])
    const total = Object.keys(english).length + 1
    expect(doc.querySelectorAll('trans-unit')).toHaveLength(total)
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(total)
  })

  it('protects placeholders, tags and plural syntax as <ph> codes holding the ICU text', async () => {
    const doc = parseXml((await exportXliff(root, 'fr')).xml)
    const source = unit(doc, 'shell.greeting').querySelector('source')!
    expect([...source.querySelectorAll('ph')].map((p) => [p.getAttribute('ctype'), p.textContent])).toEqual([
      ['x-icu-argument', '{brand}'],
      ['x-icu-tag', '<b>'],
      ['x-icu-tag', '</b>'],
    ])
    const words = (e: Element) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent)
    expect(words(source)).toEqual(['Welcome to ', ', ', 'today'])
    // The plural's frame and # are codes; the English shows the categories French needs (one, many, other).
    const plural = unit(doc, 'careers.results.count')
    const codes = (e: Element) => [...e.querySelectorAll('ph')].map((p) => p.textContent)
    expect(codes(plural.querySelector('source')!)).toEqual([
      '{count, plural, =0 {',
      '} one {',
      '#',
      '} many {',
      '#',
      '} other {',
      '#',
      '}}',
    ])
    // Target codes pair with the source's by id, one to one.
    const ids = (e: Element) => [...e.querySelectorAll('ph')].map((p) => p.getAttribute('id'))
    expect(ids(plural.querySelector('target')!)).toEqual(ids(plural.querySelector('source')!))
    expect(words(plural.querySelector('target')!)).toContain('Aucune offre ne correspond à votre recherche')
  })

  it('gives each unit its state, its description and a posting its job and field', async () => {
    postings().writeCatalog('fr', { [postingId]: 'Développer des applications web' }) // edited by hand, not recorded
    const doc = parseXml((await exportXliff(root, 'fr')).xml)
    const target = (id: string) => unit(doc, id).querySelector('target')!
    expect(target('careers.results.count').getAttribute('state')).toBe('needs-review-translation')
    expect(target('careers.results.count').getAttribute('state-qualifier')).toBe('mt-suggestion')
    expect(target('contact.question').getAttribute('state')).toBe('signed-off')
    expect(target(postingId).getAttribute('state')).toBe('translated')
    const notes = (id: string) => [...unit(doc, id).querySelectorAll('note')].map((n) => n.textContent)
    expect(notes('jobs.apply')).toEqual([
      '{title} is the job title',
      'State: machine (a machine translation nobody has reviewed yet).',
    ])
    expect(unit(doc, postingId).getAttribute('resname')).toBe('full-stack-developer-hyderabad/responsibility-1')
    expect(notes(postingId)[0]).toBe('Job posting full-stack-developer-hyderabad, responsibility 1')
  })

  it('marks flagged plurals and stale entries, and exports only the states asked for', async () => {
    const provenance = messages().provenance('fr')
    provenance['careers.results.count'] = { ...provenance['careers.results.count']!, plurals: ['count:many'] }
    // A person reviewed it for English that has changed since.
    provenance['jobs.apply'] = { ...provenance['jobs.apply']!, status: 'reviewed', source: hashText('Apply now') }
    messages().writeProvenance('fr', provenance)
    const { xml, counts } = await exportXliff(root, 'fr')
    const doc = parseXml(xml)
    const notes = (id: string) => [...unit(doc, id).querySelectorAll('note')].map((n) => n.textContent).join(' ')
    expect(notes('careers.results.count')).toMatch(/flagged.*count:many/s)
    expect(notes('jobs.apply')).toMatch(/stale/)
    expect(counts).toMatchObject({ flagged: 1, stale: 1, reviewed: 1, machine: 2 })

    const only = parseXml((await exportXliff(root, 'fr', { states: ['flagged', 'stale'] })).xml)
    expect([...only.querySelectorAll('trans-unit')].map((u) => u.getAttribute('id'))).toEqual([
      'careers.results.count',
      'jobs.apply',
    ])
  })
})

describe('i18n:import', () => {
  it('round trip: a unit changed in the CAT tool is written and recorded as reviewed; the others keep their state', async () => {
    const before = { catalog: messages().catalog('fr'), provenance: messages().provenance('fr') }
    const doc = parseXml((await exportXliff(root, 'fr')).xml)
    retype(doc, 'shell.greeting', 'Bienvenue chez ', 'Bienvenue sur ')
    retype(doc, postingId, 'avec React', 'en React')

    const result = await importXliff(root, serialize(doc))
    expect(result).toEqual({ ok: true, lang: 'fr', changed: { messages: ['shell.greeting'], postings: [postingId] } })

    const greeting = 'Bienvenue sur {brand}, <b>aujourd’hui</b>'
    expect(messages().catalog('fr')).toEqual({ ...before.catalog, 'shell.greeting': greeting })
    expect(messages().provenance('fr')).toEqual({
      ...before.provenance,
      'shell.greeting': reviewedEntry(english['shell.greeting'].defaultMessage, greeting),
    })
    const posting = 'Développer des applications web en React'
    expect(postings().catalog('fr')).toEqual({ [postingId]: posting })
    expect(postings().provenance('fr')[postingId]).toEqual(reviewedEntry(postingEnglish, posting))
  })

  it('an unchanged file changes nothing', async () => {
    const files = snapshot()
    const result = await importXliff(root, (await exportXliff(root, 'fr')).xml)
    expect(result).toEqual({ ok: true, lang: 'fr', changed: { messages: [], postings: [] } })
    expect(snapshot()).toEqual(files)
  })

  it('refuses a file with broken units, naming each unit and why, and writes nothing', async () => {
    const files = snapshot()
    const doc = parseXml((await exportXliff(root, 'fr')).xml)
    overwrite(doc, 'shell.greeting', 'Bienvenue chez {brand, <b>aujourd’hui</b>')
    overwrite(doc, 'jobs.apply', 'Postuler maintenant')
    overwrite(
      doc,
      'careers.results.count',
      '{count, plural, =0 {Aucune offre} one {# offre trouvée} other {# offres trouvées}}',
    )
    retype(doc, 'contact.question', `${NNBSP}?`, ' ?')
    retype(doc, postingId, 'avec React', 'avec React !')
    const stray = unit(doc, 'jobs.apply').cloneNode(true) as Element
    stray.setAttribute('id', 'jobs.withdrawn')
    unit(doc, 'jobs.apply').after(stray)

    const result = await importXliff(root, serialize(doc))
    expect(result.ok).toBe(false)
    const errors = result.ok ? [] : result.errors
    const reason = (id: string) =>
      errors
        .filter((e) => e.id === id)
        .map((e) => e.reason)
        .join(' | ')
    expect(reason('shell.greeting')).toMatch(/^invalid-icu/)
    expect(reason('jobs.apply')).toMatch(/^placeholders: expected \{title\}, found none/)
    expect(reason('careers.results.count')).toMatch(/plural categories fr needs are missing: \{count\}: many/)
    expect(reason('contact.question')).toMatch(/^typography: a narrow no-break space/)
    expect(reason(postingId)).toMatch(/^typography/)
    expect(reason('jobs.withdrawn')).toMatch(/unknown id/)
    expect(new Set(errors.map((e) => e.id)).size).toBe(6)
    expect(snapshot()).toEqual(files)
  })

  it('knows a language by the regional tags CAT tools write, but not by another variant', () => {
    expect(['fr', 'fr-FR', 'zh-Hans', 'zh-CN', 'pt', 'pt-BR', 'ar-SA'].map(languageOfTag)).toEqual([
      'fr',
      'fr',
      'zh',
      'zh',
      'pt',
      'pt',
      'ar',
    ])
    expect(['en', 'en-GB', 'zh-TW', 'zh-Hant', 'pt-PT', 'xx-YY', '', undefined].map(languageOfTag)).toEqual(
      Array(8).fill(undefined),
    )
  })

  it('refuses a file for another language, or made from an older English', async () => {
    const files = snapshot()
    const doc = parseXml((await exportXliff(root, 'fr')).xml)
    for (const file of doc.querySelectorAll('file')) file.setAttribute('target-language', 'en')
    const wrongLanguage = await importXliff(root, serialize(doc))
    expect(wrongLanguage).toMatchObject({ ok: false, errors: [{ id: '(file)', reason: /target-language "en"/ }] })
    expect(snapshot()).toEqual(files)

    const older = parseXml((await exportXliff(root, 'fr')).xml)
    retype(older, 'contact.question', 'Des', 'Vous avez des')
    writeJson(join(root, 'en.json'), { ...english, 'contact.question': { defaultMessage: 'Any question?' } })
    const withNewEnglish = snapshot()
    const stale = await importXliff(root, serialize(older))
    expect(stale).toMatchObject({ ok: false, errors: [{ id: 'contact.question', reason: /English changed/ }] })
    expect(snapshot()).toEqual(withNewEnglish)
  })

  it('on the command line: exports a file, and a broken import lists the units and exits non-zero', () => {
    const xlf = join(root, 'out.xlf')
    const run = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, '--locales', root, ...args], {
        encoding: 'utf8',
      })
    const exported = run('i18n-export.ts', 'fr', '--out', xlf, '--state', 'machine')
    expect(exported.status).toBe(0)
    expect(exported.stdout).toContain('4 units in fr (4 machine)')

    const doc = parseXml(readFileSync(xlf, 'utf8'))
    overwrite(doc, 'jobs.apply', 'Postuler maintenant')
    writeFileSync(xlf, serialize(doc))
    const files = snapshot()
    const imported = run('i18n-import.ts', xlf)
    expect(imported.status).toBe(1)
    expect(imported.stderr).toContain('jobs.apply\tplaceholders')
    expect(imported.stderr).toContain('nothing was written')
    expect(snapshot()).toEqual(files)
  })
})
