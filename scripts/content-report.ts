// `npm run content:report`: page by page, what still awaits the owner's
// material (docs/content.md). `--summary` prints a count per page, as the
// build does at its end.
import { contentReport, formatReport, formatSummary, photoExists } from './lib/contentReport'
import { CONTENT_SOURCES } from './lib/contentSources'

const items = contentReport(CONTENT_SOURCES, (src) => photoExists(src))
console.log(process.argv.includes('--summary') ? formatSummary(items) : formatReport(items))
