// Run by scripts/publish.sh before it uploads: refuses to publish invented
// clients and unattributed testimonials unless the owner allows it with
// ALLOW_PLACEHOLDER_CONTENT=yes (the publish workflow passes the repository
// variable of that name). Tests and local builds never run it.
import { contentReport, photoExists, publishingRefusal } from './lib/contentReport'
import { CONTENT_SOURCES } from './lib/contentSources'

const refusal = publishingRefusal(
  contentReport(CONTENT_SOURCES, (src) => photoExists(src)),
  process.env,
)
if (refusal) {
  console.error(refusal)
  process.exitCode = 1
} else console.log('Content gate: nothing invented goes live unannounced.')
