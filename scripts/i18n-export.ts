// `npm run i18n:export -- <lang> [--out file.xlf] [--state machine,stale,…]`:
// writes a language's messages and job-posting texts as one XLIFF 1.2 file for
// a CAT tool (see scripts/lib/xliff.ts and docs/translating-xliff.md). --state
// keeps only the units in those states; --locales reads another locales folder.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { isLanguageCode, TRANSLATED_LANGUAGES } from '../src/config/languages'
import { isMainModule } from './lib/main'
import { exportXliff, UNIT_STATES, type UnitState } from './lib/xliff'

const USAGE = `Usage: npm run i18n:export -- <lang> [--out file.xlf] [--state ${UNIT_STATES.join(',')}]`

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      state: { type: 'string', multiple: true },
      locales: { type: 'string', default: 'locales' },
    },
  })
  const [lang] = positionals
  if (!isLanguageCode(lang) || lang === 'en' || positionals.length > 1) {
    console.error(`${USAGE}\n<lang> is one of ${TRANSLATED_LANGUAGES.join(', ')}.`)
    return 2
  }
  const states = values.state?.flatMap((s) => s.split(','))
  const unknown = states?.filter((s) => !(UNIT_STATES as readonly string[]).includes(s)) ?? []
  if (unknown.length) {
    console.error(`Not a state: ${unknown.join(', ')}. ${USAGE}`)
    return 2
  }
  const out = values.out ?? `translations-${lang}.xlf`
  const { xml, counts } = await exportXliff(values.locales, lang, { states: states as UnitState[] | undefined })
  writeFileSync(out, xml)
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  const byState = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([state, n]) => `${n} ${state}`)
    .join(', ')
  console.log(`${out}: ${total} units in ${lang} (${byState || 'none'})`)
  return 0
}

if (isMainModule(import.meta.url)) process.exitCode = await main()
