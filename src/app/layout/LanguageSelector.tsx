import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router-dom'
import { Flag } from '../../components/Flag'
import { UiIcon } from '../../components/Icon'
import { LANGUAGES, languageOf } from '../../config/languages'
import { localizedPath, splitLanguage } from '../../config/paths'
import { focusLeft } from '../../lib/focus'
import { useTranslation } from '../../i18n/TranslationProvider'
import { shellText } from '../../content/shellText'

/**
 * The twelve languages with name and flag, all in view at once (two columns
 * from tablet width up), in one fixed order. The current one is marked in its
 * place and not offered again; the others are real links to the same page in that language,
 * so the choice also works before scripts load. The list closes when focus
 * or a pointer leaves it. On a phone (or at 400 % zoom) it spans the window's width
 * below the button and scrolls within the window's height.
 */
/** Room kept between the list and the window's bottom edge. */
const LIST_MARGIN_PX = 8

export function LanguageSelector() {
  const intl = useIntl()
  const { language, isLoading, changeLanguage } = useTranslation()
  const { pathname, search, hash } = useLocation()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const current = languageOf(language)
  const { path } = splitLanguage(pathname)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  // The list ends above the window's bottom edge, whatever the header's height (it wraps at 320 px);
  // where too little of the window is left below the button (320 × 256, 400 % zoom) it rises over the header.
  useLayoutEffect(() => {
    const el = list.current
    if (!open || !el) return
    const fit = () => {
      el.style.top = ''
      el.style.maxHeight = ''
      const below = window.innerHeight - el.getBoundingClientRect().top - LIST_MARGIN_PX
      if (below >= Math.min(el.scrollHeight, window.innerHeight / 2)) {
        el.style.maxHeight = `${below}px`
        return
      }
      el.style.top = '0px'
      el.style.top = `${LIST_MARGIN_PX - el.getBoundingClientRect().top}px`
      el.style.maxHeight = `${window.innerHeight - 2 * LIST_MARGIN_PX}px`
    }
    fit()
    window.addEventListener('resize', fit)
    return () => window.removeEventListener('resize', fit)
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    const links = [...(root.current?.querySelectorAll<HTMLElement>('a[data-lang]') ?? [])]
    const index = links.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape' && open) {
      setOpen(false)
      button.current?.focus()
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!open) setOpen(true)
      requestAnimationFrame(() => links[(index + 1) % links.length]?.focus())
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault()
      links[(index - 1 + links.length) % links.length]?.focus()
    }
  }

  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown} onBlur={(event) => focusLeft(event) && setOpen(false)}>
      <button
        ref={button}
        type="button"
        className="flex h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-lg border border-navy/15 px-3 type-small font-600 text-navy hover:border-navy/30 disabled:cursor-wait disabled:opacity-60"
        aria-expanded={open}
        aria-controls="language-list"
        aria-label={intl.formatMessage(shellText.languageLabel, { language: current.name })}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        onClick={() => setOpen(!open)}
      >
        {/* On a phone the flag alone, so logo, language and menu keep to one row at 320 px in every language. */}
        <UiIcon name="globe" className="hidden size-4 text-navy/60 sm:block" />
        <Flag code={current.flag} />
        {/* Beside the desktop menu (whose column stops at 1200 px) the flag says the language: the menu needs the room. */}
        <span className="hidden sm:inline xl:hidden">{current.name}</span>
        <UiIcon name="chevronDown" className="hidden size-4 sm:block" />
      </button>
      {/* Below 640 px fixed across the window (the header's blur makes the header its frame, which spans the window too). */}
      <div
        ref={list}
        id="language-list"
        hidden={!open}
        className="fixed inset-x-2 z-50 mt-2 overflow-y-auto overscroll-contain rounded-xl border border-navy/10 bg-white p-1.5 shadow-xl sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:w-[26rem]"
      >
        <p className="px-3 pb-1 pt-2 type-caption font-600 uppercase tracking-wider text-navy/75">
          {intl.formatMessage(shellText.languageList)}
        </p>
        <ul className="grid gap-0.5 sm:grid-cols-2">
          {LANGUAGES.map((l) =>
            l.code === language ? (
              <li key={l.code}>
                <span
                  className="flex items-center gap-3 rounded-lg bg-accent/10 px-3 py-2 type-small font-700 text-navy"
                  aria-current="true"
                  lang={l.tag}
                >
                  <Flag code={l.flag} />
                  <span className="flex-1">{l.name}</span>
                  <UiIcon name="check" className="size-4 text-accent-dark" />
                  <span className="sr-only">({intl.formatMessage(shellText.languageCurrent)})</span>
                </span>
              </li>
            ) : (
              <li key={l.code}>
                <Link
                  to={localizedPath(l.code, path) + search + hash}
                  data-lang={l.code}
                  lang={l.tag}
                  hrefLang={l.tag}
                  className="flex items-center gap-3 rounded-lg px-3 py-2 type-small text-navy hover:bg-navy/5 focus-visible:bg-navy/5"
                  onClick={(event) => {
                    event.preventDefault()
                    if (isLoading) return
                    setOpen(false)
                    void changeLanguage(l.code)
                  }}
                >
                  <Flag code={l.flag} />
                  <span>{l.name}</span>
                </Link>
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  )
}
