import type { ReactNode } from 'react'

/**
 * What a visitor without scripts sees in place of a control that needs them:
 * the rest of a list that scripts would show on request. Every script-only
 * control (marked `data-needs-script`) is hidden by the rule in index.html's
 * <head> (a <style> in <body> is not valid HTML). The pre-render and the
 * browser's first render then show the same thing, so nothing moves when
 * scripts start (the browser does not render a <noscript> when they run).
 */
export function NoScript({ children }: { children: ReactNode }) {
  return <noscript>{children}</noscript>
}
