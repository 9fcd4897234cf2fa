import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { BRAND } from '../../src/config/brand'
import { LANGUAGE_CODES } from '../../src/config/languages'
import { openJobs } from '../../src/content/jobs'
import { expect, hydrated, test } from './fixtures'

// Jobs open today were open on build day too: the build publishes those open then.
const [job] = openJobs()
const jobUrl = (prefix = '') => `${BRAND.siteUrl}${prefix}/careers/jobs/${job!.id}`

test('a job page shares its own address: LinkedIn, WhatsApp, e-mail, and Copy link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`/careers/jobs/${job!.id}`)
  await hydrated(page)
  const share = page.getByRole('list', { name: 'Share this job' })
  const title = (await page.locator('h1').textContent())!

  const linkedin = share.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })
  expect(await linkedin.getAttribute('href')).toBe(
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(jobUrl())}`,
  )
  const whatsapp = share.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })
  const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!
  expect(text).toContain(title)
  expect(text.endsWith(`: ${jobUrl()}`)).toBe(true)
  for (const link of [linkedin, whatsapp]) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
  }
  const mail = (await share.getByRole('link', { name: 'E-mail', exact: true }).getAttribute('href'))!
  expect(mail.startsWith('mailto:?')).toBe(true)
  const query = new URLSearchParams(mail.slice('mailto:?'.length))
  expect(query.get('subject')).toBe(`${title} at ${BRAND.legalName}`)
  expect(query.get('body')).toContain(jobUrl())
  // Encoded, so the address's own characters cannot end the mail's fields.
  expect(mail).toContain(encodeURIComponent(jobUrl()))

  await share.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jobUrl())
})

test('the browser refusing the clipboard gets a way to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    })
  })
  await page.goto(`/careers/jobs/${job!.id}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copy the link from the address bar' })).toBeVisible()
})

test('without scripts, Copy link is the job’s own link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/careers/jobs/${job!.id}`)
  const share = page.getByRole('list', { name: 'Share this job' })
  await expect(share.getByRole('link', { name: 'Copy link' })).toHaveAttribute('href', jobUrl())
  await context.close()
})

test('in Arabic the share links are translated, right to left, and share the Arabic page', async ({ page }) => {
  await page.goto(`/ar/careers/jobs/${job!.id}`)
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const share = page.getByRole('list', { name: 'شارك هذه الوظيفة' })
  await expect(share.getByRole('button', { name: 'نسخ الرابط' })).toBeVisible()
  const linkedin = share.getByRole('link', { name: /^LinkedIn/ })
  await expect(linkedin).toHaveAccessibleName('LinkedIn (يُفتح في علامة تبويب جديدة)')
  expect(await linkedin.getAttribute('href')).toContain(encodeURIComponent(jobUrl('/ar')))
  await expect(share.getByRole('link', { name: 'البريد الإلكتروني' })).toBeVisible()
  // The first item sits at the right of the second in a right-to-left row.
  const [first, second] = await Promise.all([
    share.locator('li').nth(0).boundingBox(),
    share.locator('li').nth(1).boundingBox(),
  ])
  expect(first!.y).toBe(second!.y)
  expect(first!.x).toBeGreaterThan(second!.x)
})

test('a job page names its own link-preview picture, 1200×630 PNG, in its language', async ({ page, request }) => {
  for (const lang of ['en', 'ja'] as const) {
    await page.goto(`${lang === 'en' ? '' : `/${lang}`}/careers/jobs/${job!.id}`)
    const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content')
    const image = (await meta('og:image'))!
    expect(image).toBe(`${BRAND.siteUrl}/og/jobs/${job!.id}.${lang}.png`)
    expect(await meta('og:image:width')).toBe('1200')
    expect(await meta('og:image:height')).toBe('630')
    expect(await meta('og:image:type')).toBe('image/png')
    const title = (await page.locator('h1').textContent())!
    expect(await meta('og:image:alt')).toContain(title)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')

    const res = await request.get(new URL(image).pathname)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    const { width, height, format } = await sharp(await res.body()).metadata()
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' })
  }
})

test('the job feeds list every open job, validate against their schema, in every language', async ({ request }) => {
  const dir = mkdtempSync(join(tmpdir(), 'feeds-'))
  const open = openJobs().map((j) => j.id)
  for (const lang of LANGUAGE_CODES) {
    const res = await request.get(`/feeds/jobs-${lang}.xml`)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8')
    const xml = await res.text()
    const refs = [...xml.matchAll(/<referencenumber><!\[CDATA\[(.*?)\]\]>/g)].map((m) => m[1])
    expect(refs, lang).toEqual(open)
    const file = join(dir, `${lang}.xml`)
    writeFileSync(file, xml)
    execFileSync('xmllint', ['--noout', '--schema', 'public/feeds/jobs.xsd', file], { stdio: 'pipe' })
  }
  const schema = await request.get('/feeds/jobs.xsd')
  expect(schema.status()).toBe(200)
})
