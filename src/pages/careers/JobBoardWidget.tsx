import { useEffect, useRef } from 'react'

/** The third-party job-board widget, when the build is configured for it (VITE_JOB_WIDGET_*). */
export const JOB_WIDGET = {
  scriptUrl: import.meta.env.VITE_JOB_WIDGET_SCRIPT_URL as string | undefined,
  apiKey: import.meta.env.VITE_JOB_WIDGET_API_KEY as string | undefined,
  portalId: import.meta.env.VITE_JOB_WIDGET_PORTAL_ID as string | undefined,
}
export const jobWidgetConfigured = Boolean(JOB_WIDGET.scriptUrl && JOB_WIDGET.apiKey && JOB_WIDGET.portalId)

/** Injects the widget's script on entering the page and removes it (and what it drew) on leaving. */
export function JobBoardWidget() {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const host = container.current
    if (!host || !jobWidgetConfigured) return
    const script = document.createElement('script')
    script.src = JOB_WIDGET.scriptUrl ?? ''
    script.async = true
    script.dataset.apiKey = JOB_WIDGET.apiKey
    script.dataset.portalId = JOB_WIDGET.portalId
    host.appendChild(script)
    return () => {
      script.remove()
      host.replaceChildren()
    }
  }, [])
  return <div ref={container} id="job-board-widget" className="container-site min-h-96 py-12" />
}
