// A translator's view of a language, tried on temporary locale folders with
// the local fake of the translation service: the states and their counts,
// marking, a hand edit, changed English under a reviewed entry (publishing
// goes on), a short answer from the service, the glossary, and files that are
// written whole or not at all.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { list, mark, run } from '../../scripts/i18n-review'
import { migrateEntry } from '../../scripts/i18n-migrate-provenance'
import { hashText, LocaleFiles, stageCommit } from '../../scripts/lib/catalogs'
import { checkCatalogs, reviewNotices, type CheckInput } from '../../scripts/lib/i18nCheck'
import { messageUse } from '../../scripts/lib/messageUse'
import { postingSource } from '../../scripts/lib/postings'
import { messageSet, postingSet } from '../../scripts/lib/reviewSets'
import { REVIEW_STATES } from '../../scripts/lib/reviewStates'
import { translateCatalogs, TranslationInterrupted } from '../../scripts/translate'
import { TRANSLATED_LANGUAGES } from '../../src/config/languages'
import { jobPath, localizedPath, PAGES } from '../../src/config/paths'
import { JOBS, postingTexts } from '../../src/content/jobs'
import { googleTranslator, TranslationServiceError } from '../../src/server/translation/machine'
import { startFakeGoogleTranslate, type FakeTranslate } from './fakeGoogleTranslate'

let fake: FakeTranslate
let dir: string
let files: LocaleFiles

beforeAll(async () => {
  fake = await startFakeGoogleTranslate(0, { scriptMarks: true })
})
afterAll(() => fake.close())

const translator = () => googleTranslator({ key: 'test-key', endpoint: fake.url })

function writeSource(folder: string, messages: Record<string, string>): void {
  const source = Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, { defaultMessage: m }]))
  writeFileSync(join(folder, 'en.json'), JSON.stringify(source))
}

const ENGLISH = {
  'a.machine': 'Our vision',
  'a.reviewed': 'Our history',
  'a.stale': 'Open jobs',
  'a.flagged': '{count, plural, one {# job} other {# jobs}}',
  'a.edited': 'Our offices',
}

/** One entry in each state, in Russian: translated by the machine, then worked on as a translator would. */
async function oneOfEachState(): Promise<void> {
  await translateCatalogs(files, translator(), ['ru'])
  const ru = files.catalog('ru')
  ru['a.reviewed'] = 'Наша история'
  ru['a.stale'] = 'Открытые вакансии'
  files.writeCatalog('ru', ru)
  expect(mark([messageSet(files)], 'ru', { ids: ['a.reviewed', 'a.stale'] })).toEqual({ marked: 2 })
  files.writeCatalog('ru', { ...files.catalog('ru'), 'a.edited': 'Наши офисы' })
  writeSource(dir, { ...ENGLISH, 'a.stale': 'See open jobs' })
}

const checkInput = (folder: LocaleFiles, languages: readonly string[]): CheckInput => ({
  source: folder.source(),
  languages,
  catalogs: Object.fromEntries(languages.map((l) => [l, folder.catalog(l)])),
  provenance: Object.fromEntries(languages.map((l) => [l, folder.provenance(l)])),
  allowlist: {},
})

beforeEach(() => {
  fake.recover()
  fake.requests.length = 0
  dir = mkdtempSync(join(tmpdir(), 'locales-'))
  files = new LocaleFiles(dir)
  writeSource(dir, ENGLISH)
})

