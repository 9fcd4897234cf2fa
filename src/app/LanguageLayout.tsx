import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { Outlet, useLocation, useNavigation } from 'react-router-dom'
import { type LanguageCode } from '../config/languages'
import { TranslationProvider } from '../i18n/TranslationProvider'
import { loadScriptFont } from './loadScriptFont'
import { Footer } from './layout/Footer'
import { Header } from './layout/Header'
import { SideBar } from './layout/SideBar'
import { TopStrip } from './layout/TopStrip'
import { shellText } from '../content/shellText'
import { focusElement, focusPageStart } from '../lib/focus'
import { scrollToTop } from '../lib/scroll'

/** The root of each language's route tree: the language comes from the route, never from module state. */
export function LanguageLayout({ language }: { language: LanguageCode }) {
  useEffect(() => loadScriptFont(language), [language])
  return (
    <TranslationProvider language={language}>
      <Shell />
    </TranslationProvider>
  )
}

/** How often focus is looked at while a page's code loads. */
const FOCUS_WATCH_MS = 50

/** The first render after the page loaded: the browser has placed focus and announced the page itself. */
let pageLoad = true

/**
 * Every route change (not the first render) scrolls smoothly to the top, or
 * to the anchor it names, moves focus to the new page's heading so keyboard
 * and screen-reader users start there, and returns the page's title for the
 * live region that announces it, as a full page load would. While the new
 * page's code loads, focus that fell to the body (a menu closed under it)
 * waits on the main region.
 */
function useRouteChangeFocus(): string {
  const { pathname, hash } = useLocation()
  const loading = useNavigation().state === 'loading'
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (!loading) return
    const park = () => {
      const active = document.activeElement
      if (!active || active === document.body) focusElement(document.getElementById('main'))
    }
    park()
    // The menu may close (and drop focus) after the move started: look again until the page is in.
    const watch = setInterval(park, FOCUS_WATCH_MS)
    return () => clearInterval(watch)
  }, [loading])
  useEffect(() => {
    if (pageLoad) {
      pageLoad = false
      return
    }
    if (!hash) scrollToTop()
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    let heading = document.querySelector<HTMLElement>('#main h1')
    if (anchor) focusElement(anchor)
    else heading = focusPageStart()
    // Emptied first, so a title equal to the last one is announced again; never empty after.
    setAnnouncement('')
    const frame = requestAnimationFrame(() => setAnnouncement(heading?.textContent?.trim() || document.title))
    return () => cancelAnimationFrame(frame)
  }, [pathname, hash])
  return announcement
}

function Shell() {
  const intl = useIntl()
  const announcement = useRouteChangeFocus()
  return (
    <>
      <a href="#main" className="skip-link">
        {intl.formatMessage(shellText.skipToContent)}
      </a>
      <TopStrip />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none" data-pagefind-body="">
        <Outlet />
      </main>
      <Footer />
      <SideBar />
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  )
}
