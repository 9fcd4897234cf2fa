import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { useHydrated } from '../../lib/useHydrated'
import { Link, useLocation } from 'react-router-dom'
import { UiIcon } from '../../components/Icon'
import { useMenu } from './menu'
import { shellText } from '../../content/shellText'

/**
 * The wide-screen menu: one group open at a time, by hover or by its button
 * (Enter, Space, ArrowDown); Escape closes it and returns focus to the button.
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
    if (event.key === 'Escape' && open === key) {
      setOpen(null)
      buttons.current.get(key)?.focus()
    } else if (event.key === 'ArrowDown' && event.target === buttons.current.get(key)) {
      event.preventDefault()
      setOpen(key)
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#menu-${key} a`)?.focus())
    }
  }

  return (
    <nav
      aria-label={intl.formatMessage(shellText.mainNav)}
      className="hidden xl:block"
      data-enhanced={enhanced || undefined}
    >
      <ul className="flex items-center gap-0.5">
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
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                  setOpen((o) => (o === group.key ? null : o))
              }}
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
