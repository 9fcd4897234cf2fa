// The browser's stand-in for react-helmet-async (vite.config.ts resolves it here for the
// client build only; the pre-render keeps the library, which writes each page's head).
// In the browser a page's head only changes on a client-side navigation, and one <Seo>
// describes each page, so this keeps the tags marked data-rh in step with the latest
// head a page rendered: 0.6 KiB instead of the library's 5.6 KiB (with prop-types,
// react-fast-compare, shallowequal and invariant) on every page.
import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react'

type HeadProps = { children?: ReactNode; htmlAttributes?: Record<string, string | undefined> }

/** React's prop names where they differ from the attribute's. */
const ATTRIBUTE: Record<string, string> = { hrefLang: 'hreflang', charSet: 'charset', httpEquiv: 'http-equiv' }

function tagOf(element: ReactElement<Record<string, unknown>>): HTMLElement {
  const tag = document.createElement(element.type as string)
  for (const [name, value] of Object.entries(element.props)) {
    if (name === 'children' || value === undefined || value === null) continue
    tag.setAttribute(ATTRIBUTE[name] ?? name, String(value))
  }
  const text = element.props.children
  if (typeof text === 'string') tag.textContent = text
  tag.setAttribute('data-rh', 'true')
  return tag
}

/** Updates <html>'s attributes, the title and the head's data-rh tags; renders nothing. */
export function Helmet({ children, htmlAttributes }: HeadProps) {
  useEffect(() => {
    for (const [name, value] of Object.entries(htmlAttributes ?? {}))
      if (value !== undefined) document.documentElement.setAttribute(name, value)
    const elements = Children.toArray(children).filter(
      (child): child is ReactElement<Record<string, unknown>> =>
        isValidElement(child) && typeof child.type === 'string',
    )
    const title = elements.find((element) => element.type === 'title')
    if (title) document.title = Children.toArray(title.props.children as ReactNode).join('')
    // Tags already there (the pre-rendered head, on the first render) stay; others come and go.
    const old = [...document.head.querySelectorAll('[data-rh]:not(title)')]
    for (const tag of elements.filter((element) => element.type !== 'title').map(tagOf)) {
      const same = old.findIndex((existing) => existing.isEqualNode(tag))
      if (same >= 0) old.splice(same, 1)
      else document.head.append(tag)
    }
    for (const stale of old) stale.remove()
  })
  return null
}

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return children
}
