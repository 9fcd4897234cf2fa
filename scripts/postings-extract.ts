// Part of `npm run i18n:extract`: writes the English source of the postings'
// translation memory (locales/postings/en.json) from jobs.json.
import { join } from 'node:path'
import { JOBS } from '../src/content/jobs'
import { writeJson, sortKeys } from './lib/catalogs'
import { POSTINGS_DIR, postingSource } from './lib/postings'

const source = postingSource(JOBS)
writeJson(join(POSTINGS_DIR, 'en.json'), sortKeys(source))
console.log(`Extracted ${Object.keys(source).length} posting texts of ${JOBS.length} jobs to ${POSTINGS_DIR}/en.json`)
