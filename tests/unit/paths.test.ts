import { describe, expect, it } from 'vitest'
import { canonicalUrlFor, menuKeyOf, pageHref, splitLanguage } from '../../src/config/paths'
import { PRINCIPLES_PATH } from '../../src/config/brand'

describe('route table', () => {
  it('maps alternate spellings and any letter case to the canonical path', () => {
    expect(canonicalUrlFor('/oursolutions')).toBe('/solutions/talent')
    expect(canonicalUrlFor('/careers/joinus')).toBe('/careers/job_search')
    expect(canonicalUrlFor('/News_and_Media/Video')).toBe('/News_and_Media/video')
    expect(canonicalUrlFor('/video')).toBe('/News_and_Media/video')
    expect(canonicalUrlFor('/News_and_Media/press_release')).toBe('/News_and_Media/press_Release')
    expect(canonicalUrlFor('/press_release')).toBe('/News_and_Media/press_Release')
    expect(canonicalUrlFor('/gccofferings/workplacestrategy')).toBe('/gccOfferings/workplacestrategy')
    expect(canonicalUrlFor('/ABOUTUS/OurVision/')).toBe('/aboutus/ourvision')
    expect(canonicalUrlFor('/FR/AboutUs/History')).toBe('/fr/aboutus/history')
    expect(canonicalUrlFor('/ar')).toBe('/ar')
    expect(canonicalUrlFor('/gallery/atal-samman')).toBe('/News_and_Media/picture_gallery/atal-samman')
    expect(canonicalUrlFor('/de/gallery/atal-samman')).toBe('/de/News_and_Media/picture_gallery/atal-samman')
  })

  it('leaves unknown paths unknown', () => {
    expect(canonicalUrlFor('/nothing-here')).toBeUndefined()
    expect(canonicalUrlFor('/xx/aboutus/history')).toBeUndefined()
    expect(canonicalUrlFor('/en/aboutus/history')).toBeUndefined()
  })

  it('prefixes every language but English', () => {
    expect(pageHref('home', 'en')).toBe('/')
    expect(pageHref('home', 'ar')).toBe('/ar')
    expect(pageHref('impact.csr', 'ar')).toBe('/ar/impact/csr')
    expect(pageHref('policy.principles', 'en')).toBe(PRINCIPLES_PATH)
    expect(PRINCIPLES_PATH).toMatch(/^\/[a-z]+-principals$/)
    expect(splitLanguage('/ja/connect/contact')).toEqual({ lang: 'ja', path: '/connect/contact' })
    expect(splitLanguage('/japan')).toEqual({ lang: 'en', path: '/japan' })
  })

  it('derives the menu key from the first segment', () => {
    expect(menuKeyOf('/News_and_Media/video')).toBe('news_and_media')
    expect(menuKeyOf('/')).toBe('')
  })
})
