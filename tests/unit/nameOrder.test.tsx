// Easy Apply asks for the name in the order the visitor's language writes it: the family name
// first in Japanese, Korean and Chinese (山田 太郎), the given name first elsewhere.
import { existsSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { familyNameFirst, LANGUAGE_CODES, type LanguageCode } from '../../src/config/languages'
import { openJobs } from '../../src/content/jobs'
import { loadCatalog } from '../../src/i18n/catalogs'
import { TranslationProvider } from '../../src/i18n/TranslationProvider'
import { EasyApplyForm } from '../../src/pages/careers/EasyApplyForm'

beforeAll(async () => {
  if (!existsSync('src/i18n/compiled/fr/index.ts')) throw new Error('No compiled catalogs: run npm run i18n:compile')
  for (const lang of LANGUAGE_CODES) {
    await loadCatalog(lang)
    await loadCatalog(lang, 'careers/EasyApplyPage')
  }
}, 120_000)

const nameFields = (lang: LanguageCode) =>
  [
    ...renderToString(
      <MemoryRouter>
        <TranslationProvider language={lang}>
          <EasyApplyForm job={openJobs()[0]!} onDone={() => {}} onCancel={() => {}} />
        </TranslationProvider>
      </MemoryRouter>,
    ).matchAll(/name="(firstName|lastName)"/g),
  ].map((m) => m[1])

describe('Easy Apply’s name fields', () => {
  it.each(LANGUAGE_CODES)('come in %s’s order', (lang) => {
    expect(nameFields(lang)).toEqual(familyNameFirst(lang) ? ['lastName', 'firstName'] : ['firstName', 'lastName'])
  })

  it('put the family name first in Japanese, Korean and Chinese', () => {
    expect(LANGUAGE_CODES.filter(familyNameFirst)).toEqual(['ja', 'ko', 'zh'])
  })
})
