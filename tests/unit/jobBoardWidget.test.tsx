// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('the third-party job-board widget', () => {
  it('is injected on entering the page and removed on leaving, with its key and portal id', async () => {
    vi.stubEnv('VITE_JOB_WIDGET_SCRIPT_URL', 'https://jobs.widget.example/embed.js')
    vi.stubEnv('VITE_JOB_WIDGET_API_KEY', 'key-123')
    vi.stubEnv('VITE_JOB_WIDGET_PORTAL_ID', 'portal-9')
    const { JobBoardWidget, jobWidgetConfigured } = await import('../../src/pages/careers/JobBoardWidget')
    expect(jobWidgetConfigured).toBe(true)
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    await act(async () => root.render(<JobBoardWidget />))
    const script = host.querySelector('script')
    expect(script?.src).toBe('https://jobs.widget.example/embed.js')
    expect(script?.dataset).toMatchObject({ apiKey: 'key-123', portalId: 'portal-9' })
    await act(async () => root.unmount())
    expect(document.querySelector('script[src*="jobs.widget.example"]')).toBeNull()
  })

  it('is off, with no third-party request, when not configured', async () => {
    vi.stubEnv('VITE_JOB_WIDGET_SCRIPT_URL', '')
    const { jobWidgetConfigured } = await import('../../src/pages/careers/JobBoardWidget')
    expect(jobWidgetConfigured).toBe(false)
  })
})
