// @vitest-environment jsdom
// The runtime fallback as a page uses it: TranslationProvider with messages
// its catalog lacks. Each test loads the modules afresh, so no state (queue,
// "unavailable" flag) carries over from another test.
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Modules = {
  TranslationProvider: typeof import('../../src/i18n/TranslationProvider').TranslationProvider
  defineMessages: typeof import('../../src/i18n/defineMessages').defineMessages
  loadCatalog: typeof import('../../src/i18n/catalogs').loadCatalog
  storageKey: typeof import('../../src/i18n/runtimeTranslation').storageKey
  MemoryRouter: typeof import('react-router-dom').MemoryRouter
  useIntl: typeof import('react-intl').useIntl
}

async function load(): Promise<Modules> {
  vi.resetModules()
  const [provider, define, catalogs, runtime, router, intl] = await Promise.all([
    import('../../src/i18n/TranslationProvider'),
    import('../../src/i18n/defineMessages'),
    import('../../src/i18n/catalogs'),
    import('../../src/i18n/runtimeTranslation'),
    import('react-router-dom'),
    import('react-intl'),
  ])
  return {
    TranslationProvider: provider.TranslationProvider,
    defineMessages: define.defineMessages,
    loadCatalog: catalogs.loadCatalog,
    storageKey: runtime.storageKey,
    MemoryRouter: router.MemoryRouter,
    useIntl: intl.useIntl,
  }
}

const reply = (texts: string[], prefix: string) =>
  new Response(JSON.stringify({ data: { translations: texts.map((t) => ({ translatedText: `${prefix} ${t}` })) } }))

let fetchMock: ReturnType<typeof vi.fn>
let host: HTMLDivElement
let root: Root
const sentBodies = () =>
  fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(String((init as RequestInit).body)) as { q: unknown; target: string },
  )

beforeEach(() => {
  localStorage.clear()
  fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { q: string | string[]; target: string }
    return reply(Array.isArray(body.q) ? body.q : [body.q], body.target.toUpperCase())
  })
  vi.stubGlobal('fetch', fetchMock)
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** Renders two messages no catalog has, in `language`, and returns the modules. */
async function renderPage(language: 'fr' | 'de', m?: Modules) {
  const mods = m ?? (await load())
  const text = mods.defineMessages({
    greeting: { id: 'test.fallback.greeting', defaultMessage: 'Good morning' },
    call: { id: 'test.fallback.call', defaultMessage: 'Call {phone}' },
  })
  function Probe() {
    const intl = mods.useIntl()
    return (
      <p>
        <span data-testid="greeting">{intl.formatMessage(text.greeting)}</span>|
        <span data-testid="call">{intl.formatMessage(text.call, { phone: '+1 555' })}</span>
      </p>
    )
  }
  await mods.loadCatalog(language)
  const page = (children: ReactNode) => (
    <mods.MemoryRouter initialEntries={[`/${language}`]}>
      <mods.TranslationProvider language={language}>{children}</mods.TranslationProvider>
    </mods.MemoryRouter>
  )
  await act(async () => root.render(page(<Probe />)))
  return mods
}

const shown = () => host.textContent

/** Lets the batch delay pass and the answers arrive. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 100)))

describe('TranslationProvider’s runtime fallback', () => {
  it('shows the English at once, then the translations from one batched request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderPage('fr')
    expect(shown()).toBe('Good morning|Call +1 555')
    await settle()
    expect(sentBodies()).toEqual([{ q: ['Good morning', 'Call {phone}'], target: 'fr', source: 'en' }])
    expect(shown()).toBe('FR Good morning|FR Call +1 555')
  })

  it('stores each answer under translation_{language}_{base64 of the English}', async () => {
    const mods = await renderPage('fr')
    await settle()
    expect(localStorage.getItem(`translation_fr_${btoa('Good morning')}`)).toBe('FR Good morning')
    expect(localStorage.getItem(mods.storageKey('fr', 'Call {phone}'))).toBe('FR Call {phone}')
  })

  it('asks nothing for a stored string', async () => {
    localStorage.setItem(`translation_fr_${btoa('Good morning')}`, 'Bonjour')
    localStorage.setItem(`translation_fr_${btoa('Call {phone}')}`, 'Appelez le {phone}')
    await renderPage('fr')
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(shown()).toBe('Bonjour|Appelez le +1 555')
  })

  it('keeps the English and logs SPEC 8’s line when the call fails, and does not ask again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 502 }))
    await renderPage('fr')
    await settle()
    expect(shown()).toBe('Good morning|Call +1 555')
    expect(error).toHaveBeenCalledWith('Batch translation failed: 502')
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(localStorage.length).toBe(0)
  })

  it('logs the network error line and keeps English when the server cannot be reached', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockRejectedValueOnce(new TypeError('network down'))
    await renderPage('fr')
    await settle()
    expect(shown()).toBe('Good morning|Call +1 555')
    expect(error).toHaveBeenCalledWith('Batch translation error', expect.any(TypeError))
  })

  it('never shows one language’s fallback on another language’s page', async () => {
    const mods = await renderPage('fr')
    await settle()
    expect(shown()).toBe('FR Good morning|FR Call +1 555')
    await renderPage('de', mods)
    // English or already German (a slow machine may let the batch delay pass while rendering), never French.
    expect(['Good morning|Call +1 555', 'DE Good morning|DE Call +1 555']).toContain(shown())
    await settle()
    expect(shown()).toBe('DE Good morning|DE Call +1 555')
  })
})
