import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import { createPortal } from 'react-dom'
import { Link, useLocation } from 'react-router-dom'
import { UiIcon } from '../../components/Icon'
import { focusLeft } from '../../lib/focus'
import { CompanyFacts } from './CompanyFacts'
import { useMenu } from './menu'
import { shellText } from '../../content/shellText'

/** The width from which the desktop menu replaces this one (unocss `xl`). */
const DESKTOP_MENU = '(min-width: 1280px)'

/**
 * While the menu is open the page under the header is dimmed by a backdrop
 * (a click on it closes the menu), does not scroll, and is inert: neither
 * focus nor a screen reader's cursor can wander into it. The header (logo,
 * languages, the menu) stays usable.
 */
function usePageBehindMenu(open: boolean, toggle: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    const header = toggle.current?.closest('header')
    if (!open || !header?.parentElement) return
    const behind = [...header.parentElement.children].filter((el) => el !== header && !el.hasAttribute('inert'))
    for (const el of behind) el.setAttribute('inert', '')
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    // Widened past the phone layout, the menu is gone: so is what it holds.
    const desktop = window.matchMedia(DESKTOP_MENU)
    desktop.addEventListener('change', close)
    return () => {
      for (const el of behind) el.removeAttribute('inert')
      root.style.overflow = overflow
      desktop.removeEventListener('change', close)
    }
  }, [open, toggle, close])
}

/** The narrow-screen menu: a toggle button and an accordion of groups over a backdrop; Escape or the backdrop closes it. */
export function MobileNav() {
  const intl = useIntl()
  const menu = useMenu()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const toggleRef = useRef<HTMLButtonElement>(null)

  const close = useCallback(() => setOpen(false), [])
  usePageBehindMenu(open, toggleRef, close)

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const toggleGroup = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  return (
    <div className="xl:hidden" onBlur={(event) => focusLeft(event) && setOpen(false)}>
      <button
        ref={toggleRef}
        type="button"
        className="flex size-11 items-center justify-center rounded-lg text-navy hover:bg-navy/5"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={intl.formatMessage(open ? shellText.closeMenu : shellText.openMenu)}
        onClick={() => setOpen(!open)}
      >
        <UiIcon name={open ? 'close' : 'menu'} className="size-6" />
      </button>
      {/* In <body>, not here: the header's backdrop-filter would make it the box `fixed` is measured in.
          Under the header (z-40), over the page. */}
      {open
        ? createPortal(
            <div
              aria-hidden="true"
              data-testid="menu-backdrop"
              className="fixed inset-0 z-30 bg-navy/60"
              onClick={close}
            />,
            document.body,
          )
        : null}
      <nav
        id="mobile-menu"
        aria-label={intl.formatMessage(shellText.mainNav)}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-5rem)] overflow-y-auto border-t border-navy/10 bg-white shadow-xl"
      >
        <ul className="container-site py-3">
          {menu.map((group) => {
            const currentClass = group.current ? 'text-accent-dark' : ''
            if (group.link) {
              return (
                <li key={group.key} className="border-b border-navy/8">
                  <Link to={group.link.href} className={`mobile-top ${currentClass}`} onClick={() => setOpen(false)}>
                    {group.title}
                  </Link>
                </li>
              )
            }
            const isExpanded = expanded.has(group.key)
            return (
              <li key={group.key} className="border-b border-navy/8">
                <button
                  type="button"
                  className={`mobile-top w-full justify-between ${currentClass}`}
                  aria-expanded={isExpanded}
                  aria-controls={`mobile-group-${group.key}`}
                  onClick={() => toggleGroup(group.key)}
                >
                  {group.title}
                  <UiIcon
                    name="chevronDown"
                    className={`size-5 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
                  />
                </button>
                <ul id={`mobile-group-${group.key}`} hidden={!isExpanded} className="pb-2 ps-4">
                  {group.items.map((item) => (
                    <li key={item.key}>
                      <Link
                        to={item.href}
                        className="block rounded-md px-3 py-2.5 text-navy/80 hover:bg-navy/5 hover:text-navy"
                        aria-current={item.current ? 'page' : undefined}
                        onClick={() => setOpen(false)}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
        {/* On a phone the top strip holds its links only; its facts are here. */}
        <CompanyFacts
          className="container-site flex flex-col gap-2 pb-4 type-small text-slate-600 sm:hidden"
          iconClassName="text-accent-dark"
        />
      </nav>
    </div>
  )
}
