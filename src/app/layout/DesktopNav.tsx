import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { useHydrated } from '../../lib/useHydrated'
import { Link, useLocation } from 'react-router-dom'
import { BRAND_VALUES } from '../../config/brand'
import { UiIcon } from '../../components/Icon'
import { usePageHref } from '../../i18n/usePageHref'
import { PAGE_TEXT } from '../../pages/pageText'
import { MENU } from './menu'
import { shellText } from '../../content/shellText'
import { useMenuKey } from './useMenuKey'

/**
 * The wide-screen menu: one group open at a time, by hover or by its button
 * (Enter, Space, ArrowDown); Escape closes it and returns focus to the button.
 */
export function DesktopNav() {
  const intl = useIntl()
  const href = usePageHref()
  const menuKey = useMenuKey()
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
        {MENU.map((group) => {
          const title = intl.formatMessage(group.title, BRAND_VALUES)
          const current = group.key === menuKey
          const linkClass = `nav-top ${current ? 'nav-top-current' : ''}`
          const only = group.items.length === 1 ? group.items[0] : undefined
          if (only) {
            return (
              <li key={group.key}>
                <Link
                  to={href(only.page)}
                  className={linkClass}
                  aria-current={pathname === href(only.page) ? 'page' : undefined}
                >
                  {title}
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
                {title}
                <UiIcon name="chevronDown" className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
              </button>
              <ul id={`menu-${group.key}`} className={`nav-panel ${isOpen ? 'nav-panel-open' : ''}`}>
                {group.items.map((item) => (
                  <li key={item.page + (item.label?.id ?? '')}>
                    <Link
                      to={href(item.page)}
                      className="nav-item"
                      aria-current={pathname === href(item.page) ? 'page' : undefined}
                      onClick={() => setOpen(null)}
                    >
                      {intl.formatMessage(item.label ?? PAGE_TEXT[item.page].name, BRAND_VALUES)}
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
