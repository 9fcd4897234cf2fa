import type { FocusEvent } from 'react'

/**
 * Focus moved from inside the element handling the blur to somewhere else on
 * the page (not to another window, not to nothing): the moment an open menu
 * closes, so it never covers the element that now has focus.
 */
export function focusLeft(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget
  return next instanceof Node && !event.currentTarget.contains(next)
}

/**
 * Moves focus to an element that is not itself focusable (a heading, a status
 * message), without scrolling: the caller scrolls. It stays out of the tab order.
 */
export function focusElement(element: HTMLElement | null | undefined): void {
  if (!element) return
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

/** Focus on the page's heading (or its main region), as after a page change: the caller scrolls. */
export function focusPageStart(): HTMLElement | null {
  const main = document.getElementById('main')
  const heading = main?.querySelector<HTMLElement>('h1') ?? null
  focusElement(heading ?? main)
  return heading
}
