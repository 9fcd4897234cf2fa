import type { ReactNode } from 'react'

/**
 * What a visitor without scripts sees in place of a control that needs them:
 * the rest of a list that scripts would show on request, with every
 * script-only control (marked `data-needs-script`) hidden. The pre-render and
 * the browser's first render then show the same thing, so nothing moves when
 * scripts start (the browser does not render a <noscript> when they run).
 */
export function NoScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      {children}
      <style>{'[data-needs-script]{display:none}'}</style>
    </noscript>
  )
}
