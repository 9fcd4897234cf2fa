// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { literalMessage } from '../../src/i18n/literal'
import { createRuntimeTranslation, storageKey } from '../../src/i18n/runtimeTranslation'

// A client of its own per test: no state carries from one test to the next.
let translateText: ReturnType<typeof createRuntimeTranslation>

const ok = (texts: string[]) =>
  new Response(JSON.stringify({ data: { translations: texts.map((t) => ({ translatedText: `FR ${t}` })) } }), {
    status: 200,
  })

describe('runtime translation fallback', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    localStorage.clear()
    fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { q: string | string[] }
      return ok(Array.isArray(body.q) ? body.q : [body.q])
    })
    vi.stubGlobal('fetch', fetchMock)
    translateText = createRuntimeTranslation()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('batches strings asked for together into one call and stores each under its key', async () => {
    const results = await Promise.all([
      translateText('fr', 'Our Vision'),
      translateText('fr', 'Élan'),
      translateText('fr', 'Our Vision'),
    ])
    expect(results).toEqual(['FR Our Vision', 'FR Élan', 'FR Our Vision'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/translate')
    expect(JSON.parse(String(init.body))).toEqual({ q: ['Our Vision', 'Élan'], target: 'fr', source: 'en' })
    const utf8 = btoa(String.fromCharCode(...new TextEncoder().encode('Élan')))
    expect(storageKey('fr', 'Élan')).toBe(`translation_fr_${utf8}`)
    expect(localStorage.getItem(`translation_fr_${utf8}`)).toBe('FR Élan')
  })

  it('answers stored strings without a call, and never translates English', async () => {
    localStorage.setItem(storageKey('de', 'Home'), 'Startseite')
    expect(await translateText('de', 'Home')).toBe('Startseite')
    expect(await translateText('en', 'Home')).toBeUndefined()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps English and logs the spec lines on failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 502 }))
    expect(await translateText('ja', 'Hello')).toBeUndefined()
    expect(error).toHaveBeenCalledWith('Translation failed: 502')
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }))
    expect(await Promise.all([translateText('ja', 'A'), translateText('ja', 'B')])).toEqual([undefined, undefined])
    expect(error).toHaveBeenCalledWith('Batch translation failed: 500')
    fetchMock.mockRejectedValueOnce(new TypeError('network down'))
    expect(await translateText('ja', 'C')).toBeUndefined()
    expect(error).toHaveBeenCalledWith('Translation error', expect.any(TypeError))
    expect(localStorage.length).toBe(0)
    error.mockRestore()
  })

  it('stops asking once the server says no provider is configured (503)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }))
    expect(await translateText('ko', 'One')).toBeUndefined()
    expect(await translateText('ko', 'Two')).toBeUndefined()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })

  it('turns fallback text into a message with its simple placeholders', () => {
    expect(literalMessage('Appelez {phone} maintenant')).toEqual([
      { type: 0, value: 'Appelez ' },
      { type: 1, value: 'phone' },
      { type: 0, value: ' maintenant' },
    ])
  })
})
