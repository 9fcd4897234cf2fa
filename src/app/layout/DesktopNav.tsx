import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { useHydrated } from '../../lib/useHydrated'
import { Link, useLocation } from 'react-router-dom'
import { UiIcon } from '../../components/Icon'
import { focusLeft } from '../../lib/focus'
import { useMenu } from './menu'
import { shellText } from '../../content/shellText'

/**
 * The wide-screen menu: one group open at a time, by hover or by its button
 * (Enter, Space, ArrowDown); inside it the arrows, Home and End move between
 * its links; Escape closes it and returns focus to the button; it closes when
 * focus leaves it.
 */
export function DesktopNav() {
  const intl = useIntl()
  const menu = useMenu()
  const { pathname } = useLocation()
  const [open, setOpen] = useState<string | null>(null)
  const enhanced = useHydrated()
  const buttons = useRef(new Map<string, HTMLButtonElement>())

  useEffect(() => setOpen(null), [pathname])

  const onKeyDown = (key: string) => (event: KeyboardEvent<HTMLLIElement>) => {
    const button = buttons.current.get(key)
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>(`#menu-${key} a`)]
    const index = links.indexOf(event.target as HTMLElement)
    const focusLink = (i: number) => {
      event.preventDefault()
      links.at(i % links.length)?.focus()
    }
    if (event.key === 'Escape' && open === key) {
      setOpen(null)
      button?.focus()
    } else if (event.key === 'ArrowDown' && event.target === button) {
      event.preventDefault()
      setOpen(key)
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#menu-${key} a`)?.focus())
    } else if (index >= 0) {
      // Inside an open panel the arrows move between its links, as in any menu.
      if (event.key === 'ArrowDown') focusLink(index + 1)
      else if (event.key === 'ArrowUp') focusLink(index - 1)
      else if (event.key === 'Home') focusLink(0)
      else if (event.key === 'End') focusLink(-1)
    }
  }

  return (
    <nav
      aria-label={intl.formatMessage(shellText.mainNav)}
      className="hidden xl:block"
      data-enhanced={enhanced || undefined}
    >
      <ul className="flex flex-wrap items-center gap-0.5">
        {menu.map((group) => {
          const linkClass = `nav-top ${group.current ? 'nav-top-current' : ''}`
          if (group.link) {
            return (
              <li key={group.key}>
                <Link to={group.link.href} className={linkClass} aria-current={group.link.current ? 'page' : undefined}>
                  {group.title}
                </Link>
              </li>
            )
          }
          const isOpen = open === group.key
          return (
            <li
              key={group.key}
              className="nav-group relative"
              onMouseEnter={() => setOpen(group.key)}
              onMouseLeave={() => setOpen(null)}
              onKeyDown={onKeyDown(group.key)}
              onBlur={(event) => focusLeft(event) && setOpen((o) => (o === group.key ? null : o))}
            >
              <button
                type="button"
                ref={(el) => {
                  if (el) buttons.current.set(group.key, el)
                }}
                className={linkClass}
                aria-expanded={isOpen}
                aria-controls={`menu-${group.key}`}
                onClick={() => setOpen(isOpen ? null : group.key)}
              >
                {group.title}
                <UiIcon name="chevronDown" className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
              </button>
              <ul id={`menu-${group.key}`} className={`nav-panel ${isOpen ? 'nav-panel-open' : ''}`}>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <Link
                      to={item.href}
                      className="nav-item"
                      aria-current={item.current ? 'page' : undefined}
                      onClick={() => setOpen(null)}
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
    </nav>
  )
}