describe('review states', () => {
  it('lists each state with its count, the English beside, filtered by state and id', async () => {
    await oneOfEachState()
    const all = list([messageSet(files)], 'ru', { states: REVIEW_STATES })
    const stateOf = Object.fromEntries(all.entries.map((e) => [e.id, e.state]))
    expect(stateOf).toEqual({
      'a.machine': 'machine',
      'a.reviewed': 'reviewed',
      'a.stale': 'stale',
      'a.flagged': 'flagged',
      'a.edited': 'edited',
    })
    const expectedCounts = Object.fromEntries(
      REVIEW_STATES.map((s) => [s, Object.values(stateOf).filter((v) => v === s).length]),
    )
    expect(all.counts.message).toEqual(expectedCounts)
    // By default: what waits on the translator.
    expect(list([messageSet(files)], 'ru').entries.map((e) => e.state)).toEqual(['stale', 'flagged', 'edited'])
    expect(list([messageSet(files)], 'ru', { states: REVIEW_STATES, idPrefix: 'a.st' }).entries).toHaveLength(1)
    const [stale] = list([messageSet(files)], 'ru', { states: ['stale'] }).entries
    expect(stale).toMatchObject({
      english: 'See open jobs',
      earlier: { english: 'Open jobs', text: 'Открытые вакансии' },
    })
    const [flagged] = list([messageSet(files)], 'ru', { states: ['flagged'] }).entries
    expect(flagged?.plurals).toEqual(['count:few', 'count:many'])
  })

  it('mark records machine entries as reviewed, and refuses an unknown id without writing', async () => {
    await translateCatalogs(files, translator(), ['ru'])
    const before = readFileSync(join(dir, 'provenance', 'ru.json'), 'utf8')
    expect(mark([messageSet(files)], 'ru', { ids: ['a.machine', 'a.nope'] })).toHaveProperty('error')
    expect(mark([messageSet(files)], 'ru', { ids: [] })).toHaveProperty('error')
    expect(readFileSync(join(dir, 'provenance', 'ru.json'), 'utf8')).toBe(before)
    const machine = list([messageSet(files)], 'ru', { states: ['machine'] }).entries.map((e) => e.id)
    expect(mark([messageSet(files)], 'ru', { ids: [], states: ['machine'] })).toEqual({ marked: machine.length })
    const after = list([messageSet(files)], 'ru', { states: REVIEW_STATES })
    expect(after.entries.filter((e) => machine.includes(e.id)).map((e) => e.state)).toEqual(
      machine.map(() => 'reviewed'),
    )
    expect(files.provenance('ru')['a.machine']).toMatchObject({ status: 'reviewed', english: ENGLISH['a.machine'] })
  })

  it('names posting texts by job and field, and the pages that show them; marks them by job', () => {
    const job = JOBS[0]!
    const postings = join(dir, 'postings')
    mkdirSync(postings)
    writeFileSync(join(postings, 'en.json'), JSON.stringify(postingSource([job])))
    const memory = new LocaleFiles(postings)
    const texts = postingTexts(job)
    memory.writeCatalog('fr', Object.fromEntries(texts.map((t) => [hashText(t), `FR ${t}`])))
    const listing = list([postingSet(memory)], 'fr', { states: REVIEW_STATES })
    expect(listing.counts.posting?.edited).toBe(new Set(texts).size)
    expect(listing.entries[0]).toMatchObject({
      name: `${job.id}#description`,
      english: job.description,
      where: expect.arrayContaining([localizedPath('fr', jobPath(job.id))]),
    })
    expect(mark([postingSet(memory)], 'fr', { ids: [job.id] })).toEqual({ marked: new Set(texts).size })
    expect(list([postingSet(memory)], 'fr', { states: ['reviewed'] }).entries).toHaveLength(new Set(texts).size)
  })

  it('names the pages that show a message, in the language', () => {
    const source = new LocaleFiles('locales').source()
    const where = messageUse(Object.keys(source), 'fr')
    expect(where('page.about.history.heading')).toEqual([localizedPath('fr', PAGES['about.history'].path)])
    expect(where('shell.skipToContent').join()).toContain('every page')
  })
})

