// `npm run i18n:import -- <file.xlf>`: reads back an XLIFF file a CAT tool
// returned. Every unit is checked before anything is written; on any error
// each broken unit is listed with the reason and nothing changes (exit 1).
// Otherwise the changed units are written to the catalogs and recorded as
// reviewed by a person (see scripts/lib/xliff.ts and docs/translating-xliff.md).
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { isMainModule } from './lib/main'
import { importXliff } from './lib/xliff'

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { locales: { type: 'string', default: 'locales' } },
  })
  const [file] = positionals
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run i18n:import -- <file.xlf>')
    return 2
  }
  const result = await importXliff(values.locales, readFileSync(file, 'utf8'))
  if (!result.ok) {
    for (const { id, reason } of result.errors) console.error(`${id}\t${reason}`)
    console.error(`${file}: ${result.errors.length} unit(s) refused; nothing was written.`)
    return 1
  }
  const { messages, postings } = result.changed
  console.log(
    `${file}: ${messages.length} message(s) and ${postings.length} posting text(s) of ${result.lang} changed, recorded as reviewed by a person`,
  )
  return 0
}

if (isMainModule(import.meta.url)) process.exitCode = await main()