describe('publishing never waits on a translator', () => {
  it('a hand edit shows as edited: i18n:check lists it and passes', async () => {
    await translateCatalogs(files, translator(), ['de'])
    files.writeCatalog('de', { ...files.catalog('de'), 'a.machine': 'Unsere Vision' })
    const input = checkInput(files, ['de'])
    expect(checkCatalogs(input)).toEqual([])
    expect(reviewNotices(input)).toEqual([expect.objectContaining({ lang: 'de', id: 'a.machine', kind: 'edited' })])
  })

  it('new English under a reviewed entry: machine text published, the reviewed text kept; listed, not failing', async () => {
    await translateCatalogs(files, translator(), ['de'])
    files.writeCatalog('de', { ...files.catalog('de'), 'a.reviewed': 'Unsere Geschichte' })
    mark([messageSet(files)], 'de', { ids: ['a.reviewed'] })
    writeSource(dir, { ...ENGLISH, 'a.reviewed': 'Our long history' })
    // Before translating: the reviewed text stays published, listed as stale; nothing fails.
    expect(checkCatalogs(checkInput(files, ['de']))).toEqual([])
    const [report] = await translateCatalogs(files, translator(), ['de'])
    expect(report?.needsReview).toEqual(['a.reviewed'])
    expect(files.catalog('de')['a.reviewed']).toBe('OUR LONG HISTORY')
    expect(files.provenance('de')['a.reviewed']).toMatchObject({
      status: 'machine',
      source: hashText('Our long history'),
      earlier: { text: 'Unsere Geschichte', english: 'Our history' },
    })
    const input = checkInput(files, ['de'])
    expect(checkCatalogs(input)).toEqual([])
    expect(reviewNotices(input).map((n) => `${n.kind} ${n.id}`)).toEqual(['stale a.reviewed'])
    // The translator finds the reviewed text still right, and puts it back.
    expect(mark([messageSet(files)], 'de', { ids: ['a.reviewed'], restore: true })).toEqual({ marked: 1 })
    expect(files.catalog('de')['a.reviewed']).toBe('Unsere Geschichte')
    expect(files.provenance('de')['a.reviewed']).toMatchObject({ status: 'reviewed', english: 'Our long history' })
    expect(reviewNotices(checkInput(files, ['de']))).toEqual([])
  })

  it(
    'i18n:check as a command: lists an unmarked edit and flagged plurals and passes; fails on a glossary term',
    { timeout: 60_000 },
    async () => {
      await translateCatalogs(files, translator(), TRANSLATED_LANGUAGES)
      files.writeCatalog('it', { ...files.catalog('it'), 'a.edited': 'I nostri uffici' })
      const check = () =>
        promisify(execFile)(resolve('node_modules/.bin/tsx'), [resolve('scripts/i18n-check.ts'), dir]).then(
          (r) => ({ code: 0, ...r }),
          (e: { code: number; stdout: string; stderr: string }) => e,
        )
      const listed = await check()
      expect(listed.code).toBe(0)
      expect(listed.stdout).toMatch(/message\s+it\s+edited\s+a\.edited/)
      expect(listed.stdout).toMatch(
        /message\s+ru\s+flagged\s+a\.flagged\s+plural forms the English lacks: count:few, count:many/,
      )
      expect(listed.stdout).toContain('npm run i18n:review -- list <lang>')
      mkdirSync(join(dir, 'glossary'))
      writeFileSync(join(dir, 'glossary', 'it.json'), JSON.stringify({ offices: 'sedi' }))
      const refused = await check()
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/message\s+it\s+glossary\s+a\.edited\s+“offices” is “sedi”/)
    },
  )
})

describe('the glossary', () => {
  const input = (fr: string): CheckInput => ({
    ...checkInput(files, []),
    source: { 'a.apply': { defaultMessage: 'Use Easy Apply to send your CV' } },
    languages: ['fr'],
    catalogs: { fr: { 'a.apply': fr } },
    provenance: {
      fr: { 'a.apply': { source: hashText('Use Easy Apply to send your CV'), status: 'machine', text: hashText(fr) } },
    },
    glossary: { fr: { 'Easy Apply': 'Candidature simplifiée', RPO: 'RPO' } },
  })

  it('requires the language’s term where the English uses one', () => {
    expect(checkCatalogs(input('Utilisez Postuler facilement pour envoyer votre CV'))).toEqual([
      expect.objectContaining({ kind: 'glossary', id: 'a.apply' }),
    ])
    expect(checkCatalogs(input('Utilisez la Candidature simplifiée pour envoyer votre CV'))).toEqual([])
  })

  it('holds on the site’s own catalogs for every language', () => {
    const real = new LocaleFiles('locales')
    const problems = checkCatalogs({
      ...checkInput(real, TRANSLATED_LANGUAGES),
      glossary: Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, real.glossary(l)])),
    })
    expect(TRANSLATED_LANGUAGES.every((l) => Object.keys(real.glossary(l)).length > 0)).toBe(true)
    expect(problems.filter((p) => p.kind === 'glossary')).toEqual([])
  })
})

describe('nothing half-written', () => {
  it('refuses a short answer from the service and writes nothing', async () => {
    fake.answerShort()
    // The run stops at the short batch (what came before it is kept: here nothing).
    const stopped = await translateCatalogs(files, translator(), ['es']).catch((error: unknown) => error)
    expect(stopped).toBeInstanceOf(TranslationInterrupted)
    expect((stopped as TranslationInterrupted).cause).toBeInstanceOf(TranslationServiceError)
    expect(existsSync(join(dir, 'es.json'))).toBe(false)
    expect(existsSync(join(dir, 'provenance', 'es.json'))).toBe(false)
    // A translator that answers short without the service's client is refused too.
    const short = { translate: async (texts: readonly string[]) => texts.slice(1), upstreamChars: () => 0 }
    const refused = await translateCatalogs(files, short, ['es']).catch((error: unknown) => error)
    expect(String((refused as TranslationInterrupted).cause)).toMatch(/got 4/)
    expect(existsSync(join(dir, 'es.json'))).toBe(false)
  })

  it('finishes a write that was decided, drops one that was not', async () => {
    await translateCatalogs(files, translator(), ['pt'])
    const catalog = { ...files.catalog('pt'), 'a.machine': 'NOSSA VISÃO' }
    const provenance = {
      ...files.provenance('pt'),
      'a.machine': { source: 'x', status: 'machine' as const, text: 'y' },
    }
    // Stopped after the journal, with the catalog renamed and the provenance not yet.
    const journal = stageCommit(dir, 'pt', { 'pt.json': catalog, 'provenance/pt.json': provenance })
    renameSync(join(dir, 'pt.json.next'), join(dir, 'pt.json'))
    expect(existsSync(journal)).toBe(true)
    const reopened = new LocaleFiles(dir)
    expect(reopened.catalog('pt')['a.machine']).toBe('NOSSA VISÃO')
    expect(reopened.provenance('pt')['a.machine']?.text).toBe('y')
    expect(existsSync(journal)).toBe(false)
    // Stopped before the journal: the files stay as they were.
    const before = readFileSync(join(dir, 'pt.json'), 'utf8')
    writeFileSync(join(dir, 'pt.json.next'), '{"a.machine": "half')
    const again = new LocaleFiles(dir)
    expect(readFileSync(join(dir, 'pt.json'), 'utf8')).toBe(before)
    expect(again.catalog('pt')['a.machine']).toBe('NOSSA VISÃO')
    expect(readdirSync(dir).filter((f) => f.endsWith('.next') || f.startsWith('.commit'))).toEqual([])
  })
})

describe('the command and the earlier format', () => {
  it('prints its usage, and a listing as JSON with the counts and the pages', () => {
    const printed: string[] = []
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line))
    try {
      expect(run(['--help'])).toBe(0)
      expect(printed.join()).toContain('mark <lang>')
      printed.length = 0
      expect(run(['list', 'fr', '--messages', '--state', 'reviewed', '--id', 'careers.closed.', '--json'])).toBe(0)
    } finally {
      log.mockRestore()
    }
    const listing = JSON.parse(printed.join('\n')) as ReturnType<typeof list>
    const reviewed = Object.values(new LocaleFiles('locales').provenance('fr')).filter((e) => e.status === 'reviewed')
    expect(listing.counts.message?.reviewed).toBe(reviewed.length)
    expect(listing.entries.length).toBeGreaterThan(0)
    for (const entry of listing.entries) {
      expect(entry.id.startsWith('careers.closed.')).toBe(true)
      expect(entry.state).toBe('reviewed')
    }
  })

  it('migrates a record: corrected becomes reviewed with its English, a review note the plural forms', () => {
    const english = 'Open {count, plural, one {# job} other {# jobs}}'
    const corrected = { source: hashText(english), status: 'corrected' as const, text: 'x' }
    expect(migrateEntry(corrected, english)).toEqual({ ...corrected, status: 'reviewed', english })
    expect(migrateEntry(corrected, 'Other English')).toEqual({ ...corrected, status: 'reviewed' })
    const note = 'plural categories without an English counterpart: count:few, count:many'
    expect(migrateEntry({ ...corrected, status: 'machine', review: note }, english)).toEqual({
      ...corrected,
      status: 'machine',
      plurals: ['count:few', 'count:many'],
    })
  })
})
